/// A keyboard focus over a list whose items come and go under it (a lobby's players and the games found, R112):
/// hidden until the first arrow, then on an item, kept on that item while it stays, on its place when it goes.
///
/// The scene gives the items anew each time (they follow the lobby); the focus keeps only which one it is on.
struct ListFocus<Item: Equatable> {
    /// The item last focused, nil while the focus is hidden.
    private(set) var item: Item?
    /// Its place in the list, so the focus stays there when the item itself goes.
    private var index = 0

    /// The focused item among `items`: the one last focused while it is there, else the one now in its place; nil
    /// while the focus is hidden or the list is empty.
    func focused(in items: [Item]) -> Item? {
        guard let item, !items.isEmpty else { return nil }
        return items.contains(item) ? item : items[min(index, items.count - 1)]
    }

    /// Moves the focus by `offset` among `items`, wrapping round; the first move only shows it, on the first item.
    mutating func move(by offset: Int, in items: [Item]) {
        guard !items.isEmpty else { return }
        guard let current = focused(in: items), let at = items.firstIndex(of: current) else {
            focus(on: 0, in: items)
            return
        }
        focus(on: (at + offset + items.count) % items.count, in: items)
    }

    /// Puts the focus, shown, on `item` of `items` (the pointer over it, R115); nothing when it is not there.
    mutating func focus(on item: Item, in items: [Item]) {
        guard let place = items.firstIndex(of: item) else { return }
        focus(on: place, in: items)
    }

    /// Puts the focus on `items[place]`.
    private mutating func focus(on place: Int, in items: [Item]) {
        index = place
        item = items[place]
    }

    /// How far a key moves a list's focus (R20's menu keys): Up or Left back one, Down or Right on one, Tab on one
    /// (Shift+Tab back); nil for any other key.
    static func offset(for key: KeyPress) -> Int? {
        switch key.key {
        case .up?, .left?: -1
        case .down?, .right?: 1
        case .tab?: key.shift ? -1 : 1
        default: nil
        }
    }
}
