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

    /// `name` with `typed` added, or nil when the result would be too long or holds a character not allowed:
    /// input is refused as typed.
    public static func appending(_ typed: String, to name: String) -> String? {
        let result = name + typed
        guard result.count <= maxLength, typed.allSatisfy(isAllowed) else { return nil }
        return result
    }

    /// Whether `name` is a whole valid name (as read back from a file).
    public static func isValid(_ name: String) -> Bool {
        (1...maxLength).contains(name.count) && name.allSatisfy(isAllowed)
    }

    /// The name to keep for what was typed: without spaces at the ends; empty gives `last`, else "Player".
    public static func final(_ typed: String, last: String?) -> String {
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
