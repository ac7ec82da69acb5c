import WormGame

/// What the runner needs from where it runs (Quake's `sys_`/`vid_` split): frames with their steps and inputs,
/// and drawing. A window on real time and a headless run on simulated time are its two implementations.
protocol GamePlatform: AnyObject {
    /// Starts a frame at `runMs` of the run's clock: appends the inputs that arrived to `inputs` and returns how many
    /// whole steps are due, or nil when the run is over.
    func beginFrame(runMs: Int, inputs: inout [PlayerInput]) throws -> Int?
    /// Ends a frame whose last step was at `lastStepMs`: draws with `draw` when the platform shows or keeps this
    /// frame; `signature` (nil: unknown) lets it skip a frame that would show what the last one showed.
    func endFrame(lastStepMs: Int, signature: FrameSignature?, draw: () throws -> Void) throws
    /// The run is over: the last frame, drawn with `draw` where the platform keeps it.
    func finish(draw: () throws -> Void) throws
    /// When the run ended, in ms of the run's clock (the script's `quit`, `--duration`, or the step to come).
    func endRunMs(runMs: Int) -> Int
    /// Switches desktop fullscreen on or off (no effect headless).
    func toggleFullscreen() throws
    /// Whether the window is in fullscreen; nil where there is no window to be (headless).
    var isFullscreen: Bool? { get }
    /// Fits the playfield to a window of `width` × `height` screen coordinates.
    func resize(width: Int, height: Int) throws
    /// Whether frames show scene changes fading in (R21); headless screenshots are of settled frames.
    var showsTransitions: Bool { get }
    /// Turns the keyboard's text input on (a scene that takes typed text) or off.
    func setTextInput(_ on: Bool)
    /// Reads the script's times on `clock` from the next frame on (the scene on screen says which); a platform
    /// with no script ignores it.
    func follow(_ clock: ScriptClock)
    /// Whether the script has lines not played yet on the clock followed (a headless Versus player stays for them
    /// after a round's end); false without a script.
    var scriptHasLinesAhead: Bool { get }
}

/// Where an input script's times are counted from: the one script path feeds every scene, Versus's rounds included.
enum ScriptClock: Equatable {
    /// The run's clock: every scene but a Versus round.
    case run
    /// Round `round`'s own clock, at `ms`: the script plays again from its top when a new round begins, but for
    /// the lines already played on a round's results.
    case round(Int, ms: Int)
    /// Round `round`'s results, its clock going on past the round's end, at `ms`: each line played here is played
    /// once in the run (a host's Rematch asked once is not asked again after the rematch).
    case results(Int, ms: Int)
    /// No line is due (Versus between rounds).
    case held
}

/// The window's fullscreen, as scenes may switch it (F11, the pause overlay's button, the settings).
protocol FullscreenSwitch: AnyObject {
    /// Switches desktop fullscreen on or off (no effect headless).
    func toggleFullscreen() throws
    /// Whether the window is in fullscreen; nil where there is no window to be (headless).
    var isFullscreen: Bool? { get }
}

/// No window to switch: a context made before any platform (tests of one scene).
final class NoWindow: FullscreenSwitch {
    func toggleFullscreen() throws {}
    var isFullscreen: Bool? { nil }
}

/// A platform's window as the scenes may switch it.
final class PlatformWindow: FullscreenSwitch {
    /// The platform whose window it is.
    let platform: GamePlatform

    /// The window of `platform`.
    init(_ platform: GamePlatform) {
        self.platform = platform
    }

    func toggleFullscreen() throws { try platform.toggleFullscreen() }
    var isFullscreen: Bool? { platform.isFullscreen }
}

extension GamePlatform {
    /// Headless, typed text comes from the script's `text` lines, whatever the scene.
    func setTextInput(_ on: Bool) {}
    /// A script on the run's clock, or none.
    func follow(_ clock: ScriptClock) {}
    /// No script, no lines ahead.
    var scriptHasLinesAhead: Bool { false }
    /// A window shows them.
    var showsTransitions: Bool { true }
}

/// The seconds that pass, for the windowed loop: the real clock, or one a test advances by hand
/// (swift-nio's `EmbeddedEventLoop`).
protocol FrameClock: AnyObject {
    /// Seconds since some fixed point.
    func now() -> Double
    /// Waits `seconds`, or less when an input arrives (a hand-advanced clock just moves on).
    func wait(seconds: Double)
}
