import WormGame

/// A make-believe catalogue for WormGame's tests, which run without gettext: each key's translation into one
/// language, one form for every count.
public struct DictionaryCatalogue: TextCatalogue {
    /// The language's code.
    public let code: String
    /// The translations.
    public let translations: [TextKey: String]

    public init(code: String, _ translations: [TextKey: String]) {
        self.code = code
        self.translations = translations
    }

    public var codes: [String] { [code] }

    public func translation(of key: TextKey, count: Int?, in code: String) -> String? {
        code == self.code ? translations[key] : nil
    }

    /// French as R1 and R7 write it, and a few texts of po/fr.po.
    public static let french = DictionaryCatalogue(code: "fr", [
        .getReady: "Attention", .countdownThree: "3 ...", .countdownTwo: "2 ...", .countdownOne: "1 ...",
        .yourTurn: "C'est à vous !", .scoreLine: "Vers attrapés %1$d ratés %2$d", .secondsLeft: "%1$d s",
        .hostedGame: "Partie de %1$s (%2$d)",
    ])
}

extension Language {
    /// French from `DictionaryCatalogue.french`, for tests of WormGame alone.
    public static let testFrench = Language(code: "fr", catalogue: DictionaryCatalogue.french)!
}
