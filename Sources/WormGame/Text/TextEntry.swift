/// One row of the text table: a key's English source as a template (`TextTemplate`), gettext's msgid, with its
/// plural (msgid_plural) when the text counts something. Translations are in the catalogues (`po/*.po`).
public struct TextEntry: Sendable {
    /// The English text, the source a translation is made from (gettext's msgid).
    public let english: String
    /// The English text for a count other than one (gettext's msgid_plural); nil for a text that counts nothing.
    public let englishPlural: String?
    /// For a text that counts something ("3 of 4 players", "12 s"), the argument whose number picks the plural
    /// form (ngettext's `n`); nil for a text that counts nothing.
    public let pluralArgument: Int?
    /// A French translation written in the table by code from before the catalogues, until it is moved into
    /// po/fr.po (`scripts/catalogues update` does it); nil for every row of the table itself.
    public let pendingFrench: String?

    /// A row; `counting` names the argument whose number picks the plural form, `plural` the English for a count
    /// other than one (the same text when nil).
    init(_ english: String, plural: String? = nil, counting pluralArgument: Int? = nil) {
        self.english = english
        self.englishPlural = pluralArgument == nil ? nil : plural ?? english
        self.pluralArgument = pluralArgument
        pendingFrench = nil
    }

    /// A row in the form from before the catalogues, English and French: the French waits to be moved into
    /// po/fr.po by `scripts/catalogues update` (docs/TRANSLATING.md).
    @available(*, deprecated, message: "translations go in po/*.po: run scripts/catalogues update (docs/TRANSLATING.md)")
    init(_ english: String, _ french: String, counting pluralArgument: Int? = nil) {
        self.english = english
        self.englishPlural = pluralArgument == nil ? nil : english
        self.pluralArgument = pluralArgument
        pendingFrench = french
    }

    /// Whether the text counts something, so a catalogue gives it plural forms.
    public var isPlural: Bool { pluralArgument != nil }

    /// The English template for `count` (English's rule: the singular for one only).
    public func english(count: Int?) -> String {
        guard let englishPlural, let count, count != 1 else { return english }
        return englishPlural
    }
}
