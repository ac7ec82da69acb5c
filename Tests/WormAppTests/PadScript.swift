import WormGame
import SDLKit
@testable import WormApp

/// Input-script lines for a virtual pad (R80), for `SceneRun`.
enum PadScript {
    typealias Line = (Int, ScriptLine.Action)

    /// Pad `pad` plugged in at `t`.
    static func added(_ t: Int, pad: Int = 0, name: String = "Test pad", rumble: Bool = true,
                      sensors: [PadSensor] = []) -> Line {
        (t, .pad(.added(pad: pad, name: name, rumble: rumble, sensors: sensors)))
    }

    /// Pad `pad` unplugged at `t`.
    static func removed(_ t: Int, pad: Int = 0) -> Line {
        (t, .pad(.removed(pad: pad)))
    }

    /// `lines` in time order, as a script must be (lines at the same time keep their order).
    static func ordered(_ lines: [Line]) -> [Line] {
        lines.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element)
    }

    /// `button` pressed at `t` and released 20 ms later.
    static func tap(_ t: Int, _ button: PadButton, pad: Int = 0) -> [Line] {
        [(t, .pad(.button(pad: pad, button, down: true))), (t + 20, .pad(.button(pad: pad, button, down: false)))]
    }

    /// `axis` held at `value` from `t` for `steps` steps, then let go.
    static func lean(_ t: Int, _ axis: PadAxis, _ value: Int, steps: Int, pad: Int = 0) -> [Line] {
        [(t, .pad(.axis(pad: pad, axis, value: value))), (t + steps * 4, .pad(.axis(pad: pad, axis, value: 0)))]
    }
}

extension SceneRun {
    /// The events of `type` whose `key` is the number `value`.
    func of(_ type: String, _ key: String, _ value: Int) -> [[String: JSONValue]] {
        of(type).filter { $0.int(key) == value }
    }
}

extension Dictionary where Key == String, Value == JSONValue {
    /// The field at `key` as plain text: a string as it is, a number as a whole number.
    func text(_ key: String) -> String {
        switch self[key] {
        case .string(let text)?: return text
        case .number(let value)?: return "\(Int(value))"
        default: return "?"
        }
    }
}
