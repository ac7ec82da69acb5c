import CSDL2

/// Textured quads gathered into one vertex array, drawn with a single `SDL_RenderGeometry` call.
/// Its storage is reserved once and reused: adding quads does not allocate below its capacity.
@MainActor
public final class GeometryBatch {
    /// Four vertices a quad.
    var vertices: [SDL_Vertex] = []
    /// Six indices a quad.
    var indices: [Int32] = []

    /// Creates an empty batch with room for `capacity` quads.
    public init(capacity: Int) {
        vertices.reserveCapacity(capacity * 4)
        indices.reserveCapacity(capacity * 6)
    }

    /// The number of quads in the batch.
    public var count: Int { vertices.count / 4 }

    /// Empties the batch, keeping its storage.
    public func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    /// Adds a square of side `size` centred on (`x`, `y`) in logical pixels, showing the whole texture
    /// tinted by `color`, placed on the output by `placement`.
    @inline(__always)
    public func addSquare(x: Float, y: Float, size: Float, color: Color, placement: Placement) {
        let half = size * 0.5 * placement.scale
        let cx = x * placement.scale + placement.offsetX
        let cy = y * placement.scale + placement.offsetY
        let tint = SDL_Color(r: color.red, g: color.green, b: color.blue, a: color.alpha)
        let base = Int32(vertices.count)
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: cx - half, y: cy - half), color: tint,
                                   tex_coord: SDL_FPoint(x: 0, y: 0)))
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: cx + half, y: cy - half), color: tint,
                                   tex_coord: SDL_FPoint(x: 1, y: 0)))
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: cx + half, y: cy + half), color: tint,
                                   tex_coord: SDL_FPoint(x: 1, y: 1)))
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: cx - half, y: cy + half), color: tint,
                                   tex_coord: SDL_FPoint(x: 0, y: 1)))
        indices.append(base)
        indices.append(base + 1)
        indices.append(base + 2)
        indices.append(base)
        indices.append(base + 2)
        indices.append(base + 3)
    }
}
