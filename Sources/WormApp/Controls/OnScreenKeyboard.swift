import WormGame

/// The name scene's keyboard, drawn by the game for kiosks without one (R40): A–Z, the French accented
/// capitals, digits, `-`, `'`, space, ⌫ and OK, in keys of at least 28 × 40 px.
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

    /// The rows as typed text; `nil` marks ⌫ and OK, which take two places each, and space three.
    static let rows: [[String]] = [
        ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"],
        ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"],
        ["K", "L", "M", "N", "O", "P", "Q", "R", "S", "T"],
        ["U", "V", "W", "X", "Y", "Z", "À", "Â", "Æ", "Ç"],
        ["É", "È", "Ê", "Ë", "Î", "Ï", "Ô", "Œ", "Ù", "Û"],
    ]

    /// Every key with its place.
    let keys: [Key]

    init() {
        var keys: [Key] = []
        func frame(row: Int, column: Int, span: Int = 1) -> WormGame.Rect {
            WormGame.Rect(x: Self.left + column * (Self.keyWidth + Self.gap),
                          y: Self.top + row * (Self.keyHeight + Self.gap),
                          width: span * Self.keyWidth + (span - 1) * Self.gap, height: Self.keyHeight)
        }
        for (row, texts) in Self.rows.enumerated() {
            for (column, text) in texts.enumerated() { keys.append(Key(action: .type(text), frame: frame(row: row, column: column))) }
        }
        let last = Self.rows.count
        keys.append(Key(action: .type("Ü"), frame: frame(row: last, column: 0)))
        keys.append(Key(action: .type("Ÿ"), frame: frame(row: last, column: 1)))
        keys.append(Key(action: .type("-"), frame: frame(row: last, column: 2)))
        keys.append(Key(action: .type(" "), frame: frame(row: last, column: 3, span: 3)))
        keys.append(Key(action: .backspace, frame: frame(row: last, column: 6, span: 2)))
        keys.append(Key(action: .ok, frame: frame(row: last, column: 8, span: 2)))
        self.keys = keys
    }

    /// The key under (`x`, `y`), if any.
    func key(at x: Double, y: Double) -> Key? {
        keys.first { $0.frame.contains(x: x, y: y) }
    }
}
