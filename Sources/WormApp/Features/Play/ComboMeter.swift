import SDLKit
import WormGame

/// The combo meter on the Arcade field (R21): the catches in a row and the multiplier they reached (R32).
extension SceneRenderer {
    /// Whether a combo of `combo` catches in a row shows: from the second catch in a row, while it runs.
    static func comboShown(_ combo: Int) -> Bool { combo >= 2 }

    /// Where the meter stands: at the foot of the field, centred, on a dark band.
    static let comboMeterBox = FloatRect(x: 100, y: 450, width: 120, height: 26)

    /// The meter's `text` ("Combo 7  x2") on its band.
    func drawComboMeter(_ text: String) throws {
        let box = SceneRenderer.comboMeterBox
        try renderer.fill(box, color: Color(red: 20, green: 14, blue: 8, alpha: 150))
        let scale: Float = 0.8
        let shown = fitted(text, width: Int(box.width) - 8, scale: scale)
        try drawCentered(shown, centerX: Int(box.x + box.width / 2), y: Int(box.y) + 3, scale: scale,
                         tint: Color(red: 255, green: 226, blue: 110, alpha: 255))
    }
}
