import SDLKit
import WormGame

/// The game's images and font, loaded once onto the renderer.
final class Sprites {
    let background: Texture
    let worm: Texture
    let particle: Texture
    /// Arcade's golden worm and beetle (R31), and the title's cloud (R20).
    let golden: Texture
    let beetle: Texture
    let cloud: Texture
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
        particle = try texture(try files.path(for: .particle))
        try particle.setBlendMode(.additive)
        golden = try texture(try files.path(for: .golden))
        beetle = try texture(try files.path(for: .beetle))
        cloud = try texture(try files.path(for: .cloud))
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

    /// The sprite of a worm of `kind`.
    func texture(for kind: WormKind) -> Texture {
        switch kind {
        case .normal: return worm
        case .golden: return golden
        case .beetle: return beetle
        }
    }

    /// Chooses sharp (whole scale) or smooth (any other scale) drawing for every image.
    func setSmoothScaling(_ smooth: Bool) throws {
        for texture in [background, worm, particle, golden, beetle, cloud] + Array(fontPages.values) {
            try texture.setSmoothScaling(smooth)
        }
    }
}
