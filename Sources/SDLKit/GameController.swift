import CSDL2

/// An open game controller (SDL's game controller API: any pad its database, or `SDL_GAMECONTROLLERCONFIG`, maps
/// onto the standard layout): its name, its rumble and its motion sensors.
@MainActor
public final class GameController {
    /// The SDL controller; valid until deinit.
    private let handle: OpaquePointer
    /// SDL's instance id: the `which` of this pad's events from now until it is unplugged.
    public let instanceID: Int32
    /// The pad's name, as SDL's database or the pad itself gives it.
    public let name: String
    /// Whether SDL can rumble the pad.
    public let hasRumble: Bool
    /// The motion sensors SDL reads on the pad.
    public let sensors: [PadSensor]

    /// Opens the controller SDL numbers `device` (the `which` of its "added" event).
    public init(device: Int32) throws {
        guard let controller = SDL_GameControllerOpen(device) else { throw SDLError.last("SDL_GameControllerOpen") }
        handle = controller
        guard let joystick = SDL_GameControllerGetJoystick(controller) else {
            SDL_GameControllerClose(controller)
            throw SDLError.last("SDL_GameControllerGetJoystick")
        }
        let id = SDL_JoystickInstanceID(joystick)
        guard id >= 0 else {
            SDL_GameControllerClose(controller)
            throw SDLError.last("SDL_JoystickInstanceID")
        }
        instanceID = id
        name = SDL_GameControllerName(controller).map { String(cString: $0) } ?? "Game controller"
        hasRumble = SDL_GameControllerHasRumble(controller) == SDL_TRUE
        sensors = PadSensor.allCases.filter { SDL_GameControllerHasSensor(controller, $0.sdl) == SDL_TRUE }
    }

    deinit {
        MainActor.assumeIsolated { SDL_GameControllerClose(handle) }
    }

    /// Whether the device SDL numbers `device` is a virtual pad (an input script's), not a real one.
    public static func isVirtual(device: Int32) -> Bool {
        SDL_JoystickIsVirtual(device) == SDL_TRUE
    }

    /// Turns the reports of `sensor` on or off (`SDL_CONTROLLERSENSORUPDATE` events).
    public func setSensor(_ sensor: PadSensor, enabled: Bool) throws {
        try check(SDL_GameControllerSetSensorEnabled(handle, sensor.sdl, enabled ? SDL_TRUE : SDL_FALSE),
                  "SDL_GameControllerSetSensorEnabled")
    }

    /// Rumbles both motors at `strength` (0…1) for `milliseconds`.
    public func rumble(strength: Double, milliseconds: Int) throws {
        let level = UInt16((min(max(strength, 0), 1) * 65535).rounded())
        try check(SDL_GameControllerRumble(handle, level, level, UInt32(max(0, milliseconds))), "SDL_GameControllerRumble")
    }
}

/// Pads that exist only in SDL (`SDL_JoystickAttachVirtualEx`): a script's pads, which SDL reports and maps like any
/// plugged-in pad, so the game reads them through the same events. A button or axis is set on the joystick input that
/// SDL's mapping for the pad binds to it, so the mapping in force (SDL's own, or `SDL_GAMECONTROLLERCONFIG`'s) is
/// the one a real pad would go through.
@MainActor
public final class VirtualPad {
    /// The open joystick, whose state is set.
    private let joystick: OpaquePointer
    /// The controller view of it, for its mapping's bindings.
    private let controller: OpaquePointer
    /// The D-pad directions held, as the bits of a hat.
    private var hats: [Int32: UInt8] = [:]

