import Testing
@testable import WormGame
import WormTestSupport

/// The seams between rules where small bugs hid (DESIGN.md, "Tests that bite"): timers across a pause,
/// the stardust streak after each kind of miss, the pause button's exact edges, never early.
struct SeamTests {
    /// Pauses by key at `t` and resumes by key `pausedMs` later; the game runs again 3000 ms after that.
    static func pause(_ harness: inout GameHarness, at t: Int, for pausedMs: Int) -> Int {
        harness.input(.pauseKey, at: t)
        harness.input(.pauseKey, at: t + pausedMs)
        return t + pausedMs + 3 * ClassicGame.countdownMessageMs
    }

    @Test func theHiddenPhaseCountsPlayTimeNotPausedTime() {
        var harness = GameHarness(seed: 12)
        let worm = harness.runToFirstWorm()
        harness.press(at: 5_100, x: Double(worm.x), y: Double(worm.y))  // caught: hidden from 5100 to 5600 of play
        let running = SeamTests.pause(&harness, at: 5_200, for: 2_000)   // 100 ms of the hidden phase gone
        harness.run(through: running + 1_000)
        #expect(harness.firstTime { $0 == .resume(reason: .key) } == running)
        #expect(harness.spawns.map(\.t) == [5_000, running + 400], "the 400 ms left, after the 3-2-1")
    }

    @Test func aHiddenPhaseThatStartsAfterAPauseLastsFiveHundredMillisecondsToo() {
        var harness = GameHarness(seed: 12)
        let running = SeamTests.pause(&harness, at: 1_000, for: 1_000)  // the game's clock is now 4000 ms behind
        harness.run(through: running + 4_000)
        let first = harness.spawns[0]
        #expect(first.t == running + 4_000, "the countdown's last 4000 ms, after the 3-2-1")
        harness.press(at: first.t + 100, x: Double(first.x), y: Double(first.y))
        harness.run(through: first.t + 1_000)
        #expect(harness.spawns.map(\.t) == [first.t, first.t + 100 + ClassicMode.hiddenMs])
    }

    @Test func reactionTimeCountsPlayTimeNotPausedTime() {
        var harness = GameHarness(seed: 12)
        let worm = harness.runToFirstWorm()
        let running = SeamTests.pause(&harness, at: 5_100, for: 1_000)  // 100 ms after the worm came
        harness.press(at: running + 52, x: Double(worm.x), y: Double(worm.y))
        harness.run(through: running + 100)
        #expect(harness.log.contains { $0.event == .hit(worm: 1, reactionMs: 152) })
    }

    /// How many stardust effects the game has started.
    static func stardusts(_ harness: GameHarness) -> Int {
        harness.log.filter { $0.event == .effect(name: .stardust, x: 0, y: 240) }.count
    }

    enum Miss: CaseIterable { case background, hiddenPhase, escape }

    /// Misses once in the way asked, from a state where a worm is out or about to be.
    static func miss(_ harness: inout GameHarness, _ kind: Miss) {
        let missed = harness.game.missed
        switch kind {
        case .background:
            while harness.game.worm == nil { harness.run(through: harness.game.timeMs) }
            let worm = harness.game.worm!
            harness.press(at: harness.game.timeMs, x: Double(worm.x < 160 ? 300 : 10), y: Double(worm.y < 240 ? 470 : 60))
        case .hiddenPhase:
            #expect(harness.game.worm == nil)
            harness.press(at: harness.game.timeMs, x: 160, y: 240)
        case .escape:
            break
        }
        while harness.game.missed == missed { harness.run(through: harness.game.timeMs) }
    }

    @Test(arguments: Miss.allCases)
    func everyKindOfMissStartsTheStreakAgain(kind: Miss) {
        var harness = GameHarness(seed: 23)
        harness.catchWorms(5)
        SeamTests.miss(&harness, kind)
        harness.catchWorms(9)
        #expect(SeamTests.stardusts(harness) == 0, "5 + 9 catches with a miss between are no streak of 10")
        harness.catchWorms(1)
        #expect(SeamTests.stardusts(harness) == 1, "the tenth in a row after the miss")
        #expect(harness.game.caught == 15 && harness.game.missed == 1)
    }

    @Test(arguments: [(276.0, 0.0, true), (319.99, 43.99, true), (300.0, 20.0, true),
                      (275.99, 10.0, false), (300.0, 44.0, false), (275.0, 43.0, false)])
    func thePauseButtonEndsExactlyAtItsEdges(x: Double, y: Double, pauses: Bool) {
        var harness = GameHarness(seed: 8)
        _ = harness.runToFirstWorm()
        harness.press(at: 5_100, x: x, y: y)
        harness.run(through: 5_100)
        #expect(harness.game.isPaused == pauses)
        #expect(harness.log.contains { $0.event == .pause(reason: .button) } == pauses)
        #expect(harness.game.missed == (pauses ? 0 : 1), "off the button it is a game press")
    }

    @Test func escapesAndSpawnsAreNeverEarlyAndLateByLessThanAStep() {
        // Worms' times are whole milliseconds, steps are 4 ms: most due times fall between two steps.
        let harness = AppearanceTests.untouched(seed: 55, through: 120_000)
        var spawnedAt: [Int: (t: Int, visible: Int)] = [:]
        var hiddenSince: Int?
        var checked = 0, betweenSteps = 0
        for (t, event) in harness.log {
            switch event {
            case .spawn(let worm, _, _, let visible, _):
                if let since = hiddenSince {
                    #expect(t >= since + ClassicMode.hiddenMs && t < since + ClassicMode.hiddenMs + Simulation.stepMs)
                }
                spawnedAt[worm] = (t, visible)
            case .miss(let worm?, .escape):
                let due = spawnedAt[worm]!.t + spawnedAt[worm]!.visible
                #expect(t >= due, "never early")
                #expect(t < due + Simulation.stepMs, "late by less than a step")
                checked += 1
                if due % Simulation.stepMs != 0 { betweenSteps += 1 }
            case .hide:
                hiddenSince = t
            default:
                break
            }
        }
        #expect(checked > 50 && betweenSteps > 20 && betweenSteps < checked, "due times on and between steps")
    }
}
