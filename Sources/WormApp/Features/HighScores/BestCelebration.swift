import Glibc
import SDLKit
import WormGame

/// A short burst of confetti from the score of a new best (issue 30): a fixed pattern, no randomness, drawn from the
/// scene's clock alone. With reduced motion it stands still for the same moment; small pieces over a small share of
/// the screen, once, so it never flashes (R115).
extension SceneRenderer {
    /// How long the celebration lasts, in ms.
    static let celebrationMs = 1_500
    /// How many pieces of confetti.
    static let confettiCount = 36
    /// The moment of the burst that reduced motion shows, still.
    static let stillCelebrationMs = 350
    /// The confetti's colours, by piece.
    static let confettiColors = [gold, Color(red: 240, green: 90, blue: 70, alpha: 255),
                                 Color(red: 110, green: 210, blue: 90, alpha: 255), Color(red: 90, green: 170, blue: 250, alpha: 255)]

    /// Where piece `index` of the confetti is `elapsedMs` into the burst from (`x`, `y`): thrown outwards and upwards at
    /// its own angle and speed, then falling.
    static func confetti(_ index: Int, elapsedMs: Int, fromX x: Float, y: Float) -> (x: Float, y: Float) {
        let seconds = Float(elapsedMs) / 1_000
        let angle = Float(index) / Float(confettiCount) * 2 * .pi + 0.35 * Float(sin(Double(index) * 12.9898))
        let speed = 150 + Float((index * 53) % 7) * 30
        return (x + Float(cos(Double(angle))) * speed * seconds, y + Float(sin(Double(angle))) * speed * seconds * 0.7 - 140 * seconds + 260 * seconds * seconds)
    }

    /// The confetti of a new best, `elapsedMs` into it, burst from (`x`, `y`) behind the texts; nothing once it is over.
    func drawBestCelebration(elapsedMs: Int, fromX x: Int, y: Int) throws {
        guard elapsedMs >= 0, elapsedMs < SceneRenderer.celebrationMs else { return }
        let shownMs = reducedMotion ? SceneRenderer.stillCelebrationMs : elapsedMs
        let progress = Float(shownMs) / Float(SceneRenderer.celebrationMs)
        let alpha = UInt8(255 * (1 - progress * progress))
        for index in 0..<SceneRenderer.confettiCount {
            let place = SceneRenderer.confetti(index, elapsedMs: shownMs, fromX: Float(x), y: Float(y))
            var color = SceneRenderer.confettiColors[index % SceneRenderer.confettiColors.count]
            color.alpha = alpha
            let long = index % 2 == 0
            try renderer.fill(FloatRect(x: place.x - 4, y: place.y - 4, width: long ? 8 : 5, height: long ? 5 : 8), color: color)
        }
    }
}
