import SDLKit

/// The game's images and font, loaded once onto the renderer.
final class Sprites {
    let background: Texture
    let worm: Texture
    let particle: Texture
    /// The particle image's pixels, for the particle canvas, which draws them itself.
    let particleImage: Image
    let font: BitmapFont
    /// The font's page textures, by page id.
    let fontPages: [Int: Texture]

    /// Loads every image from `files`; throws a one-line `RuntimeFailure` naming the file that failed.
    init(renderer: Renderer, files: ResourceFiles) throws {
        func texture(_ path: String) throws -> Texture {
            do {
                return try renderer.loadTexture(path: path)
            } catch let error as SDLError {
                throw RuntimeFailure("cannot load \(path): \(error.message)")
            }
        }
        background = try texture(try files.path(for: .background))
        worm = try texture(try files.path(for: .worm))
        let particlePath = try files.path(for: .particle)
        particle = try texture(particlePath)
        do {
            particleImage = try Image.load(path: particlePath)
        } catch let error as SDLError {
            throw RuntimeFailure("cannot load \(particlePath): \(error.message)")
        }
        try particle.setBlendMode(.additive)
        let fontPath = try files.path(for: .font)
        let fontText: String
        switch FileSystem.readText(path: fontPath) {
        case .success(let text): fontText = text
        case .failure(let error): throw RuntimeFailure("cannot read \(fontPath): \(error.reason)")
        }
        do {
            font = try BitmapFont.parse(fontText)
        } catch {
            throw RuntimeFailure("cannot load \(fontPath): \(error.message)")
        }
        var pages: [Int: Texture] = [:]
        for (id, name) in font.pages {
            pages[id] = try texture(files.sibling(name, of: fontPath))
        }
        fontPages = pages
    }

    /// Chooses sharp (whole scale) or smooth (any other scale) drawing for every image.
    func setSmoothScaling(_ smooth: Bool) throws {
        for texture in [background, worm, particle] + Array(fontPages.values) {
            try texture.setSmoothScaling(smooth)
        }
    }
}
