import SDLKit
import WormGame

/// The game's images and font. Every file is checked at start (found, within its limits, its header and a
/// PNG's chunks whole); the background and the font, which every scene's first frame shows, are loaded then,
/// and the other images right after the first frame (`loadTheRest`), or when first drawn if that is sooner
/// (launch to the first frame near the C program's, README, Performance).
package final class Sprites {
    let background: Texture
    /// The worm, Arcade's golden worm and beetle (R31), the particle and the title's cloud (R20): made when first drawn.
    var worm: Texture { get throws { try deferred.worm.texture(on: renderer, smooth: smoothScaling) } }
    var golden: Texture { get throws { try deferred.golden.texture(on: renderer, smooth: smoothScaling) } }
    var beetle: Texture { get throws { try deferred.beetle.texture(on: renderer, smooth: smoothScaling) } }
    var particle: Texture { get throws { try deferred.particle.texture(on: renderer, smooth: smoothScaling) } }
    var cloud: Texture { get throws { try deferred.cloud.texture(on: renderer, smooth: smoothScaling) } }
    let font: BitmapFont
    /// The font's page textures, by page id.
    let fontPages: [Int: Texture]

    /// The renderer the deferred images are made on.
    private let renderer: Renderer
    /// The images made when first drawn.
    private let deferred: (worm: DeferredTexture, golden: DeferredTexture, beetle: DeferredTexture,
                           particle: DeferredTexture, cloud: DeferredTexture)
    /// The scaling last asked for (`setSmoothScaling`), for the images made after it; nil: SDL's default.
    private var smoothScaling: Bool?
    /// The particle image's pixels, for the particle canvas, once read.
    private var particlePixels: Image?

    /// Checks every image and the font from `files` and loads the background and the font; throws a one-line
    /// `RuntimeFailure` naming the file that failed.
    package init(renderer: Renderer, files: ResourceFiles) throws {
        self.renderer = renderer
        func image(_ kind: ResourceFiles.Kind, blendMode: BlendMode? = nil) throws -> DeferredTexture {
            try DeferredTexture(path: try files.path(for: kind), max: ResourceLimits.maxImageSize(kind)!,
                                blendMode: blendMode, renderer: renderer)
        }
        let backgroundPath = try files.path(for: .background)
        try ResourceLimits.checkImage(backgroundPath, max: ResourceLimits.maxImageSize(.background)!)
        background = try DeferredTexture.load(backgroundPath, on: renderer)
        let worm = try image(.worm), particle = try image(.particle, blendMode: .additive)
        deferred = (worm, try image(.golden), try image(.beetle), particle, try image(.cloud))
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
            let path = files.sibling(name, of: fontPath)
            try ResourceLimits.checkImage(path, max: ResourceLimits.maxFontPage)
            pages[id] = try DeferredTexture.load(path, on: renderer)
        }
        do {
            try font.checkGlyphsFit(pages: pages.mapValues { (width: $0.width, height: $0.height) })
        } catch {
            throw RuntimeFailure("cannot load \(fontPath): \(error.message)")
        }
        fontPages = pages
    }

    /// The particle image's pixels, for the particle canvas, which draws them itself: read when first asked for.
    func particleImage() throws -> Image {
        if let particlePixels { return particlePixels }
        do {
            let image = try Image.load(path: deferred.particle.path)
            particlePixels = image
            return image
        } catch let error as SDLError {
            throw RuntimeFailure("cannot load \(deferred.particle.path): \(error.message)")
        }
    }

    /// Makes every image not made yet: the runner calls it right after the first frame, so launch to the first
    /// frame decodes only what that frame shows, and a damaged image is still refused before the game begins.
    func loadTheRest() throws {
        for image in [deferred.worm, deferred.golden, deferred.beetle, deferred.particle, deferred.cloud] {
            _ = try image.texture(on: renderer, smooth: smoothScaling)
        }
    }

    /// The sprite of a worm of `kind`.
    func texture(for kind: WormKind) throws -> Texture {
        switch kind {
        case .normal: return try worm
        case .golden: return try golden
        case .beetle: return try beetle
        }
    }

    /// Chooses sharp (whole scale) or smooth (any other scale) drawing for every image, those not made yet included.
    func setSmoothScaling(_ smooth: Bool) throws {
        smoothScaling = smooth
        let made = [deferred.worm, deferred.golden, deferred.beetle, deferred.particle, deferred.cloud].compactMap(\.loaded)
        for texture in [background] + made + Array(fontPages.values) {
            try texture.setSmoothScaling(smooth)
        }
    }
}
