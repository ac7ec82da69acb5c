/// How an Arcade round went, as the results scene and the `end` event show it (R33).
public struct ArcadeSummary: Equatable, Sendable {
    /// The histogram's bar width, in ms of reaction time.
    public static let binMs = 100
    /// The histogram's bars: 0–99 ms, 100–199 ms … and the last one holds everything from 1400 ms.
    public static let binCount = 15

    public var score: Int
    public var caught: Int
    public var missed: Int
    public var bestCombo: Int
    /// Every catch's reaction time in ms, in the order of the catches.
    public var reactionTimes: [Int]

    /// Creates a summary from its numbers.
    public init(score: Int, caught: Int, missed: Int, bestCombo: Int, reactionTimes: [Int]) {
        self.score = score
        self.caught = caught
        self.missed = missed
        self.bestCombo = bestCombo
        self.reactionTimes = reactionTimes
    }

    /// The summary of `mode`'s round so far.
    public init(_ mode: ArcadeMode) {
        self.init(score: mode.score, caught: mode.caught, missed: mode.missed, bestCombo: mode.bestCombo,
                  reactionTimes: mode.reactionTimes)
    }

    /// caught ÷ (caught + missed) in whole percent, rounded to the nearest; 0 when there was nothing.
    public var accuracyPercent: Int {
        let total = caught + missed
        guard total > 0 else { return 0 }
        return (caught * 200 + total) / (total * 2)
    }

    /// The mean reaction time in whole ms, rounded to the nearest; nil without a catch.
    public var meanReactionMs: Int? {
        guard !reactionTimes.isEmpty else { return nil }
        let count = reactionTimes.count
        return (2 * reactionTimes.reduce(0, +) + count) / (2 * count)
    }

    /// The median reaction time in whole ms (the mean of the two middle ones, rounded down, for an even count).
    public var medianReactionMs: Int? {
        guard !reactionTimes.isEmpty else { return nil }
        let sorted = reactionTimes.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// How many catches fall in each 100 ms bar; the last bar holds the slowest.
    public var histogram: [Int] {
        var bins = [Int](repeating: 0, count: ArcadeSummary.binCount)
        for time in reactionTimes {
            bins[min(ArcadeSummary.binCount - 1, max(0, time) / ArcadeSummary.binMs)] += 1
        }
        return bins
    }

    /// The rating line's tier, 0 (keep trying) to 4 (the best), by score.
    public var ratingTier: Int {
        ArcadeSummary.ratingThresholds.lastIndex { score >= $0 } ?? 0
    }

    /// The least score of each rating tier.
    public static let ratingThresholds = [0, 400, 1000, 2000, 3500]
}
