import SDLKit
import WormGame

/// What one frame shows, reduced to the values that decide its pixels: when a frame's signature equals the
/// last drawn one's, the frame is the same and need not be drawn (a game that sits nearly idle when nothing
/// moves). Computed by reading the scene, like drawing; FrameSignatureTests check that equal signatures mean
/// equal pixels. Scenes that move all the time (the title's clouds) have none and are drawn every frame.
struct FrameSignature: Equatable {
    /// A worm on show, as drawn: where, what, and how far it has popped up.
    struct WormLook: Equatable {
        var x: Int
        var y: Int
        var kind: WormKind
        /// Milliseconds since it appeared, up to `SceneRenderer.popInMs` (fully grown from then on).
        var growthMs: Int
    }

    /// What covers the playfield when the game stands still.
    enum Overlay: Equatable {
        case none
        /// The "Paused" box with its buttons.
        case paused
        /// The dimmed field of the 3-2-1 before play resumes (the count is in the message).
        case dimmed
    }

    /// Which scene drew it (a new scene is always drawn).
    var scene: ObjectIdentifier?
    /// Up to three worms, in slot order (a fixed tuple, so a signature costs no allocation).
    var worms: (WormLook?, WormLook?, WormLook?)
    var message: MessageKey?
    /// While anything animates (particles, points rising, the screen shaking), the time: every step then differs;
    /// on the title, the count of cloud moves so far.
    var animationMs: Int?
    var overlay: Overlay
    /// The keyboard focus on the scene's menu or overlay, when it shows.
    var focus: Int?
    /// The overlay's sound button label.
    var muted: Bool
    /// Where the playfield sits in the window (a resized window is redrawn).
    var placement: Placement
    /// The combo the meter shows (R21): a miss that moves nothing else still ends it on screen.
    var combo = 0
    /// The world board's line under the results (R120), counted by its changes: an answer that came is drawn.
    var boardRevision = 0
    /// The Yes or No question over the scene, with the answer in focus.
    var question: LeaveQuestion?

    /// The signature of a game's frame as `SceneRenderer.draw(game, language:overlay:)` draws it.
    init<Mode: GameMode>(game: Game<Mode>, overlay menu: Menu<OverlayChoice>? = nil, muted: Bool, placement: Placement,
                         scene: ObjectIdentifier? = nil) {
        self.scene = scene
        var first: WormLook?, second: WormLook?, third: WormLook?
        for (index, slot) in game.mode.slots.enumerated() {
            guard let worm = slot.worm else { continue }
            let look = WormLook(x: worm.x, y: worm.y, kind: worm.kind,
                                growthMs: min(max(game.playMs - worm.spawnedAtMs, 0), SceneRenderer.popInMs))
            switch index {
            case 0: first = look
            case 1: second = look
            default: third = look
            }
        }
        worms = (first, second, third)
        message = game.message
        let shaking = !game.isPaused
            && game.mode.lastMissMs.map { game.playMs - $0 >= 0 && game.playMs - $0 < ArcadeRules.shakeMs } == true
        let animating = game.effects.particleCount > 0 || !game.mode.popups.isEmpty || shaking
        animationMs = animating ? game.timeMs : nil
        switch game.pauseState {
        case .running: overlay = .none
        case .paused: overlay = .paused
        case .resuming: overlay = .dimmed
        }
        focus = menu.flatMap { $0.showsFocus ? $0.focus : nil }
        self.muted = muted
        self.placement = placement
        combo = SceneRenderer.comboShown(game.mode.combo) ? game.mode.combo : 0
    }

    /// The signature of a still scene with a menu: only its focus changes it.
    init(scene: ObjectIdentifier, focus: Int?, placement: Placement) {
        self.scene = scene
        worms = (nil, nil, nil)
        message = nil
        animationMs = nil
        overlay = .none
        self.focus = focus
        muted = false
        self.placement = placement
    }

    static func == (a: FrameSignature, b: FrameSignature) -> Bool {
        a.scene == b.scene && a.worms.0 == b.worms.0 && a.worms.1 == b.worms.1 && a.worms.2 == b.worms.2
            && a.message == b.message && a.animationMs == b.animationMs && a.overlay == b.overlay && a.focus == b.focus
            && a.muted == b.muted && a.placement == b.placement && a.question == b.question
            && a.boardRevision == b.boardRevision
    }

    /// Whether a frame with this signature must be drawn after one with `previous` (nil: none yet).
    func needsRedraw(after previous: FrameSignature?) -> Bool {
        previous != self
    }
}
