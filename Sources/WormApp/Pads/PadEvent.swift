import SDLKit

/// What a game controller did, numbered by the game (R80): the first pad plugged in is pad 0, the next free number
/// goes to the next. A window's SDL events and an input script's `pad_*` lines both become these, through SDL.
enum PadEvent: Equatable, Sendable {
    /// A pad was plugged in (or was there at the start): its name, whether it rumbles, its motion sensors.
    case added(pad: Int, name: String, rumble: Bool, sensors: [PadSensor])
    /// A pad was unplugged.
    case removed(pad: Int, name: String)
    /// A button went down or up.
    case button(pad: Int, PadButton, down: Bool)
    /// An axis moved: sticks −32768…32767, triggers 0…32767.
    case axis(pad: Int, PadAxis, value: Int)
    /// A motion sensor reported x, y and z (rad/s for `gyro`, m/s² for `accel`).
    case motion(pad: Int, PadSensor, values: [Double])
}

extension PadEvent {
    /// An axis's value as a reading of −1…1.
    static func reading(_ value: Int) -> Double { max(-1, Double(value) / 32767) }

    /// Whether a player did this (a button, a stick pushed past its dead zone), rather than the pad itself:
    /// what keeps a kiosk from its idle reset (R71). A resting pad's sensors and a stick's drift do not.
    var isPlayers: Bool {
        switch self {
        case .button: return true
        case .axis(_, _, let value): return abs(PadEvent.reading(value)) > PadCursor.deadZone
        case .added, .removed, .motion: return false
        }
    }
}

/// How a scene takes a pad (R80).
enum PadUse: Equatable, Sendable {
    /// Buttons with a focus: the D-pad or the left stick moves it (with repeat), A chooses, B goes back, Start
    /// chooses too.
    case menu
    /// A round in play: the left stick (and tilt) moves a cursor, A presses at it, B and Start pause.
    case aim
    /// The on-screen keyboard: the cursor as in play, the D-pad moving it a key at a time; A presses at it, X
    /// erases, B goes back, Start is Enter.
    case point
    /// The on-screen keyboard for one player (a party player's name): pad `pad` takes it as `point`, every other pad
    /// is still (its buttons and stick do nothing); nil: no pad moves, the mouse and the keyboard type.
    case keyboard(pad: Int?)

    /// How pad `number` is taken: as `self`, but for `keyboard`, `point` for its pad and nil (still) for the others.
    func of(pad number: Int) -> PadUse? {
        guard case .keyboard(let pad) = self else { return self }
        return pad == number ? .point : nil
    }
}
