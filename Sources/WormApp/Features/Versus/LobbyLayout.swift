import WormGame

/// Where the lobby's buttons are.
enum LobbyLayout {
    /// Host, Start or Another round.
    static let button = WormGame.Rect(x: 60, y: 320, width: 200, height: 48)
    /// The visible switch.
    static let visible = WormGame.Rect(x: 60, y: 268, width: 200, height: 40)
    /// The player's name: a press opens the scene where it is typed (R60: the name is editable).
    static let name = WormGame.Rect(x: 40, y: 102, width: 240, height: 44)
    /// How many games found are listed, one row each (a press joins): 4, or 3 taller rows for a larger text (R115).
    static func rows(_ size: TextSize) -> Int { size == .normal ? 4 : 3 }
    /// Game found `index`'s row: 22 px tall, or 29 px for a larger text, so its line grows (R115).
    static func row(_ index: Int, size: TextSize = .normal) -> WormGame.Rect {
        size == .normal ? WormGame.Rect(x: 30, y: 172 + index * 24, width: 260, height: 22)
            : WormGame.Rect(x: 30, y: 172 + index * 31, width: 260, height: 29)
    }
    /// Back to the title, where the other scenes have theirs.
    static let back = WormGame.Rect(x: 60, y: 380, width: 200, height: 48)
}

/// Where the results' buttons are (R61).
enum ResultsLayout {
    /// The host's Rematch.
    static let rematch = WormGame.Rect(x: 36, y: 380, width: 120, height: 48)
    /// Leave, for everyone: beside Rematch on the host's results, centred on the others'.
    static func leave(besideRematch: Bool) -> WormGame.Rect {
        WormGame.Rect(x: besideRematch ? 164 : 100, y: 380, width: 120, height: 48)
    }
    /// The results' button under (`x`, `y`), if any: Rematch (where `rematch` offers it) or Leave.
    static func button(at x: Double, y: Double, rematch: Bool) -> WormGame.Rect? {
        [rematch ? ResultsLayout.rematch : nil, leave(besideRematch: rematch)].compactMap { $0 }
            .first { $0.contains(x: x, y: y) }
    }
    /// The first player's line; one line every `lineHeight` below.
    static let firstLine = 182
    static let lineHeight = 20
}
