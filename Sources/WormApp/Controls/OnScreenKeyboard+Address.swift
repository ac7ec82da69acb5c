import WormGame

extension OnScreenKeyboard {
    /// The rows of the address keyboard (Settings → World board, R120) above its last row: digits, the small
    /// letters an address is written in, and its `:`, `/`, `.` and `-`.
    static let addressRows: [[String]] = [
        ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"],
        ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"],
        ["k", "l", "m", "n", "o", "p", "q", "r", "s", "t"],
        ["u", "v", "w", "x", "y", "z", ":", "/", ".", "-"],
    ]

    /// The keyboard a board's address is typed on, so a pad, touch or one-switch player can type
    /// `http://host:8080`: `addressRows`, then `http://` (two keys wide) and `https://` (three, so it is drawn at
    /// its size; a scan's many presses in one), `_`, `~`, ⌫ and OK. No space: an address has none.
    static func address() -> OnScreenKeyboard {
        var keys: [Key] = []
        for (row, texts) in addressRows.enumerated() {
            for (column, text) in texts.enumerated() { keys.append(Key(action: .type(text), frame: frame(row: row, column: column))) }
        }
        let last = addressRows.count
        keys.append(Key(action: .type("http://"), frame: frame(row: last, column: 0, span: 2)))
        keys.append(Key(action: .type("https://"), frame: frame(row: last, column: 2, span: 3)))
        keys.append(Key(action: .type("_"), frame: frame(row: last, column: 5)))
        keys.append(Key(action: .type("~"), frame: frame(row: last, column: 6)))
        keys.append(Key(action: .backspace, frame: frame(row: last, column: 7)))
        keys.append(Key(action: .ok, frame: frame(row: last, column: 8, span: 2)))
        return OnScreenKeyboard(keys: keys)
    }
}
