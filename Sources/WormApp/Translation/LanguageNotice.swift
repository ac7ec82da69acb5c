import WormGame

/// Installing the catalogues at start, and the one line said when a language asked for has none (R90).
extension WormMain {
    /// Finds the compiled catalogues from the program's place and installs them for every text; nil when there
    /// are none (a bare `swift build`: every text is English).
    static func installCatalogues() -> GettextCatalogue? {
        let catalogue = CatalogueFolder.locate(executable: FileSystem.executablePath()).map {
            GettextCatalogue(folder: $0, codes: CatalogueFolder.codes(in: $0))
        }
        TextCatalogues.install(catalogue)
        return catalogue
    }
}

/// The line a run says when the language asked for has no catalogue, so the player knows why the texts are English.
nonisolated enum LanguageNotice {
    /// The line for the setting in force `asked` (`--lang` over the saved setting): a language chosen without a
    /// catalogue; or, with no catalogues at all, an environment naming a language other than English. Nil
    /// otherwise: an environment naming a language the game has no catalogue for is English without a word.
    static func missingCatalogue(asked: Settings.LanguageChoice, environment: [String: String],
                                 catalogue: (any TextCatalogue)?) -> String? {
        let codes = catalogue?.codes ?? []
        let wanted: String
        switch asked {
        case .chosen(let language):
            guard !language.isEnglish, !codes.contains(language.code) else { return nil }
            wanted = language.code
        case .auto:
            guard catalogue == nil, let requested = Language.requested(environment) else { return nil }
            wanted = requested
        }
        let found = codes.isEmpty ? "no catalogues were found (build them with scripts/catalogues build)"
            : "there are catalogues for " + codes.joined(separator: ", ")
        return "worm: no catalogue for language \(Quoting.quote(wanted)): \(found); the texts are in English"
    }
}
