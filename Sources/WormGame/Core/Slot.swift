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
