import SDLKit
import WormGame

/// The pads plugged in, as the game steps them (R80): their sticks, buttons and tilt become the inputs a scene
/// already takes (keys for menus, presses at a cursor for play), on the fixed step clock, so a pad's run replays
/// exactly and rules, replays and Versus see nothing new.
struct PadDeck: Equatable, Sendable {
    /// A direction of the D-pad or the stick, for moving a focus.
    enum Direction: Equatable, Sendable {
        case up, down, left, right

        /// The arrow key it stands for.
        var key: Key {
            switch self {
            case .up: return .up
            case .down: return .down
            case .left: return .left
            case .right: return .right
            }
        }
    }

    /// One pad.
    struct Pad: Equatable, Sendable {
        var name: String
        var rumbles: Bool
        var sensors: [PadSensor]
        /// The left stick, −1…1 across and down.
        var stickX = 0.0, stickY = 0.0
        /// D-pad buttons held.
        var dpad: [Direction] = []
        var cursor: PadCursor
        /// Whether the pad has done anything since it was plugged in: its cursor shows, and unplugging it pauses.
        var inPlay = false
        /// The direction held for a menu's focus, and when it next repeats.
        var held: Direction?
        var repeatAtMs = 0
        /// The tutorial's filter over each sensor.
        var accel = TiltFilter(), gyro = TiltFilter()
        /// When Y went down, while it is held and its hold not told yet.
        var yDownAtMs: Int?
    }

    /// How long a held direction waits before it repeats, then how often it does.
    static let repeatDelayMs = 400, repeatEveryMs = 120
    /// How long a button is held for a hold (`PlayerInput.padHeld`): one switch's hold's second (R114).
    static let holdMs = 1_000
    /// How far the stick must lean to move a menu's focus.
    static let menuLean = 0.5
    /// A D-pad step on the on-screen keyboard: one key across or down.
    static let keyStep = (x: Double(OnScreenKeyboard.keyWidth + OnScreenKeyboard.gap),
                          y: Double(OnScreenKeyboard.keyHeight + OnScreenKeyboard.gap))
    /// Gravity, for reading the accelerometer in g.
    static let gravity = 9.80665
    /// How far a tilt must lean, in g along an axis (a sine: 0.5 is 30°), for full speed.
    static let fullTiltG = 0.5
    /// The gyroscope's turn, in rad/s, for full speed.
    static let fullTurn = 2.0
    /// Where each pad's cursor starts: across the middle of the field, above the party lobby's buttons.
    static func home(of pad: Int) -> (x: Double, y: Double) {
        (x: Double([160, 80, 240, 160][pad % 4]), y: Double([240, 280, 280, 290][pad % 4]))
    }

    /// The pads plugged in, by number.
    private(set) var pads: [Int: Pad] = [:]
    /// How the last step's scene took pads: the cursors go to the on-screen keyboard's first key when one opens.
    private var lastUse = PadUse.menu
    /// The centre of the on-screen keyboard's first key, where cursors start on it.
    static let firstKey = (x: Double(OnScreenKeyboard.left + OnScreenKeyboard.keyWidth / 2),
                           y: Double(OnScreenKeyboard.top + OnScreenKeyboard.keyHeight / 2))

    /// The pads, in number order.
    var numbers: [Int] { pads.keys.sorted() }

