import SDLKit
import WormGame

/// How every text is drawn for a player who sees less (R115): its size and whether it stands on a solid backing (high
/// contrast, which outlines the worms and beetles too).
struct TextStyle: Equatable, Sendable {
    /// Text size: every text in a box of its own (a button's label, the message line, a row's label) drawn this much
    /// larger, as far as its box lets it grow.
    var size = TextSize.normal
    /// High contrast: every text white on a solid black backing.
    var highContrast = false

    /// The style the settings ask for.
    init(_ access: AccessSettings) {
        size = access.textSize
        highContrast = access.highContrast
    }

    /// The style of the game by default: normal size, no backing.
    init() {}

    /// The backing drawn behind a text in high contrast.
    static let backing = Color(red: 0, green: 0, blue: 0, alpha: 255)
    /// How far the backing reaches past the text's glyphs, in logical pixels.
    static let backingMargin: Float = 2
    /// The pixels kept free between a grown text's glyphs and its box's border.
    static let boxMargin: Float = 2
}

/// Where a text is drawn once the text size has grown it: its pen's start and its scale.
struct TextPlacement: Equatable {
    var x: Float
    var y: Float
    var scale: Float

    /// A text placed at (`x`, `y`) and `scale`, with `ink` the rectangle its glyphs cover there, grown by `factor`
    /// about the ink's middle, less where `box` is too small (never less than as asked), and moved back inside `box`.
    static func grown(x: Float, y: Float, scale: Float, ink: FloatRect, factor: Float, box: WormGame.Rect) -> TextPlacement {
        let margin = TextStyle.boxMargin
        let roomWidth = Float(box.width) - 2 * margin, roomHeight = Float(box.height) - 2 * margin
        var grow = factor
        if ink.width > 0 { grow = min(grow, roomWidth / ink.width) }
        if ink.height > 0 { grow = min(grow, roomHeight / ink.height) }
        grow = max(1, grow)
        guard grow > 1 else { return TextPlacement(x: x, y: y, scale: scale) }
        let width = ink.width * grow, height = ink.height * grow
        var left = ink.x + ink.width / 2 - width / 2, top = ink.y + ink.height / 2 - height / 2
        // Back inside the box where the growth took it past a border (a text near the field's edge).
        left = min(max(left, Float(box.x) + margin), Float(box.x + box.width) - margin - width)
        top = min(max(top, Float(box.y) + margin), Float(box.y + box.height) - margin - height)
        // The ink's offset from the pen grows with the scale.
        return TextPlacement(x: left - (ink.x - x) * grow, y: top - (ink.y - y) * grow, scale: scale * grow)
    }
}

extension SceneRenderer {
    /// How thick high contrast's outline round a sprite is, in logical pixels.
    static let outlineWidth: Float = 2

    /// In high contrast, a sprite's outline (R115): its silhouette in black, drawn round where it will be drawn.
    func drawOutline(of texture: Texture, in place: FloatRect) throws {
        texture.setModulation(TextStyle.backing)
        defer { texture.setModulation(.white) }
        let width = SceneRenderer.outlineWidth
        for (dx, dy) in [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)] as [(Float, Float)] {
            try renderer.draw(texture, in: FloatRect(x: place.x + dx * width, y: place.y + dy * width,
                                                     width: place.width, height: place.height))
        }
    }

    /// The rectangle `text`'s glyphs cover when drawn from (`x`, `y`) at `scale`, by the 1× font's layout; nil when
    /// nothing is drawn (spaces).
    func inkRect(of text: String, x: Float, y: Float, scale: Float) -> FloatRect? {
        let layout = sprites.font
        var penX = x
        var previous: Unicode.Scalar?
        var ink = InkExtent()
        for scalar in text.unicodeScalars {
            if let previous { penX += Float(layout.kerning(previous, scalar)) * scale }
            previous = scalar
            guard let glyph = layout.glyph(for: scalar) else { continue }
            if glyph.width > 0 {
                ink.add(FloatRect(x: penX + Float(glyph.xOffset) * scale, y: y + Float(glyph.yOffset) * scale,
                                  width: Float(glyph.width) * scale, height: Float(glyph.height) * scale))
            }
            penX += Float(glyph.xAdvance) * scale
        }
        return ink.rect
    }

    /// Where `text`, asked at (`x`, `y`) and `scale` inside `box`, is drawn in the text style (R115).
    ///
    /// Only a text in a box of its own grows (a button's label, the message line): a text laid out on the field
    /// among others (a table's cells, the results' lines) stays where its layout has room for it.
    func styledPlacement(of text: String, x: Float, y: Float, scale: Float, box: WormGame.Rect?) -> TextPlacement {
        guard textStyle.size != .normal, let box, let ink = inkRect(of: text, x: x, y: y, scale: scale) else {
            return TextPlacement(x: x, y: y, scale: scale)
        }
        // A text drawn large already (the logo, a heading) grows only up to the size body text grows to.
        let factor = min(Float(textStyle.size.factor), max(1, Float(TextSize.larger.factor) / scale), growthCap ?? .infinity)
        return .grown(x: x, y: y, scale: scale, ink: ink, factor: factor, box: box)
    }

    /// High contrast's solid backing behind glyphs covering `ink`, a little wider, kept inside `box`.
    func drawBacking(behind ink: FloatRect, box: WormGame.Rect) throws {
        let margin = TextStyle.backingMargin
        // On whole pixels, rounded outwards: a renderer that truncates a rectangle's size leaves no glyph's edge bare.
        let left = max(Float(box.x), (ink.x - margin).rounded(.down)), top = max(Float(box.y), (ink.y - margin).rounded(.down))
        let right = min(Float(box.x + box.width), (ink.x + ink.width + margin).rounded(.up))
        let bottom = min(Float(box.y + box.height), (ink.y + ink.height + margin).rounded(.up))
        guard right > left, bottom > top else { return }
        try renderer.fill(FloatRect(x: left, y: top, width: right - left, height: bottom - top), color: TextStyle.backing)
    }
}
