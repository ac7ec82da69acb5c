import SDLKit
import WormGame

/// The game's images and font, loaded once onto the renderer.
package final class Sprites {
    let background: Texture
    let worm: Texture
    let particle: Texture
    /// Arcade's golden worm and beetle (R31), and the title's cloud (R20).
    let golden: Texture
    let beetle: Texture
    let cloud: Texture
    /// The particle image's pixels, for the particle canvas, which draws them itself.
    let particleImage: Image
    let font: BitmapFont
    /// The font's page textures, by page id.
    let fontPages: [Int: Texture]

    /// Loads every image from `files`; throws a one-line `RuntimeFailure` naming the file that failed.
    package init(renderer: Renderer, files: ResourceFiles) throws {
        func texture(_ path: String, max: (width: Int, height: Int)) throws -> Texture {
            try ResourceLimits.checkImage(path, max: max)
            return try LibraryMessages.folding("cannot load \(path)", describe: { ($0 as? SDLError)?.message ?? "\($0)" }) {
                try renderer.loadTexture(path: path)
            }
        }
        func image(_ kind: ResourceFiles.Kind) throws -> Texture {
            try texture(try files.path(for: kind), max: ResourceLimits.maxImageSize(kind)!)
        }
        background = try image(.background)
        worm = try image(.worm)
        particle = try image(.particle)
        do {
            particleImage = try Image.load(path: try files.path(for: .particle))
        } catch let error as SDLError {
            throw RuntimeFailure("cannot load \(try files.path(for: .particle)): \(error.message)")
        }
        try particle.setBlendMode(.additive)
        golden = try image(.golden)
        beetle = try image(.beetle)
        cloud = try image(.cloud)
        let fontPath = try files.path(for: .font)
        let fontText: String
        switch BoundedReader.read(path: fontPath, limits: .font) {
        case .success(let bytes): fontText = String(decoding: bytes, as: UTF8.self)
        case .failure(let error): throw RuntimeFailure("cannot read \(fontPath): \(error.reason)")
        }
        do {
            font = try BitmapFont.parse(fontText)
        } catch {
            throw RuntimeFailure("cannot load \(fontPath): \(error.message)")
        }
        var pages: [Int: Texture] = [:]
        for (id, name) in font.pages {
            let page = try texture(files.sibling(name, of: fontPath), max: ResourceLimits.maxFontPage)
            pages[id] = page
        }
        do {
            try font.checkGlyphsFit(pages: pages.mapValues { (width: $0.width, height: $0.height) })
        } catch {
            throw RuntimeFailure("cannot load \(fontPath): \(error.message)")
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
