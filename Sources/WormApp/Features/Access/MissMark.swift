import SDLKit
import WormGame

extension SceneRenderer {
    /// The colour of the still frame that shows a miss with reduced motion.
    static let missMark = Color(red: 230, green: 40, blue: 30, alpha: 255)
    /// How wide that frame is, in logical pixels.
    static let missMarkWidth: Float = 4

    /// A miss shown on the field in every motion setting (R112): where reduced motion stills the shake, a red frame
    /// round the field stands for as long as the shake would (250 ms). Still, thin, and once a miss: no flash.
    func drawMissMark(lastMissMs: Int?, playMs: Int) throws {
        guard reducedMotion, let lastMissMs, playMs - lastMissMs >= 0, playMs - lastMissMs < ArcadeRules.shakeMs else { return }
        let width = SceneRenderer.missMarkWidth, fieldWidth = Float(Playfield.width), fieldHeight = Float(Playfield.height)
        for rect in [FloatRect(x: 0, y: 0, width: fieldWidth, height: width),
                     FloatRect(x: 0, y: fieldHeight - width, width: fieldWidth, height: width),
                     FloatRect(x: 0, y: 0, width: width, height: fieldHeight),
                     FloatRect(x: fieldWidth - width, y: 0, width: width, height: fieldHeight)] {
            try renderer.fill(rect, color: SceneRenderer.missMark)
        }
    }
}
