import Testing
@testable import WormGame
import WormTestSupport

/// R31: when, where and for how long Arcade worms come out.
struct ArcadeSpawnTests {
    @Test func theVisibleRangeAtWholeSeconds() {
        // hi = 1500 − 10·s, lo = max(400, hi − 600).
        #expect(ArcadeRules.visibleRange(atRoundMs: 0) == 900...1500)
        #expect(ArcadeRules.visibleRange(atRoundMs: 10_000) == 800...1400)
        #expect(ArcadeRules.visibleRange(atRoundMs: 30_000) == 600...1200)
        #expect(ArcadeRules.visibleRange(atRoundMs: 45_000) == 450...1050)
        #expect(ArcadeRules.visibleRange(atRoundMs: 50_000) == 400...1000)
        #expect(ArcadeRules.visibleRange(atRoundMs: 60_000) == 400...900)
    }

    /// Every spawn of 40 idle rounds and 10 catching ones lies in R31's range at its round time (golden ones halved),
    /// and the draws spread over the whole range at the start, the middle and the end of the round.
    @Test func spawnsFollowTheVisibleTimeRamp() {
        var positions: [[Double]] = [[], [], []]  // where in [lo, hi] normal worms fell, by third of the round
        var goldens = 0
        var rounds = (1...40).map { ArcadeRun.idle(seed: $0) }
        rounds += (41...50).map { ArcadeRun.catchingEverything(seed: $0) }
        for harness in rounds {
            for spawn in harness.spawnRecords {
                let s = Double(spawn.t - ArcadeRun.roundStart) / 1000
                let hi = 1500 - 10 * s, lo = max(400, hi - 600)
                if spawn.kind == .golden {
                    goldens += 1
                    let full = Double(spawn.visibleMs * 2)
                    #expect(full >= lo - 2 && full <= hi + 2, "golden \(spawn.visibleMs) ms at \(s) s")
                } else {
                    let visible = Double(spawn.visibleMs)
                    #expect(visible >= lo - 1 && visible <= hi + 1, "\(spawn.visibleMs) ms at \(s) s")
                    positions[min(2, Int(s / 20))].append((visible - lo) / (hi - lo))
                }
            }
        }
        #expect(goldens > 20)
        for third in positions {
            #expect(third.count > 500)
            #expect(third.min()! < 0.02 && third.max()! > 0.98, "the whole range is used")
            let mean = third.reduce(0, +) / Double(third.count)
            #expect(abs(mean - 0.5) < 0.05, "uniform: mean \(mean)")
        }
    }

    /// The first slot's first worm comes at the round's start; the second and third slots open at 20 s and 40 s
    /// with a 500 ms hidden phase, so their first worms come at 20.5 s and 40.5 s.
    @Test(arguments: [3, 17, 29] as [UInt64])
    func slotsOpenAtTwentyAndFortySeconds(seed: UInt64) {
        for catching in [false, true] {
            var opened: [Int?] = [nil, nil, nil]  // first step at which each slot was no longer closed
            var firstWorm: [Int?] = [nil, nil, nil]
            let watch: (ArcadeRun.Harness) -> Void = { harness in
                let t = harness.game.timeMs - Simulation.stepMs
                for (index, slot) in harness.game.mode.slots.enumerated() {
                    if slot != .closed && opened[index] == nil {
                        opened[index] = t
                        if index > 0 { #expect(slot == .hidden(untilMs: t + 500)) }
                    }
                    if let worm = slot.worm, firstWorm[index] == nil {
                        firstWorm[index] = t
                        #expect(worm.spawnedAtMs == t)
                        #expect(harness.events(since: t).contains { $0 == .spawn(worm: worm.number, x: worm.x,
                            y: worm.y, visibleMs: worm.visibleMs, kind: worm.kind) })
                    }
                }
            }
            let start = ArcadeRun.roundStart
            _ = catching ? ArcadeRun.catchingEverything(seed: seed, watch: watch)
                         : ArcadeRun.idle(seed: seed, watch: watch)
            #expect(opened == [start, start + 20_000, start + 40_000])
            #expect(firstWorm == [start, start + 20_500, start + 40_500])
        }
    }

    /// Never more than 1, 2, 3 worms out in each period, and the most are out at times.
    @Test(arguments: [5, 6, 7] as [UInt64])
    func neverMoreWormsThanOpenSlots(seed: UInt64) {
        var most = [0, 0, 0]
        let watch: (ArcadeRun.Harness) -> Void = { harness in
            let round = harness.game.timeMs - Simulation.stepMs - ArcadeRun.roundStart
            guard round >= 0 && round < 60_000 else { return }
            let period = round / 20_000
            let out = harness.game.worms.count
            #expect(out <= period + 1, "\(out) worms out at round time \(round)")
            if round < 20_500 { #expect(out <= 1) }
            if round < 40_500 { #expect(out <= 2) }
            most[period] = max(most[period], out)
        }
        _ = ArcadeRun.idle(seed: seed, watch: watch)
        #expect(most == [1, 2, 3])
    }

    /// After every catch or escape, each slot stays hidden for exactly 500 ms before its next worm.
    @Test(arguments: [8, 9] as [UInt64])
    func eachSlotHidesFiveHundredMillisecondsBetweenWorms(seed: UInt64) {
        for catching in [false, true] {
            var previous: [Slot] = [.closed, .closed, .closed]
            var wentAt: [Int?] = [nil, nil, nil]
            var gaps: [Int] = []
            let watch: (ArcadeRun.Harness) -> Void = { harness in
                let t = harness.game.timeMs - Simulation.stepMs
                for (index, slot) in harness.game.mode.slots.enumerated() {
                    if previous[index].worm != nil && slot.worm?.number != previous[index].worm?.number {
                        if slot.worm == nil { wentAt[index] = t } else { gaps.append(0) }
                    }
                    if let worm = slot.worm, worm.number != previous[index].worm?.number, let went = wentAt[index] {
                        gaps.append(t - went)
                        #expect(worm.spawnedAtMs == t)
                        wentAt[index] = nil
                    }
                    previous[index] = slot
                }
            }
            _ = catching ? ArcadeRun.catchingEverything(seed: seed, watch: watch)
                         : ArcadeRun.idle(seed: seed, watch: watch)
            #expect(gaps.count > 40)
            #expect(gaps.allSatisfy { $0 == 500 }, "gaps \(Set(gaps))")
        }
    }

    /// A new worm's square never overlaps a visible worm's square, and never covers the pause button.
    @Test func wormsNeverOverlapNorCoverThePauseButton() {
        var checked = 0
        let watch: (ArcadeRun.Harness) -> Void = { harness in
            let worms = harness.game.worms
            for (i, worm) in worms.enumerated() {
                // The square [x − 30, x + 30) × [y − 30, y + 30) against x ≥ 276, y < 44.
                #expect(!(worm.x + 30 > 276 && worm.y - 30 < 44), "worm \(worm.number) at \(worm.x), \(worm.y)")
                #expect((30...290).contains(worm.x) && (30...450).contains(worm.y))
                for other in worms[(i + 1)...] {
                    #expect(abs(worm.x - other.x) >= 60 || abs(worm.y - other.y) >= 60,
                            "worms \(worm.number) and \(other.number) overlap")
                }
            }
            checked += worms.count > 1 ? 1 : 0
        }
        for seed in 100...129 as ClosedRange<UInt64> {
            _ = ArcadeRun.idle(seed: seed, watch: watch)
        }
        #expect(checked > 100_000)
    }
}
