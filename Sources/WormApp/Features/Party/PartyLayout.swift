import WormGame

/// Where the party lobby's parts are (R80).
enum PartyLayout {
    /// Start, once two are in.
    static let start = WormGame.Rect(x: 60, y: 320, width: 200, height: 48)
    /// Back to the title.
    static let back = WormGame.Rect(x: 60, y: 380, width: 200, height: 48)
    /// The first seat's line, and the lines' spacing.
    static let firstSeat = 150
    static let seatHeight = 28
    /// The seat line at (`x`, `y`), counted from 0, if the point is on one: where a player clicks (or presses A on) their
    /// own name to type it.
    static func seat(at x: Double, y: Double) -> Int? {
        guard x >= 32, x < 296, y >= Double(firstSeat) else { return nil }
        let line = Int((y - Double(firstSeat)) / Double(seatHeight))
        return line < maxPlayers ? line : nil
    }
    /// The most players: four pads and the mouse.
    static let maxPlayers = PadLimits.pads + 1
}
