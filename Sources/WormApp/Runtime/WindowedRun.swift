import SDLKit
import WormGame

/// A run in a real window on real time: a fixed-step loop with a clamp on long frames (Fiedler),
/// input from SDL events, drawing once a frame, vsync where the display has it.
final class WindowedRun {
    let session: GameSession
    let scene: SceneRenderer
    let window: Window
    /// Maps window events to the playfield.
    private var translator: EventTranslator
    private var inputs: [StepInput] = []
    private var quitting = false
    /// What `--kiosk` ignores, and the cursor while fingers play.
    private let kiosk: KioskPolicy
    /// The window and output sizes the playfield was last fitted to.
    private var laidOutFor = (window: (width: 0, height: 0), output: (width: 0, height: 0))

    init(session: GameSession, scene: SceneRenderer, window: Window, kiosk: KioskPolicy = KioskPolicy(isKiosk: false)) throws {
        self.session = session
        self.scene = scene
        self.window = window
        self.kiosk = kiosk
        translator = EventTranslator(width: Playfield.width, height: Playfield.height)
        inputs.reserveCapacity(16)
        try layOut()
    }

    /// Plays until the window closes, Ctrl+Q, or Quit on the pause overlay.
    func run() throws {
        var clock = FixedStepClock(stepMs: ClassicGame.stepMs)
        var last = Platform.seconds()
        let frameSeconds = 1.0 / 60
        while !quitting && !session.game.quitRequested {
            try pollEvents()
            try layOutIfResized()
            let now = Platform.seconds()
            let steps = clock.advance(byNanoseconds: Int64((now - last) * 1e9))
            last = now
            for _ in 0..<steps {
                session.step(inputs)
                inputs.removeAll(keepingCapacity: true)
            }
            if session.fullscreenRequested {
                session.fullscreenRequested = false
                try toggleFullscreen()
            }
            try scene.draw(session.game, muted: session.muted)
            scene.renderer.present()
            if !scene.renderer.hasVSync {
                let spent = Platform.seconds() - now
                if spent < frameSeconds { Platform.sleep(milliseconds: UInt32((frameSeconds - spent) * 1000)) }
            }
        }
        session.end(t: session.game.timeMs)
    }

    /// Turns SDL events into step inputs and window commands.
    private func pollEvents() throws {
        while let event = EventQueue.poll() {
            if let shown = kiosk.cursorShown(after: event) { try Window.showCursor(shown) }
            switch translator.translate(event, timeMs: session.game.timeMs).flatMap(kiosk.admit) {
            case .input(let input): inputs.append(input)
            case .command(.mute): session.toggleMute()
            case .command(.fullscreen): try toggleFullscreen()
            case .command(.quit), .quit: quitting = true
            case .command(.pause): inputs.append(.pauseKey)
            case .layOut: try layOut()
            case nil: break
            }
        }
    }

    /// Switches desktop fullscreen on or off and fits the playfield to the new size.
    private func toggleFullscreen() throws {
        try window.setFullscreen(!window.isFullscreen)
        try layOut()
    }

    /// Fits the playfield again when the window or its output changed size without an event saying so
    /// (a fullscreen request that no window manager answered, a resize that came late).
    private func layOutIfResized() throws {
        let size = window.size, output = try scene.renderer.outputSize()
        if size != laidOutFor.window || output != laidOutFor.output { try layOut() }
    }

    /// Fits the playfield to the window's current size, for drawing and for events.
    private func layOut() throws {
        let size = window.size
        translator.resize(width: size.width, height: size.height)
        let output = try scene.renderer.outputSize()
        laidOutFor = (size, output)
        let box = Letterbox(width: output.width, height: output.height)
        scene.renderer.placement = Placement(scale: Float(box.scale), offsetX: Float(box.offsetX), offsetY: Float(box.offsetY))
        try scene.sprites.setSmoothScaling(!box.isWholeScale)
    }
}
