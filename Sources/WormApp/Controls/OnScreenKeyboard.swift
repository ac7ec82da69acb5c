import WormGame

/// The name scene's keyboard, drawn by the game for kiosks without one (R40): digits, the letters of the
/// player's language (A–Z with French, German or Spanish capitals; Russian's Cyrillic), `-`, space, ⌫ and OK,
/// in keys of at least 28 × 40 px (R90: a player types a name in their own letters).
struct OnScreenKeyboard {
    /// What a key does.
    enum Action: Equatable, Sendable {
        case type(String)
        case backspace
        case ok
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

    /// The rows and the last row's two letters for `language`: its own capitals, else the French and English ones.
    static func layout(for language: Language) -> (rows: [[String]], extra: [String]) {
        let digits = rows[0], latin = Array(rows[1...2])
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

    /// Every key with its place.
    let keys: [Key]

    /// A key's place: row `row`, column `column`, `span` keys wide.
    static func frame(row: Int, column: Int, span: Int = 1) -> WormGame.Rect {
        WormGame.Rect(x: left + column * (keyWidth + gap), y: top + row * (keyHeight + gap),
                      width: span * keyWidth + (span - 1) * gap, height: keyHeight)
    }

    /// A keyboard of `keys` as they are placed.
    init(keys: [Key]) {
        self.keys = keys
    }

    /// The keyboard for `language`'s letters.
    init(language: Language = .english) {
        let layout = Self.layout(for: language)
        var keys: [Key] = []
        for (row, texts) in layout.rows.enumerated() {
            for (column, text) in texts.enumerated() { keys.append(Key(action: .type(text), frame: Self.frame(row: row, column: column))) }
        }
        let last = layout.rows.count
        for (column, text) in layout.extra.enumerated() { keys.append(Key(action: .type(text), frame: Self.frame(row: last, column: column))) }
        keys.append(Key(action: .type("-"), frame: Self.frame(row: last, column: 2)))
        keys.append(Key(action: .type(" "), frame: Self.frame(row: last, column: 3, span: 3)))
        keys.append(Key(action: .backspace, frame: Self.frame(row: last, column: 6, span: 2)))
        keys.append(Key(action: .ok, frame: Self.frame(row: last, column: 8, span: 2)))
        self.keys = keys
    }

    /// The key under (`x`, `y`), if any.
    func key(at x: Double, y: Double) -> Key? {
        keys.first { $0.frame.contains(x: x, y: y) }
    }
}
