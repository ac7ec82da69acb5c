import WormGame

#if canImport(SDLKit)
import SDLKit  // the pads' names; the fuzzer builds this file with SDLKit's PadParts.swift instead
#endif

/// How many pads a script may plug in at once (R80's party: four pads and the mouse).
public enum PadLimits {
    public static let pads = 4
}

/// One line of an input script (HEADLESS.md, "Input script").
public struct ScriptLine: Equatable, Sendable {
    /// What the line feeds the game.
    public enum Action: Equatable, Sendable {
        case press(x: Double, y: Double)
        case touch(x: Double, y: Double, finger: Int)
        /// The mouse pointer moved to (`x`, `y`) (R115: a menu's focus follows it).
        case hover(x: Double, y: Double)
        /// A key, by SDL's name, lower-cased; `scancode`, when the line gives one, is where it sits (SDL's scan code
        /// name, lower-cased: `q` for an AZERTY keyboard's `a`).
        case key(String, scancode: String? = nil)
        /// The window gained (`true`) or lost (`false`) keyboard focus.
        case focus(Bool)
        /// The window was minimized.
        case minimize
        /// The window was resized to `width` × `height` screen pixels.
        case resize(width: Int, height: Int)
        case quit
        /// Text typed on a keyboard (SDL text input), as UTF-8.
        case text(String)
        /// A finger that touched (`x`, `y`), moved by (`dx`, `dy`) and lifted `ms` later, at the line's time.
        case gesture(x: Double, y: Double, dx: Double, dy: Double, ms: Int)
        /// A virtual pad's line (R80): plugged in, unplugged, a button, an axis, a sensor.
        case pad(PadLine)
    }

    /// What a `pad_*` line does to the script's pad `pad`.
    public enum PadLine: Equatable, Sendable {
        case added(pad: Int, name: String, rumble: Bool, sensors: [PadSensor])
        case removed(pad: Int)
        case button(pad: Int, PadButton, down: Bool)
        case axis(pad: Int, PadAxis, value: Int)
        case motion(pad: Int, PadSensor, values: [Double])
    }

    /// Simulated ms since the game started.
    public var timeMs: Int
    /// What happens then.
    public var action: Action
    /// 1-based line number in the file, for messages.
    public var lineNumber: Int
    /// How long a `key` or `press` line's key or button is held before it is let go, in ms (`"ms"`; 0: at once).
    public var heldMs = 0
}

