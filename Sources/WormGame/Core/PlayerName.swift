/// The one name rule: what a player is called, wherever a name is kept (R40, R60, R80).
/// - In a score table and at a party: 1 to 12 characters as a player sees them (grapheme clusters), each a Unicode
///   letter, a digit, a space, `-`, `_`, `.` or `'` (`table`).
/// - In Versus (on the wire, in the history): 1 to 20 characters in at most 63 bytes of valid UTF-8, no control
///   characters (`versus`).
/// In either, a name is made unique among others' one way (`unique(_:among:within:)`).
public enum PlayerName {
    /// How long a name may be where it is kept.
    public struct Limit: Equatable, Sendable {
        /// The most characters (grapheme clusters).
        public let characters: Int
        /// The most bytes of UTF-8.
        public let bytes: Int
    }

    /// A score table's and a party's names: 12 characters.
    public static let table = Limit(characters: 12, bytes: .max)
    /// Versus's names: 20 characters in 63 bytes (the wire's limit).
    public static let versus = Limit(characters: 20, bytes: 63)

    /// The most characters a table's name may have.
    public static let maxLength = table.characters
    /// The name of a player who never typed one.
    public static let fallback = "Player"

    /// Whether `character` may stand in a name.
    public static func isAllowed(_ character: Character) -> Bool {
        if character.isLetter { return true }
        if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
           scalar.properties.generalCategory == .decimalNumber {
            return true
        }
        return [" ", "-", "_", ".", "'"].contains(character)
    }

    /// `name` with `typed` added, or nil when `typed` holds a character not allowed (refused as typed) or the name
    /// is full. A piece longer than the room left (a paste, an input method's commit) is cut to fit (R21).
    public static func appending(_ typed: String, to name: String) -> String? {
        guard typed.allSatisfy(isAllowed) else { return nil }
        let room = maxLength - name.count
        guard room > 0, !typed.isEmpty else { return nil }
        return name + String(typed.prefix(room))
    }

    /// Whether `name` is a whole valid name (as read back from a file).
    public static func isValid(_ name: String) -> Bool {
        (1...maxLength).contains(name.count) && name.allSatisfy(isAllowed)
    }

    /// The name to keep for what was typed: without spaces at the ends; empty gives `last`, else `fallback` (a
    /// kiosk passes no `last` and its language's "Player": never the last visitor's name, R21).
    public static func final(_ typed: String, last: String?, fallback: String = PlayerName.fallback) -> String {
        let trimmed = String(typed.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        if !trimmed.isEmpty { return trimmed }
        if let last, isValid(last) { return last }
        return fallback
    }

    /// `name` as drawn in `width` pixels: whole when it fits, else cut at a character and ended with `…`.
    public static func fitted(_ name: String, width: Int, measure: (String) -> Int) -> String {
        guard measure(name) > width else { return name }
        var characters = Array(name)
        while !characters.isEmpty {
            characters.removeLast()
            let cut = String(characters) + "…"
            if measure(cut) <= width { return cut }
        }
        return "…"
    }

    /// `name`, or with " 2", " 3"… after it while `taken` has it: the name is cut, never its number, to stay within
    /// `limit`'s characters and bytes, however long the name.
    public static func unique(_ name: String, among taken: [String], within limit: Limit) -> String {
        var unique = name
        var number = 2
        while taken.contains(unique) {
            let suffix = " \(number)"
            var stem = String(name.prefix(max(0, limit.characters - suffix.count)))
            while !stem.isEmpty && stem.utf8.count + suffix.utf8.count > limit.bytes { stem.removeLast() }
            unique = stem + suffix
            number += 1
        }
        return unique
    }

    // MARK: Versus's names (R60)

    /// The Versus name in `bytes` when it is a valid one (1 to 20 characters, at most 63 bytes of valid UTF-8, no
    /// control characters, not only spaces), else nil.
    public static func checked(_ bytes: [UInt8]) -> String? {
        guard (1...versus.bytes).contains(bytes.count) else { return nil }
        var scalars = String.UnicodeScalarView()
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                guard !scalar.properties.generalCategory.isControl else { return nil }
                scalars.append(scalar)
            case .emptyInput: break decoding
            case .error: return nil
            }
        }
        let name = String(scalars)
        guard (1...versus.characters).contains(name.count),
              !name.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) else { return nil }
        return name
    }

    /// `text` made a valid Versus name: control characters dropped, cut to 20 characters and 63 bytes; nil when
    /// nothing is left.
    public static func cleaned(_ text: String) -> String? {
        var name = String(String.UnicodeScalarView(text.unicodeScalars.filter { !$0.properties.generalCategory.isControl }))
        name = String(name.prefix(versus.characters))
        while name.utf8.count > versus.bytes { name.removeLast() }
        return checked(Array(name.utf8))
    }
}

extension Unicode.GeneralCategory {
    /// Control characters (Cc) and format characters such as bidirectional overrides (Cf).
    var isControl: Bool { self == .control || self == .format || self == .lineSeparator || self == .paragraphSeparator }
}
