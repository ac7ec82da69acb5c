import CSDL2

/// A 2D renderer for one window. Drawing calls take logical coordinates, which `placement`
/// maps to output pixels: the playfield is letterboxed at full output resolution.
@MainActor
public final class Renderer {
    /// The SDL renderer; valid until deinit.
    let handle: OpaquePointer
    /// How logical coordinates map to output pixels.
    public var placement = Placement.identity
    /// Whether presenting waits for the display's vertical blank.
    public let hasVSync: Bool

    /// Creates a renderer: the software one when `software`, else the best SDL has, with vsync when
    /// `vsync` and the display allows it (falling back to no vsync rather than failing).
    public init(window: Window, software: Bool, vsync: Bool) throws {
        var flags = software ? SDL_RENDERER_SOFTWARE.rawValue : 0
        var created: OpaquePointer?
        if vsync {
            created = SDL_CreateRenderer(window.handle, -1, flags | SDL_RENDERER_PRESENTVSYNC.rawValue)
        }
        hasVSync = created != nil
        if created == nil {
            created = SDL_CreateRenderer(window.handle, -1, flags)
        }
        if created == nil && !software {
            flags = SDL_RENDERER_SOFTWARE.rawValue
            created = SDL_CreateRenderer(window.handle, -1, flags)
        }
        guard let renderer = created else { throw SDLError.last("SDL_CreateRenderer") }
        handle = renderer
        kind = RendererKind(name: Renderer.name(of: renderer))
    }

    isolated deinit {
        SDL_DestroyRenderer(handle)
    }

    /// Which of SDL's renderers this is, read once.
    public let kind: RendererKind

    /// The renderer's name, as SDL gives it: "software", "opengl"…
    public var name: String { Renderer.name(of: handle) }

    /// The name SDL gives the renderer `handle`, or "unknown".
    private static func name(of handle: OpaquePointer) -> String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(handle, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    /// The output size in pixels (larger than the window's size on HiDPI screens).
    public func outputSize() throws -> (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        try check(SDL_GetRendererOutputSize(handle, &w, &h), "SDL_GetRendererOutputSize")
        return (Int(w), Int(h))
    }

    /// Loads a PNG or JPEG file as a texture.
    public func loadTexture(path: String) throws -> Texture {
        guard let texture = IMG_LoadTexture(handle, path) else { throw SDLError.last("IMG_LoadTexture") }
        return try Texture(handle: texture)
    }

    /// Makes a texture of `width` × `height` XRGB8888 pixels (opaque: alpha is 255) that the CPU
    /// rewrites every frame (`SDL_TEXTUREACCESS_STREAMING`), filled with `Texture.update`.
    public func makeStreamingTexture(width: Int, height: Int) throws -> Texture {
        guard let texture = SDL_CreateTexture(handle, SDL_PIXELFORMAT_RGB888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width), Int32(height))
        else { throw SDLError.last("SDL_CreateTexture") }
        return try Texture(handle: texture)
    }

    /// Makes a texture of `width` × `height` opaque XRGB8888 pixels that the renderer draws into
    /// (`SDL_TEXTUREACCESS_TARGET`), or nil when the renderer cannot draw into textures.
    public func makeTargetTexture(width: Int, height: Int) throws -> Texture? {
        guard SDL_RenderTargetSupported(handle) == SDL_TRUE else { return nil }
        guard let texture = SDL_CreateTexture(handle, SDL_PIXELFORMAT_RGB888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(width), Int32(height))
        else { throw SDLError.last("SDL_CreateTexture") }
        return try Texture(handle: texture)
    }

    /// Draws into `texture` (made by `makeTargetTexture`) until called again; nil: the window again.
    public func setTarget(_ texture: Texture?) throws {
        try check(SDL_SetRenderTarget(handle, texture?.handle), "SDL_SetRenderTarget")
    }

    /// Fills the whole output with `color` (the letterbox bars included).
    public func clear(_ color: Color) throws {
        try check(SDL_RenderSetClipRect(handle, nil), "SDL_RenderSetClipRect")
        try check(SDL_SetRenderDrawColor(handle, color.red, color.green, color.blue, color.alpha),
                  "SDL_SetRenderDrawColor")
        try check(SDL_RenderClear(handle), "SDL_RenderClear")
    }

    /// Clips drawing to the logical rectangle 0, 0, `width`, `height`, so nothing spills into the bars.
    public func clip(width: Int, height: Int) throws {
        var rect = SDL_Rect(
            x: Int32(placement.offsetX.rounded()), y: Int32(placement.offsetY.rounded()),
            w: Int32((Float(width) * placement.scale).rounded()), h: Int32((Float(height) * placement.scale).rounded()))
        try check(SDL_RenderSetClipRect(handle, &rect), "SDL_RenderSetClipRect")
    }

