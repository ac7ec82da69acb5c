import Testing
@testable import WormGame
import WormTestSupport

/// R30 with R13: the round's 60 s of play, the seconds left, pause, and the end.
struct ArcadeRoundTests {
    /// The seconds left on the message line, each with the time it first showed.
    static func secondsLeftShown(_ harness: ArcadeRun.Harness) -> [(t: Int, seconds: Int)] {
        var shown: [(t: Int, seconds: Int)] = []
        for entry in harness.log {
            if case .message(.arcadeScore(_, let seconds)) = entry.event, seconds != shown.last?.seconds {
                shown.append((entry.t, seconds))
            }
        }
        return shown
    }

    @Test func theMessageCountsTheSecondsLeft() {
        let harness = ArcadeRun.idle(seed: 30, through: ArcadeRun.roundEnd + 2_000)
        let shown = ArcadeRoundTests.secondsLeftShown(harness)
        #expect(shown.map(\.seconds) == Array((0...60).reversed()))
        #expect(shown.map(\.t) == (0...60).map { ArcadeRun.roundStart + 1_000 * $0 })
        #expect(harness.message == "Score 0   0 s")
    }

    /// Paused for 5 s, then 3 s of 3-2-1: the round ends 8 s late, after exactly 60 000 ms of play.
    @Test(arguments: [15_000, 30_000, 47_000])
    func pauseFreezesTheRoundClock(pauseAt: Int) {
        var harness = ArcadeRun.Harness(arcadeSeed: 31)
        harness.input(.pauseKey, at: pauseAt)
        harness.input(.pauseKey, at: pauseAt + 5_000)
        var roundDuringPause: Set<Int> = []
        var overAt: Int?
        while harness.game.timeMs <= ArcadeRun.roundEnd + 10_000 {
            let t = harness.game.timeMs
            harness.step()
            if harness.game.isPaused { roundDuringPause.insert(harness.game.roundMs) }
            if overAt == nil && harness.game.mode.isOver { overAt = t }
        }
        let frozen = pauseAt - ArcadeRun.roundStart
        #expect(roundDuringPause == [frozen], "round time stands still while paused")
        #expect(harness.firstTime { $0 == .resume(reason: .key) } == pauseAt + 8_000)
        #expect(overAt == ArcadeRun.roundEnd + 8_000)
        #expect(harness.message == "Score \(harness.game.mode.score)   0 s")
        #expect(!harness.spawnRecords.contains { $0.t >= pauseAt && $0.t < pauseAt + 8_000 })
        let shown = ArcadeRoundTests.secondsLeftShown(harness)
        #expect(shown.map(\.seconds) == Array((0...60).reversed()))
        let late = (frozen + 999) / 1_000  // the first whole second of round time after the pause
        for (t, seconds) in shown {
            let roundTime = (60 - seconds) * 1_000
            let paused = roundTime >= late * 1_000 ? 8_000 : 0
            #expect(t == ArcadeRun.roundStart + roundTime + paused, "\(seconds) s left")
        }
    }

