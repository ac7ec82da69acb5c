import SDLKit
import WormGame

/// The letterbox bars (issue 30): in a window of another shape than the field's (fullscreen 1920 × 1080, a
/// portrait kiosk), the background's outer edge is drawn on across the bars, dimmed, so the sky and soil go on
/// to the screen's edges instead of black. Drawing only: a tap in the bars is still dropped where input is read.
extension SceneRenderer {
    /// What is drawn over the bars so the field stands out from them.
    static let barShade = Color(red: 0, green: 0, blue: 0, alpha: 115)

    /// Clears the whole output, then draws the bars the placement leaves (black in high contrast, kept plain).
    func clearWithBars() throws {
        try renderer.clear(.black)
        guard !textStyle.highContrast else { return }
        let place = renderer.placement
        let side = place.offsetX / place.scale, end = place.offsetY / place.scale  // a bar's size, in logical pixels
        let width = Float(Playfield.width), height = Float(Playfield.height)
        let texture = sprites.background
        let columns = Int32(texture.width), rows = Int32(texture.height)
        var bars: [(Rect32, FloatRect)] = []
        if side * place.scale >= 1 {  // left and right: the first and last columns, drawn wide (+1: rounding)
            bars.append((Rect32(x: 0, y: 0, width: 1, height: rows), FloatRect(x: -side, y: 0, width: side, height: height)))
            bars.append((Rect32(x: columns - 1, y: 0, width: 1, height: rows), FloatRect(x: width, y: 0, width: side + 1, height: height)))
        }
        if end * place.scale >= 1 {  // above and below: the first and last rows, drawn tall
            bars.append((Rect32(x: 0, y: 0, width: columns, height: 1), FloatRect(x: 0, y: -end, width: width, height: end)))
            bars.append((Rect32(x: 0, y: rows - 1, width: columns, height: 1), FloatRect(x: 0, y: height, width: width, height: end + 1)))
        }
        for (source, place) in bars {
            try renderer.draw(texture, source: source, in: place)
            try renderer.fill(place, color: SceneRenderer.barShade)
        }
    }
}
