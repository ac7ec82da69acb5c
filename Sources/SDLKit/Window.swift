import CSDL2

/// A window on screen (or on the dummy driver, headless).
///
/// Fullscreen is desktop fullscreen that also works where no window manager answers SDL's request
/// (a kiosk's bare X server): the window is placed over the whole display as well, and given back its
/// windowed size and place when fullscreen ends.
@MainActor
public final class Window {
    /// The SDL window; valid until deinit.
    let handle: OpaquePointer
    /// The size to go back to when fullscreen ends, in screen coordinates.
    private var windowedSize: (width: Int, height: Int)

    /// Opens a resizable window of `width` × `height` screen pixels, centred, HiDPI-aware; in fullscreen
    /// when `fullscreen`, created over the whole display so that it fills it with or without a window manager.
    public init(title: String, width: Int, height: Int, fullscreen: Bool, resizable: Bool = true) throws {
        var flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        if fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        let centred = worm_windowpos_centered()
        var frame = SDL_Rect(x: centred, y: centred, w: Int32(width), h: Int32(height))
        if fullscreen, let display = Window.displayBounds(index: 0) { frame = display }
        guard let window = SDL_CreateWindow(title, frame.x, frame.y, frame.w, frame.h, flags) else {
            throw SDLError.last("SDL_CreateWindow")
        }
        handle = window
        windowedSize = (width, height)
        SDL_SetWindowMinimumSize(window, 160, 240)
    }

    isolated deinit {
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

    /// Whether the window is in fullscreen: SDL's desktop fullscreen, or the window manager's own (its F11),
    /// which SDL does not flag: the window then covers its whole display.
    public var isFullscreen: Bool { isSDLFullscreen || coversDisplay }

    /// Whether SDL put the window in desktop fullscreen.
    private var isSDLFullscreen: Bool {
        SDL_GetWindowFlags(handle) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue == SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
    }

    /// Whether the window covers the whole of its display, from its top left corner.
    private var coversDisplay: Bool {
        let index = SDL_GetWindowDisplayIndex(handle)
        guard index >= 0, let display = Window.displayBounds(index: index) else { return false }
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(handle, &x, &y)
        return size == (Int(display.w), Int(display.h)) && x == display.x && y == display.y
    }

    /// Switches desktop fullscreen (no display mode change) on or off.
    ///
    /// On, the window is also moved and sized over its display, which is all that happens where no window
    /// manager answers SDL's request; off, it gets back the size it had before, centred.
    public func setFullscreen(_ on: Bool) throws {
        guard on != isFullscreen else { return }
        if on {
            windowedSize = size
            // Placed over the display first: SDL moves a window that is not fullscreen yet right away.
            let index = SDL_GetWindowDisplayIndex(handle)
            if index >= 0, let display = Window.displayBounds(index: index) {
                SDL_SetWindowPosition(handle, display.x, display.y)
                SDL_SetWindowSize(handle, display.w, display.h)
            }
            try check(SDL_SetWindowFullscreen(handle, SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue), "SDL_SetWindowFullscreen")
        } else {
            // A window manager's fullscreen is left through SDL's: taken first, so that leaving it asks the window
            // manager to end its own too.
            if !isSDLFullscreen {
                try check(SDL_SetWindowFullscreen(handle, SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue), "SDL_SetWindowFullscreen")
            }
            try check(SDL_SetWindowFullscreen(handle, 0), "SDL_SetWindowFullscreen")
            SDL_SetWindowSize(handle, Int32(windowedSize.width), Int32(windowedSize.height))
            SDL_SetWindowPosition(handle, worm_windowpos_centered(), worm_windowpos_centered())
        }
    }

    /// Shows or hides the mouse cursor while it is over the window.
    public static func showCursor(_ shown: Bool) throws {
        try check(SDL_ShowCursor(shown ? SDL_ENABLE : SDL_DISABLE), "SDL_ShowCursor")
    }

    /// The bounds of display `index` in screen coordinates, if SDL knows them.
    private static func displayBounds(index: Int32) -> SDL_Rect? {
        var rect = SDL_Rect()
        guard SDL_GetDisplayBounds(index, &rect) == 0, rect.w > 0, rect.h > 0 else { return nil }
        return rect
    }
}
