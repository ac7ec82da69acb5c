import WormGame

/// The name scene's keyboard, drawn by the game for kiosks without one (R40): digits, the letters of the
/// player's language (A–Z with French, German or Spanish capitals; Russian's Cyrillic, and A–Z behind its alphabet
/// key), `-`, the case key, space, ⌫ and OK, in keys of at least 28 × 40 px (R90: a player types a name in their own
/// letters, small or capital, issue 30).
struct OnScreenKeyboard {
    /// What a key does.
    enum Action: Equatable, Sendable {
        case type(String)
        case backspace
        case ok
        /// Small letters for capitals and back.
        case letterCase
        /// The Russian keyboard's Latin letters for its Cyrillic and back.
        case alphabet
    }

    /// One key.
    struct Key: Equatable {
        var action: Action
        var frame: WormGame.Rect

        /// The text on the key (space and ⌫ are drawn as shapes: the font has no glyph for them).
        var label: String {
            switch action {
            case .type(let text): return text == " " ? "" : text
            case .backspace: return ""
            case .ok: return "OK"
            case .letterCase, .alphabet: return ""  // named by the keyboard, which knows its state
            }
        }
    }

    /// A key's width and height, and the gap between keys.
    static let keyWidth = 29, keyHeight = 40, gap = 2
    /// The top of the first row and the left of every row.
    static let top = 208, left = 6

    /// The rows as typed text, above the last row (two letters, `-`, space, ⌫ and OK): the French and English
    /// keyboard.
    static let rows: [[String]] = [
        ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"],
        ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"],
        ["K", "L", "M", "N", "O", "P", "Q", "R", "S", "T"],
        ["U", "V", "W", "X", "Y", "Z", "À", "Â", "Æ", "Ç"],
        ["É", "È", "Ê", "Ë", "Î", "Ï", "Ô", "Œ", "Ù", "Û"],
    ]

    /// The rows and the last row's two letters for `language`: its own capitals, else the French and English ones;
    /// with `latin`, the Russian keyboard's Latin page (names allow both, issue 30).
    static func layout(for language: Language, latin useLatin: Bool = false) -> (rows: [[String]], extra: [String]) {
        let digits = rows[0], latin = Array(rows[1...2])
        if useLatin && hasLatinPage(language) {
            return ([digits] + Array(rows[1...3]) + [["É", "È", "Ñ"]], ["'", "."])
        }
        switch language.code.prefix(2) {
        case "de":
            return ([digits] + latin + [["U", "V", "W", "X", "Y", "Z", "Ä", "Ö", "Ü", "ß"],
                                        ["À", "Á", "Ç", "É", "È", "Ê", "Î", "Ô", "Ó", "Ñ"]], ["'", "."])
        case "es":
            return ([digits] + latin + [["U", "V", "W", "X", "Y", "Z", "Ñ", "Á", "É", "Í"],
                                        ["Ó", "Ú", "Ü", "Ç", "À", "È", "Ê", "Ô", "Ä", "Ö"]], ["'", "."])
        case "ru":
            return ([digits, ["А", "Б", "В", "Г", "Д", "Е", "Ё", "Ж", "З", "И"],
                      ["Й", "К", "Л", "М", "Н", "О", "П", "Р", "С", "Т"],
                      ["У", "Ф", "Х", "Ц", "Ч", "Ш", "Щ", "Ъ", "Ы", "Ь"],
                      ["Э", "Ю", "Я"]], ["'", "."])
        case "fr":
            return (rows, ["Ü", "Ÿ"])
        default:
            // English keeps the accented rows (Zoé, Élodie) and, rather than French's last two letters, the ' and
            // the . that names allow (O'Neil, J.R.).
            return (rows, ["'", "."])
        }
    }

    /// Whether `language`'s keyboard has a Latin page behind an alphabet key: Russian's.
    static func hasLatinPage(_ language: Language) -> Bool { language.code.hasPrefix("ru") }