    /// One step at `runMs`: the pads' events of the step, then the cursors and repeats. Returns the inputs they
    /// make for a scene that takes pads as `use`, with presses stamped `runMs`; `tiltAim` says whether tilting aims.
    mutating func step(_ events: [PadEvent], runMs: Int, use: PadUse, tiltAim: Bool) -> [PlayerInput] {
        var inputs: [PlayerInput] = []
        for number in numbers where use.of(pad: number) == .point && lastUse.of(pad: number) != .point {
            pads[number]?.cursor.move(toX: PadDeck.firstKey.x, y: PadDeck.firstKey.y)
        }
        // Off the keyboard, a cursor goes back home rather than staying on its first key at the far left (issue 30).
        for number in numbers where use.of(pad: number) != .point && lastUse.of(pad: number) == .point {
            let home = PadDeck.home(of: number)
            pads[number]?.cursor.move(toX: home.x, y: home.y)
        }
        lastUse = use
        for event in events { take(event, runMs: runMs, use: use, into: &inputs) }
        for number in numbers {
            guard var pad = pads[number], let use = use.of(pad: number) else { continue }
            if let down = pad.yDownAtMs, runMs - down >= PadDeck.holdMs {
                inputs.append(.padHeld(pad: number, .y))
                pad.yDownAtMs = nil
            }
            switch use {
            case .menu:
                if let key = repeatedDirection(&pad, runMs: runMs) { inputs.append(.key(KeyPress(key.key))) }
            case .point:
                if let key = repeatedDirection(&pad, runMs: runMs, stick: false) { nudge(&pad, key) }
                pad.cursor.step(stickX: PadCursor.response(pad.stickX), stickY: PadCursor.response(pad.stickY))
            case .aim:
                let dpadX = (pad.dpad.contains(.right) ? 1.0 : 0) - (pad.dpad.contains(.left) ? 1.0 : 0)
                let dpadY = (pad.dpad.contains(.down) ? 1.0 : 0) - (pad.dpad.contains(.up) ? 1.0 : 0)
                let tilt = tiltAim ? PadDeck.tilt(of: pad) : (x: 0.0, y: 0.0)
                pad.cursor.step(stickX: PadCursor.response(pad.stickX) + dpadX + tilt.x,
                                stickY: PadCursor.response(pad.stickY) + dpadY + tilt.y)
            case .keyboard:
                break  // never a single pad's use
            }
            pads[number] = pad
        }
        return inputs
    }

    /// The speed tilting gives, −1…1 across and down: the filtered accelerometer (rolling the pad right moves right,
    /// pitching its top away moves up), else the filtered gyroscope's turn; each past the stick's dead zone.
    static func tilt(of pad: Pad) -> (x: Double, y: Double) {
        if pad.sensors.contains(.accel) {
            let g = pad.accel.value.map { $0 / gravity / fullTiltG }
            return (PadCursor.response(max(-1, min(1, g[0]))), PadCursor.response(max(-1, min(1, g[2]))))
        }
        if pad.sensors.contains(.gyro) {
            let turn = pad.gyro.value.map { $0 / fullTurn }
            return (PadCursor.response(max(-1, min(1, -turn[1]))), PadCursor.response(max(-1, min(1, -turn[0]))))
        }
        return (0, 0)
    }

    /// One event of a pad.
    private mutating func take(_ event: PadEvent, runMs: Int, use: PadUse, into inputs: inout [PlayerInput]) {
        switch event {
        case .added(let number, let name, let rumbles, let sensors):
            let home = use.of(pad: number) == .point ? PadDeck.firstKey : PadDeck.home(of: number)
            pads[number] = Pad(name: name, rumbles: rumbles, sensors: sensors, cursor: PadCursor(x: home.x, y: home.y))
        case .removed(let number, _):
            guard let pad = pads.removeValue(forKey: number) else { return }
            // A round pauses; the party lobby gives up the place, naming or not.
            if pad.inPlay && use != .menu && use != .point { inputs.append(.padUnplugged(pad: number)) }
        case .axis(let number, let axis, let value):
            guard var pad = pads[number] else { return }
            let reading = PadEvent.reading(value)
            switch axis {
            case .leftX: pad.stickX = reading
            case .leftY: pad.stickY = reading
            default: return
            }
            if abs(reading) > PadCursor.deadZone { pad.inPlay = true }
            pads[number] = pad
        case .motion(let number, let sensor, let values):
            guard var pad = pads[number] else { return }
            if sensor == .accel { pad.accel.take(values) } else { pad.gyro.take(values) }
            pads[number] = pad
        case .button(let number, let button, let down):
            guard var pad = pads[number] else { return }
            pad.inPlay = true
            if button == .y { pad.yDownAtMs = down ? runMs : nil }
            if let direction = PadDeck.direction(of: button) {
                pad.dpad.removeAll { $0 == direction }
                if down { pad.dpad.append(direction) }
            } else if down, let use = use.of(pad: number),  // a still pad's buttons do nothing
                      let input = PadDeck.input(for: button, pad: number, at: pad.cursor, runMs: runMs, use: use) {
                inputs.append(input)
            } else if !down, button == .a, let use = use.of(pad: number) {
                inputs.append(use == .menu ? .keyUp(KeyPress(.enter)) : .lifted)  // the one switch let go (R114)
            }
            pads[number] = pad
        }
    }

