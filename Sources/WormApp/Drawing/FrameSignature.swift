import SDLKit
import WormGame

/// What one frame of a Classic game shows, reduced to the values that decide its pixels: when a
/// frame's signature equals the last drawn one's, the frame is the same and need not be drawn
/// (issue 13, part 3: a game that sits nearly idle when nothing moves). Computed from the game by
/// reading it, like drawing; FrameSignatureTests check that equal signatures mean equal pixels.
struct FrameSignature: Equatable {
    /// The worm on show, as drawn: where, and how far it has popped up.
    struct WormLook: Equatable {
        var x: Int
        var y: Int
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

    var worm: WormLook?
    var message: String
    /// While particles are alive, the game time: every step then draws a new frame.
    var particleTimeMs: Int?
    var overlay: Overlay
    /// The overlay's labels.
    var language: Language
    /// The overlay's sound button label.
    var muted: Bool
    /// Where the playfield sits in the window (a resized window is redrawn).
    var placement: Placement

    /// The signature of `SceneRenderer.draw(game, muted:)` with `placement`.
    init(game: ClassicGame, muted: Bool, placement: Placement) {
        worm = game.worm.map {
            WormLook(x: $0.x, y: $0.y, growthMs: min(max(game.playMs - $0.spawnedAtMs, 0), SceneRenderer.popInMs))
        }
        message = game.message
        particleTimeMs = game.effects.particleCount > 0 ? game.timeMs : nil
        switch game.pauseState {
        case .running: overlay = .none
        case .paused: overlay = .paused
        case .resuming: overlay = .dimmed
        }
        language = game.language
        self.muted = muted
        self.placement = placement
    }

    /// Whether a frame with this signature must be drawn after one with `previous` (nil: none yet).
    func needsRedraw(after previous: FrameSignature?) -> Bool {
        previous != self
    }
}
