#if canImport(Glibc)
import Glibc
#endif

/// The names a venue deals in (R74): the venue's own (`--venue`) and each machine's (`--machine`, else the host name).
///
/// Both are 1 to 32 ASCII letters, digits, `-`, `_` or `.`: they travel in every datagram, are shown on the scores
/// scene in the bitmap font, and are written in scores.json.
nonisolated enum VenueName {
    /// The most characters a name may have.
    static let maxLength = 32
    /// The rule, as error messages give it.
    static let rule = "1 to 32 ASCII letters, digits, '-', '_' or '.'"

    /// Whether `character` may stand in a name.
    static func isAllowed(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "-_.".contains(character))
    }

    /// `text` when it is a whole valid name, else nil.
    static func check(_ text: String) -> String? {
        (1...maxLength).contains(text.count) && text.allSatisfy(isAllowed) ? text : nil
    }

    /// This machine's name when `--machine` does not give one: the host name, with every character a name may not
    /// hold made `-` and cut to 32; "worm" when there is none.
    static func hostMachine() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "worm" }
        let host = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return cleaned(host)
    }

    /// `text` made a valid name: characters not allowed become `-`, cut to 32; "worm" when empty.
    static func cleaned(_ text: String) -> String {
        let name = String(text.map { isAllowed($0) ? $0 : "-" }.prefix(maxLength))
        return name.isEmpty ? "worm" : name
    }
}
