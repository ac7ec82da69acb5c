import CSDL2

/// An input or window event, translated from SDL's union into a Swift value.
public enum Event: Equatable, Sendable {
    /// The window's close button, or the system asking the program to end.
    case quit
    /// A left mouse press at window coordinates (`x`, `y`); `fromTouch` when SDL made it up from a finger.
    case mousePress(x: Double, y: Double, fromTouch: Bool)
    /// The left mouse button let go at window coordinates (`x`, `y`); `fromTouch` when SDL made it up from a finger.
    case mouseRelease(x: Double, y: Double, fromTouch: Bool)
    /// The mouse moved over the window; `fromTouch` when SDL made it up from a finger.
    case mouseMotion(x: Double, y: Double, fromTouch: Bool)
    /// A finger touching down at (`x`, `y`), each 0…1 across the window.
    case fingerDown(x: Double, y: Double, finger: Int64)
    /// A finger lifting at (`x`, `y`), each 0…1 across the window.
    case fingerUp(x: Double, y: Double, finger: Int64)
    /// A key press: SDL's key name (as `SDL_GetKeyName` gives it) and whether Shift, Ctrl or Alt were held;
    /// `scancode` names the key's place on the keyboard (`SDL_GetScancodeName`: its US label, whatever the layout).
    case key(name: String, shift: Bool, control: Bool, alt: Bool, isRepeat: Bool, scancode: String = "")
    /// A key let go: SDL's key name and its place, as for `key`.
    case keyRelease(name: String, scancode: String = "")
    /// The window lost keyboard focus.
    case focusLost
    /// The window was minimized.
    case minimized
    /// The pointer came over the window (it opened under it, or the mouse crossed its edge): SDL follows this with
    /// a motion to where the pointer rests, which is not a move of the player's.
    case pointerEntered
    /// The window's size changed.
    case resized
    /// The window was shown, exposed or restored: its contents must be drawn again.
    case exposed
    /// Text typed while text input is on (`TextInput.start`), as UTF-8: a letter, an accented letter from a
    /// dead key or an input method, several characters at once.
    case text(String)
    /// A game controller was plugged in (or was there at the start): SDL's device index, to open it with.
    case padAdded(device: Int32)
    /// The pad with SDL's instance id `instance` was unplugged.
    case padRemoved(instance: Int32)
    /// A pad's mapping changed (`SDL_GameControllerAddMapping`, `SDL_GAMECONTROLLERCONFIG`).
    case padRemapped(instance: Int32)
    /// A pad's button went down or up.
    case padButton(instance: Int32, button: PadButton, down: Bool)
    /// A pad's axis moved to `value` (sticks −32768…32767, triggers 0…32767).
    case padAxis(instance: Int32, axis: PadAxis, value: Int)
    /// A pad's motion sensor reported x, y and z (rad/s for the gyroscope, m/s² for the accelerometer).
    case padSensor(instance: Int32, sensor: PadSensor, values: [Double])
    /// Anything the game does not use.
    case other
}

/// SDL's event queue.
@MainActor
public enum EventQueue {
    /// Takes the next event, if any, without waiting.
    public static func poll() -> Event? {
        var event = SDL_Event()
        guard SDL_PollEvent(&event) == 1 else { return nil }
        return translate(event)
    }

    /// Takes the next event of a joystick or game controller, if any, leaving every other event in the queue: a
    /// script's virtual pads are read at the very step they change, whatever else waits for the window.
    public static func pollPad() -> Event? {
        var event = SDL_Event()
        SDL_PumpEvents()
        guard SDL_PeepEvents(&event, 1, SDL_GETEVENT, SDL_JOYAXISMOTION.rawValue, SDL_CONTROLLERSENSORUPDATE.rawValue) == 1 else {
            return nil
        }
        return translate(event)
    }

    /// Waits until an event arrives or `milliseconds` pass, leaving the event in the queue: an idle loop
    /// sleeps here, and wakes at once for a press.
    public static func wait(milliseconds: Int32) {
        _ = SDL_WaitEventTimeout(nil, milliseconds)
    }

