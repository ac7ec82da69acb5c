import SDLKit
import WormGame

/// The real platform: an SDL window on real time, a fixed-step accumulator with a clamp on long frames
/// (Fiedler), input from SDL's events, drawing once a frame, vsync where the display has it.
final class WindowedPlatform: GamePlatform {
    let window: Window
    let painter: SceneRenderer
    private let clock: FrameClock
    private var steps = FixedStepClock(stepMs: Simulation.stepMs)
    private var lastSeconds: Double?
    private var frameStart = 0.0
    /// Maps window events to the playfield.
    private var translator: EventTranslator
    /// The finger number the mouse's button is followed under (SDL's finger ids are the touch device's own).
    static let mouseFinger = Int64.min
    /// A frame's length when the display has no vsync: about 60 frames a second.
    private let frameSeconds = 1.0 / 60
    /// What the run ignores (`--kiosk`), whether it stays fullscreen, and the cursor while fingers play.
    private let kiosk: KioskPolicy
    /// Fingers down, for the gestures they make when they lift.
    private var gestures = GestureTracker()
    /// The pads SDL reports (R80); nil: pads are not read (a window playing a script back, whose own pads count).
    private let pads: PadHub?
    /// The window and output sizes the playfield was last fitted to.
    private var laidOutFor = (window: (width: 0, height: 0), output: (width: 0, height: 0))

    /// A platform for `window`, drawing with `painter`, timed by `clock`, a kiosk or not.
    init(window: Window, painter: SceneRenderer, clock: FrameClock, kiosk: KioskPolicy = .open,
         pads: PadHub? = nil) throws {
        self.pads = pads
        self.window = window
        self.painter = painter
        self.clock = clock
        self.kiosk = kiosk
        translator = EventTranslator(width: Playfield.width, height: Playfield.height)
        try layOut()
        TextInput.stop()  // SDL starts with it on; only the name scene wants it
    }

    func setTextInput(_ on: Bool) {
        if on { TextInput.start() } else { TextInput.stop() }
    }

    /// Polls SDL's events into inputs and returns the steps the time since the last frame is worth.
    func beginFrame(runMs: Int, inputs: inout [PlayerInput]) throws -> Int? {
        if Signals.terminationRequested { return nil }  // SIGTERM or SIGINT: over now, with no question (R61)
        while let event = EventQueue.poll() {
            if let shown = kiosk.cursorShown(after: event) { try Window.showCursor(shown) }
            if event == .exposed || event == .resized { forceRedraw = true }
            if let input = translator.translate(event, timeMs: runMs, windowSize: window.size).flatMap(kiosk.admit) {
                inputs.append(input)
            }
            if let pad = pads?.translate(event) { inputs.append(.pad(pad)) }
            switch event {
            case .fingerDown(let x, let y, let finger):
                let point = translator.logicalFinger(x: x, y: y)
                gestures.touchDown(finger: finger, x: point.x, y: point.y, ms: runMs)
            case .fingerUp(let x, let y, let finger):
                let point = translator.logicalFinger(x: x, y: y)
                if let gesture = gestures.lift(finger: finger, x: point.x, y: point.y, ms: runMs) { inputs.append(gesture) }
            case .mousePress(let x, let y, fromTouch: false):
                let point = translator.logicalPoint(x: x, y: y)
                gestures.touchDown(finger: WindowedPlatform.mouseFinger, x: point.x, y: point.y, ms: runMs)
            case .mouseRelease(let x, let y, fromTouch: false):
                // The mouse held still makes a long press as a finger does (the operator's corner, R73); a mouse
                // drag stays a drag, not a swipe.
                let point = translator.logicalPoint(x: x, y: y)
                let gesture = gestures.lift(finger: WindowedPlatform.mouseFinger, x: point.x, y: point.y, ms: runMs)
                if let gesture, case .longPress = gesture { inputs.append(gesture) }
            default:
                break
            }
        }
        if !kiosk.canSwitchFullscreen && !window.isFullscreen {
            // The window system took fullscreen away (a window manager's request, a key it keeps): a kiosk is
            // always fullscreen (R70).
            try window.setFullscreen(true)
            try layOut()
        }
        try layOutIfResized()
        let now = clock.now()
        frameStart = now
        let elapsed = lastSeconds.map { now - $0 } ?? 0
        lastSeconds = now
        return steps.advance(byNanoseconds: Int64(elapsed * 1e9))
    }

    /// Draws and presents the frame, then sleeps to about 60 frames a second when there is no vsync. A frame
    /// that would show what the last one showed is neither drawn nor presented: the loop then waits for the
    /// next event or the next frame's time, whichever comes first, so a press is never late.
    func endFrame(lastStepMs: Int, signature: FrameSignature?, draw: () throws -> Void) throws {
        // Unchanged frames are skipped, but one is drawn at least twice a second all the same, in case the
        // window system lost the window's contents without saying so.
        let same = signature != nil && signature == lastSignature && !forceRedraw
            && frameStart - lastDrawnSeconds < WindowedPlatform.longestSkipSeconds
        if same {
            skippedFrames += 1
        } else {
            try draw()
            painter.renderer.present()
            drawnFrames += 1
            lastDrawnSeconds = frameStart
        }
        lastSignature = signature
        forceRedraw = false
        if same || !painter.renderer.hasVSync {
            let spent = clock.now() - frameStart
            if spent < frameSeconds { clock.wait(seconds: frameSeconds - spent) }
        }
    }

    /// Frames drawn and presented, and frames skipped because nothing on them changed.
    private(set) var drawnFrames = 0, skippedFrames = 0
    /// When the last frame was drawn, on the frame clock.
    private var lastDrawnSeconds = -Double.infinity
    /// The longest time frames are skipped for, however still the scene.
    static let longestSkipSeconds = 0.5
    /// The signature of the last frame drawn.
    private var lastSignature: FrameSignature?
    /// Set when the window was exposed or laid out again: its contents must be drawn whatever the signature.
    private var forceRedraw = true

    func finish(draw: () throws -> Void) throws {}

    func endRunMs(runMs: Int) -> Int { runMs }

    /// Switches desktop fullscreen on or off and fits the playfield to the new size.
    func toggleFullscreen() throws {
        try window.setFullscreen(!window.isFullscreen)
        try layOut()
    }

    var isFullscreen: Bool? { window.isFullscreen }

    /// Fits the playfield to the window's size (SDL has already resized it).
    func resize(width: Int, height: Int) throws {
        try layOut()
    }

    /// Fits the playfield again when the window or its output changed size without an event saying so
    /// (a fullscreen request that no window manager answered, a resize that came late).
    private func layOutIfResized() throws {
        let size = window.size, output = try painter.renderer.outputSize()
        if size != laidOutFor.window || output != laidOutFor.output { try layOut() }
    }

    /// Fits the playfield to the window's current size, for drawing and for events.
    private func layOut() throws {
        let size = window.size
        translator.resize(width: size.width, height: size.height)
        let output = try painter.renderer.outputSize()
        laidOutFor = (size, output)
        forceRedraw = true
        try painter.fit(outputWidth: output.width, height: output.height)
    }
}

/// SDL's high-resolution clock; waiting is `SDL_WaitEventTimeout`, so an event ends the wait at once.
final class SystemFrameClock: FrameClock {
    func now() -> Double { Platform.seconds() }
    func wait(seconds: Double) { EventQueue.wait(milliseconds: Int32(max(0, seconds) * 1000)) }
}
