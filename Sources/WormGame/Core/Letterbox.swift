/// Fits the 320 × 480 playfield into a window or screen, keeping its shape, with bars on the sides
/// or at the top and bottom.
public struct Letterbox: Equatable, Sendable {
    /// Output pixels per logical pixel.
    public var scale: Double
    /// Where the playfield's left edge lands, in output pixels.
    public var offsetX: Double
    /// Where the playfield's top edge lands, in output pixels.
    public var offsetY: Double

    /// The largest fit of the playfield into `width` × `height`, centred. Within 2 % of a whole factor,
    /// the whole factor is used, so the picture stays sharp.
    public init(width: Int, height: Int) {
        let fit = min(Double(width) / Double(Playfield.width), Double(height) / Double(Playfield.height))
        let whole = fit.rounded(.down)
        scale = whole >= 1 && fit - whole < 0.02 * whole ? whole : max(fit, 0.01)
        offsetX = ((Double(width) - Double(Playfield.width) * scale) / 2).rounded(.down)
        offsetY = ((Double(height) - Double(Playfield.height) * scale) / 2).rounded(.down)
    }

    /// Whether the scale is a whole number (pixels are drawn sharp, nearest-neighbour).
    public var isWholeScale: Bool { scale == scale.rounded() }

    /// The logical playfield point under an output point.
    public func logicalPoint(x: Double, y: Double) -> (x: Double, y: Double) {
        ((x - offsetX) / scale, (y - offsetY) / scale)
    }
}
