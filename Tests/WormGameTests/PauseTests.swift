import Testing
@testable import WormGame
import WormTestSupport

/// R13: pause and resume.
struct PauseTests {
    @Test func aWormWithThreeHundredMillisecondsLeftStillHasThemAfterThePause() {
        var harness = GameHarness(seed: 6)
        let worm = harness.runToFirstWorm()
        let due = worm.spawnedAtMs + worm.visibleMs
        let pauseAt = (due - 300) / 4 * 4
        harness.input(.pauseKey, at: pauseAt)
        harness.run(through: pauseAt + 9_996)
        #expect(harness.game.worm == worm, "frozen while paused")
        harness.input(.pauseKey, at: pauseAt + 10_000)
        harness.run(through: pauseAt + 20_000)
        let resumed = harness.firstTime { $0 == .resume(reason: .key) }!
        #expect(resumed == pauseAt + 10_000 + 3_000, "a 3-2-1 first")
        let escaped = harness.firstTime { $0 == .miss(worm: worm.number, reason: .escape) }!
        let left = due - pauseAt
        #expect(escaped - resumed >= left - Simulation.stepMs && escaped - resumed <= left + Simulation.stepMs)
    }

    @Test func whilePausedPressesChangeNothingAndTheCountdownSaysThreeTwoOne() {
        var harness = GameHarness(seed: 6)
        _ = harness.runToFirstWorm()
        harness.input(.interrupted(.focus), at: 5_040)
        harness.press(at: 5_100, x: 20, y: 420)  // not on the overlay's buttons
        harness.input(.pauseKey, at: 6_000)
        harness.press(at: 6_500, x: 20, y: 420)
        harness.run(through: 9_100)
        #expect(harness.game.caught == 0 && harness.game.missed == 0)
        #expect(harness.log.contains { $0.t == 5_040 && $0.event == .pause(reason: .focus) })
        let messages = harness.events(since: 6_000).compactMap { event -> String? in
            if case .message(let key) = event { return harness.language.text(key) }
            return nil
        }
        #expect(messages == ["3 ...", "2 ...", "1 ...", "Worms caught 0 missed 0"])
        let pressesIgnored = harness.events(since: 5_100).filter {
            if case .press(_, _, _, true, _) = $0 { return true } else { return false }
        }
        #expect(pressesIgnored.count == 2)
    }

    @Test func theOverlaysResumeStartsTheThreeTwoOne() {
        var harness = GameHarness(seed: 6)
        _ = harness.runToFirstWorm()
        harness.press(at: 5_100, x: 300, y: 10)  // the pause button
        harness.input(.resume(.button), at: 5_500)  // the overlay's Resume (the app maps the press)
        harness.run(through: 8_600)
        #expect(harness.log.contains { $0.t == 8_500 && $0.event == .resume(reason: .button) })
        #expect(!harness.log.contains { $0.t < 8_500 && $0.event == .resume(reason: .button) })
    }

    /// P or Esc during the 3-2-1 stops it: the game stays paused, frozen, with no `resume`, until the next P or Esc
    /// starts a whole new 3-2-1.
    @Test func thePauseKeyDuringTheThreeTwoOneStopsItAndTheGameStaysPaused() {
        var harness = GameHarness(seed: 6)
        let worm = harness.runToFirstWorm()
        harness.input(.pauseKey, at: 5_040)
        harness.input(.pauseKey, at: 6_000)  // the 3-2-1 starts
        harness.input(.pauseKey, at: 7_500)  // at "2 ...": stopped
        harness.run(through: 11_996)
        #expect(harness.game.pauseState == .paused(sinceMs: 7_500))
        #expect(harness.game.worm == worm, "still frozen long after the 3-2-1 would have ended")
        #expect(!harness.log.contains { if case .resume = $0.event { return true } else { return false } })
        #expect(harness.log.filter { $0.event == .pause(reason: .key) }.map(\.t) == [5_040], "paused once, never resumed")
        #expect(harness.messages.last { $0.t <= 11_996 }?.text == "Worms caught 0 missed 0",
                "the stopped 3-2-1 leaves the score on the top line, not \"2 ...\"")
        harness.input(.pauseKey, at: 12_000)
        harness.run(through: 15_100)
        let texts = harness.messages.filter { $0.t >= 12_000 }.map(\.text)
        #expect(texts.prefix(3) == ["3 ...", "2 ...", "1 ..."], "a whole 3-2-1 again")
        #expect(harness.firstTime { $0 == .resume(reason: .key) } == 15_000)
    }

    @Test func resumeWhileRunningDoesNothing() {
        var harness = GameHarness(seed: 6)
        _ = harness.runToFirstWorm()
        harness.input(.resume(.button), at: 5_100)
        harness.run(through: 9_000)
        #expect(!harness.game.isPaused)
        #expect(!harness.log.contains { if case .resume = $0.event { return true } else { return false } })
    }

    @Test func theCountdownFreezesToo() {
        var harness = GameHarness()
        harness.input(.interrupted(.minimize), at: 2_500)
        harness.input(.pauseKey, at: 4_500)
        harness.run(through: 12_000)
        // Paused for 2000 ms, then 3000 ms of 3-2-1: the first worm comes 5000 ms late.
        #expect(harness.spawns.first?.t == 10_000)
    }
}

