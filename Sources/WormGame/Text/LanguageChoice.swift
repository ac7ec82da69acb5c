/// Which language the environment asks for (R90): the first with a catalogue among those named by `LANGUAGE`
/// (a `:` list), `LC_ALL`, `LC_MESSAGES` and `LANG`, in that order, read by the game itself so that a locale not
/// installed (or `LANG=C` beside `LANGUAGE=de`) still picks its catalogue.
extension Language {
    /// The variables read, in order.
    public static let environmentVariables = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"]

    /// The language `environment` names first among English and `available` (catalogues' codes); English when
    /// none does. `C` and `POSIX` name English; `fr_CA.UTF-8` is `fr_CA`, else `fr`.
    public static func fromEnvironment(_ environment: [String: String], available: [String]) -> Language {
        for name in environmentVariables {
            guard let value = environment[name], !value.isEmpty else { continue }
            let items = name == "LANGUAGE" ? value.split(separator: ":").map(String.init) : [value]
            for item in items {
                if let language = match(item, available: available) { return language }
            }
        }
        return .english
    }

    /// The language a locale name (`de_AT.UTF-8@euro`) gives among English and `available`, most precise first.
    static func match(_ locale: String, available: [String]) -> Language? {
        if locale == "C" || locale == "POSIX" || locale.hasPrefix("C.") { return .english }
        var name = Substring(locale)
        var variant = ""
        if let at = name.firstIndex(of: "@") {
            variant = String(name[at...])
            name = name[..<at]
        }
        if let dot = name.firstIndex(of: ".") { name = name[..<dot] }
        let language = name.prefix { $0 != "_" }
        for candidate in [String(name) + variant, String(name), String(language) + variant, String(language)] {
            if candidate == "en" { return .english }
            if available.contains(candidate), let found = Language(code: candidate) { return found }
        }
        return nil
    }
}

extension Language {
    /// The language the first non-empty name in `environment` asks for, as a code (`de_AT`), or nil when it asks
    /// for English, `C` or nothing.
    public static func requested(_ environment: [String: String]) -> String? {
        for name in environmentVariables {
            guard let value = environment[name], !value.isEmpty else { continue }
            let first = name == "LANGUAGE" ? String(value.split(separator: ":").first ?? "") : value
            guard match(first, available: []) == nil else { return nil }
            let code = String(first.prefix { $0 != "." && $0 != "@" })
            return code.isEmpty ? nil : code
        }
        return nil
    }
}
