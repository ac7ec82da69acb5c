import Synchronization

/// Where the translations come from: the program installs its gettext catalogues (WormApp), tests a fake or
/// nothing, and without one every text is the English source.
public protocol TextCatalogue: Sendable {
    /// The translation of `key` into the language coded `code` (`fr`, `pt_BR`), its plural form chosen for
    /// `count` when the key counts something; nil when the catalogue has none.
    func translation(of key: TextKey, count: Int?, in code: String) -> String?

    /// The codes of the languages this catalogue translates into, sorted.
    var codes: [String] { get }
}

/// The catalogue every `Language` without its own asks: installed once by the program at start.
public enum TextCatalogues {
    private static let shared = Mutex<(any TextCatalogue)?>(nil)

    /// Makes `catalogue` the one every language without its own asks.
    public static func install(_ catalogue: (any TextCatalogue)?) {
        shared.withLock { $0 = catalogue }
    }

    /// The catalogue installed, if any.
    public static var installed: (any TextCatalogue)? {
        shared.withLock { $0 }
    }
}
