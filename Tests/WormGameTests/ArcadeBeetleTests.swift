import Testing
@testable import WormGame
import WormTestSupport

/// R31, R32: beetles, the decoys.
struct ArcadeBeetleTests {
    /// Runs `harness` until a beetle is out (at most to the round's end) and returns it.
    static func runToBeetle(_ harness: inout ArcadeRun.Harness) -> Worm? {
        harness.step(until: ArcadeRun.roundEnd) { $0.game.worms.contains { $0.kind == .beetle } }
        return harness.game.worms.first { $0.kind == .beetle }
    }

    /// Touching a beetle at 0 or 10 points leaves 0: never below 0. It is not a miss.
    @Test(arguments: [0, 1])
    func aBeetleNeverTakesTheScoreBelowZero(catches: Int) {
        var harness = ArcadeRun.Harness(arcadeSeed: 11)
        harness.catchWorms(catches)
        guard let beetle = ArcadeBeetleTests.runToBeetle(&harness) else { Issue.record("no beetle this round"); return }
        #expect(harness.game.mode.score == 10 * catches)
        let missed = harness.game.mode.missed
        let t = harness.game.timeMs
        harness.press(beetle)
        let events = harness.events(since: t)
        #expect(events.contains(.decoy(worm: beetle.number, points: -20, score: 0)))
        #expect(harness.game.mode.score == 0)
        #expect(harness.game.mode.missed == missed, "not a miss")
        #expect(!events.contains { if case .miss = $0 { return true } else { return false } })
        #expect(events.contains(.hide(worm: beetle.number)))
        #expect(!harness.game.worms.contains { $0.number == beetle.number })
    }

    /// Touching a beetle with points to spare costs exactly 20 and breaks the combo; the next catch starts at ×1.
    @Test(arguments: [12, 13, 14] as [UInt64])
    func aBeetleCostsTwentyAndBreaksTheCombo(seed: UInt64) {
        var harness = ArcadeRun.Harness(arcadeSeed: seed)
        var beetle: Worm?
        while beetle == nil && harness.game.timeMs < ArcadeRun.roundEnd {
            for worm in harness.game.worms where worm.kind != .beetle {
                harness.press(at: harness.game.timeMs, x: Double(worm.x), y: Double(worm.y))
            }
            harness.step()
            beetle = harness.game.worms.first { $0.kind == .beetle }
        }
        guard let beetle else { Issue.record("no beetle this round"); return }
        let before = harness.game.mode
        #expect(before.combo >= 5 && before.score >= 20)
        let t = harness.game.timeMs
        harness.press(beetle)
        let mode = harness.game.mode
        #expect(harness.events(since: t).contains(.decoy(worm: beetle.number, points: -20, score: before.score - 20)))
        #expect(mode.score == before.score - 20)
        #expect(mode.combo == 0 && mode.bestCombo == before.combo)
        #expect(mode.missed == before.missed && mode.caught == before.caught)
        #expect(mode.lastMissMs == t, "the screen shakes")
        harness.catchWorms(1)
        let next = ArcadeRun.catches(harness).last!
        #expect(next.scored.combo == 1)
        #expect(next.scored.points == ArcadeRun.basePoints(ArcadeRun.kinds(harness)[next.worm]))
    }

    /// A beetle that leaves on its own is not a miss; every other escape is.
    @Test func aBeetleLeavingOnItsOwnIsNotAMiss() {
        var beetlesGone = 0
        for seed in 20...29 as ClosedRange<UInt64> {
            let harness = ArcadeRun.idle(seed: seed, through: ArcadeRun.roundEnd - 4)
            let kinds = ArcadeRun.kinds(harness)
            let hidden = harness.log.compactMap {
                if case .hide(let worm) = $0.event { return worm } else { return nil }
            }
            let misses = ArcadeRun.misses(harness)
            #expect(misses.allSatisfy { $0.reason == .escape && kinds[$0.worm!] != .beetle })
            #expect(Set(misses.map(\.worm!)) == Set(hidden.filter { kinds[$0] != .beetle }))
            #expect(harness.game.mode.missed == misses.count)
            #expect(harness.game.mode.combo == 0 && harness.game.mode.score == 0)
            beetlesGone += hidden.filter { kinds[$0] == .beetle }.count
        }
        #expect(beetlesGone > 20)
    }
}
