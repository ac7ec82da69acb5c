#if canImport(Glibc)
import Glibc
#endif
import CIntl
import Synchronization
import WormGame

/// The game's texts from glibc's gettext: `worm.mo` catalogues under `folder/LANG/LC_MESSAGES/` (R90).
///
/// A lookup asks for msgctxt the key and msgid the English (`key\u{04}English`, pgettext's convention), with
/// `dcngettext` for a text that counts something. glibc takes the language from `LANGUAGE`, which it honours under
/// any locale but "C": the catalogue sets the messages' locale to the built-in `C.UTF-8`, so a language works
/// whether or not its locale is installed, and sets `LANGUAGE` to the language asked for during each lookup only,
/// empty the rest of the time, so glibc's own messages (strerror's, in the one-line errors) stay in English.
nonisolated final class GettextCatalogue: TextCatalogue {
    /// The gettext domain: the catalogues' file name.
    static let domain = "worm"

    /// The folder the catalogues are in (`share/locale`).
    let folder: String
    let codes: [String]
    /// One lookup at a time: `LANGUAGE` is the process's.
    private static let lock = Mutex(())

    /// The catalogues in `folder`, the languages `codes`.
    init(folder: String, codes: [String]) {
        self.folder = folder
        self.codes = codes
        setlocale(LC_MESSAGES, "C.UTF-8")
        bindtextdomain(GettextCatalogue.domain, folder)
        bind_textdomain_codeset(GettextCatalogue.domain, "UTF-8")
        // Set here, before any thread reads the environment, so each lookup replaces a value and never adds or
        // removes one. The game read the player's LANGUAGE before (WormMain.localeEnvironment).
        setenv("LANGUAGE", "", 1)
    }

    func translation(of key: TextKey, count: Int?, in code: String) -> String? {
        guard codes.contains(code) else { return nil }
        let entry = key.entry
        let id = key.rawValue + "\u{04}" + entry.english
        return GettextCatalogue.lock.withLock { _ -> String? in
            setenv("LANGUAGE", code, 1)
            // A new textdomain call empties gettext's cache of answers, which would keep the last language's.
            textdomain(GettextCatalogue.domain)
            defer { setenv("LANGUAGE", "", 1) }
            // gettext answers an untranslated text with the very pointer it was given: the C strings stay alive
            // until the answer is copied, and an answer at either of them means "no translation".
            return id.withCString { idPointer -> String? in
                if let plural = entry.englishPlural, let count {
                    return plural.withCString { pluralPointer -> String? in
                        guard let found = dcngettext(GettextCatalogue.domain, idPointer, pluralPointer,
                                                     UInt(max(count, 0)), LC_MESSAGES),
                              found != idPointer, found != pluralPointer else { return nil }
                        return String(cString: found)
                    }
                }
                guard let found = dcgettext(GettextCatalogue.domain, idPointer, LC_MESSAGES), found != idPointer else { return nil }
                return String(cString: found)
            }
        }
    }
}
