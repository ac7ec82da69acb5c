import CSDL2

/// How a texture's pixels combine with what is under them.
public enum BlendMode: Sendable {
    /// Alpha blending, for sprites.
    case alpha
    /// Additive blending, for glowing particles.
    case additive
    /// Straight copy.
    case none

    var sdl: SDL_BlendMode {
        switch self {
        case .alpha: return SDL_BLENDMODE_BLEND
        case .additive: return SDL_BLENDMODE_ADD
        case .none: return SDL_BLENDMODE_NONE
        }
    }
}

/// An image on the renderer.
@MainActor
public final class Texture {
    /// The SDL texture; valid until deinit.
    let handle: OpaquePointer
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    /// Wraps an SDL texture, reading its size.
    init(handle: OpaquePointer) throws {
        self.handle = handle
        var w: Int32 = 0, h: Int32 = 0
        if SDL_QueryTexture(handle, nil, nil, &w, &h) < 0 {
            let error = SDLError.last("SDL_QueryTexture")
            SDL_DestroyTexture(handle)
            throw error
        }
        width = Int(w)
        height = Int(h)
    }

    isolated deinit {
        SDL_DestroyTexture(handle)
    }

    /// Sets how the texture blends.
    public func setBlendMode(_ mode: BlendMode) throws {
        try check(SDL_SetTextureBlendMode(handle, mode.sdl), "SDL_SetTextureBlendMode")
    }

    /// Multiplies the texture's colour and alpha by `color` when drawn.
    public func setModulation(_ color: Color) {
        // Both calls only fail for an invalid texture, which this class cannot hold.
        SDL_SetTextureColorMod(handle, color.red, color.green, color.blue)
        SDL_SetTextureAlphaMod(handle, color.alpha)
    }

    /// Replaces the pixels of `area` with pixels in the texture's format: its top-left one at
    /// `pixels`, each next row `pitch` bytes further.
    public func update(_ area: Rect32, pixels: UnsafeRawPointer, pitch: Int) throws {
        guard area.width > 0, area.height > 0 else { return }
        var rect = area.sdl
        try check(SDL_UpdateTexture(handle, &rect, pixels, Int32(pitch)), "SDL_UpdateTexture")
    }

    /// Runs `body` with the pixels of the whole (streaming) texture to write: the first one and the
    /// bytes from one row to the next. What they hold before is undefined (SDL may hand over fresh
    /// memory); what `body` writes is the texture's once it returns.
    public func withLockedPixels<Result>(_ body: (UnsafeMutableRawPointer, Int) throws -> Result) throws -> Result {
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        try check(SDL_LockTexture(handle, nil, &pixels, &pitch), "SDL_LockTexture")
        defer { SDL_UnlockTexture(handle) }
        guard let pixels else { throw SDLError(call: "SDL_LockTexture", message: "no pixels") }
        return try body(pixels, Int(pitch))
    }

    /// Chooses nearest-pixel (sharp) or linear (smooth) scaling.
    public func setSmoothScaling(_ smooth: Bool) throws {
        try check(SDL_SetTextureScaleMode(handle, smooth ? SDL_ScaleModeLinear : SDL_ScaleModeNearest),
                  "SDL_SetTextureScaleMode")
    }
}