/// Reads input scripts: JSON Lines of presses, touches, keys and quit.
public enum InputScript {
    /// Parses a whole script. `isKnownKey` says whether a key name is SDL's.
    /// Throws `UsageError` naming the `flag` that gave it, `fileName` and the line number of the first bad line.
    public static func parse(_ text: String, fileName: String, flag: String = "--input",
                             isKnownKey: (String) -> Bool) throws -> [ScriptLine] {
        var lines: [ScriptLine] = []
        var lastTime = 0
        var number = 0
        /// The script's pads plugged in at this line.
        var padsIn: Set<Int> = []
        // Split at LF by scalars: "\r\n" is one Character, and CRLF scripts (saved on Windows) must read too.
        for rawLine in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = Substring(rawLine).trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("#") { continue }
            func fail(_ why: String) -> UsageError {
                UsageError("\(flag): \(fileName): line \(number): \(why)")
            }
            let members: [String: JSONValue]
            do {
                guard let object = try JSONValue.parse(line).object else { throw fail("not a JSON object") }
                members = object
            } catch let error as JSONError {
                throw fail("not valid JSON (\(error))")
            }
            func integer(_ key: String) throws -> Int {
                guard case .number(let value)? = members[key] else {
                    throw fail(members[key] == nil ? "missing \"\(key)\"" : "\"\(key)\" is not a number")
                }
                guard value == value.rounded(), abs(value) < 1e12 else { throw fail("\"\(key)\" is not a whole number") }
                return Int(value)
            }
            func coordinate(_ key: String) throws -> Double {
                guard case .number(let value)? = members[key] else {
                    throw fail(members[key] == nil ? "missing \"\(key)\"" : "\"\(key)\" is not a number")
                }
                return value
            }
            let time = try integer("t")
            guard time >= 0 else { throw fail("\"t\" is negative") }
            guard time >= lastTime else { throw fail("\"t\" \(time) is earlier than the line before (\(lastTime))") }
            lastTime = time
            guard case .string(let type)? = members["type"] else {
                throw fail(members["type"] == nil ? "missing \"type\"" : "\"type\" is not a string")
            }
            let action: ScriptLine.Action
            var heldMs = 0
            /// A `key` or `press` line's `"ms"`: how long it is held (R114's one switch goes back after 1 s).
            func held() throws -> Int {
                guard members["ms"] != nil else { return 0 }
                let ms = try integer("ms")
                guard (0...60_000).contains(ms) else { throw fail("\"ms\" must be from 0 to 60000") }
                return ms
            }
            switch type {
            case "press":
                action = .press(x: try coordinate("x"), y: try coordinate("y"))
                heldMs = try held()
            case "hover":
                action = .hover(x: try coordinate("x"), y: try coordinate("y"))
            case "touch":
                let finger = members["finger"] == nil ? 0 : try integer("finger")
                action = .touch(x: try coordinate("x"), y: try coordinate("y"), finger: finger)
            case "key":
                guard case .string(let name)? = members["key"] else {
                    throw fail(members["key"] == nil ? "missing \"key\"" : "\"key\" is not a string")
                }
                // A NUL would end the name for SDL's C API ("p\u0000q" is not "p").
                guard !name.unicodeScalars.contains("\0"), isKnownKey(name) else {
                    throw fail("unknown key name \(Quoting.quote(name))")
                }
                var scancode: String?
                if let given = members["scancode"] {
                    guard case .string(let place) = given else { throw fail("\"scancode\" is not a string") }
                    guard !place.unicodeScalars.contains("\0"), isKnownKey(place) else {
                        throw fail("unknown scancode name \(Quoting.quote(place))")
                    }
                    scancode = place.lowercased()
                }
                action = .key(name.lowercased(), scancode: scancode)
                heldMs = try held()
            case "focus":
                guard case .bool(let on)? = members["on"] else {
                    throw fail(members["on"] == nil ? "missing \"on\"" : "\"on\" is not true or false")
                }
                action = .focus(on)
            case "minimize":
                action = .minimize
            case "resize":
                let width = try integer("width"), height = try integer("height")
                guard (1...16_384).contains(width), (1...16_384).contains(height) else {
                    throw fail("\"width\" and \"height\" must be from 1 to 16384")
                }
                action = .resize(width: width, height: height)
            case "quit":
                action = .quit
            case "swipe", "long_press":
                let ms = try integer("ms")
                guard (0...60_000).contains(ms) else { throw fail("\"ms\" must be from 0 to 60000") }
                let swipe = type == "swipe"
                action = .gesture(x: try coordinate("x"), y: try coordinate("y"), dx: swipe ? try coordinate("dx") : 0,
                                  dy: swipe ? try coordinate("dy") : 0, ms: ms)
            case "pad_added", "pad_removed", "pad_button", "pad_axis", "pad_motion":
                let pad = try integer("pad")
                guard (0..<PadLimits.pads).contains(pad) else { throw fail("\"pad\" must be from 0 to \(PadLimits.pads - 1)") }
                func string(_ key: String) throws -> String {
                    guard case .string(let value)? = members[key] else {
                        throw fail(members[key] == nil ? "missing \"\(key)\"" : "\"\(key)\" is not a string")
                    }
                    return value
                }
                if type == "pad_added" {
                    guard !padsIn.contains(pad) else { throw fail("pad \(pad) is plugged in already") }
                    let name = members["name"] == nil ? "Virtual pad" : try string("name")
                    guard !name.isEmpty, name.utf8.count <= 64, !name.unicodeScalars.contains(where: { $0.value < 0x20 }) else {
                        throw fail("\"name\" must be 1 to 64 bytes without control characters")
                    }
                    var rumble = true
                    if let value = members["rumble"] {
                        guard case .bool(let on) = value else { throw fail("\"rumble\" is not true or false") }
                        rumble = on
                    }
                    var sensors: [PadSensor] = []
                    if let value = members["sensors"] {
                        guard case .array(let items) = value, items.count <= 2 else { throw fail("\"sensors\" is not a list of gyro and accel") }
                        for item in items {
                            guard case .string(let word) = item, let sensor = PadSensor(rawValue: word), !sensors.contains(sensor) else {
                                throw fail("\"sensors\" is not a list of gyro and accel")
                            }
                            sensors.append(sensor)
                        }
                    }
                    padsIn.insert(pad)
                    action = .pad(.added(pad: pad, name: name, rumble: rumble, sensors: sensors))
                } else {
                    guard padsIn.contains(pad) else { throw fail("pad \(pad) is not plugged in (no pad_added line before)") }
                    switch type {
                    case "pad_removed":
                        padsIn.remove(pad)
                        action = .pad(.removed(pad: pad))
                    case "pad_button":
                        let name = try string("button")
                        guard let button = PadButton(rawValue: name.lowercased()) else {
                            throw fail("unknown button \(Quoting.quote(name)) (a, b, x, y, start, back, dpup, dpdown, dpleft, dpright…)")
                        }
                        guard case .bool(let down)? = members["down"] else {
                            throw fail(members["down"] == nil ? "missing \"down\"" : "\"down\" is not true or false")
                        }
                        action = .pad(.button(pad: pad, button, down: down))
                    case "pad_axis":
                        let name = try string("axis")
                        guard let axis = PadAxis(rawValue: name.lowercased()) else {
                            throw fail("unknown axis \(Quoting.quote(name)) (leftx, lefty, rightx, righty, lefttrigger, righttrigger)")
                        }
                        let value = try integer("value")
                        guard (-32768...32767).contains(value) else { throw fail("\"value\" must be from -32768 to 32767") }
                        action = .pad(.axis(pad: pad, axis, value: value))
                    default:
                        let name = try string("sensor")
                        guard let sensor = PadSensor(rawValue: name) else { throw fail("unknown sensor \(Quoting.quote(name)) (gyro or accel)") }
                        guard case .array(let items)? = members["values"], items.count == 3 else {
                            throw fail("\"values\" is not a list of 3 numbers")
                        }
                        var values: [Double] = []
                        for item in items {
                            guard case .number(let value) = item, value.isFinite, abs(value) <= 1000 else {
                                throw fail("\"values\" must be 3 numbers from -1000 to 1000")
                            }
                            values.append(value)
                        }
                        action = .pad(.motion(pad: pad, sensor, values: values))
                    }
                }
            case "text":
                guard case .string(let text)? = members["text"] else {
                    throw fail(members["text"] == nil ? "missing \"text\"" : "\"text\" is not a string")
                }
                guard !text.isEmpty, text.utf8.count <= 64, !text.unicodeScalars.contains(where: { $0.value < 0x20 }) else {
                    throw fail("\"text\" must be 1 to 64 bytes without control characters")
                }
                action = .text(text)
            default:
                throw fail("unknown type \(Quoting.quote(type)) (press, touch, key, text, swipe, long_press, focus, minimize, resize, pad_added, pad_removed, pad_button, pad_axis, pad_motion or quit)")
            }
            lines.append(ScriptLine(timeMs: time, action: action, lineNumber: number, heldMs: heldMs))
        }
        return lines
    }
}

extension Substring {
    /// The text without leading and trailing spaces, tabs and carriage returns.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
