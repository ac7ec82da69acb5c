/// What became of another Versus player, as a `peer` line logs it (HEADLESS.md): the raw value is the logged word.
public enum PeerState: String, Sendable, CaseIterable {
    /// LAN discovery heard from them.
    case found
    /// LAN discovery heard nothing from them for 5 s.
    case lost
    /// They took a place in the game.
    case joined
    /// They said goodbye.
    case left
    /// Their link went silent and was closed.
    case dropped
}
