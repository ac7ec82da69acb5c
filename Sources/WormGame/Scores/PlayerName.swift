/// Player names for the score tables (R40): 1 to 12 characters as a player sees them (grapheme clusters),
/// each a Unicode letter, a digit, a space, `-`, `_`, `.` or `'`.
public enum PlayerName {
    /// The most characters a name may have.
    public static let maxLength = 12
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
}
