/// One-switch play (R114): the switch is the only input, so the game chooses what it touches.
public enum OneSwitch {
    /// The worm a switch catches: the one out the longest, never a beetle; when only beetles are out, one of them
    /// (the longest out), which costs as touching it does (R31); nil when nothing is out.
    public static func target(in slots: [Slot]) -> Worm? {
        let out = slots.compactMap(\.worm)
        let longest = { (a: Worm, b: Worm) in a.spawnedAtMs != b.spawnedAtMs ? a.spawnedAtMs < b.spawnedAtMs : a.number < b.number }
        return out.filter { $0.kind != .beetle }.min(by: longest) ?? out.min(by: longest)
    }

    /// How long the scan's focus stays on an item, in ms: the interval, the first item 1.5 × as long (R114).
    public static func dwellMs(interval: Int, onFirst: Bool) -> Int {
        onFirst ? interval * 3 / 2 : interval
    }
}
