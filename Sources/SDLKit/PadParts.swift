import CSDL2

/// A pad's button, by SDL's game controller name (`SDL_GameControllerGetStringForButton`).
public enum PadButton: String, CaseIterable, Sendable {
    case a, b, x, y, back, guide, start
    case leftStick = "leftstick", rightStick = "rightstick"
    case leftShoulder = "leftshoulder", rightShoulder = "rightshoulder"
    case dpadUp = "dpup", dpadDown = "dpdown", dpadLeft = "dpleft", dpadRight = "dpright"
    case misc1, paddle1, paddle2, paddle3, paddle4, touchpad

    /// SDL's number for the button.
    var sdl: SDL_GameControllerButton { SDL_GameControllerGetButtonFromString(rawValue) }

    /// The button SDL numbers `value`, if the game knows it.
    init?(sdl value: UInt8) {
        guard let name = SDL_GameControllerGetStringForButton(SDL_GameControllerButton(Int32(value))) else { return nil }
        self.init(rawValue: String(cString: name))
    }
}

/// A pad's axis, by SDL's game controller name: sticks −32768…32767, triggers 0…32767.
public enum PadAxis: String, CaseIterable, Sendable {
    case leftX = "leftx", leftY = "lefty", rightX = "rightx", rightY = "righty"
    case leftTrigger = "lefttrigger", rightTrigger = "righttrigger"

    /// SDL's number for the axis.
    var sdl: SDL_GameControllerAxis { SDL_GameControllerGetAxisFromString(rawValue) }

    /// The axis SDL numbers `value`, if the game knows it.
    init?(sdl value: UInt8) {
        guard let name = SDL_GameControllerGetStringForAxis(SDL_GameControllerAxis(Int32(value))) else { return nil }
        self.init(rawValue: String(cString: name))
    }
}

/// A pad's motion sensor, as the event log and input scripts name it.
public enum PadSensor: String, CaseIterable, Sendable {
    /// The gyroscope: rad/s about x, y and z.
    case gyro
    /// The accelerometer: m/s² along x, y and z (gravity included).
    case accel

    /// SDL's sensor type.
    var sdl: SDL_SensorType { self == .gyro ? SDL_SENSOR_GYRO : SDL_SENSOR_ACCEL }

    /// The sensor of SDL's `type`, if it is one of the two a pad has.
    init?(sdl type: Int32) {
        switch type {
        case SDL_SENSOR_GYRO.rawValue: self = .gyro
        case SDL_SENSOR_ACCEL.rawValue: self = .accel
        default: return nil
        }
    }
}
