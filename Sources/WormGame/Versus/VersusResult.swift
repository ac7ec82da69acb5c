/// A finished Versus round's results (R61): every player's line, best first, and the winner. Made from the
/// standings the host's `end` gave, by the host and every player alike, so all show the same.
public struct VersusResult: Equatable, Sendable {
    /// One player's line.
    public struct Line: Equatable, Sendable {
        public var name: String
        public var caught: Int
        public var missed: Int
        /// caught ÷ (caught + missed) in whole percent, rounded to the nearest; 0 without a press that counted
        /// (a late press is neither).
        public var accuracy: Int
        /// False when the player left or dropped before the end.
        public var present: Bool
    }

    /// Best first: most caught, then fewer missed, then roster order.
    public let lines: [Line]
    /// The winner's name; nil for a draw (equal best catches).
    public let winner: String?

    /// The results of a round that ended with `standings` (roster order).
    public init(standings: [VersusStanding]) {
        let ranked = standings.enumerated().sorted { a, b in
            (a.element.caught, -a.element.missed, -a.offset) > (b.element.caught, -b.element.missed, -b.offset)
        }
        lines = ranked.map(\.element).map { standing in
            let total = standing.caught + standing.missed
            let accuracy = total == 0 ? 0 : (standing.caught * 200 + total) / (total * 2)
            return Line(name: standing.name, caught: standing.caught, missed: standing.missed, accuracy: accuracy,
                        present: standing.present)
        }
        let tied = lines.count >= 2 && lines[0].caught == lines[1].caught
        winner = tied ? nil : lines.first?.name
    }
}
