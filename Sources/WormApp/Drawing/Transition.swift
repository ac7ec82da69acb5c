import SDLKit
import WormGame

/// A scene change fading in (R21): the new scene shows at once under a black veil that clears within
/// `durationMs`. Drawing only: the scene steps and takes inputs from its first step, as without it.
nonisolated enum Transition {
    /// How long a fade in lasts, at most (R21: 150 ms).
    static let durationMs = 150
    /// The veil's opacity on the first frame, out of 255.
    static let startAlpha = 200.0

    /// The veil's opacity `elapsedMs` after the scene opened, or nil when there is none: the fade is over, or
    /// reduced motion is on.
    static func veil(elapsedMs: Int, reducedMotion: Bool) -> UInt8? {
        guard !reducedMotion, elapsedMs >= 0, elapsedMs < durationMs else { return nil }
        let left = 1 - Double(elapsedMs) / Double(durationMs)
        return UInt8((startAlpha * left).rounded())
    }
}

extension SceneRenderer {
    /// The fade's veil over the frame drawn, `alpha` out of 255.
    func drawVeil(alpha: UInt8) throws {
        try renderer.fill(FloatRect(x: 0, y: 0, width: Float(Playfield.width), height: Float(Playfield.height)),
                          color: Color(red: 0, green: 0, blue: 0, alpha: alpha))
    }
}
