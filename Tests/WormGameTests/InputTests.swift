import Testing
@testable import WormGame
import WormTestSupport

/// R9: input order and what counts as a game press.
struct InputTests {
    @Test func pressesInOneStepAreHandledInArrivalOrder() {
        var harness = GameHarness(seed: 8)
        let worm = harness.runToFirstWorm()
        harness.press(at: 5_201, x: 5, y: 5)  // background: the worm flees
        harness.press(at: 5_202, x: Double(worm.x), y: Double(worm.y))  // too late: hidden phase
        harness.run(through: 5_204)
        #expect(harness.game.caught == 0 && harness.game.missed == 2)
        #expect(harness.events(since: 5_204).contains(.miss(worm: 1, reason: .background)))
        #expect(harness.events(since: 5_204).contains(.miss(worm: nil, reason: .background)))
    }

    @Test func aPressMadeWhileVisibleCountsEvenInTheEscapeStep() {
        // A seed whose first worm's time runs out between two steps, so a press can fall just before it.
        let seed = (1...100).first { seed in
            var probe = GameHarness(seed: UInt64(seed))
            let worm = probe.runToFirstWorm()
            return (worm.spawnedAtMs + worm.visibleMs) % Simulation.stepMs >= 2
        }!
        var harness = GameHarness(seed: UInt64(seed))
        let worm = harness.runToFirstWorm()
        let due = worm.spawnedAtMs + worm.visibleMs
        // Made 1 ms before the worm's time is up; handled in the step where the escape is due.
        let pressTime = due - 1
        let step = (due + Simulation.stepMs - 1) / Simulation.stepMs * Simulation.stepMs
        #expect(pressTime > step - Simulation.stepMs, "the press falls in the escape's step")
        harness.press(at: pressTime, x: Double(worm.x), y: Double(worm.y))
        harness.run(through: due + 10)
        #expect(harness.game.caught == 1 && harness.game.missed == 0)
        #expect(!harness.log.contains { $0.event == .miss(worm: 1, reason: .escape) })
    }

    @Test func aTouchIsAPressAndKeepsItsSource() {
        var harness = GameHarness(seed: 8)
        let worm = harness.runToFirstWorm()
        harness.press(at: 5_100, x: Double(worm.x), y: Double(worm.y), source: .touch)
        harness.run(through: 5_100)
        #expect(harness.game.caught == 1)
        #expect(harness.events(since: 5_100).first == .press(x: Double(worm.x), y: Double(worm.y), source: .touch, ignored: false))
    }

    @Test(arguments: [(-1.0, 200.0), (320.0, 200.0), (100.0, -0.5), (100.0, 480.0), (-50.0, -50.0)])
    func aPressOutsideThePlayfieldIsIgnored(x: Double, y: Double) {
        var harness = GameHarness(seed: 8)
        _ = harness.runToFirstWorm()
        harness.press(at: 5_100, x: x, y: y)
        harness.run(through: 5_100)
        #expect(harness.events(since: 5_100) == [.press(x: x, y: y, source: .mouse, ignored: true)])
        #expect(harness.game.missed == 0 && harness.game.worm != nil)
    }

    @Test func thePauseButtonIsNotAGamePress() {
        var harness = GameHarness(seed: 8)
        _ = harness.runToFirstWorm()
        harness.press(at: 5_100, x: 300, y: 20)
        harness.run(through: 5_100)
        #expect(harness.events(since: 5_100) == [.press(x: 300, y: 20, source: .mouse, ignored: true), .pause(reason: .button)])
        #expect(harness.game.missed == 0 && harness.game.isPaused)
    }
}

/// R10: time and randomness.
struct DeterminismTests {
    /// A game with a press pattern that depends on nothing but the schedule it sees.
    static func play(seed: UInt64) -> [String] {
        var harness = GameHarness(seed: seed)
        var t = 5_000
        while t < 40_000 {
            harness.run(through: t)
            if let worm = harness.game.worm, (worm.number % 3) != 0 {
                harness.press(at: t + 40, x: Double(worm.x) + Double(worm.number % 40), y: Double(worm.y))
            }
            t += 200
        }
        return harness.log.map { "\($0.t) \($0.event)" }
    }

    @Test func sameSeedSameGame() {
        #expect(DeterminismTests.play(seed: 77) == DeterminismTests.play(seed: 77))
    }

    @Test func differentSeedDifferentGame() {
        #expect(DeterminismTests.play(seed: 77) != DeterminismTests.play(seed: 78))
    }

    @Test func wormsComeFromTheGameplayStreamAloneNotFromEffects() {
        // Catch ten worms in a row (explosions and stardust draw from the cosmetic stream).
        var harness = GameHarness(seed: 31)
        harness.catchWorms(10)
        #expect(harness.log.contains { $0.event == .effect(name: .stardust, x: 0, y: 240) })
        var stream = SplitMix64(seed: 31)
        for spawn in harness.spawns {
            #expect(spawn.x == stream.int(in: 30...290))
            #expect(spawn.y == stream.int(in: 30...450))
            #expect(spawn.visibleMs == stream.int(in: 500...1500))
        }
    }

    @Test func aStepIsAtMostOneSixtiethOfASecond() {
        // Never early: SeamTests.escapesAndSpawnsAreNeverEarlyAndLateByLessThanAStep.
        #expect(Simulation.stepMs * 60 <= 1000)
    }
}
