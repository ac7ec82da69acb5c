import WormGame

/// A menu's scan for one-switch play (R114): the focus moves on by itself every interval (the first item held
/// 1.5 ×), and the switch (Space, Enter, a press anywhere, a pad's A) chooses the item focused.
struct OneSwitchScan {
    /// How long the focus has stood where it is, in ms.
    private var stoodMs = 0

    /// One step of `stepMs` on `menu` with the scan `interval`: the focus moves on when its time is up.
    mutating func step<Choice>(_ menu: inout Menu<Choice>, interval: Int, stepMs: Int = Simulation.stepMs) {
        if let next = step(focus: menu.focus, count: menu.buttons.count, interval: interval, stepMs: stepMs) {
            menu.focus(on: next)
        }
    }

    /// One step over `count` items with item `focus` focused: the item to focus next when its time is up, else nil.
    mutating func step(focus: Int, count: Int, interval: Int, stepMs: Int = Simulation.stepMs) -> Int? {
        guard count > 0 else { return nil }
        var next: Int?
        if stoodMs >= OneSwitch.dwellMs(interval: interval, onFirst: focus == 0) {
            stoodMs = 0
            next = (focus + 1) % count
        }
        stoodMs += stepMs
        return next
    }

    /// The player chose: the scan starts again from where it is.
    mutating func restart() {
        stoodMs = 0
    }
}

extension PlayerInput {
    /// Whether this is the one switch (R114): Space, Enter, a left click or a tap (a pad's A comes as Enter).
    var isSwitch: Bool {
        switch self {
        case .press: true
        case .key(let key): key.key?.chooses == true
        default: false
        }
    }
}

extension ListFocus {
    /// One step of the one switch's scan (R114) over `items`: the focus shown on the first item at once, then moved
    /// on each time `scan`'s interval is up.
    mutating func scan(_ scan: inout OneSwitchScan, items: [Item], interval: Int) {
        guard let current = focused(in: items), let at = items.firstIndex(of: current) else {
            move(by: 0, in: items)
            return scan.restart()
        }
        if let next = scan.step(focus: at, count: items.count, interval: interval) { focus(on: items[next], in: items) }
    }
}

extension Press {
    /// Whether this press is the one switch (R114): a click or a tap; a pad's press aims its own cursor.
    var isSwitch: Bool { pad == nil }
}
