import SDLKit

/// An image file checked when the game starts and made into a texture when first drawn, so that start-up
/// decodes only what every first frame shows.
final class DeferredTexture {
    /// The image file.
    let path: String
    /// The texture, once made.
    private(set) var loaded: Texture?
    /// How the texture is blended, when not the default (the particle adds itself onto the frame).
    private let blendMode: BlendMode?

    /// Checks `path` as an image of at most `max` pixels: its size and header, and for a PNG its chunks.
    /// A file that fails the chunk check is decoded at once, so that it is refused now, in the image
    /// library's own words, as when every image was decoded at start.
    init(path: String, max: (width: Int, height: Int), blendMode: BlendMode? = nil, renderer: Renderer) throws {
        self.path = path
        self.blendMode = blendMode
        try ResourceLimits.checkImage(path, max: max)
        if PNGChunks.isDamaged(path: path) {
            _ = try texture(on: renderer, smooth: nil)
        }
    }

    /// The texture, made on first use (scaled smoothly or not as `smooth` says, when it says).
    func texture(on renderer: Renderer, smooth: Bool?) throws -> Texture {
        if let loaded { return loaded }
        let texture = try DeferredTexture.load(path, on: renderer)
        if let blendMode { try texture.setBlendMode(blendMode) }
        if let smooth { try texture.setSmoothScaling(smooth) }
        loaded = texture
        return texture
    }

    /// Decodes the image at `path` onto `renderer`; throws a one-line `RuntimeFailure` naming the file, with
    /// the image library's first line of complaint.
    static func load(_ path: String, on renderer: Renderer) throws -> Texture {
        try LibraryMessages.folding("cannot load \(path)", describe: { ($0 as? SDLError)?.message ?? "\($0)" }) {
            try renderer.loadTexture(path: path)
        }
    }
}
