import CSDL2

extension PadButton {
    /// SDL's number for the button.
    var sdl: SDL_GameControllerButton { SDL_GameControllerGetButtonFromString(rawValue) }

    /// The button SDL numbers `value`, if the game knows it.
    init?(sdl value: UInt8) {
        guard let name = SDL_GameControllerGetStringForButton(SDL_GameControllerButton(Int32(value))) else { return nil }
        self.init(rawValue: String(cString: name))
    }
}

extension PadAxis {
    /// SDL's number for the axis.
    var sdl: SDL_GameControllerAxis { SDL_GameControllerGetAxisFromString(rawValue) }

    /// The axis SDL numbers `value`, if the game knows it.
    init?(sdl value: UInt8) {
        guard let name = SDL_GameControllerGetStringForAxis(SDL_GameControllerAxis(Int32(value))) else { return nil }
        self.init(rawValue: String(cString: name))
    }
}

extension PadSensor {
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
