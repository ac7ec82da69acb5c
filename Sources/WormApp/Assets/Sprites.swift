import SDLKit
import WormGame

/// The game's images and font, in the set that suits the output (R21: 1×, 2× or 4×, `fit`). Every file is
/// checked when its set is taken (found, within its limits, its header and a PNG's chunks whole); the
/// background and the font, which every scene's first frame shows, are loaded then, and the other images right
/// after the first frame (`loadTheRest`), or when first drawn if that is sooner (launch to the first frame near
/// the C program's, docs/PERFORMANCE.md). Only the set in use is held: another's textures are let go.
package final class Sprites {
    /// The background, in the set in use.
    private(set) var background: Texture
    /// The worm, Arcade's golden worm and beetle (R31) and the title's cloud (R20), in the set in use, and the
    /// particle (1× only: a soft dot, which the particle canvas draws from its pixels): made when first drawn.
    var worm: Texture { get throws { try texture(.worm) } }
    var golden: Texture { get throws { try texture(.golden) } }
    var beetle: Texture { get throws { try texture(.beetle) } }
    var particle: Texture { get throws { try texture(.particle) } }
    var cloud: Texture { get throws { try texture(.cloud) } }
    /// The 1× font: where every text goes and how wide it is, at every size and in every set.
    var font: BitmapFont { baseAtlas.font }

    /// The renderer the images are made on.
    private let renderer: Renderer
    /// Where the files come from.
    private let files: ResourceFiles
    /// The 1× file of each image, which names the others (`worm.png` → `worm@2x.png` beside it).
    private let basePaths: [ResourceFiles.Kind: String]
    /// The background's file in use and its set.
    private var backgroundFile: (path: String, set: ArtScale)
    /// The output scale the background was drawn down to once (`prescaled`), or nil: it is its file's own texture.
    private var backgroundScale: Double?
    /// The images made when first drawn, in the set in use, with the set each came from.
    private var deferred: [ResourceFiles.Kind: (image: DeferredTexture, set: ArtScale)] = [:]
    /// The 1× font, always loaded: its metrics lay out every text.
    private let baseAtlas: FontAtlas
    /// The larger atlases for the scale in use, by the set asked for (a missing one's fallback under its name).
    private var atlases: [ArtScale: FontAtlas] = [:]
    /// The set chosen for the output scale, and that scale (output pixels per logical pixel).
    private(set) var imageSet = ArtScale.one
    private(set) var outputScale = 1.0
    /// The scaling last chosen (`fit`), for the images made after it; nil: SDL's default (never fitted).
    private var fitted = false
    /// The particle image's pixels, for the particle canvas, once read.
    private var particlePixels: Image?

    /// The images made after the first frame, in their set; the particle is not among them.
    private static let scaledKinds: [ResourceFiles.Kind] = [.worm, .golden, .beetle, .cloud]
    /// The sizes text is drawn at, times the font's (the smallest `drawText` scale, the scores' dates, and the
    /// largest, the title's name): the atlases an output scale needs are loaded when it is fitted.
    static let textScales: ClosedRange<Double> = 0.55...3
    /// The size, in output pixels per font pixel, from which text at 1× is drawn from a larger atlas, filtered.
    static let largeText = 2.0

    /// Checks every image and the font from `files` and loads the background and the font, all at 1×; throws a
    /// one-line `RuntimeFailure` naming the file that failed.
    package init(renderer: Renderer, files: ResourceFiles) throws {
        self.renderer = renderer
        self.files = files
        var paths: [ResourceFiles.Kind: String] = [:]
        let backgroundPath = try files.path(for: .background)
        paths[.background] = backgroundPath
        try ResourceLimits.checkImage(backgroundPath, max: ResourceLimits.maxImageSize(.background)!)
        background = try DeferredTexture.load(backgroundPath, on: renderer)
        backgroundFile = (backgroundPath, .one)
        for kind in [ResourceFiles.Kind.worm, .particle, .golden, .beetle, .cloud] {
            let path = try files.path(for: kind)
            paths[kind] = path
            deferred[kind] = (try Sprites.image(kind, path: path, renderer: renderer), .one)
        }
        let fontPath = try files.path(for: .font)
        paths[.font] = fontPath
        basePaths = paths
        baseAtlas = try FontAtlas(path: fontPath, set: .one, files: files, renderer: renderer)
    }

    /// An image of `kind` checked at `path`, made when first drawn.
    private static func image(_ kind: ResourceFiles.Kind, path: String, renderer: Renderer) throws -> DeferredTexture {
        let size = ResourceLimits.maxImageSize(kind)!
        return try DeferredTexture(path: path, max: size, blendMode: kind == .particle ? .additive : nil, renderer: renderer)
    }

    /// The image of `kind` in the set in use, made now if not yet.
    private func texture(_ kind: ResourceFiles.Kind) throws -> Texture {
        let entry = deferred[kind]!
        return try entry.image.texture(on: renderer, smooth: fitted ? smooth(entry.set) : nil)
    }

    /// The particle image's pixels, for the particle canvas, which draws them itself: read when first asked for.
    func particleImage() throws -> Image {
        if let particlePixels { return particlePixels }
        let path = deferred[.particle]!.image.path
        do {
            let image = try Image.load(path: path)
            particlePixels = image
            return image
        } catch let error as SDLError {
            throw RuntimeFailure("cannot load \(path): \(error.message)")
        }
    }

    /// Makes every image not made yet: the runner calls it right after the first frame, so launch to the first
    /// frame decodes only what that frame shows, and a damaged image is still refused before the game begins.
    func loadTheRest() throws {
        for kind in Sprites.scaledKinds + [.particle] { _ = try texture(kind) }
    }

    /// The sprite of a worm of `kind`.
    func texture(for kind: WormKind) throws -> Texture {
        switch kind {
        case .normal: return try worm
        case .golden: return try golden
        case .beetle: return try beetle
        }
    }

    /// Takes the set for an output of `scale` pixels per logical pixel (`ArtScale.covering`), letting the
    /// other sets go, and chooses sharp or smooth drawing for each image: sharp (nearest pixel) when each of its
    /// pixels covers a whole number of output pixels, as 1× art at a whole scale always was, else smooth.
    func fit(scale: Double) throws {
        let set = ArtScale.covering(scale)
        let choice = files.path(basePaths[.background]!, in: set)
        // A background larger than the output is drawn down to it once, not sampled down every frame: at
        // 1920 × 1080 the 4× one is 1280 × 1920 pixels, which cost the title a third more CPU drawn each frame.
        let shrinks = Double(choice.set.rawValue) > scale + 1e-6
        if choice.path != backgroundFile.path || backgroundScale != (shrinks ? scale : nil) {
            try ResourceLimits.checkImage(choice.path, max: ResourceLimits.maxImageSize(.background)!)
            let texture = try DeferredTexture.load(choice.path, on: renderer)
            let scaled = shrinks ? try prescaled(texture, to: scale) : nil
            background = scaled ?? texture
            backgroundScale = scaled == nil ? nil : scale
            backgroundFile = choice
        }
        if set != imageSet {
            for kind in Sprites.scaledKinds {
                let choice = files.path(basePaths[kind]!, in: set)
                guard choice.path != deferred[kind]!.image.path else { continue }
                deferred[kind] = (try Sprites.image(kind, path: choice.path, renderer: renderer), choice.set)
            }
            imageSet = set
            atlases = [:]
        }
        outputScale = scale
        fitted = true
        try background.setSmoothScaling(backgroundScale == nil && smooth(backgroundFile.set))
        for entry in deferred.values { try entry.image.loaded?.setSmoothScaling(smooth(entry.set)) }
        try baseAtlas.setSmoothScaling(smooth(.one))
        // Loaded now, before the frame that needs them, so a damaged file is told at once: those for the
        // smallest text, the usual size and the largest (at 1× only the last is not the 1× font).
        for size in [Sprites.textScales.lowerBound, 1, Sprites.textScales.upperBound] { _ = try atlas(drawnAt: scale * size) }
    }

    /// `texture` drawn smoothly into a texture of the playfield's size at `scale` (drawn one to one after), or nil
    /// when the renderer cannot draw into textures.
    private func prescaled(_ texture: Texture, to scale: Double) throws -> Texture? {
        let width = Int((Double(Playfield.width) * scale).rounded()), height = Int((Double(Playfield.height) * scale).rounded())
        guard let target = try renderer.makeTargetTexture(width: width, height: height) else { return nil }
        let placement = renderer.placement
        defer { renderer.placement = placement }
        renderer.placement = .identity
        try texture.setSmoothScaling(true)
        try renderer.setTarget(target)
        defer { try? renderer.setTarget(nil) }  // fails only for a renderer without targets, which made none
        try renderer.draw(texture, in: FloatRect(x: 0, y: 0, width: Float(width), height: Float(height)))
        return target
    }

    /// Whether art of `set` is drawn smooth at the output scale in use.
    private func smooth(_ set: ArtScale) -> Bool {
        let ratio = outputScale / Double(set.rawValue)
        return !(ratio >= 1 && ratio == ratio.rounded())
    }

    /// The atlas for text drawn `scale` output pixels per font pixel: the 1× font at an output scale of 1 or
    /// less for text under twice its size (the 1× frame, pixel for pixel), else the one baked at (or just above)
    /// that size: the title's name at 320 × 480 comes smooth from the 4× atlas, not blocky from the 1× one.
    func atlas(drawnAt scale: Double) throws -> FontAtlas {
        guard imageSet != .one || scale >= Sprites.largeText - 1e-6 else { return baseAtlas }
        let wanted = ArtScale.covering(scale)
        if let atlas = atlases[wanted] { return atlas }
        let choice = files.path(basePaths[.font]!, in: wanted)
        let atlas: FontAtlas
        if choice.set == .one {
            atlas = baseAtlas
        } else if let loaded = atlases.values.first(where: { $0.set == choice.set }) {
            atlas = loaded
        } else {
            atlas = try FontAtlas(path: choice.path, set: choice.set, files: files, renderer: renderer)
            try atlas.setSmoothScaling(true)  // drawn at many sizes, seldom one to one
        }
        atlases[wanted] = atlas
        return atlas
    }
}