    /// Turns SDL's event union into an `Event`.
    static func translate(_ event: SDL_Event) -> Event {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_MOUSEBUTTONDOWN where event.button.button == worm_button_left():
            return .mousePress(x: Double(event.button.x), y: Double(event.button.y),
                               fromTouch: event.button.which == worm_touch_mouse_id())
        case SDL_MOUSEBUTTONUP where event.button.button == worm_button_left():
            return .mouseRelease(x: Double(event.button.x), y: Double(event.button.y),
                                 fromTouch: event.button.which == worm_touch_mouse_id())
        case SDL_MOUSEMOTION:
            return .mouseMotion(x: Double(event.motion.x), y: Double(event.motion.y),
                                fromTouch: event.motion.which == worm_touch_mouse_id())
        case SDL_FINGERDOWN:
            return .fingerDown(x: Double(event.tfinger.x), y: Double(event.tfinger.y),
                               finger: Int64(event.tfinger.fingerId))
        case SDL_FINGERUP:
            return .fingerUp(x: Double(event.tfinger.x), y: Double(event.tfinger.y), finger: Int64(event.tfinger.fingerId))
        case SDL_KEYDOWN:
            let modifiers = UInt32(event.key.keysym.mod)
            let name = String(cString: SDL_GetKeyName(event.key.keysym.sym))
            return .key(name: name,
                        shift: modifiers & UInt32(KMOD_SHIFT.rawValue) != 0,
                        control: modifiers & UInt32(KMOD_CTRL.rawValue) != 0,
                        alt: modifiers & UInt32(KMOD_ALT.rawValue) != 0,
                        isRepeat: event.key.repeat != 0,
                        scancode: String(cString: SDL_GetScancodeName(event.key.keysym.scancode)))
        case SDL_KEYUP:
            return .keyRelease(name: String(cString: SDL_GetKeyName(event.key.keysym.sym)),
                               scancode: String(cString: SDL_GetScancodeName(event.key.keysym.scancode)))
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            return .text(text)
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_FOCUS_LOST: return .focusLost
            case SDL_WINDOWEVENT_MINIMIZED: return .minimized
            case SDL_WINDOWEVENT_ENTER: return .pointerEntered
            case SDL_WINDOWEVENT_SIZE_CHANGED: return .resized
            case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_MAXIMIZED:
                return .exposed
            default: return .other
            }
        case SDL_CONTROLLERDEVICEADDED:
            return .padAdded(device: event.cdevice.which)
        case SDL_CONTROLLERDEVICEREMOVED:
            return .padRemoved(instance: event.cdevice.which)
        case SDL_CONTROLLERDEVICEREMAPPED:
            return .padRemapped(instance: event.cdevice.which)
        case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP:
            guard let button = PadButton(sdl: event.cbutton.button) else { return .other }
            return .padButton(instance: event.cbutton.which, button: button, down: event.cbutton.state == UInt8(SDL_PRESSED))
        case SDL_CONTROLLERAXISMOTION:
            guard let axis = PadAxis(sdl: event.caxis.axis) else { return .other }
            return .padAxis(instance: event.caxis.which, axis: axis, value: Int(event.caxis.value))
        case SDL_CONTROLLERSENSORUPDATE:
            guard let sensor = PadSensor(sdl: event.csensor.sensor) else { return .other }
            let data = event.csensor.data
            return .padSensor(instance: event.csensor.which, sensor: sensor, values: [Double(data.0), Double(data.1), Double(data.2)])
        default:
            return .other
        }
    }

    /// Pushes a motion sensor's report for the pad `instance`, as SDL sends it for a pad whose sensor is on: SDL's
    /// virtual pads have no sensors, so a script's motion enters the queue this way.
    public static func pushSensor(instance: Int32, sensor: PadSensor, values: [Double]) throws {
        var event = SDL_Event()
        event.csensor.type = SDL_CONTROLLERSENSORUPDATE.rawValue
        event.csensor.which = instance
        event.csensor.sensor = sensor.sdl.rawValue
        let v = values.map(Float.init) + [0, 0, 0]
        event.csensor.data = (v[0], v[1], v[2])
        try push(&event, "SDL_PushEvent(sensor)")
    }

    /// Pushes a left mouse press at window coordinates, as a mouse or as a touch-made mouse event.
    public static func pushMousePress(x: Int, y: Int, fromTouch: Bool, window: Window) throws {
        try pushMouseButton(SDL_MOUSEBUTTONDOWN, x: x, y: y, fromTouch: fromTouch, window: window)
    }

    /// Pushes a left mouse button let go at window coordinates (not made up from a touch).
    public static func pushMouseRelease(x: Int, y: Int, window: Window) throws {
        try pushMouseButton(SDL_MOUSEBUTTONUP, x: x, y: y, fromTouch: false, window: window)
    }

    /// Pushes the left button going `type` (down or up) at window coordinates.
    private static func pushMouseButton(_ type: SDL_EventType, x: Int, y: Int, fromTouch: Bool, window: Window) throws {
        var event = SDL_Event()
        event.button.type = type.rawValue
        event.button.windowID = window.id
        event.button.which = fromTouch ? worm_touch_mouse_id() : 0
        event.button.button = worm_button_left()
        event.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
        event.button.clicks = 1
        event.button.x = Int32(x)
        event.button.y = Int32(y)
        try push(&event, "SDL_PushEvent(mouse)")
    }

    /// Pushes a finger touching down at (`x`, `y`), each 0…1 across the window.
    public static func pushFingerDown(x: Double, y: Double, finger: Int64, window: Window) throws {
        var event = SDL_Event()
        event.tfinger.type = SDL_FINGERDOWN.rawValue
        event.tfinger.touchId = 1
        event.tfinger.fingerId = finger
        event.tfinger.x = Float(x)
        event.tfinger.y = Float(y)
        event.tfinger.pressure = 1
        event.tfinger.windowID = window.id
        try push(&event, "SDL_PushEvent(finger)")
    }

    /// Pushes a key press of the key SDL calls `name` (`SDL_GetKeyFromName`), with Ctrl or Alt held, as the
    /// keyboard would (tests of what a key does in a window).
    public static func pushKey(named name: String, control: Bool = false, alt: Bool = false, window: Window) throws {
        var event = SDL_Event()
        event.key.type = SDL_KEYDOWN.rawValue
        event.key.windowID = window.id
        event.key.state = UInt8(SDL_PRESSED)
        event.key.keysym.sym = SDL_GetKeyFromName(name)
        guard event.key.keysym.sym != SDLK_UNKNOWN.rawValue else { throw SDLError.last("SDL_GetKeyFromName(\(name))") }
        event.key.keysym.mod = UInt16((control ? KMOD_LCTRL.rawValue : 0) | (alt ? KMOD_LALT.rawValue : 0))
        try push(&event, "SDL_PushEvent(key)")
    }

    /// Pushes one event, turning a refusal into an error.
    private static func push(_ event: inout SDL_Event, _ call: String) throws {
        if SDL_PushEvent(&event) != 1 { throw SDLError.last(call) }
    }

    /// Drops every queued event.
    public static func flush() {
        SDL_PumpEvents()
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
    }
}