    /// Attaches a pad called `name`, with rumble when `rumble`.
    public init(name: String, rumble: Bool) throws {
        let index = worm_attach_virtual_pad(name, rumble ? 1 : 0)
        guard index >= 0 else { throw SDLError.last("SDL_JoystickAttachVirtualEx") }
        guard let joystick = SDL_JoystickOpen(index) else {
            let error = SDLError.last("SDL_JoystickOpen")
            SDL_JoystickDetachVirtual(index)
            throw error
        }
        guard let controller = SDL_GameControllerOpen(index) else {
            let error = SDLError.last("SDL_GameControllerOpen")
            SDL_JoystickClose(joystick)
            SDL_JoystickDetachVirtual(index)
            throw error
        }
        self.joystick = joystick
        self.controller = controller
        // A virtual axis starts at 0, the middle of a trigger's travel: the triggers start released.
        try set(.leftTrigger, value: 0)
        try set(.rightTrigger, value: 0)
    }

    deinit {
        MainActor.assumeIsolated {
            SDL_GameControllerClose(controller)
            SDL_JoystickClose(joystick)
        }
    }

    /// Presses (`down`) or releases `button`, on the input the pad's mapping binds it to.
    public func set(_ button: PadButton, down: Bool) throws {
        let bind = SDL_GameControllerGetBindForButton(controller, button.sdl)
        switch bind.bindType {
        case SDL_CONTROLLER_BINDTYPE_BUTTON:
            try check(SDL_JoystickSetVirtualButton(joystick, bind.value.button, down ? 1 : 0), "SDL_JoystickSetVirtualButton")
        case SDL_CONTROLLER_BINDTYPE_HAT:
            let bit = UInt8(truncatingIfNeeded: bind.value.hat.hat_mask)
            let held = hats[bind.value.hat.hat, default: 0]
            let now = down ? held | bit : held & ~bit
            hats[bind.value.hat.hat] = now
            try check(SDL_JoystickSetVirtualHat(joystick, bind.value.hat.hat, now), "SDL_JoystickSetVirtualHat")
        case SDL_CONTROLLER_BINDTYPE_AXIS:
            try check(SDL_JoystickSetVirtualAxis(joystick, bind.value.axis, down ? 32767 : 0), "SDL_JoystickSetVirtualAxis")
        default:
            throw SDLError(call: "SDL_GameControllerGetBindForButton", message: "the pad's mapping has no \(button.rawValue)")
        }
    }

    /// Moves `axis` to `value` (−32768…32767), on the joystick axis the pad's mapping binds it to.
    public func set(_ axis: PadAxis, value: Int) throws {
        let bind = SDL_GameControllerGetBindForAxis(controller, axis.sdl)
        guard bind.bindType == SDL_CONTROLLER_BINDTYPE_AXIS else {
            throw SDLError(call: "SDL_GameControllerGetBindForAxis", message: "the pad's mapping has no \(axis.rawValue) axis")
        }
        // A trigger's 0…32767 is the whole of its joystick axis's −32768…32767.
        let isTrigger = axis == .leftTrigger || axis == .rightTrigger
        let raw = isTrigger ? Int((Double(min(max(value, 0), 32767)) / 32767 * 65535).rounded()) - 32768 : value
        try check(SDL_JoystickSetVirtualAxis(joystick, bind.value.axis, Int16(clamping: raw)), "SDL_JoystickSetVirtualAxis")
    }

    /// Unplugs the pad: SDL reports it removed.
    public func detach() throws {
        let instance = SDL_JoystickInstanceID(joystick)
        guard let index = (0..<max(0, SDL_NumJoysticks())).first(where: { SDL_JoystickGetDeviceInstanceID($0) == instance }) else {
            throw SDLError(call: "SDL_JoystickDetachVirtual", message: "the pad is not attached")
        }
        try check(SDL_JoystickDetachVirtual(index), "SDL_JoystickDetachVirtual")
    }

    /// The joystick's instance id, as the pad's events name it.
    public var instanceID: Int32 { SDL_JoystickInstanceID(joystick) }

    /// How many rumble requests SDL passed to virtual pads so far in this process.
    public static var rumbleRequests: Int { Int(worm_virtual_rumble_count()) }
}
