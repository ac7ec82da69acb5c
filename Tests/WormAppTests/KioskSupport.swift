import SDLKit
import WormGame
@testable import WormApp

/// A headless platform that also hands the runner inputs a script cannot spell (Ctrl+Alt+O, Alt+Enter), each at
/// its time on the run's clock, with a make-believe window whose fullscreen the game may switch.
final class InjectingPlatform: GamePlatform {
    let inner: HeadlessPlatform
    /// The inputs still to hand over, in time order.
    private var injections: [(ms: Int, input: PlayerInput)]
    /// Whether the make-believe window is in fullscreen.
    private(set) var fullscreen: Bool
    /// How many times the game asked to switch it.
    private(set) var switches = 0

    init(_ inner: HeadlessPlatform, inject: [(Int, PlayerInput)], fullscreen: Bool = true) {
        self.inner = inner
        injections = inject.map { (ms: $0.0, input: $0.1) }
        self.fullscreen = fullscreen
    }

    func beginFrame(runMs: Int, inputs: inout [PlayerInput]) throws -> Int? {
        let steps = try inner.beginFrame(runMs: runMs, inputs: &inputs)
        while let first = injections.first, first.ms <= runMs {
            inputs.append(first.input)
            injections.removeFirst()
        }
        return steps
    }
    func endFrame(lastStepMs: Int, signature: FrameSignature?, draw: () throws -> Void) throws {
        try inner.endFrame(lastStepMs: lastStepMs, signature: signature, draw: draw)
    }
    func finish(draw: () throws -> Void) throws { try inner.finish(draw: draw) }
    func endRunMs(runMs: Int) -> Int { inner.endRunMs(runMs: runMs) }
    func toggleFullscreen() throws {
        switches += 1
        fullscreen.toggle()
    }
    var isFullscreen: Bool? { fullscreen }
    func resize(width: Int, height: Int) throws {}
}

/// What kiosk tests share.
enum KioskFixture {
    /// A kiosk's run setup with `idle` and `attract` ms, and the operator PIN `pin`.
    static func run(kiosk: Bool = true, idleMs: Int? = nil, attractMs: Int? = nil, pin: String? = nil) -> RunSetup {
        RunSetup(policy: KioskPolicy(kiosk: kiosk), exitsAfterPlayback: false, idleMs: idleMs, attractMs: attractMs,
                 operatorGate: pin.flatMap(OperatorPin.init).map(OperatorGate.init))
    }

    /// An Arcade row as this version records it: the demonstration bot's round on `seed`, its score and replay.
    static func playedRow(seed: UInt64, name: String = "Ana", time: Int64 = 1_764_000_000) -> HighScore {
        var game = Game(mode: ArcadeMode(seed: seed))
        var bot = DemoBot()
        var replay = Replay(mode: .arcade, seed: seed, version: WormVersion.current)
        var events: [GameEvent] = []
        while !game.mode.isOver {
            let inputs: [StepInput] = bot.inputs(for: game).compactMap { if case .press(let press) = $0 { return .press(press) } else { return nil } }
            if !inputs.isEmpty { replay.steps.append(Replay.Step(timeMs: game.timeMs, inputs: inputs)) }
            events.removeAll()
            game.step(inputs, into: &events)
        }
        let summary = ArcadeSummary(game.mode)
        return HighScore(name: name, score: summary.score, accuracy: summary.accuracyPercent, bestCombo: summary.bestCombo,
                         time: time, replay: replay)
    }

    /// A scores file holding `rows` in the Arcade table.
    static func scores(_ rows: [HighScore]) -> MemoryStorage {
        var document = ScoresDocument()
        for row in rows { document.arcade.insert(row) }
        return MemoryStorage(files: [.scores: Array(document.text.utf8)])
    }

    /// The centre of a kiosk title's button `index` (Classic 0 …).
    @MainActor
    static func titleButton(_ index: Int) -> ScriptLine.Action {
        let frame = TitleScene.frame(ofButton: index, rows: TitleScene.rows(policy: KioskPolicy(kiosk: true)).count)
        return .press(x: Double(frame.x + frame.width / 2), y: Double(frame.y + frame.height / 2))
    }
}

extension Dictionary where Key == String, Value == JSONValue {
    /// The string at `key`, if it is one.
    func text(_ key: String) -> String? {
        if case .string(let value)? = self[key] { return value }
        return nil
    }
}
