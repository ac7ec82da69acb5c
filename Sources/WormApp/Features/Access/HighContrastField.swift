import SDLKit
import WormGame

/// High contrast's field (R115): the sky, the soil and the clouds under a veil that makes the field a plain dark grey,
/// so that the worms' black outlines, the particles' light and the texts' black backings stand out against it.
extension SceneRenderer {
    /// The veil over the field's picture in high contrast: a dark grey that lets a tenth of the picture through.
    static let fieldVeil = Color(red: 104, green: 104, blue: 104, alpha: 230)

    /// The field's picture with `scenery` over it (the title's clouds), and high contrast's veil over both.
    func drawBackdrop(scenery: () throws -> Void = {}) throws {
        try renderer.draw(sprites.background, in: FloatRect(x: 0, y: 0, width: 320, height: 480))
        try scenery()
        guard textStyle.highContrast else { return }
        try renderer.fill(FloatRect(x: 0, y: 0, width: Float(Playfield.width), height: Float(Playfield.height)),
                          color: SceneRenderer.fieldVeil)
    }
}
