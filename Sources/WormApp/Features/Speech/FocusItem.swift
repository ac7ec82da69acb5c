/// What a scene's focus is on, for speech and the `focus` line (R111, R115): its key, never translated, and what
/// is said of it, its value included ("Music volume, 60 percent, raise").
struct FocusItem: Equatable, Sendable {
    /// The item's key, as the `focus` line logs it.
    var key: String
    /// The label and value, in the player's language.
    var spoken: String
    /// What the `speak` line logs instead of `spoken`, where the log must not keep it (a PIN pad's digit, R73);
    /// nil: the spoken text itself.
    var logged: String? = nil
}

extension Menu {
    /// The focused button as a focus item, when the focus is shown; its key is the choice's name.
    var focusItem: FocusItem? {
        guard showsFocus, buttons.indices.contains(focus) else { return nil }
        return FocusItem(key: FocusItem.key(of: buttons[focus].choice), spoken: buttons[focus].label)
    }
}

extension FocusItem {
    /// A choice's key: its case name in snake case (`musicDown` → `music_down`), associated values left out.
    static func key(of choice: some Any) -> String {
        let name = String(describing: choice).prefix { $0 != "(" }
        var key = ""
        for character in name {
            if character.isUppercase, !key.isEmpty { key += "_" }
            key += character.lowercased()
        }
        return key
    }
}
