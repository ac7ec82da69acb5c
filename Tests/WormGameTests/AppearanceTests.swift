import Testing
@testable import WormGame
import WormTestSupport

/// R2: where and for how long worms appear; R5: escapes; R6: the hidden phase.
struct AppearanceTests {
    /// A long game nobody touches: every worm escapes.
    static func untouched(seed: UInt64, through t: Int) -> GameHarness {
        var harness = GameHarness(seed: seed)
        harness.run(through: t)
        return harness
    }

    @Test func positionsAndTimesStayInRange() {
        let harness = AppearanceTests.untouched(seed: 42, through: 1_200_000)
        let spawns = harness.spawns
        #expect(spawns.count > 700)
        #expect(spawns.allSatisfy { (30...290).contains($0.x) && (30...450).contains($0.y) })
        #expect(spawns.allSatisfy { (500...1500).contains($0.visibleMs) })
        // Uniform over the whole range: the extremes turn up, and the mean is near the middle.
        #expect(spawns.map(\.x).min() == 30 && spawns.map(\.x).max() == 290)
        #expect(spawns.map(\.visibleMs).min()! < 510 && spawns.map(\.visibleMs).max()! > 1490)
        let meanX = Double(spawns.map(\.x).reduce(0, +)) / Double(spawns.count)
        #expect(abs(meanX - 160) < 6)
    }

    @Test func oneWormAtATime() {
        let harness = AppearanceTests.untouched(seed: 7, through: 60_000)
        var visible: Int?
        for (_, event) in harness.log {
            switch event {
            case .spawn(let worm, _, _, _, _):
                #expect(visible == nil)
                visible = worm
            case .hide(let worm):
                #expect(visible == worm)
                visible = nil
            default: break
            }
        }
    }

    @Test func escapesAtTheEndOfItsTimeNeverEarly() {
        var harness = GameHarness(seed: 3)
        let worm = harness.runToFirstWorm()
        let due = worm.spawnedAtMs + worm.visibleMs
        harness.run(through: due - 1)
        #expect(harness.game.worm != nil, "still visible just before its time is up")
        harness.run(through: due + Simulation.stepMs)
        let escape = harness.firstTime { $0 == .miss(worm: worm.number, reason: .escape) }
        #expect(escape != nil)
        #expect(escape! >= due && escape! < due + Simulation.stepMs)
        #expect(harness.game.missed == 1)
        let atEscape = harness.events(since: escape!).prefix(5)
        #expect(Array(atEscape) == [
            .miss(worm: 1, reason: .escape), .sound(name: .miss), .hide(worm: 1),
            .score(ScoreReport(caught: 0, missed: 1)), .message(.classicScore(caught: 0, missed: 1)),
        ])
    }

    @Test func hiddenPhaseLastsFiveHundredMilliseconds() {
        let harness = AppearanceTests.untouched(seed: 11, through: 30_000)
        let hides = harness.log.filter { if case .hide = $0.event { return true } else { return false } }.map(\.t)
        let spawns = harness.spawns.dropFirst().map(\.t)
        #expect(hides.count >= 10)
        for (hide, spawn) in zip(hides, spawns) {
            #expect(spawn - hide >= 500 && spawn - hide < 500 + Simulation.stepMs)
        }
    }

    @Test func pressInTheHiddenPhaseIsAMissThatKeepsTheSchedule() {
        var quiet = GameHarness(seed: 5)
        let worm = quiet.runToFirstWorm()
        var busy = GameHarness(seed: 5)
        _ = busy.runToFirstWorm()
        // Both catch the first worm; one then presses twice while nothing is out.
        quiet.press(at: 5_100, x: Double(worm.x), y: Double(worm.y))
        busy.press(at: 5_100, x: Double(worm.x), y: Double(worm.y))
        busy.press(at: 5_300, x: Double(worm.x), y: Double(worm.y))
        busy.press(at: 5_400, x: 10, y: 470)
        quiet.run(through: 9_000)
        busy.run(through: 9_000)
        #expect(busy.spawns.map(\.t) == quiet.spawns.map(\.t))
        #expect(busy.game.missed == quiet.game.missed + 2)
        #expect(busy.game.caught == 1 && quiet.game.caught == 1)
        #expect(busy.events(since: 5_300).prefix(5) == [
            .press(x: Double(worm.x), y: Double(worm.y), source: .mouse, ignored: false),
            .miss(worm: nil, reason: .background), .sound(name: .miss),
            .score(ScoreReport(caught: 1, missed: 1)), .message(.classicScore(caught: 1, missed: 1)),
        ])
    }
}
