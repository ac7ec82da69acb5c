import SDLKit
import WormGame

extension SceneRenderer {
    /// Each pad's colour (R80): its cursor, and its name in a party.
    static let padColors = [
        Color(red: 255, green: 80, blue: 80, alpha: 255),
        Color(red: 80, green: 170, blue: 255, alpha: 255),
        Color(red: 120, green: 230, blue: 90, alpha: 255),
        Color(red: 250, green: 210, blue: 60, alpha: 255),
    ]

    /// The colour of pad `pad`.
    static func padColor(_ pad: Int) -> Color { padColors[pad % padColors.count] }

    /// The pads' cursors (R80): a cross in the pad's colour on a dark outline, centred where A presses.
    func drawPadCursors(_ cursors: [(pad: Int, x: Double, y: Double)]) throws {
        let outline = Color(red: 20, green: 12, blue: 6, alpha: 230)
        for cursor in cursors {
            let x = Float(cursor.x.rounded(.down)), y = Float(cursor.y.rounded(.down))
            try renderer.fill(FloatRect(x: x - 11, y: y - 3, width: 22, height: 6), color: outline)
            try renderer.fill(FloatRect(x: x - 3, y: y - 11, width: 6, height: 22), color: outline)
            let color = SceneRenderer.padColor(cursor.pad)
            try renderer.fill(FloatRect(x: x - 10, y: y - 1, width: 7, height: 2), color: color)
            try renderer.fill(FloatRect(x: x + 3, y: y - 1, width: 7, height: 2), color: color)
            try renderer.fill(FloatRect(x: x - 1, y: y - 10, width: 2, height: 7), color: color)
            try renderer.fill(FloatRect(x: x - 1, y: y + 3, width: 2, height: 7), color: color)
            try renderer.fill(FloatRect(x: x - 1, y: y - 1, width: 2, height: 2), color: .white)
        }
    }
}
