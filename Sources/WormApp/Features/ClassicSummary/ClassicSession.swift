import WormGame

/// How a Classic game went, for its summary after Quit (issue 30) and the best one kept in scores.json.
nonisolated struct ClassicSession: Equatable, Sendable {
    var caught: Int
    var missed: Int
    /// The longest run of catches with no miss between them.
    var bestStreak: Int
    /// When it was played, seconds since 1970 (UTC); 0 for a session not yet saved.
    var time: Int64 = 0

    /// Catches of all worms, in percent (0 with no worm).
    var accuracyPercent: Int {
        caught + missed == 0 ? 0 : (caught * 100) / (caught + missed)
    }

    /// How many worms it took at least for a session's accuracy to count in the ranking.
    static let wormsForAccuracy = 20

    /// Whether this session ranks above `other` (nil: none kept yet): by best streak, then by accuracy over at
    /// least 20 worms, then by catches. A session with no worm at all is never kept.
    func ranks(above other: ClassicSession?) -> Bool {
        guard caught + missed > 0 else { return false }
        guard let other else { return true }
        if bestStreak != other.bestStreak { return bestStreak > other.bestStreak }
        let mine = caught + missed >= Self.wormsForAccuracy ? accuracyPercent : -1
        let theirs = other.caught + other.missed >= Self.wormsForAccuracy ? other.accuracyPercent : -1
        if mine != theirs { return mine > theirs }
        return caught > other.caught
    }
}

/// Follows a Classic game's catches and misses as its counts grow, for the best streak.
nonisolated struct StreakCounter: Equatable, Sendable {
    private var caught = 0
    private var missed = 0
    private var current = 0
    /// The longest run so far.
    private(set) var best = 0

    /// Takes the game's counts after a step: catches lengthen the run, any miss ends it (a step has at most a few).
    mutating func follow(caught: Int, missed: Int) {
        if missed > self.missed { current = 0 }
        current += max(0, caught - self.caught)
        best = max(best, current)
        self.caught = caught
        self.missed = missed
    }
}

/// What the Classic summary shows: the game just quit, the best kept after it, and what became of its save.
struct ClassicSummary: Equatable {
    var session: ClassicSession
    /// The best Classic game kept, this one included when it became the best.
    var best: ClassicSession?
    /// Whether this game became the best.
    var isNewBest: Bool
    /// Why the new best could not be saved, if it could not.
    var trouble: SaveTrouble?
}
