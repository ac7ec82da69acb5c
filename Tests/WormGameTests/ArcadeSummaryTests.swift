import Testing
@testable import WormGame
import WormTestSupport

/// R33: the results' numbers.
struct ArcadeSummaryTests {
    static func summary(score: Int = 0, caught: Int = 0, missed: Int = 0, times: [Int] = []) -> ArcadeSummary {
        ArcadeSummary(score: score, caught: caught, missed: missed, bestCombo: 0, reactionTimes: times)
    }

    @Test(arguments: [(0, 0, 0), (5, 0, 100), (0, 5, 0), (2, 1, 67), (1, 2, 33), (1, 7, 13), (1, 199, 1),
                      (199, 1, 100), (1, 201, 0), (3, 5, 38), (5, 3, 63), (17, 23, 43)])
    func accuracyIsAWholePercentRoundedToTheNearest(caught: Int, missed: Int, percent: Int) {
        #expect(ArcadeSummaryTests.summary(caught: caught, missed: missed).accuracyPercent == percent)
    }

    @Test func meanAndMedian() {
        #expect(ArcadeSummaryTests.summary().meanReactionMs == nil)
        #expect(ArcadeSummaryTests.summary().medianReactionMs == nil)
        let odd = ArcadeSummaryTests.summary(times: [700, 300, 1_000])
        #expect(odd.meanReactionMs == 667 && odd.medianReactionMs == 700)
        let even = ArcadeSummaryTests.summary(times: [401, 100, 900, 200])
        #expect(even.meanReactionMs == 400 && even.medianReactionMs == 300)
        let halves = ArcadeSummaryTests.summary(times: [100, 201])
        #expect(halves.meanReactionMs == 151, "150.5 rounds up")
        #expect(halves.medianReactionMs == 150, "the middle pair's mean, rounded down")
        #expect(ArcadeSummaryTests.summary(times: [250]).medianReactionMs == 250)
        #expect(ArcadeSummaryTests.summary(times: [5, 1, 3, 2, 4]).medianReactionMs == 3)
    }

    @Test func histogramBinsOfAHundredMillisecondsAndTheLastHoldsTheSlowest() {
        let times = [0, 99, 100, 199, 250, 1_399, 1_400, 1_401, 5_000]
        var expected = [Int](repeating: 0, count: 15)
        expected[0] = 2; expected[1] = 2; expected[2] = 1; expected[13] = 1; expected[14] = 3
        #expect(ArcadeSummaryTests.summary(times: times).histogram == expected)
        #expect(ArcadeSummaryTests.summary().histogram == [Int](repeating: 0, count: 15))
    }

    @Test(arguments: [(0, 0), (399, 0), (400, 1), (999, 1), (1_000, 2), (1_999, 2), (2_000, 3), (3_499, 3), (3_500, 4),
                      (9_999, 4)])
    func ratingTiersAtTheirThresholds(score: Int, tier: Int) {
        #expect(ArcadeSummaryTests.summary(score: score).ratingTier == tier)
    }

    /// The summary of a played round is the round's own numbers, reaction times from spawn to press.
    @Test func theSummaryOfAPlayedRound() {
        var harness = ArcadeRun.Harness(arcadeSeed: 60)
        let worm = harness.runToFirstWorm()
        harness.press(at: 5_237, x: Double(worm.x), y: Double(worm.y))
        harness.run(through: 5_240)
        let summary = ArcadeSummary(harness.game.mode)
        #expect(summary == ArcadeSummary(score: 10, caught: 1, missed: 0, bestCombo: 1, reactionTimes: [237]))
        #expect(harness.events(since: 5_240).contains(.hit(worm: 1, reactionMs: 237,
                                                             scored: CatchScore(points: 10, combo: 1, score: 10))))
    }
}

/// R32: a miss shakes the screen by at most 4 px for at most 250 ms.
struct ArcadeShakeTests {
    @Test func noShakeWithoutAMiss() {
        for t in stride(from: 0, to: 70_000, by: 7) {
            #expect(ArcadeRules.shakeOffset(lastMissMs: nil, playMs: t) == 0)
        }
    }

    @Test(arguments: [0, 5_000, 33_333])
    func atMostFourPixelsForAtMostAQuarterSecond(missAt: Int) {
        var moved = false
        for elapsed in -100..<1_000 {
            let offset = ArcadeRules.shakeOffset(lastMissMs: missAt, playMs: missAt + elapsed)
            #expect(abs(offset) <= 4)
            if elapsed < 0 || elapsed >= 250 { #expect(offset == 0, "\(elapsed) ms after the miss") }
            if offset != 0 { moved = true }
        }
        #expect(moved, "it does shake")
        let peak = (0..<250).map { abs(ArcadeRules.shakeOffset(lastMissMs: missAt, playMs: missAt + $0)) }.max()
        #expect(peak == 4)
    }
}