/// The fixed-step accumulator, on made-up frame times.
struct FixedStepClockTests {
    @Test func wholeStepsAreRunAndTheRestIsKept() {
        var clock = FixedStepClock(stepMs: 4)
        #expect(clock.advance(byNanoseconds: 16_666_667) == 4)
        #expect(clock.accumulator == 666_667)
        #expect(clock.advance(byNanoseconds: 16_666_667) == 4)
        #expect(clock.advance(byNanoseconds: 16_666_666) == 4)
        // Three 60 Hz frames are 50 ms: 12 whole steps, 2 ms carried over.
        #expect(clock.accumulator == 2_000_000)
        #expect(clock.advance(byNanoseconds: 2_000_000) == 1)
        #expect(clock.accumulator == 0)
    }

    @Test func aLongFrameIsClamped() {
        var clock = FixedStepClock(stepMs: 4, maxFrameMs: 250)
        #expect(clock.advance(byNanoseconds: 5_000_000_000) == 62)
        #expect(clock.advance(byNanoseconds: -10) == 0)
    }

    @Test func alphaIsTheFractionOfAStep() {
        var clock = FixedStepClock(stepMs: 4)
        _ = clock.advance(byNanoseconds: 5_000_000)
        #expect(clock.alpha == 0.25)
    }
}

/// Fitting the playfield into windows of any size.
struct LetterboxTests {
    @Test(arguments: [(320, 480, 1.0, 0.0, 0.0), (640, 960, 2.0, 0.0, 0.0), (800, 600, 1.25, 200.0, 0.0),
                      (1000, 960, 2.0, 180.0, 0.0), (320, 1000, 1.0, 0.0, 260.0), (650, 970, 2.0, 5.0, 5.0)])
    func scaleAndBars(width: Int, height: Int, scale: Double, offsetX: Double, offsetY: Double) {
        let box = Letterbox(width: width, height: height)
        #expect(box.scale == scale)
        #expect(box.offsetX == offsetX && box.offsetY == offsetY)
    }

    @Test func cornersMapBackToThePlayfield() {
        let box = Letterbox(width: 800, height: 600)
        let topLeft = box.logicalPoint(x: 200, y: 0)
        let bottomRight = box.logicalPoint(x: 600, y: 600)
        #expect(topLeft.x == 0 && topLeft.y == 0)
        #expect(bottomRight.x == 320 && bottomRight.y == 480)
        #expect(box.logicalPoint(x: 100, y: 300).x < 0, "a bar is off the playfield")
    }
}

/// The seedable generator.
struct SplitMix64Tests {
    @Test func sameSeedSameSequence() {
        var a = SplitMix64(seed: 123), b = SplitMix64(seed: 123)
        #expect((0..<100).map { _ in a.next() } == (0..<100).map { _ in b.next() })
    }

    @Test func knownFirstValue() {
        // Reference value of SplitMix64 for seed 0 (Vigna's splitmix64.c).
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    }

    @Test func integersCoverTheRangeAndNoMore() {
        var generator = SplitMix64(seed: 5)
        var seen = Set<Int>()
        for _ in 0..<2_000 { seen.insert(generator.int(in: 3...9)) }
        #expect(seen == Set(3...9))
        #expect(generator.int(in: 4...4) == 4)
    }

    @Test func unitIsInZeroToOne() {
        var generator = SplitMix64(seed: 5)
        let values = (0..<1_000).map { _ in generator.unit() }
        #expect(values.allSatisfy { $0 >= 0 && $0 < 1 })
        #expect(values.contains { $0 < 0.1 } && values.contains { $0 > 0.9 })
    }
}
