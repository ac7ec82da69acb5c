import CSDL2

/// SDL's lifetime: initialisation of the subsystems, hints, and the high-resolution clock.
@MainActor
public enum Platform {
    /// Initialises video and events, with the `dummy` drivers when `headless`; with `audio`, also tries
    /// the audio subsystem, apart: its failure (no device, `SDL_AUDIODRIVER=none`) never stops the start,
    /// and `Mixer` reports it when it opens.
    ///
    /// The dummy drivers are Quake's `vid_null`: the same program, no window and no sound device.
    public static func start(headless: Bool, audio: Bool) throws {
        if headless {
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy")
            SDL_SetHint(SDL_HINT_AUDIODRIVER, "dummy")
        }
        // Touches are read as fingers; mouse events made up from them would count twice (R9).
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        // Pausing on focus loss is the game's job; stay in fullscreen when focus goes.
        SDL_SetHint(SDL_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS, "0")
        // Pads are read whether or not the window has focus: a kiosk's bare X server may never give it, and the
        // dummy driver's window never has it.
        SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
        try check(SDL_Init(UInt32(SDL_INIT_VIDEO) | UInt32(SDL_INIT_EVENTS)), "SDL_Init")
        if audio { _ = SDL_InitSubSystem(UInt32(SDL_INIT_AUDIO)) }
        // Headless, pads start only for a script that has some (`startPads`): SDL's scan of the machine's devices
        // would slow every run for pads it never reads.
        if !headless { try startPads() }
        let imageFlags = Int32(IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue)
        if IMG_Init(imageFlags) & imageFlags == 0 {
            throw SDLError.last("IMG_Init")
        }
    }

    /// Starts SDL's game controllers (R80): its database of pads, and `SDL_GAMECONTROLLERCONFIG`'s, which SDL reads
    /// itself. Starting them again does nothing more.
    public static func startPads() throws {
        guard SDL_WasInit(UInt32(SDL_INIT_GAMECONTROLLER)) == 0 else { return }
        try check(SDL_InitSubSystem(UInt32(SDL_INIT_GAMECONTROLLER)), "SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER)")
    }

    /// The name of the video driver SDL chose ("x11", "wayland", "offscreen", "dummy"…), once started.
    public static var videoDriver: String? {
        SDL_GetCurrentVideoDriver().map { String(cString: $0) }
    }

    /// Asks SDL for a particular render driver ("software", "opengl", …) for the renderers made after this.
    public static func preferRenderDriver(_ name: String) {
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, name)
    }

    /// Shuts SDL down.
    public static func stop() {
        IMG_Quit()
        SDL_Quit()
    }

    /// Seconds on SDL's high-resolution clock (for the windowed loop only; the game is given its time).
    public static func seconds() -> Double {
        Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
    }

    /// Sleeps the calling thread for `milliseconds`.
    public static func sleep(milliseconds: UInt32) {
        SDL_Delay(milliseconds)
    }

    /// The usable area of the largest display (by area), in screen pixels; nil where no real display is known
    /// (SDL's dummy and offscreen drivers, or no display answering).
    public static func largestUsableDisplaySize() -> (width: Int, height: Int)? {
        if let driver = videoDriver, ["dummy", "offscreen"].contains(driver) { return nil }
        var largest: (width: Int, height: Int)?
        for index in 0..<max(0, SDL_GetNumVideoDisplays()) {
            var rect = SDL_Rect()
            guard SDL_GetDisplayUsableBounds(index, &rect) == 0, rect.w > 0, rect.h > 0 else { continue }
            if Int(rect.w) * Int(rect.h) > (largest.map { $0.width * $0.height } ?? 0) { largest = (Int(rect.w), Int(rect.h)) }
        }
        return largest
    }

    /// The usable area of the primary display, in screen pixels, if SDL knows it.
    public static func usableDisplaySize() -> (width: Int, height: Int)? {
        var rect = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &rect) == 0, rect.w > 0, rect.h > 0 else { return nil }
        return (Int(rect.w), Int(rect.h))
    }
}