    /// Worms out when the game pauses keep their remaining time; escapes come that much play after the 3-2-1.
    @Test(arguments: [6, 7, 8] as [UInt64])
    func wormsKeepTheirRemainingTimeThroughAPause(seed: UInt64) {
        var harness = ArcadeRun.Harness(arcadeSeed: seed)
        harness.run(through: 45_500)
        #expect(harness.step(until: 60_000) { $0.game.worms.count == 3 })
        let worms = harness.game.worms
        let pausedAt = harness.game.timeMs
        harness.input(.interrupted(.focus), at: pausedAt)
        harness.input(.resume(.button), at: pausedAt + 2_000)
        harness.run(through: pausedAt + 4_996)
        #expect(harness.game.worms == worms, "frozen while paused")
        let resumedAt = pausedAt + 5_000
        harness.run(through: resumedAt + 3_000)
        #expect(harness.firstTime { $0 == .resume(reason: .button) } == resumedAt)
        for worm in worms {
            let left = worm.escapesAtMs - pausedAt
            let gone = harness.firstTime { $0 == .hide(worm: worm.number) }
            #expect(gone != nil && gone! - resumedAt >= left && gone! - resumedAt < left + Simulation.stepMs,
                    "worm \(worm.number) had \(left) ms left")
        }
    }

    /// At 60 s of round time every worm goes at once; nothing comes or counts after.
    @Test(arguments: [40, 41, 42] as [UInt64])
    func atTheEndEveryWormGoesAndNothingCounts(seed: UInt64) {
        var harness = ArcadeRun.idle(seed: seed, through: ArcadeRun.roundEnd - 4)
        #expect(!harness.game.mode.isOver)
        let out = harness.game.worms
        #expect(!out.isEmpty)
        harness.step()
        #expect(harness.game.mode.isOver)
        #expect(harness.game.worms.isEmpty)
        let hidden = harness.events(since: ArcadeRun.roundEnd).compactMap {
            if case .hide(let worm) = $0 { return worm } else { return nil }
        }
        #expect(Set(hidden) == Set(out.map(\.number)))
        let mode = harness.game.mode
        for (i, worm) in out.enumerated() {
            harness.press(at: ArcadeRun.roundEnd + 100 + 10 * i, x: Double(worm.x), y: Double(worm.y))
        }
        harness.press(at: ArcadeRun.roundEnd + 500, x: 150, y: 250)
        harness.run(through: ArcadeRun.roundEnd + 10_000)
        #expect(!harness.spawnRecords.contains { $0.t >= ArcadeRun.roundEnd })
        let presses = harness.events(since: ArcadeRun.roundEnd + 4).filter {
            if case .press = $0 { return true } else { return false }
        }
        #expect(presses.count == out.count + 1)
        #expect(presses.allSatisfy { if case .press(_, _, _, true, _) = $0 { return true } else { return false } })
        #expect(harness.game.mode.score == mode.score && harness.game.mode.missed == mode.missed
                && harness.game.mode.caught == mode.caught)
        #expect(harness.message == "Score \(mode.score)   0 s")
    }
}

/// R10: the same seed and inputs give the same round; cosmetic randomness never moves a worm.
struct ArcadeDeterminismTests {
    /// Plays a round catching every worm and then replays the very same inputs from a script.
    @Test func sameSeedSameInputsSameEvents() {
        let played = ArcadeRun.catchingEverything(seed: 50)
        var replay = ArcadeRun.Harness(arcadeSeed: 50)
        for entry in played.log {
            if case .press(let x, let y, _, _, _) = entry.event { replay.press(at: entry.t, x: x, y: y) }
        }
        replay.run(through: ArcadeRun.roundEnd)
        #expect(played.log.count > 1_000)
        #expect(replay.log.map { "\($0.t) \($0.event)" } == played.log.map { "\($0.t) \($0.event)" })
        #expect(ArcadeRun.catchingEverything(seed: 51).spawnRecords.map { "\($0)" }
                != played.spawnRecords.map { "\($0)" })
    }

    /// Two players catch the same worms at the same times; one also misses once in a hidden phase, so its
    /// stardust fires five catches later. The stardust differs; the worms do not.
    @Test(arguments: [52, 53] as [UInt64])
    func stardustNeverMovesAWorm(seed: UInt64) {
        var plain = ArcadeRun.Harness(arcadeSeed: seed)
        plain.catchWorms(5)
        var other = plain
        other.press(at: other.game.timeMs + 100, x: 160, y: 240)  // no worm out: a miss that changes no schedule
        plain.catchWorms(10)
        other.catchWorms(10)
        plain.run(through: 40_000)
        other.run(through: 40_000)
        let stardust: (ArcadeRun.Harness) -> [Int] = { harness in
            harness.log.filter {
                if case .effect(.stardust, _, _) = $0.event { return true } else { return false }
            }.map(\.t)
        }
        #expect(stardust(plain).count == 1 && stardust(other).count == 1)
        #expect(stardust(plain) != stardust(other))
        #expect(other.game.mode.missed == plain.game.mode.missed + 1)
        #expect(plain.spawnRecords.map { "\($0)" } == other.spawnRecords.map { "\($0)" })
    }
}