    /// What a button other than the D-pad's does in a scene that takes pads as `use`.
    static func input(for button: PadButton, pad: Int, at cursor: PadCursor, runMs: Int, use: PadUse) -> PlayerInput? {
        switch (button, use) {
        case (.a, .menu): return .key(KeyPress(.enter))
        case (.a, _): return .press(Press(timeMs: runMs, x: cursor.x, y: cursor.y, source: .pad, pad: pad))
        case (.b, _): return .key(KeyPress(.escape))
        case (.start, .aim): return .key(KeyPress(name: KeyPress.pauseKeyName))  // pauses whatever key P became (R116)
        case (.start, _): return .key(KeyPress(.enter))
        case (.x, .point): return .key(KeyPress(.backspace))
        case (.y, _): return .padButton(pad: pad, .y)
        default: return nil
        }
    }

    /// The D-pad's direction of `button`, if it is one of its four.
    static func direction(of button: PadButton) -> Direction? {
        switch button {
        case .dpadUp: return .up
        case .dpadDown: return .down
        case .dpadLeft: return .left
        case .dpadRight: return .right
        default: return nil
        }
    }

    /// The direction a pad holds for a focus (the D-pad's latest, else the stick's, leaning past `menuLean`), when it
    /// is due: at once when it starts, then after `repeatDelayMs`, then every `repeatEveryMs`.
    private func heldDirection(_ pad: Pad, stick: Bool) -> Direction? {
        if let last = pad.dpad.last { return last }
        guard stick, max(abs(pad.stickX), abs(pad.stickY)) > PadDeck.menuLean else { return nil }
        if abs(pad.stickX) > abs(pad.stickY) { return pad.stickX > 0 ? .right : .left }
        return pad.stickY > 0 ? .down : .up
    }

    /// The held direction's move due at `runMs`, if any.
    private func repeatedDirection(_ pad: inout Pad, runMs: Int, stick: Bool = true) -> Direction? {
        guard let direction = heldDirection(pad, stick: stick) else {
            pad.held = nil
            return nil
        }
        if pad.held != direction {
            pad.held = direction
            pad.repeatAtMs = runMs + PadDeck.repeatDelayMs
            return direction
        }
        guard runMs >= pad.repeatAtMs else { return nil }
        pad.repeatAtMs = runMs + PadDeck.repeatEveryMs
        return direction
    }

    /// Moves a cursor a key of the on-screen keyboard in `direction`.
    private func nudge(_ pad: inout Pad, _ direction: Direction) {
        let (dx, dy): (Double, Double)
        switch direction {
        case .up: (dx, dy) = (0, -PadDeck.keyStep.y)
        case .down: (dx, dy) = (0, PadDeck.keyStep.y)
        case .left: (dx, dy) = (-PadDeck.keyStep.x, 0)
        case .right: (dx, dy) = (PadDeck.keyStep.x, 0)
        }
        pad.cursor.move(toX: pad.cursor.x + dx, y: pad.cursor.y + dy)
    }

    /// The cursors to draw while pads play (`use` aim or point): each pad that has been used.
    func cursors() -> [(pad: Int, x: Double, y: Double)] {
        numbers.compactMap { number in
            guard let pad = pads[number], pad.inPlay else { return nil }
            return (number, pad.cursor.x, pad.cursor.y)
        }
    }
}
