import SDLKit
import WormGame

/// Text cut to fit its box.
extension SceneRenderer {
    /// `text` as drawn at `scale` in `width` pixels: whole, or cut with `…` (R40).
    func fitted(_ text: String, width: Int, scale: Float = 1) -> String {
        PlayerName.fitted(text, width: width) { Int((Float(self.sprites.font.width(of: $0)) * scale).rounded(.up)) }
    }

    /// The pixels kept free between a centred text and each side of its box.
    static let textMargin = 4
    /// The smallest a centred text is drawn to fit, as a share of its size.
    static let minimumScale: Float = 0.6

    /// The scale `text` is drawn at to be at most `width` pixels wide: `scale`, or less down to `minimumScale` of it.
    func fittingScale(of text: String, scale: Float, width: Int) -> Float {
        let natural = Float(sprites.font.width(of: text)) * scale
        guard natural > Float(width), natural > 0 else { return scale }
        return max(scale * SceneRenderer.minimumScale, scale * Float(width) / natural)
    }

    /// How far down a line drawn at `fitting` rather than `scale` goes, so that it keeps the middle of its line.
    func lowering(from scale: Float, to fitting: Float) -> Int {
        Int((Float(sprites.font.lineHeight) * (scale - fitting) / 2).rounded())
    }

    /// Draws `text` from (`x`, `y`) in at most `width` pixels: smaller down to `smallest` (its line's middle kept),
    /// and only then cut with `…` (a label in a longer language stays whole where it can). In `box` (a row's label
    /// room), the text size grows it as far as the box lets it (R115).
    func drawFitted(_ text: String, x: Int, y: Int, width: Int, scale: Float, smallest: Float, box: WormGame.Rect? = nil) throws {
        let outer = textBox
        if let box { textBox = box }
        defer { textBox = outer }
        let size = max(smallest, fittingScale(of: text, scale: scale, width: width))
        drawnShare = size / scale
        defer { drawnShare = 1 }
        try drawText(fitted(text, width: width, scale: size), x: x, y: y + lowering(from: scale, to: size), scale: size)
    }
}

extension SceneRenderer {
    /// Runs `body` with `room` as the room its texts grow in at a larger text size (R115): a text laid out among
    /// others (a table's cell, a line of How to play) grows inside the band of its own line or cell, never over its
    /// neighbours; one that does not fit its room at 100 % stays as it is.
    /// At most `cap` times as large, where given.
    func growing(in room: WormGame.Rect, atMost cap: Float? = nil, _ body: () throws -> Void) rethrows {
        let (outerRoom, outerCap) = (growthRoom, growthCap)
        growthRoom = room
        if let cap { growthCap = cap }
        defer { (growthRoom, growthCap) = (outerRoom, outerCap) }
        try body()
    }

    /// How much a block of `texts` at `scale`, each in a band `height` tall, can all grow alike: by as much as the
    /// tallest one's band lets it.
    func commonGrowth(of texts: [String], scale: Float, height: Int) -> Float {
        let tallest = texts.compactMap { inkRect(of: $0, x: 0, y: 0, scale: scale)?.height }.max() ?? 0
        guard tallest > 0 else { return 1 }
        return max(1, (Float(height) - 2 * TextStyle.boxMargin) / tallest)
    }

    /// The band across the field from `y`, `height` tall, that a centred line grows in.
    static func line(at y: Int, height: Int) -> WormGame.Rect {
        WormGame.Rect(x: 4, y: y, width: Playfield.width - 8, height: height)
    }
}

/// A text as it was drawn: the rectangle its glyphs cover and the box it must stay inside without touching its
/// border (R90): a button's face inside its light edge, or the playfield.
package struct DrawnText: Sendable {
    package let text: String
    /// The glyphs' rectangle; nil for a text with nothing to draw (spaces).
    package let ink: FloatRect?
    package let box: WormGame.Rect
    /// The panel it was drawn on: 0 for the scene, more for each panel drawn over it (`SceneRenderer.textLayer`).
    package var layer = 0
    /// The share of its own size it was drawn at: below 1 when it was shrunk to fit its room (R90).
    package var share: Float = 1

    /// Whether the ink is inside the box, one pixel off each border at least.
    package var fits: Bool {
        guard let ink else { return true }
        return ink.x > Float(box.x) && ink.y > Float(box.y)
            && ink.x + ink.width < Float(box.x + box.width) && ink.y + ink.height < Float(box.y + box.height)
    }
}

extension DrawnText {
    /// Whether this text's glyphs and `other`'s, on the same panel, cover a common pixel (by more than a pixel's overlap each way, the
    /// touch of two descenders and ascenders).
    package func overlaps(_ other: DrawnText) -> Bool {
        guard layer == other.layer, let ink, let theirs = other.ink else { return false }
        let width = min(ink.x + ink.width, theirs.x + theirs.width) - max(ink.x, theirs.x)
        let height = min(ink.y + ink.height, theirs.y + theirs.height) - max(ink.y, theirs.y)
        return width > 1 && height > 1
    }
}

/// The rectangle covering the glyphs drawn so far.
struct InkExtent {
    private(set) var rect: FloatRect?

    mutating func add(_ place: FloatRect) {
        guard let rect else { self.rect = place; return }
        let left = min(rect.x, place.x), top = min(rect.y, place.y)
        let right = max(rect.x + rect.width, place.x + place.width), bottom = max(rect.y + rect.height, place.y + place.height)
        self.rect = FloatRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
