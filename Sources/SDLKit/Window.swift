import CSDL2

/// A window on screen (or on the dummy driver, headless).
public final class Window {
    /// The SDL window; valid until deinit.
    let handle: OpaquePointer

    /// Opens a resizable window of `width` × `height` screen pixels, centred, HiDPI-aware.
    public init(title: String, width: Int, height: Int, fullscreen: Bool, resizable: Bool = true) throws {
        var flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        if fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        let centred = worm_windowpos_centered()
        guard let window = SDL_CreateWindow(title, centred, centred, Int32(width), Int32(height), flags) else {
            throw SDLError.last("SDL_CreateWindow")
        }
        handle = window
        SDL_SetWindowMinimumSize(window, 160, 240)
    }

    deinit {
        SDL_DestroyWindow(handle)
    }

    /// SDL's id of this window, as events carry it.
    public var id: UInt32 { SDL_GetWindowID(handle) }

    /// The window's size in screen coordinates (the space of mouse events).
    public var size: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(handle, &w, &h)
        return (Int(w), Int(h))
    }

    /// Whether the window is in desktop fullscreen.
    public var isFullscreen: Bool {
        SDL_GetWindowFlags(handle) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue == SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
    }

    /// Switches desktop fullscreen (no display mode change) on or off.
    public func setFullscreen(_ on: Bool) throws {
        try check(SDL_SetWindowFullscreen(handle, on ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0),
                  "SDL_SetWindowFullscreen")
    }
}
