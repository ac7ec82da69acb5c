/// The language of every text the game shows (GAME_RULES.md R1, R7, R90): a language code, such as `fr` or
/// `pt_BR`, whose texts come from a catalogue; English is the source and needs none.
///
/// Adding a language is adding a catalogue: nothing here names one but English and French, kept for the code
/// and tests that pick them by name.
public struct Language: Hashable, Sendable, CustomStringConvertible {
    /// The language's code, as a catalogue's folder is named (`fr`, `de`, `pt_BR`, `sr@latin`).
    public let code: String
    /// The catalogue this language's texts come from; nil for the installed one (`TextCatalogues`).
    private let catalogue: (any TextCatalogue)?

    /// The source language.
    public static let english = Language(verified: "en")
    /// French, whose R7 texts are the rules' own.
    public static let french = Language(verified: "fr")

    /// The language coded `code` with its texts from `catalogue` (the installed one when nil); nil when `code` is
    /// not a language code: two or three lowercase letters, then an optional `_` territory and `@` variant.
    public init?(code: String, catalogue: (any TextCatalogue)? = nil) {
        guard Language.isCode(code) else { return nil }
        self.code = code
        self.catalogue = catalogue
    }

    private init(verified code: String) {
        self.code = code
        catalogue = nil
    }

    /// The code, as the event log and settings.json write it (the old enum's raw value).
    public var rawValue: String { code }
    public var description: String { code }

    /// Whether this is the source language, whose texts are the table's own.
    public var isEnglish: Bool { code == "en" || code.hasPrefix("en_") || code.hasPrefix("en@") }

    public static func == (left: Language, right: Language) -> Bool { left.code == right.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// English and every language the installed catalogue has, English first.
    public static var allCases: [Language] {
        [.english] + (TextCatalogues.installed?.codes ?? []).compactMap { Language(code: $0) }.filter { !$0.isEnglish }
    }

    /// Whether `text` is a language code: `ll`, `lll`, then `_TT` (letters or digits) and `@variant`.
    public static func isCode(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard (1...32).contains(scalars.count) else { return false }
        let language = scalars.prefix { ("a"..."z").contains($0) }
        guard (2...3).contains(language.count) else { return false }
        var rest = scalars.dropFirst(language.count)
        if rest.first == "_" {
            let territory = rest.dropFirst().prefix { ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
            guard (2...3).contains(territory.count) else { return false }
            rest = rest.dropFirst(1 + territory.count)
        }
        if rest.first == "@" {
            let variant = rest.dropFirst()
            guard !variant.isEmpty, variant.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) }) else { return false }
            rest = []
        }
        return rest.isEmpty
    }

    /// The text of `key` in this language: its template (the catalogue's translation, else the table's English,
    /// with the plural form for the counted argument) with each numbered placeholder filled from `arguments`, the
    /// first argument for `%1$…`, the second for `%2$…` (`TextTemplate`).
    public func text(_ key: TextKey, _ arguments: any TextArgument...) -> String {
        text(key, arguments: arguments)
    }

    /// The text of `key` filled from `arguments` given as an array.
    public func text(_ key: TextKey, arguments: [any TextArgument]) -> String {
        TextTemplate.fill(template(of: key, counting: arguments), with: arguments)
    }

    /// The template of `key` for `arguments`: a translation only when it has the English source's placeholders,
    /// so a damaged catalogue never shows a placeholder unfilled or fills one with the wrong value.
    func template(of key: TextKey, counting arguments: [any TextArgument]) -> String {
        let entry = key.entry
        let count = entry.pluralArgument.flatMap { $0 - 1 < arguments.count ? arguments[$0 - 1] as? Int : nil }
        let english = entry.english(count: count)
        guard !isEnglish, let translation = (catalogue ?? TextCatalogues.installed)?.translation(of: key, count: count, in: code),
              let found = TextTemplate.placeholders(in: translation),
              Set(found) == Set(TextTemplate.placeholders(in: english) ?? [])
        else { return english }
        return translation
    }

    /// The language's own name, as the settings list it ("Français"), from its catalogue; the code when it has none.
    public var name: String {
        let name = text(.languageName)
        return isEnglish || name != TextKey.languageName.entry.english ? name : code
    }

    /// The score line shown from the first worm on (R7).
    public func scoreLine(caught: Int, missed: Int) -> String {
        text(.scoreLine, caught, missed)
    }
}
