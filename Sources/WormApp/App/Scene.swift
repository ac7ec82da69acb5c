import SDLKit
import WormGame

/// What every scene can reach: the log, the sound, the language, and the runner's command handler.
final class SceneContext {
    /// The event log.
    let journal: Journal
    /// Where sounds go.
    let audio: AudioOutput
    /// The language of every text.
    var language: Language { journal.language }
    /// Whether sound is off, for the overlay's Sound label.
    var muted: Bool
    /// The seeds of the games to come: the first is the run's `--seed`, the rest follow from it.
    var seeds: SplitMix64
    /// The first game's seed, given on the command line or drawn at random.
    private var firstSeed: UInt64?
    /// `--date`, when given: Daily's day for the whole run.
    private let fixedDailyDate: String?
    /// Daily's day (R34): `--date`, else today's UTC date, read when asked, so a kiosk that runs past
    /// midnight plays the new day.
    var dailyDate: String { fixedDailyDate ?? DailySeed.today() }
    /// Versus's command-line settings (R60).
    var versus = VersusSetup()
    /// Whether the run is a kiosk (`--kiosk`): the title then offers no way out.
    var isKiosk = false
    /// Carries out a command: the runner's one place for them.
    var perform: (Command) -> Void = { _ in }
    /// The saved scores (R40, R41): in memory unless the run has a data folder.
    var scores = DocumentStore<ScoresDocument>(storage: MemoryStorage()) { _ in }
    /// The Arcade or Daily round just over, until it is saved or left.
    var finishedRound: FinishedRound?
    /// What became of the last save, for the results scene.
    var saveNote: SaveNote?
    /// The table and row of the last score saved, for the scores scene.
    var highlight: (kind: GameKind, row: Int)?
    /// The settings in force (R50).
    var settings = SettingsKeeper()
    /// A table row to play back as the next Arcade or Daily game (R40), and how the last playback went.
    var pendingReplay: HighScore?
    var replayOutcome: ReplayOutcome?
    /// Whether the program ends when a playback ends (`--replay`).
    var exitAfterReplay = false
    /// What failed in a headless run that ends because of it (Versus's network): the run then exits
    /// with status 1, and this is its one line on standard error.
    var failure: RuntimeFailure?
    /// Seconds since 1970 for the dates of scores (tests fix it).
    var now: () -> Int64 = WallClock.seconds

    /// A context for a run.
    init(journal: Journal, audio: AudioOutput, muted: Bool, seed: UInt64, dailyDate: String?) {
        self.journal = journal
        self.audio = audio
        self.muted = muted
        firstSeed = seed
        seeds = SplitMix64(seed: seed)
        fixedDailyDate = dailyDate
    }

    /// The seed of the next game of `kind`: Daily's is the day's (R34); the first other game gets the run's seed.
    func nextSeed(for kind: GameKind) -> UInt64 {
        if kind == .daily { return DailySeed.seed(forDate: dailyDate) }
        if let seed = firstSeed {
            firstSeed = nil
            return seed
        }
        return seeds.next()
    }
}

/// One screen of the game (raylib's Init/Update/Draw/Unload): it steps without SDL calls and draws without
/// changing anything.
protocol Scene: AnyObject {
    /// The name the `scene` event logs.
    var name: SceneName { get }
    /// Runs one fixed step of the scene with the inputs due at it, in order.
    func step(_ inputs: [PlayerInput], context: SceneContext)
    /// Draws the scene as it stands (without presenting it).
    func draw(with painter: SceneRenderer, context: SceneContext) throws
    /// The scene is left, or the run ends, at `t` ms of the scene's own clock: last log lines.
    func leave(at t: Int, context: SceneContext)
    /// The scene's clock at its next step, in ms since it opened.
    var clockMs: Int { get }
    /// Whether the scene's first log line says what it is (a game's `start`), so a run that opens on it needs no
    /// `scene` line first (headless Classic logs what it always did).
    var logsItsOwnStart: Bool { get }
    /// What its next frame would show, to skip frames that show what the last one did; nil: draw every frame.
    func signature(context: SceneContext, placement: Placement) -> FrameSignature?
    /// Whether the scene takes typed text (SDL text input on; M types an M instead of muting).
    var takesText: Bool { get }
}

extension Scene {
    var takesText: Bool { false }
}

extension Scene {
    var logsItsOwnStart: Bool { false }
}
