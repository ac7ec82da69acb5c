#if canImport(Glibc)
import Glibc
#endif
import SDLKit
import WormGame

/// The null platform (Quake's `sys_null`, in the main tree): SDL's dummy drivers, simulated time as fast as the
/// machine goes, input from a script, output to screenshots.
final class HeadlessPlatform: GamePlatform {
    private let renderer: Renderer
    private var script: ScriptFeeder
    private let durationMs: Int
    private let finalScreenshot: String?
    /// Timed screenshots, in time order.
    private let shots: [Options.TimedScreenshot]
    private var nextShot = 0
    /// Set when the run ends early at a script's `quit`.
    private var quitAtMs: Int?
    /// Where a screenshot that cannot be written is kept for the end of the run.
    private let outputs: OutputChecks?
    /// Versus runs in real time even headless: the steps follow this clock (nil: simulated time).
    private let realTime: FrameClock?
    /// When the run started on `realTime`.
    private var startSeconds: Double?
    /// The script's virtual pads; nil when the script has no `pad_*` line (SDL's queue is then never read).
    private let pads: ScriptPads?
    /// The clock the script's times are read on (the scene on screen says which).
    private var scriptClock = ScriptClock.run

    /// A headless platform drawing on `renderer`, fed by `script`, for `durationMs` of simulated time.
    init(renderer: Renderer, script: [ScriptLine], durationMs: Int, screenshot: String?,
         timedScreenshots: [Options.TimedScreenshot], outputs: OutputChecks? = nil, realTime: FrameClock? = nil,
         pads: PadHub? = nil) {
        self.outputs = outputs
        self.realTime = realTime
        self.renderer = renderer
        let feeder = ScriptFeeder(lines: script)
        self.script = feeder
        self.pads = pads.flatMap { feeder.usesPads ? ScriptPads(hub: $0) : nil }
        self.durationMs = durationMs
        finalScreenshot = screenshot
        shots = timedScreenshots.sorted { $0.timeMs < $1.timeMs }
    }

    /// One step a frame, with the script's lines due at it; over at `--duration`, a `quit` line or a signal.
    func beginFrame(runMs: Int, inputs: inout [PlayerInput]) throws -> Int? {
        if runMs > 0 && runMs >= durationMs { return nil }
        if Signals.terminationRequested {  // SIGTERM or SIGINT (R61): over now, as at a `quit` line
            quitAtMs = runMs
            return nil
        }
        // On the real clock (a venue's run) the script's lines due by the frame's first step come with it.
        var padLines: [ScriptLine.PadLine] = []
        guard script.feed(on: scriptClock, runMs: runMs, into: &inputs, pads: &padLines) else {
            quitAtMs = runMs
            return nil
        }
        try pads?.apply(padLines, into: &inputs)
        if let realTime { return realTimeSteps(runMs: runMs, clock: realTime) }
        return 1
    }

    func follow(_ clock: ScriptClock) {
        scriptClock = clock
    }

    var scriptHasLinesAhead: Bool { script.hasLinesAhead }

    /// The steps due by the real clock (at most a quarter second's worth), after sleeping until one is due.
    private func realTimeSteps(runMs: Int, clock: FrameClock) -> Int {
        let start = startSeconds ?? clock.now()
        startSeconds = start
        var due = Int((clock.now() - start) * 1000) / Simulation.stepMs - runMs / Simulation.stepMs
        if due <= 0 {
            clock.wait(seconds: 0.002)
            due = Int((clock.now() - start) * 1000) / Simulation.stepMs - runMs / Simulation.stepMs
        }
        return min(max(due, 0), 64)
    }

    /// Draws and saves the screenshots due at this step, if any.
    func endFrame(lastStepMs: Int, signature: FrameSignature?, draw: () throws -> Void) throws {
        var drawn = false
        while nextShot < shots.count, shots[nextShot].timeMs <= lastStepMs {
            if !drawn {
                try draw()
                drawn = true
            }
            try save(to: shots[nextShot].path)
            nextShot += 1
        }
    }

    /// The last frame: always drawn, so `--duration 0` shows its first frame; the screenshots still due.
    func finish(draw: () throws -> Void) throws {
        try draw()
        renderer.present()
        if let finalScreenshot { try save(to: finalScreenshot) }
        while nextShot < shots.count {
            try save(to: shots[nextShot].path)
            nextShot += 1
        }
    }

    func endRunMs(runMs: Int) -> Int {
        quitAtMs ?? min(runMs, durationMs)
    }

    func toggleFullscreen() throws {}

    var isFullscreen: Bool? { nil }

    /// Headless, the frame stays 320 × 480: a resize changes nothing that the game logs or draws.
    func resize(width: Int, height: Int) throws {}

    /// Screenshots are of settled frames: a scene just opened shows whole, not half faded in.
    var showsTransitions: Bool { false }

    /// Writes the frame on the renderer as a 320 × 480 PNG; a file that cannot be written is told at the end
    /// of the run (or at once, without output checks).
    private func save(to path: String) throws {
        let image = try renderer.readPixels(width: Playfield.width, height: Playfield.height)
        do {
            try image.savePNG(path: path)
        } catch let error as SDLError {
            guard let outputs else { throw RuntimeFailure("cannot write screenshot \(path): \(error.message)") }
            outputs.screenshotFailed(path: path, reason: error.message)
        }
    }
}

/// The real clock of a headless run on real time (Versus): with no window, no event can come to wake it,
/// so it sleeps (SDL's event wait returns at once while the dummy driver's window events sit unread,
/// which kept a core busy).
final class SleepingFrameClock: FrameClock {
    func now() -> Double { Platform.seconds() }

    func wait(seconds: Double) {
        guard seconds > 0 else { return }
        var time = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        _ = nanosleep(&time, nil)
    }
}
