import SDLKit
import WormGame

/// The attract mode (R72), opened by a title left idle: the best Arcade row that can be shown plays back
/// silently under a "Touch to play" banner, or, with none, the demonstration round played by `DemoBot`. Any
/// input ends it at once and goes back to the title; that input reaches no game and no button. When the round
/// ends the title comes back, and the next idle spell plays it again.
final class AttractScene: Scene {
    let name = SceneName.attract
    /// The row played, nil for the demonstration.
    let row: HighScore?
    /// The round on screen: a table row's playback, or the bot's game.
    private let game: GameScene<ArcadeMode>
    /// The services the round runs with: the run's, without sound and without a log, so a played-back round
    /// neither makes a noise nor fills the event log with a game nobody plays.
    private let quiet: SceneContext
    /// The demonstration's player; nil when a row plays back.
    private var bot: DemoBot?
    /// Whether the `stop` line is written.
    private var stopped = false
    /// The round's countdown, played silently before the first frame: nobody watches a countdown over an empty
    /// field (issue 30). The scene's clock starts after it.
    private let skippedMs: Int

    /// The attract mode of `context`'s run: its best showable Arcade row, else the demonstration.
    init(context: SceneContext) {
        row = PlayableReplay.best(in: context.scores.document.arcade)
        quiet = SceneContext(journal: Journal(sink: nil, language: context.language), audio: SilentAudio(),
                             seed: DemoBot.seed, dailyDate: context.dailyDate, settings: context.settings,
                             scores: context.scores, run: RunSetup(), now: context.now)
        if let row {
            game = GameScene<ArcadeMode>(kind: .arcade, seed: row.replay.seed, context: quiet, playback: row)
            game.marksPlayback = false  // "Touch to play" says it: no second banner
        } else {
            game = GameScene<ArcadeMode>(kind: .arcade, seed: DemoBot.seed, context: quiet, assists: .none)
            bot = DemoBot()
        }
        game.showsPauseButton = false  // nobody is playing: nothing to pause
        while !game.game.hasBegun, game.step(bot?.inputs(for: game.game) ?? [], context: quiet).isEmpty {}
        skippedMs = game.clockMs
        context.journal.write(.kiosk(.attract(.start, row: row)), t: 0)
    }

    var clockMs: Int { game.clockMs - skippedMs }
    /// The round's score so far.
    var score: Int { game.game.mode.score }
    /// Every player's input, M and F11 too, only ends the attract mode (the window's closing is the runner's).
    var takesEveryInput: Bool { true }

    func step(_ inputs: [PlayerInput], context: SceneContext) -> [Command] {
        if inputs.contains(where: \.isPlayers) { return [.open(.title)] }
        let taps = bot?.inputs(for: game.game) ?? []
        // Whatever the round asks for at its end (its results, a name scene), the title comes back instead.
        return game.step(taps, context: quiet).isEmpty ? [] : [.open(.title)]
    }

    func leave(at t: Int, context: SceneContext) {
        game.leave(at: game.clockMs, context: quiet)
        guard !stopped else { return }
        stopped = true
        context.journal.write(.kiosk(.attract(.stop, row: row)), t: t)
    }

    func signature(context: SceneContext, placement: Placement) -> FrameSignature? {
        game.signature(context: quiet, placement: placement)
    }

    func draw(with painter: SceneRenderer, context: SceneContext) throws {
        try game.draw(with: painter, context: quiet)
        try painter.drawAttractBanner(row: row, language: context.language)
    }
}
