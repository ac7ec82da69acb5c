/// User text inside our one-line messages: quoted, control characters escaped, long values cut,
/// so a key name with a newline or a NUL in it can neither split the line nor end it early.
nonisolated enum Quoting {
    /// The most characters of one value a message shows; longer values are cut with "…".
    static let maxCharacters = 80

    /// `text` between single quotes, each control character and backslash written as an escape
    /// (`\n`, `\t`, `\0`, `\\`, `\u{7f}`), cut after `limit` characters.
    static func quote(_ text: String, limit: Int = maxCharacters) -> String {
        "'" + escape(text, limit: limit, backslashes: true) + "'"
    }

    /// A whole message made safe for one terminal line: every control character escaped, nothing cut.
    static func oneLine(_ message: String) -> String {
        escape(message, limit: Int.max, backslashes: false)
    }

    /// `text` with control characters (and backslashes when asked) escaped, cut after `limit` characters.
    static func escape(_ text: String, limit: Int = Int.max, backslashes: Bool = false) -> String {
        var result = ""
        var shown = 0
        for scalar in text.unicodeScalars {
            if shown == limit {
                result += "…"
                break
            }
            shown += 1
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            case "\\" where backslashes: result += "\\\\"
            case _ where isControl(scalar): result += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
