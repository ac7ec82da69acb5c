import WormGame

/// The catalogues' template made from the text table (po/worm.pot's first part): one message a key, msgctxt the
/// key, msgid the English, msgid_plural where the text counts something (docs/TRANSLATING.md).
///
/// `worm --catalogue-template` prints it and `scripts/catalogues update` writes it; a test checks po/worm.pot
/// begins with it.
nonisolated enum CatalogueTemplate {
    /// The template's text: the header, then the table's messages in the keys' order.
    static var text: String {
        var text = """
        # Worm's messages, made from the text table (Sources/WormGame/Text/) by scripts/catalogues update:
        # do not edit; translate in po/LANG.po (docs/TRANSLATING.md).
        msgid ""
        msgstr ""
        "Project-Id-Version: worm\\n"
        "Report-Msgid-Bugs-To: https://github.com/wormgame/worm/issues\\n"
        "Language: \\n"
        "MIME-Version: 1.0\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Content-Transfer-Encoding: 8bit\\n"
        "Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"

        """
        for key in TextKey.allCases {
            text += "\n" + message(key, translation: nil)
        }
        return text
    }

    /// The messages whose French is still written in the table (the two-text `TextEntry` form), as a catalogue
    /// fragment `scripts/catalogues update` folds into po/fr.po; empty once every row is a one-text row.
    static var pendingFrench: String {
        var text = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Plural-Forms: nplurals=2; plural=(n > 1);\\n\"\n"
        for key in TextKey.allCases {
            if let french = key.entry.pendingFrench { text += "\n" + message(key, translation: french) }
        }
        return text
    }

    /// One message: `translation` for every form, or empty ones.
    private static func message(_ key: TextKey, translation: String?) -> String {
        let entry = key.entry
        var text = entry.english.contains("%") ? "#, c-format\n" : ""
        text += "msgctxt \(quoted(key.rawValue))\nmsgid \(quoted(entry.english))\n"
        if let plural = entry.englishPlural {
            text += "msgid_plural \(quoted(plural))\n"
            text += "msgstr[0] \(quoted(translation ?? ""))\nmsgstr[1] \(quoted(translation ?? ""))\n"
        } else {
            text += "msgstr \(quoted(translation ?? ""))\n"
        }
        return text
    }

    /// `text` as a catalogue's C-like string.
    static func quoted(_ text: String) -> String {
        var quoted = "\""
        for character in text {
            switch character {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            default: quoted.append(character)
            }
        }
        return quoted + "\""
    }
}
