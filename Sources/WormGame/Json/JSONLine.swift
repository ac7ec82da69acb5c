/// Builds one JSON object on one line, in the order fields are added (`{"t": 0, "type": "start"}`).
package struct JSONLine {
    /// The text so far, without the closing brace.
    private var text = "{"

    /// An empty object.
    package init() {}

    /// Adds an integer field.
    package mutating func add(_ key: String, _ value: Int) {
        field(key)
        text += String(value)
    }

    /// Adds an unsigned integer field.
    package mutating func add(_ key: String, _ value: UInt64) {
        field(key)
        text += String(value)
    }

    /// Adds a number: written as an integer when it is whole, else in Swift's shortest exact form.
    package mutating func add(_ key: String, _ value: Double) {
        field(key)
        text += JSONLine.format(value)
    }

    /// Adds a boolean field.
    package mutating func add(_ key: String, _ value: Bool) {
        field(key)
        text += value ? "true" : "false"
    }

    /// Adds a string field, escaped.
    package mutating func add(_ key: String, _ value: String) {
        field(key)
        JSONLine.quote(value, into: &text)
    }

    /// Adds a field whose value is JSON's `null`: a number that does not exist (no catch, no reaction time).
    package mutating func addNull(_ key: String) {
        field(key)
        text += "null"
    }

    /// Adds an integer field, or `null` when there is none.
    package mutating func add(_ key: String, _ value: Int?) {
        if let value { add(key, value) } else { addNull(key) }
    }

    /// Adds an object of integer fields, in the given order (Versus's `scores`: name → caught).
    package mutating func add(_ key: String, _ fields: [(String, Int)]) {
        field(key)
        var object = JSONLine()
        for (name, value) in fields { object.add(name, value) }
        text += object.line
    }

    /// Adds a list of objects, each built as a line of its own (Versus's `result`: one object a player).
    package mutating func add(_ key: String, objects: [JSONLine]) {
        field(key)
        text += "[" + objects.map(\.line).joined(separator: ", ") + "]"
    }

    /// Adds an object built as a line of its own (a `venue` line's `row`).
    package mutating func add(_ key: String, object: JSONLine) {
        field(key)
        text += object.line
    }

    /// The finished line, without a newline.
    package var line: String { text + "}" }

    private mutating func field(_ key: String) {
        if text.count > 1 { text += ", " }
        JSONLine.quote(key, into: &text)
        text += ": "
    }

    /// A number as JSON: whole numbers without a fraction.
    package static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// Appends `value` as a JSON string literal.
    package static func quote(_ value: String, into text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
