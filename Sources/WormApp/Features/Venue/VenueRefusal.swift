/// Why a row shared by another venue machine was not taken (R74), as the `venue_refused` line's `reason` names it.
nonisolated enum VenueRefusal: String, Sendable, CaseIterable {
    /// Not a venue datagram this version can read, or a row with a bad field.
    case malformed
    /// Longer than a datagram may be, or a replay that plays longer than a check does.
    case oversized
    /// Another wire format, or a replay made by another version of Worm than this one.
    case version
    /// A Daily row whose seed is not its date's.
    case seed
    /// Its replay, played here, does not end with the row's score, accuracy and best combo.
    case notReproduced = "not_reproduced"
    /// More rows than a machine may send a second, or more than the queue holds, or more replay to play than a
    /// sender's share of the checking.
    case flood
    /// A datagram not sealed with this venue's key (none, or another): its sender is ignored (R100).
    case key
    /// A row dated after tomorrow (UTC), the far side of every time zone (R100).
    case date
}

/// What a `venue` line says of a machine (R74).
enum VenueState: String, Sendable {
    /// First heard from.
    case found
    /// Silent for `Venue.lostAfterMs`.
    case lost
    /// One of the rows it shared was taken (the line has the row).
    case taken
}
