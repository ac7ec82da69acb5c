import WormGame

/// A focus over the on-screen keyboard moved by the arrow keys (R111, R112): a player who cannot see the keys, or
/// has no physical keyboard's letters to hand, walks them one by one and hears each. Left and Right move along a
/// row, Up and Down to the nearest key of the row above or below, all wrapping round; the first arrow only shows
/// the focus, on the first letter.
struct KeyboardFocus: Equatable {
    /// The index in the keyboard's `keys` of the focused key; nil until the first arrow.
    private(set) var index: Int?

    /// Moves by `key` (an arrow) over `keyboard`; returns whether it was an arrow.
    mutating func move(_ key: Key, on keyboard: OnScreenKeyboard) -> Bool {
        guard key.isVertical || key.isHorizontal else { return false }
        let rows = KeyboardFocus.rows(of: keyboard)
        guard let index, let row = rows.firstIndex(where: { $0.contains(index) }) else {
            // The first letter: the row after the digits, whatever the language's letters.
            self.index = rows.count > 1 ? rows[1].first : rows.first?.first
            return true
        }
        let keys = rows[row], column = keys.firstIndex(of: index) ?? 0
        switch key {
        case .left: self.index = keys[(column - 1 + keys.count) % keys.count]
        case .right: self.index = keys[(column + 1) % keys.count]
        default:
            let next = rows[(row + (key == .up ? -1 : 1) + rows.count) % rows.count]
            let x = keyboard.keys[index].frame.x + keyboard.keys[index].frame.width / 2
            self.index = next.min { distance(keyboard.keys[$0], x) < distance(keyboard.keys[$1], x) }
        }
        return true
    }

    /// The focused key, if the focus is shown.
    func key(on keyboard: OnScreenKeyboard) -> OnScreenKeyboard.Key? {
        index.flatMap { keyboard.keys.indices.contains($0) ? keyboard.keys[$0] : nil }
    }

    /// How far `key`'s middle is from `x`.
    private func distance(_ key: OnScreenKeyboard.Key, _ x: Int) -> Int {
        abs(key.frame.x + key.frame.width / 2 - x)
    }

    /// The keys' indices row by row, top to bottom, each left to right.
    static func rows(of keyboard: OnScreenKeyboard) -> [[Int]] {
        let tops = Set(keyboard.keys.map(\.frame.y)).sorted()
        return tops.map { top in
            keyboard.keys.indices.filter { keyboard.keys[$0].frame.y == top }.sorted { keyboard.keys[$0].frame.x < keyboard.keys[$1].frame.x }
        }
    }
}

extension OnScreenKeyboard.Key {
    /// The key as a focus item (R111): its key for the `focus` line (`key_a`, `space`, `erase`, `ok`) and what is
    /// said of it, a letter as itself.
    func focusItem(language: Language) -> FocusItem {
        switch action {
        case .type(" "): return FocusItem(key: "space", spoken: language.text(.spokenSpace))
        case .type(let text): return FocusItem(key: "key_" + text.lowercased(), spoken: text)
        case .backspace: return FocusItem(key: "erase", spoken: language.text(.spokenErase))
        case .ok: return FocusItem(key: "ok", spoken: language.text(.ok))
        // What they give from the keyboard's first state; `NameEntry.focusItem` says it from the state it is in.
        case .letterCase: return FocusItem(key: "letter_case", spoken: language.text(.spokenSmallLetters))
        case .alphabet: return FocusItem(key: "alphabet", spoken: language.text(.spokenLatinLetters))
        }
    }
}
