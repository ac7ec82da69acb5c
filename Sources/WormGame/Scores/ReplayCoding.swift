/// Replays as JSON (docs/SAVED-FILES.md): `{"mode", "seed" (a string: 64 bits do not fit a JSON number),
/// "version", "steps": [[t, input…]…]}`, each step's inputs as short arrays:
/// `["press", x, y, "mouse"|"touch"|"pad", press_t]`, `["pause"]`, `["focus"]`, `["minimize"]`, `["pad"]` (a pad
/// unplugged), `["resume"]`.
package enum ReplayCoding {
    /// The most steps with inputs a replay may hold (a 60 s round has 16 500 steps).
    package static let maxSteps = 20_000
    /// The most inputs a game records (166 a second: more than hands make); a game past it keeps its first ones,
    /// and its replay will say it does not reproduce. Ten rows of it stay under the file's limit.
    package static let maxRecordedInputs = 10_000

    /// `replay` as one line of JSON.
    package static func text(_ replay: Replay) -> String {
        var head = JSONLine()
        head.add("mode", replay.mode.rawValue)
        head.add("seed", String(replay.seed))
        head.add("version", replay.version)
        if replay.assists.isAssisted { head.add("assists", object: AssistsCoding.object(replay.assists)) }
        var out = String(head.line.dropLast()) + ", \"steps\": ["
        for (index, step) in replay.steps.enumerated() {
            if index > 0 { out += ", " }
            out += "[\(step.timeMs)"
            for input in step.inputs {
                out += ", "
                switch input {
                case .press(let press):
                    out += "[\"press\", \(JSONLine.format(press.x)), \(JSONLine.format(press.y)), "
                        + "\"\(press.source.rawValue)\", \(press.timeMs)]"
                case .pauseKey: out += "[\"pause\"]"
                case .interrupted(.focus): out += "[\"focus\"]"
                case .interrupted(.pad): out += "[\"pad\"]"
                case .interrupted(_): out += "[\"minimize\"]"
                case .resume(_): out += "[\"resume\"]"
                }
            }
            out += "]"
        }
        return out + "]}"
    }

    /// A replay from its JSON members; `place` names it in errors.
    package static func replay(_ members: [String: JSONValue], place: String) throws(DocumentError) -> Replay {
        let fields = Fields(members: members, place: place)
        guard let mode = TableMode(rawValue: try fields.string("mode")) else {
            throw DocumentError("\(place): \"mode\" is not arcade or daily")
        }
        guard let seed = UInt64(try fields.string("seed")) else { throw DocumentError("\(place): \"seed\" is not a 64-bit number") }
        let version = try fields.string("version")
        guard case .array(let steps)? = members["steps"], steps.count <= maxSteps else {
            throw DocumentError("\(place): \"steps\" is not a list of at most \(maxSteps) steps")
        }
        // Replays written before assists have none (R113).
        var replay = Replay(mode: mode, seed: seed, version: version,
                            assists: try AssistsCoding.assists(members["assists"], place: place))
        var lastTime = -1
        for (index, value) in steps.enumerated() {
            let bad = DocumentError("\(place): step \(index + 1) is not [t, input…]")
            guard case .array(let items) = value, items.count >= 2, case .number(let time) = items[0],
                  time == time.rounded(), time > Double(lastTime), time < 1e9 else { throw bad }
            lastTime = Int(time)
            var inputs: [StepInput] = []
            for item in items.dropFirst() {
                guard let input = stepInput(item) else { throw bad }
                inputs.append(input)
            }
            replay.steps.append(Replay.Step(timeMs: lastTime, inputs: inputs))
        }
        return replay
    }

    /// One input of a step, or nil.
    private static func stepInput(_ value: JSONValue) -> StepInput? {
        guard case .array(let parts) = value, case .string(let kind)? = parts.first else { return nil }
        switch (kind, parts.count) {
        case ("pause", 1): return .pauseKey
        case ("focus", 1): return .interrupted(.focus)
        case ("minimize", 1): return .interrupted(.minimize)
        case ("pad", 1): return .interrupted(.pad)
        case ("resume", 1): return .resume(.button)
        case ("press", 5):
            guard case .number(let x) = parts[1], case .number(let y) = parts[2], case .string(let source) = parts[3],
                  let pressSource = PressSource(rawValue: source), case .number(let t) = parts[4],
                  x.isFinite, y.isFinite, abs(x) < 1e6, abs(y) < 1e6, t == t.rounded(), t >= 0, t < 1e12 else { return nil }
            return .press(Press(timeMs: Int(t), x: x, y: y, source: pressSource))
        default: return nil
        }
    }
}
