import WormGame

/// Who sits in a party place (R80): the mouse (or a finger), or a pad by its number.
enum PartySeat: Hashable, Sendable {
    case mouse
    case pad(Int)

    /// The seat of `press`: its pad's, or the mouse's.
    init(of press: Press) {
        if press.source == .pad, let pad = press.pad { self = .pad(pad) } else { self = .mouse }
    }
}