    /// Fills a logical rectangle with `color`, alpha-blended.
    public func fill(_ rect: FloatRect, color: Color) throws {
        try check(SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND), "SDL_SetRenderDrawBlendMode")
        try check(SDL_SetRenderDrawColor(handle, color.red, color.green, color.blue, color.alpha),
                  "SDL_SetRenderDrawColor")
        var target = output(rect)
        try check(SDL_RenderFillRectF(handle, &target), "SDL_RenderFillRectF")
    }

    /// Draws `texture` (or the `source` part of it) into the logical rectangle `destination`.
    @inline(__always)
    public func draw(_ texture: Texture, source: Rect32? = nil, in destination: FloatRect) throws {
        var target = output(destination)
        let status: Int32
        if var part = source?.sdl {
            status = SDL_RenderCopyF(handle, texture.handle, &part, &target)
        } else {
            status = SDL_RenderCopyF(handle, texture.handle, nil, &target)
        }
        try check(status, "SDL_RenderCopyF")
    }

    /// Draws the triangles of `batch` with `texture` in one call.
    public func draw(_ batch: GeometryBatch, texture: Texture) throws {
        guard !batch.vertices.isEmpty else { return }
        let status = batch.vertices.withUnsafeBufferPointer { vertices in
            batch.indices.withUnsafeBufferPointer { indices in
                SDL_RenderGeometry(handle, texture.handle, vertices.baseAddress, Int32(vertices.count),
                                   indices.baseAddress, Int32(indices.count))
            }
        }
        try check(status, "SDL_RenderGeometry")
    }

    /// Reads the logical rectangle 0, 0, `width`, `height` back as an image (with identity placement,
    /// exactly the playfield's pixels).
    public func readPixels(width: Int, height: Int) throws -> Image {
        var rect = SDL_Rect(x: Int32(placement.offsetX), y: Int32(placement.offsetY),
                            w: Int32(Float(width) * placement.scale), h: Int32(Float(height) * placement.scale))
        var pixels = [UInt8](repeating: 0, count: Int(rect.w) * Int(rect.h) * 4)
        try pixels.withUnsafeMutableBytes { buffer in
            try check(SDL_RenderReadPixels(handle, &rect, SDL_PIXELFORMAT_ABGR8888.rawValue,
                                           buffer.baseAddress, rect.w * 4), "SDL_RenderReadPixels")
        }
        return Image(width: Int(rect.w), height: Int(rect.h), pixels: pixels)
    }

    /// Reads the output pixels of `area` (drawing done so far included) as XRGB8888 into `pixels`,
    /// rows `pitch` bytes apart. Cheap on the software renderer, whose frame is in memory.
    public func readPixels(_ area: Rect32, into pixels: UnsafeMutableRawPointer, pitch: Int) throws {
        var rect = area.sdl
        try check(SDL_RenderReadPixels(handle, &rect, SDL_PIXELFORMAT_RGB888.rawValue, pixels, Int32(pitch)),
                  "SDL_RenderReadPixels")
    }

    /// Shows what was drawn.
    public func present() {
        SDL_RenderPresent(handle)
    }

    /// Maps a logical rectangle to output pixels.
    @inline(__always)
    func output(_ rect: FloatRect) -> SDL_FRect {
        SDL_FRect(x: rect.x * placement.scale + placement.offsetX, y: rect.y * placement.scale + placement.offsetY,
                  w: rect.width * placement.scale, h: rect.height * placement.scale)
    }
}

/// An integer rectangle of texture pixels (a glyph in a font atlas, say).
public struct Rect32: Equatable, Sendable {
    public var x: Int32
    public var y: Int32
    public var width: Int32
    public var height: Int32

    /// Creates a rectangle from its top-left corner and size.
    public init(x: Int32, y: Int32, width: Int32, height: Int32) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    var sdl: SDL_Rect { SDL_Rect(x: x, y: y, w: width, h: height) }
}

/// SDL's renderers, as the game tells them apart.
public enum RendererKind: Equatable, Sendable {
    /// SDL's own, on the CPU (headless runs, and machines with no OpenGL).
    case software
    /// OpenGL (Mesa's llvmpipe on a machine with no GPU).
    case opengl
    /// Any other, by SDL's name: GPUs the benchmark has not measured.
    case other(String)

    /// SDL's name for the renderer.
    public var name: String {
        switch self {
        case .software: return "software"
        case .opengl: return "opengl"
        case .other(let name): return name
        }
    }

    /// The kind SDL's renderer name `name` stands for.
    public init(name: String) {
        switch name {
        case "software": self = .software
        case "opengl": self = .opengl
        default: self = .other(name)
        }
    }
}
