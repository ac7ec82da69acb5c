// The names alone, with no SDL call: the input script's parser (and its fuzzer, which builds without SDL) reads
// them; PadParts+SDL.swift gives each SDL's number.

/// A pad's button, by SDL's game controller name (`SDL_GameControllerGetStringForButton`).
public enum PadButton: String, CaseIterable, Sendable {
    case a, b, x, y, back, guide, start
    case leftStick = "leftstick", rightStick = "rightstick"
    case leftShoulder = "leftshoulder", rightShoulder = "rightshoulder"
    case dpadUp = "dpup", dpadDown = "dpdown", dpadLeft = "dpleft", dpadRight = "dpright"
    case misc1, paddle1, paddle2, paddle3, paddle4, touchpad
}

/// A pad's axis, by SDL's game controller name: sticks −32768…32767, triggers 0…32767.
public enum PadAxis: String, CaseIterable, Sendable {
    case leftX = "leftx", leftY = "lefty", rightX = "rightx", rightY = "righty"
    case leftTrigger = "lefttrigger", rightTrigger = "righttrigger"
}

/// A pad's motion sensor, as the event log and input scripts name it.
public enum PadSensor: String, CaseIterable, Sendable {
    /// The gyroscope: rad/s about x, y and z.
    case gyro
    /// The accelerometer: m/s² along x, y and z (gravity included).
    case accel
}
