/// The language of every text the game shows (GAME_RULES.md R1, R7).
public enum Language: String, CaseIterable, Sendable {
    case french = "fr"
    case english = "en"

    /// Picks the language as R7 says: the first non-empty of LC_ALL, LC_MESSAGES and LANG
    /// decides, French when it starts with `fr`, English otherwise.
    public static func fromLocale(_ environment: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                return value.hasPrefix("fr") ? .french : .english
            }
        }
        return .english
    }

    /// The text of `key` in this language: its template (`TextTable`) with each numbered placeholder filled from
    /// `arguments`, the first argument for `%1$…`, the second for `%2$…` (`TextTemplate`).
    ///
    /// The one lookup of every fixed text; a gettext catalogue will answer here later.
    public func text(_ key: TextKey, _ arguments: any TextArgument...) -> String {
        TextTemplate.fill(key.entry.template(in: self), with: arguments)
    }

    /// The score line shown from the first worm on (R7).
    public func scoreLine(caught: Int, missed: Int) -> String {
        text(.scoreLine, caught, missed)
    }
}