    /// Every key with its place.
    let keys: [Key]
    /// The language whose letters it has.
    let language: Language
    /// Whether its letters are small ones.
    let smallLetters: Bool
    /// Whether the Russian keyboard shows its Latin page.
    let latin: Bool

    /// A key's place: row `row`, column `column`, `span` keys wide.
    static func frame(row: Int, column: Int, span: Int = 1) -> WormGame.Rect {
        WormGame.Rect(x: left + column * (keyWidth + gap), y: top + row * (keyHeight + gap),
                      width: span * keyWidth + (span - 1) * gap, height: keyHeight)
    }

    /// A keyboard of `keys` as they are placed, with no case or alphabet to switch (the board's address).
    init(keys: [Key]) {
        self.keys = keys
        language = .english
        smallLetters = false
        latin = false
    }

    /// The keyboard for `language`'s letters, in capitals unless `smallLetters`, on its Latin page with `latin`.
    init(language: Language = .english, smallLetters: Bool = false, latin: Bool = false) {
        self.language = language
        self.smallLetters = smallLetters
        self.latin = latin && Self.hasLatinPage(language)
        let layout = Self.layout(for: language, latin: self.latin)
        var keys: [Key] = []
        for (row, texts) in layout.rows.enumerated() {
            for (column, text) in texts.enumerated() {
                keys.append(Key(action: .type(smallLetters ? text.lowercased() : text), frame: Self.frame(row: row, column: column)))
            }
        }
        // The alphabet key after a short last row of letters (Russian's Э Ю Я).
        if Self.hasLatinPage(language), let shortRow = layout.rows.last, shortRow.count <= 8 {
            keys.append(Key(action: .alphabet, frame: Self.frame(row: layout.rows.count - 1, column: 8, span: 2)))
        }
        let last = layout.rows.count
        for (column, text) in layout.extra.enumerated() { keys.append(Key(action: .type(text), frame: Self.frame(row: last, column: column))) }
        keys.append(Key(action: .type("-"), frame: Self.frame(row: last, column: 2)))
        keys.append(Key(action: .letterCase, frame: Self.frame(row: last, column: 3)))
        keys.append(Key(action: .type(" "), frame: Self.frame(row: last, column: 4, span: 2)))
        keys.append(Key(action: .backspace, frame: Self.frame(row: last, column: 6, span: 2)))
        keys.append(Key(action: .ok, frame: Self.frame(row: last, column: 8, span: 2)))
        self.keys = keys
    }

    /// The label of `key`: the case key shows the letters it gives ("a" or "A"), the alphabet key the alphabet it
    /// gives ("ABC" or "АБВ").
    func label(of key: Key) -> String {
        switch key.action {
        case .letterCase: return smallLetters ? "A" : "a"
        case .alphabet: return latin ? "АБВ" : "ABC"
        default: return key.label
        }
    }

    /// This keyboard in the other case.
    func withOtherCase() -> OnScreenKeyboard {
        OnScreenKeyboard(language: language, smallLetters: !smallLetters, latin: latin)
    }

    /// This keyboard on its other alphabet.
    func withOtherAlphabet() -> OnScreenKeyboard {
        OnScreenKeyboard(language: language, smallLetters: smallLetters, latin: !latin)
    }

    /// What is said of its state (R111): small or capital letters, and on the Russian keyboard which alphabet.
    func spokenState(language speech: Language) -> String {
        let letters = speech.text(smallLetters ? .spokenSmallLetters : .spokenCapitalLetters)
        guard Self.hasLatinPage(language) else { return letters }
        return speech.text(latin ? .spokenLatinLetters : .spokenCyrillicLetters) + ", " + letters
    }

    /// The key under (`x`, `y`), if any.
    func key(at x: Double, y: Double) -> Key? {
        keys.first { $0.frame.contains(x: x, y: y) }
    }
}
