import Testing
@testable import WormGame
import WormTestSupport

/// R32: points, the multiplier, the combo and stardust.
struct ArcadeScoringTests {
    /// 25 catches in a row on a seed whose first 25 worms are all normal: ×1, ×2 from the 5th, ×3 from the 10th,
    /// ×4 from the 20th.
    @Test func theMultiplierStepsAtFiveTenAndTwenty() {
        var harness = ArcadeRun.Harness(arcadeSeed: 1)
        harness.catchWorms(25)
        let catches = ArcadeRun.catches(harness)
        let kinds = ArcadeRun.kinds(harness)
        #expect(catches.allSatisfy { kinds[$0.worm] == .normal })
        let expected = [Int](repeating: 10, count: 4) + [Int](repeating: 20, count: 5)
            + [Int](repeating: 30, count: 10) + [Int](repeating: 40, count: 6)
        #expect(catches.map(\.scored.points) == expected)
        #expect(catches.map(\.scored.combo) == Array(1...25))
        #expect(catches.map(\.scored.score) == expected.indices.map { expected[...$0].reduce(0, +) })
        #expect(harness.game.mode.score == expected.reduce(0, +))
        #expect(harness.game.mode.combo == 25 && harness.game.mode.bestCombo == 25)
    }

    /// Over long runs of catches, golden worms included: every catch scores its kind's points times its multiplier.
    @Test func goldenWormsScoreFiftyTimesTheMultiplier() {
        var goldenCatches = 0
        for seed in 300...309 as ClosedRange<UInt64> {
            let harness = ArcadeRun.catchingEverything(seed: seed)
            let kinds = ArcadeRun.kinds(harness)
            var score = 0
            for (index, catchRecord) in ArcadeRun.catches(harness).enumerated() {
                let kind = kinds[catchRecord.worm]
                #expect(kind != .beetle)
                if kind == .golden { goldenCatches += 1 }
                #expect(catchRecord.scored.combo == index + 1, "this player never misses")
                let points = ArcadeRun.basePoints(kind) * ArcadeRun.multiplier(combo: catchRecord.scored.combo)
                #expect(catchRecord.scored.points == points, "catch \(index + 1) of worm \(catchRecord.worm)")
                score += points
                #expect(catchRecord.scored.score == score)
            }
        }
        #expect(goldenCatches > 10)
    }

    /// Stardust fires at every 10th catch in a row, and only then.
    @Test func stardustAtEveryTenInARow() {
        var harness = ArcadeRun.Harness(arcadeSeed: 1)
        harness.catchWorms(31)
        var combo = 0, stardustAtCombo: [Int] = []
        for entry in harness.log {
            if case .hit(_, _, let scored?) = entry.event { combo = scored.combo }
            if case .effect(.stardust, let x, let y) = entry.event {
                stardustAtCombo.append(combo)
                #expect(x == 0 && y == 240)
            }
        }
        #expect(stardustAtCombo == [10, 20, 30])
    }

    /// A press on the background with a worm out is a miss: combo back to 0, no points lost, no worm flees.
    @Test func aBackgroundMissResetsTheComboAndNoWormFlees() {
        var harness = ArcadeRun.Harness(arcadeSeed: 2)
        harness.catchWorms(6)
        #expect(harness.step(until: 30_000) { !$0.game.worms.isEmpty })
        let before = harness.game.mode
        let t = harness.game.timeMs
        harness.pressEmptySpot()
        let mode = harness.game.mode
        #expect(mode.missed == 1 && mode.combo == 0 && mode.score == before.score && mode.caught == 6)
        #expect(mode.slots == before.slots, "no worm flees")
        #expect(mode.lastMissMs == t)
        #expect(harness.events(since: t).contains(.miss(worm: nil, reason: .background)))
        #expect(!harness.events(since: t).contains { if case .hide = $0 { return true } else { return false } })
        harness.catchWorms(1)
        #expect(ArcadeRun.catches(harness).last?.scored.points == 10)
        #expect(ArcadeRun.catches(harness).last?.scored.combo == 1)
        #expect(mode.bestCombo == 6)
    }

    /// An escape is a miss: combo back to 0, no points lost.
    @Test func anEscapeResetsTheCombo() {
        var harness = ArcadeRun.Harness(arcadeSeed: 2)
        harness.catchWorms(7)
        let score = harness.game.mode.score
        #expect(harness.step(until: 20_000) { $0.game.mode.missed == 1 })
        let escape = ArcadeRun.misses(harness).last!
        #expect(escape.reason == .escape && escape.worm != nil)
        #expect(harness.game.mode.combo == 0 && harness.game.mode.score == score)
        #expect(harness.game.mode.lastMissMs == escape.t)
        harness.catchWorms(1)
        #expect(ArcadeRun.catches(harness).last?.scored.combo == 1)
        #expect(ArcadeRun.catches(harness).last?.scored.points == 10)
    }

    /// A press while no worm is out is a miss, and the worms come exactly as they would have without it.
    @Test func aPressWithNoWormOutIsAMissAndChangesNoSchedule() {
        var plain = ArcadeRun.Harness(arcadeSeed: 4)
        plain.catchWorms(3)
        var pressed = plain
        let t = pressed.game.timeMs + 100
        let slot = pressed.game.mode.slots
        #expect(pressed.game.worms.isEmpty)
        pressed.press(at: t, x: 160, y: 240)
        pressed.run(through: t)
        #expect(pressed.game.worms.isEmpty, "still the hidden phase")
        #expect(pressed.game.mode.slots == slot)
        #expect(pressed.game.mode.missed == 1 && pressed.game.mode.combo == 0)
        #expect(pressed.events(since: t).contains(.miss(worm: nil, reason: .background)))
        plain.run(through: 50_000)
        pressed.run(through: 50_000)
        #expect(plain.spawnRecords.map { "\($0)" } == pressed.spawnRecords.map { "\($0)" })
    }
}
