import WormGame

/// The services every scene can reach, fixed when the run starts: the log, the sound, the settings, the scores, the
/// seeds and the clocks. Nothing here is a hand-off between scenes: what a scene wants next travels in a `Command`.
package final class SceneContext {
    /// The event log.
    let journal: Journal
    /// Where sounds go.
    let audio: AudioOutput
    /// The settings in force (R50): the one place each of them, sound included, is kept.
    let settings: SettingsKeeper
    /// The saved scores (R40, R41): in memory unless the run has a data folder.
    package let scores: DocumentStore<ScoresDocument>
    /// The seeds of the games to come.
    let seeds: SeedSource
    /// The window's fullscreen.
    let window: FullscreenSwitch
    /// What the command line fixed for the whole run.
    let run: RunSetup
    /// Seconds since 1970 for the dates of scores (tests fix it).
    let now: () -> Int64
    /// The pads plugged in, their cursors and their rumble (R80).
    let pads: PadBoard
    /// `--date`, when given: Daily's day for the whole run.
    private let fixedDailyDate: String?
    /// Today's rounds, for the operator menu (R73).
    let figures = TodayFigures()
    /// The game's voice (R111): `speak` and `focus` lines, and Speech Dispatcher.
    let narrator: Narrator
    /// The world board's side (R120): a service of the runner, read by the results; nil for a run that never sends
    /// (the benchmark's machines, most tests).
    let board: WorldBoard?

    /// Whether the one switch is down (R114), set by the runner each step: a menu's scan waits meanwhile, so that
    /// letting go chooses the item the switch was pressed on.
    var switchHeld = false

    /// The language of every text.
    var language: Language { journal.language }
    /// Whether sound is off.
    var muted: Bool { settings.current.muted }
    /// Daily's day (R34): `--date`, else today's UTC date, read when asked, so a kiosk that runs past
    /// midnight plays the new day.
    var dailyDate: String { fixedDailyDate ?? DailySeed.today() }

    /// A context for a run whose first game gets `seed`.
    init(journal: Journal, audio: AudioOutput, seed: UInt64, dailyDate: String?,
         settings: SettingsKeeper = SettingsKeeper(),
         scores: DocumentStore<ScoresDocument> = DocumentStore(storage: MemoryStorage()) { _ in },
         run: RunSetup = RunSetup(), window: FullscreenSwitch = NoWindow(), pads: PadBoard = PadBoard(),
         now: @escaping () -> Int64 = WallClock.seconds, narrator: Narrator? = nil, board: WorldBoard? = nil) {
        self.narrator = narrator ?? Narrator(journal: journal)
        self.board = board
        self.pads = pads
        self.journal = journal
        self.audio = audio
        self.settings = settings
        self.scores = scores
        self.run = run
        self.now = now
        self.window = window
        seeds = SeedSource(seed: seed)
        fixedDailyDate = dailyDate
    }

    /// A context with no log, no sound and its scores in memory (the benchmark's venue machines).
    package static func quiet(dailyDate: String, seed: UInt64 = 1) -> SceneContext {
        SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(), seed: seed, dailyDate: dailyDate)
    }

    /// The same, its scores saved in `dataFolder` on disk (the benchmark's venue, whose saves are real ones).
    package static func quiet(dailyDate: String, dataFolder: String) -> SceneContext {
        let storage = FileStorage(paths: StoragePaths(dataFolder: dataFolder, configFolder: dataFolder))
        return SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(), seed: 1, dailyDate: dailyDate,
                            scores: DocumentStore(storage: storage) { _ in })
    }

    /// The seed of the next game of `kind`: Daily's is the day's (R34).
    func nextSeed(for kind: GameKind) -> UInt64 {
        kind == .daily ? DailySeed.seed(forDate: dailyDate) : seeds.nextGame()
    }
}

/// What the command line fixes for a whole run, beyond the settings.
struct RunSetup {
    /// What the run allows its visitor (`--kiosk`, R70): built once from the command line.
    var policy = KioskPolicy.open
    /// Whether the program ends when a table row's playback ends: every headless run (`--headless --replay`, and
    /// a headless run's playbacks), not a window's, whose playback shows its results.
    var exitsAfterPlayback = false
    /// `--idle` (R71), in ms: any scene but the title left this long without input goes back to it; nil: never.
    var idleMs: Int?
    /// `--attract` (R72), in ms: the title left this long without input plays the attract mode; nil: never.
    var attractMs: Int?
    /// The operator PIN pad's gate (R73); nil when no PIN is set: then there is no operator menu.
    var operatorGate: OperatorGate?
}

/// The seeds of a run's games: the first is the run's `--seed`, the rest follow from it; the title's clouds draw
/// from a stream of their own (Doom's `M_Random` beside `P_Random`), so visiting the title never changes the
/// next game's seed, and a run still replays whole from its seed.
final class SeedSource {
    /// The run's stream of game seeds.
    private var stream: SplitMix64
    /// The run's cosmetic stream (the title's clouds), apart from the games'.
    private var cosmetic: SplitMix64
    /// The first game's seed, until a game takes it.
    private var first: UInt64?

    /// Seeds that start with `seed`.
    init(seed: UInt64) {
        stream = SplitMix64(seed: seed)
        cosmetic = SplitMix64(seed: Effects.cosmeticSeed(from: seed))
        first = seed
    }

    /// The seed of the next game that is not Daily: the run's seed first.
    func nextGame() -> UInt64 {
        if let seed = first {
            first = nil
            return seed
        }
        return stream.next()
    }

    /// A seed for the title's clouds, from the cosmetic stream: the games' stream is left as it was.
    func nextCosmetic() -> UInt64 { cosmetic.next() }
}
