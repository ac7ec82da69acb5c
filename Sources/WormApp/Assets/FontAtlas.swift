import SDLKit

/// The font baked for one set (`font.fnt`, `font@2x.fnt`, `font@4x.fnt`) with its page textures: what text
/// is drawn from. Where text goes is always the 1× font's business (`Sprites.font`), so a line takes the same
/// room at every size; an atlas gives only the glyphs' pictures, `set` times as fine.
final class FontAtlas {
    /// The set this atlas was baked for: its pixels per logical pixel.
    let set: ArtScale
    /// Its glyph boxes, in its own pixels.
    let font: BitmapFont
    /// Its pages, by page id: page 0 (the Latin letters every first frame shows) loaded at once, the others
    /// (the rest of Latin Extended-A, Cyrillic, the box) checked at once and decoded when first drawn from.
    private let pages: [Int: DeferredTexture]
    /// The renderer the pages are made on.
    private let renderer: Renderer
    /// The scaling chosen for the pages (`setSmoothScaling`), for those made after it.
    private var smooth: Bool?
    /// The tint the pages are drawn with (`setModulation`), for those made after it.
    private var modulation = Color.white

    /// Reads the font at `path` and loads its pages (beside it); throws a one-line `RuntimeFailure` naming the
    /// file that failed.
    init(path: String, set: ArtScale, files: ResourceFiles, renderer: Renderer) throws {
        self.set = set
        self.renderer = renderer
        let text: String
        switch BoundedReader.read(path: path, limits: .font) {
        case .success(let bytes): text = String(decoding: bytes, as: UTF8.self)
        case .failure(let error): throw RuntimeFailure("cannot read \(path): \(error.reason)")
        }
        do {
            font = try BitmapFont.parse(text)
        } catch {
            throw RuntimeFailure("cannot load \(path): \(error.message)")
        }
        var pages: [Int: DeferredTexture] = [:], sizes: [Int: (width: Int, height: Int)] = [:]
        for (id, name) in font.pages {
            let page = files.sibling(name, of: path)
            sizes[id] = try ResourceLimits.checkImage(page, max: ResourceLimits.maxFontPage)
            pages[id] = try DeferredTexture(path: page, max: ResourceLimits.maxFontPage, renderer: renderer)
        }
        do {
            try font.checkGlyphsFit(pages: sizes)
        } catch {
            throw RuntimeFailure("cannot load \(path): \(error.message)")
        }
        self.pages = pages
        _ = try page(0)
    }

    /// The texture of page `id` (made now if not yet), or nil when the font has no such page.
    func page(_ id: Int) throws -> Texture? {
        guard let page = pages[id] else { return nil }
        if let loaded = page.loaded { return loaded }
        let texture = try page.texture(on: renderer, smooth: smooth)
        if modulation != .white { texture.setModulation(modulation) }
        return texture
    }

    /// Tints every page by `color` when drawn, those made later too (without allocating: text is drawn every frame).
    func setModulation(_ color: Color) {
        modulation = color
        for page in pages.values { page.loaded?.setModulation(color) }
    }

    /// The pages made so far.
    var loadedPages: [Texture] { pages.values.compactMap(\.loaded) }

    /// Draws the pages sharp (nearest pixel) or smooth, those made later too.
    func setSmoothScaling(_ smooth: Bool) throws {
        self.smooth = smooth
        for page in loadedPages { try page.setSmoothScaling(smooth) }
    }
}
