import WormGame

/// Every text of the table as it can be shown, for tests that check all of them (fonts, widths).
public enum TextSample {
    /// The text of `key` in `language`, each placeholder filled with a sample: 0 for a number, "A" for a text.
    public static func text(of key: TextKey, in language: Language) -> String {
        let placeholders = TextTemplate.placeholders(in: key.entry.english) ?? []
        let count = placeholders.map(\.index).max() ?? 0
        let arguments = (0..<count).map { position -> any TextArgument in
            placeholders.first { $0.index == position + 1 }?.kind == .number ? 0 as Int : "A" as String
        }
        return language.text(key, arguments: arguments)
    }
}
