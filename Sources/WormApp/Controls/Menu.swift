import WormGame

/// A column (or row) of buttons that works by mouse, by touch and by keyboard (R20): Up/Down and Tab/Shift+Tab
/// move a visible focus, Enter or Space choose, a press on a button chooses it.
struct Menu<Choice: Equatable> {
    /// One button.
    struct Button {
        var choice: Choice
        var label: String
        var frame: WormGame.Rect
    }

    /// The buttons, in focus order.
    private(set) var buttons: [Button]
    /// The focused button's index.
    private(set) var focus = 0
    /// Whether the focus is drawn: always on menus that start with it, after the first arrow or Tab elsewhere.
    private(set) var showsFocus: Bool

    /// A menu of `buttons` with the focus on the first, or on `focus`.
    init(_ buttons: [Button], showsFocus: Bool = true, focus: Int = 0) {
        self.buttons = buttons
        self.showsFocus = showsFocus
        self.focus = buttons.indices.contains(focus) ? focus : 0
    }

    /// The choice of a press at (`x`, `y`), if it is on a button; the button takes the focus.
    mutating func choice(at x: Double, y: Double) -> Choice? {
        guard let index = buttons.firstIndex(where: { $0.frame.contains(x: x, y: y) }) else { return nil }
        focus = index
        return buttons[index].choice
    }

    /// What a key does: moves the focus (nil) or chooses the focused button.
    mutating func choice(for key: KeyPress) -> Choice? {
        switch key.key {
        case .up?, .left?:
            move(by: -1)
        case .down?, .right?:
            move(by: 1)
        case .tab?:
            move(by: key.shift ? -1 : 1)
        case let named? where named.chooses:
            return buttons.isEmpty ? nil : buttons[focus].choice
        default:
            break
        }
        return nil
    }

    /// The pointer is over (`x`, `y`): the button there, if any, takes the focus, shown (R115).
    mutating func hover(x: Double, y: Double) {
        guard let index = buttons.firstIndex(where: { $0.frame.contains(x: x, y: y) }) else { return }
        focus = index
        showsFocus = true
    }

    /// Moves the focus to `choice`'s button, shown (the one switch's scan, R114).
    mutating func focus(on index: Int) {
        guard buttons.indices.contains(index) else { return }
        focus = index
        showsFocus = true
    }

    /// Renames the button of `choice` (the overlay's Sound label follows the setting).
    mutating func relabel(_ choice: Choice, as label: String) {
        if let index = buttons.firstIndex(where: { $0.choice == choice }) { buttons[index].label = label }
    }

    /// Moves the focus by `offset`, wrapping round; on a menu whose focus is hidden, the first move only shows it
    /// where it is (so the pause overlay shows Resume first, and Down then Enter does not quit by surprise).
    private mutating func move(by offset: Int) {
        guard !buttons.isEmpty else { return }
        guard showsFocus else {
            showsFocus = true
            return
        }
        focus = (focus + offset + buttons.count) % buttons.count
    }
}
