/// One hole of the playfield and its cycle: a worm, then (caught, fled or escaped) a hidden phase, then the next.
///
/// Classic has one slot (R2, R6); Arcade opens up to three (R31).
public enum Slot: Equatable, Sendable {
    /// Not open yet.
    case closed
    /// A worm is out.
    case visible(Worm)
    /// No worm until `untilMs` on the game's clock (R6).
    case hidden(untilMs: Int)

    /// The worm out of this hole, if any.
    public var worm: Worm? {
        if case .visible(let worm) = self { return worm }
        return nil
    }
}

extension Array where Element == Slot {
    /// `worm` comes out of hole `index` (a `spawn`, with its kind).
    /// In audio play (`calling`) the worm calls as it comes out (R110).
    mutating func show(_ worm: Worm, at index: Int, calling: Bool = false, into events: inout [GameEvent]) {
        self[index] = .visible(worm)
        events.append(.spawn(worm: worm.number, x: worm.x, y: worm.y, visibleMs: worm.visibleMs, kind: worm.kind))
        if calling, let call = GameEvent.call(of: worm) { events.append(call) }
    }

    /// The worm out of hole `index`, if any, goes (a `hide`), and no worm comes out of it until `untilMs`.
    mutating func hide(_ index: Int, untilMs: Int, into events: inout [GameEvent]) {
        if let worm = self[index].worm { events.append(.hide(worm: worm.number)) }
        self[index] = .hidden(untilMs: untilMs)
    }

    /// The round is over: every worm out goes (a `hide` each) and no hole opens again.
    mutating func closeForGood(into events: inout [GameEvent]) {
        for slot in self {
            if let worm = slot.worm { events.append(.hide(worm: worm.number)) }
        }
        self = map { $0 == .closed ? .closed : .hidden(untilMs: .max) }
    }
}
