import SDLKit

/// The font baked for one set (`font.fnt`, `font@2x.fnt`, `font@4x.fnt`) with its page textures: what text
/// is drawn from. Where text goes is always the 1× font's business (`Sprites.font`), so a line takes the same
/// room at every size; an atlas gives only the glyphs' pictures, `set` times as fine.
final class FontAtlas {
    /// The set this atlas was baked for: its pixels per logical pixel.
    let set: ArtScale
    /// Its glyph boxes, in its own pixels.
    let font: BitmapFont
    /// Its page textures, by page id.
    let pages: [Int: Texture]

    /// Reads the font at `path` and loads its pages (beside it); throws a one-line `RuntimeFailure` naming the
    /// file that failed.
    init(path: String, set: ArtScale, files: ResourceFiles, renderer: Renderer) throws {
        self.set = set
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
        var pages: [Int: Texture] = [:]
        for (id, name) in font.pages {
            let page = files.sibling(name, of: path)
            try ResourceLimits.checkImage(page, max: ResourceLimits.maxFontPage)
            pages[id] = try DeferredTexture.load(page, on: renderer)
        }
        do {
            try font.checkGlyphsFit(pages: pages.mapValues { (width: $0.width, height: $0.height) })
        } catch {
            throw RuntimeFailure("cannot load \(path): \(error.message)")
        }
        self.pages = pages
    }

    /// Draws the pages sharp (nearest pixel) or smooth.
    func setSmoothScaling(_ smooth: Bool) throws {
        for page in pages.values { try page.setSmoothScaling(smooth) }
    }
}
