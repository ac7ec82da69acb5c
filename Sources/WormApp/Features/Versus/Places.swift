import WormGame

extension HostSession {
    /// How many connections the host's transport takes at once: room for every player and as many again not yet
    /// heard from, so that connections that never say `hello` (closed after 3 s) cannot lock a player out (R61).
    static let connectionLimit = 4 * VersusMessage.maxPlayers
}

/// The places of a host's roster (R61): always 0 to 7, the host's (0) never given to anyone, and a place left
/// in the lobby free again. Only asked between rounds: nobody takes a place while a round is under way.
extension Array where Element == HostSession.Seat {
    /// The lowest free place: one left by a player who is gone, else the next one; nil when 8 are in.
    var freePlace: Int? {
        if let left = indices.dropFirst().first(where: { !self[$0].present }) { return left }
        return count < VersusMessage.maxPlayers ? count : nil
    }

    /// Puts `seat` at `place`, a free place.
    mutating func seat(_ seat: HostSession.Seat, at place: Int) {
        if place < count { self[place] = seat } else { append(seat) }
    }
}
