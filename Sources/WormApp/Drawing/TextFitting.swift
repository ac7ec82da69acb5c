import SDLKit
import WormGame

/// Text cut to fit its box.
extension SceneRenderer {
    /// `text` as drawn at `scale` in `width` pixels: whole, or cut with `…` (R40).
    func fitted(_ text: String, width: Int, scale: Float = 1) -> String {
        PlayerName.fitted(text, width: width) { Int((Float(self.sprites.font.width(of: $0)) * scale).rounded(.up)) }
    }
}
