import WormGame

/// The platform with no SDL at all (Quake's `sys_null`): simulated time, one step a frame, input from a script
/// and from inputs handed over at given times (what a script cannot spell: the window's closing, Ctrl+Alt+O), and,
/// instead of drawing, a record of the frames it would have drawn. Scenes and the loop are tested on it with no
/// window, no renderer and no sound device.
final class NullPlatform: GamePlatform {
    /// A frame the platform would have drawn: its last step, and what it would have shown.
    struct Frame: Equatable {
        var lastStepMs: Int
        var signature: FrameSignature?
    }

    private var script: ScriptFeeder
    private let durationMs: Int
    /// Inputs still to hand over, in time order.
    private var injections: [(ms: Int, input: PlayerInput)]
    /// The clock the script's times are read on (the scene on screen says which).
    private var scriptClock = ScriptClock.run
    /// Set when the run ended at a script's `quit`.
    private var quitAtMs: Int?
    /// The frames drawn, in order (skipped frames are not drawn: their signature was the last one's).
    private(set) var frames: [Frame] = []
    /// Whether the make-believe window is in fullscreen.
    private(set) var fullscreen: Bool
    /// How many times the game asked to switch it.
    private(set) var switches = 0
    /// Whether typed text is on, as the runner last set it.
    private(set) var textInput = false

    /// A run of at most `durationMs` fed by `script`, with `inject`ed inputs at their run times, on a make-believe
    /// window in fullscreen or not.
    init(script: [ScriptLine] = [], durationMs: Int, inject: [(Int, PlayerInput)] = [], fullscreen: Bool = false) {
        self.script = ScriptFeeder(lines: script)
        self.durationMs = durationMs
        injections = inject.sorted { $0.0 < $1.0 }.map { (ms: $0.0, input: $0.1) }
        self.fullscreen = fullscreen
    }

    func follow(_ clock: ScriptClock) {
        scriptClock = clock
    }

    var scriptHasLinesAhead: Bool { script.hasLinesAhead }

    func beginFrame(runMs: Int, inputs: inout [PlayerInput]) throws -> Int? {
        if runMs > 0 && runMs >= durationMs { return nil }
        var pads: [ScriptLine.PadLine] = []  // no pads without SDL
        guard script.feed(on: scriptClock, runMs: runMs, into: &inputs, pads: &pads) else {
            quitAtMs = runMs
            return nil
        }
        while let first = injections.first, first.ms <= runMs {
            inputs.append(first.input)
            injections.removeFirst()
        }
        return 1
    }

    /// Records the frame, unless it would show what the last one drawn showed.
    func endFrame(lastStepMs: Int, signature: FrameSignature?, draw: () throws -> Void) throws {
        if let signature, signature == frames.last?.signature { return }
        try draw()
        frames.append(Frame(lastStepMs: lastStepMs, signature: signature))
    }

    func finish(draw: () throws -> Void) throws {
        try draw()
    }

    func endRunMs(runMs: Int) -> Int {
        quitAtMs ?? min(runMs, durationMs)
    }

    func toggleFullscreen() throws {
        switches += 1
        fullscreen.toggle()
    }

    var isFullscreen: Bool? { fullscreen }

    func resize(width: Int, height: Int) throws {}

    var showsTransitions: Bool { false }

    func setTextInput(_ on: Bool) {
        textInput = on
    }
}
