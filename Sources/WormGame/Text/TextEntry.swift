/// One row of the text table: a key's English source and French translation, as templates (`TextTemplate`).
public struct TextEntry: Sendable {
    /// The English text, the source a translation is made from (gettext's msgid).
    public let english: String
    /// The French translation.
    public let french: String
    /// For a text that counts something ("3 of 4 players", "12 s"), the argument whose number picks the plural
    /// form (ngettext's `n`); nil for a text that counts nothing. Plural rules are not applied yet: each language
    /// has one form.
    public let pluralArgument: Int?

    /// A row; `counting` names the argument a plural form would follow.
    init(_ english: String, _ french: String, counting pluralArgument: Int? = nil) {
        self.english = english
        self.french = french
        self.pluralArgument = pluralArgument
    }

    /// Whether the text counts something, so a catalogue gives it plural forms.
    public var isPlural: Bool { pluralArgument != nil }

    /// The template in `language`.
    public func template(in language: Language) -> String {
        switch language {
        case .english: english
        case .french: french
        }
    }
}
