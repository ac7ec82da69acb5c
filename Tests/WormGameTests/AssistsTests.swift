import WormGame
import WormTestSupport
import XCTest

/// R113: each assist changes the round as its rule says, and a replay plays back with the assists it was played with.
final class AssistsTests: XCTestCase {
    // MARK: Worm time

    func testWormTimeStretchesEveryClassicWorm() {
        for time in Assists.WormTime.allCases {
            var plain = GameHarness(seed: 9)
            var assisted = ModeHarness(game: ClassicGame(seed: 9, assists: Assists(wormTime: time)))
            plain.run(through: 40_000)
            assisted.run(through: 40_000)
            // Untouched, every worm escapes; the n-th worm of each game is drawn from the same stream.
            let pairs = zip(plain.spawns, assisted.spawns).map { ($0.visibleMs, $1.visibleMs) }
            XCTAssertGreaterThan(pairs.count, 10)
            for (rules, stretched) in pairs {
                XCTAssertEqual(stretched, rules * time.percent / 100, "×\(time.percent) %")
            }
        }
    }

    func testWormTimeStretchesArcadesRampToTheEnd() {
        let assists = Assists(wormTime: .triple)
        var harness = ModeHarness(game: ArcadeGame(seed: 21, assists: assists))
        harness.run(through: 66_000)
        let start = Game<ArcadeMode>.firstWormMs
        let spawns = harness.spawnRecords
        XCTAssertGreaterThan(spawns.count, 20)
        for spawn in spawns {
            let range = ArcadeRules.visibleRange(atRoundMs: spawn.t - start)
            let halved = spawn.kind == .golden ? 2 : 1
            let lowest = assists.wormTime(ms: range.lowerBound / halved), highest = assists.wormTime(ms: range.upperBound / halved)
            XCTAssertTrue((lowest...highest).contains(spawn.visibleMs),
                          "worm \(spawn.worm) at \(spawn.t - start) ms: \(spawn.visibleMs) not in \(lowest)...\(highest)")
        }
        // The last worms of the round too: the ramp's 0.9 s becomes 2.7 s.
        XCTAssertGreaterThan(spawns.last!.visibleMs, ArcadeRules.longestVisibleMs(atRoundMs: 59_000))
    }

    func testAudioPlayDoublesWormTimeAtLeast() {
        XCTAssertEqual(Assists(audioPlay: true).wormTime(ms: 700), 1400)
        XCTAssertEqual(Assists(wormTime: .triple, audioPlay: true).wormTime(ms: 700), 2100)
    }

    // MARK: Hit radius

    func testHitRadiusWidensTheCatch() {
        for (radius, catches) in [(Assists.HitRadius.normal, false), (.large, true), (.larger, true)] {
            var harness = ModeHarness(game: ClassicGame(seed: 3, assists: Assists(hitRadius: radius)))
            let worm = harness.runToFirstWorm()
            // 35 px right of the centre: outside R3's 30, inside 40 and 50 (off the field's edge, the press goes left).
            let x = Double(worm.x) + (worm.x + 35 < Playfield.width ? 35 : -35)
            harness.press(at: harness.game.timeMs, x: x, y: Double(worm.y))
            harness.step()
            XCTAssertEqual(harness.game.caught, catches ? 1 : 0, "radius \(radius.rawValue)")
            XCTAssertEqual(harness.game.missed, catches ? 0 : 1, "radius \(radius.rawValue)")
        }
    }

    func testHitRadiusEdgeIsExclusive() {
        var harness = ModeHarness(game: ClassicGame(seed: 3, assists: Assists(hitRadius: .larger)))
        let worm = harness.runToFirstWorm()
        let x = Double(worm.x) + (worm.x + 50 < Playfield.width ? 50 : -50)
        harness.press(at: harness.game.timeMs, x: x, y: Double(worm.y))
        harness.step()
        XCTAssertEqual(harness.game.caught, 0)
    }

    func testArcadeHitRadiusCatchesTheNearerOfTwoWorms() {
        let worms = [Worm(number: 1, x: 100, y: 100, visibleMs: 1000, spawnedAtMs: 0),
                     Worm(number: 2, x: 170, y: 100, visibleMs: 1000, spawnedAtMs: 0)]
        let slots: [Slot] = worms.map { .visible($0) }
        let assists = Assists(hitRadius: .larger)
        XCTAssertEqual(assists.slotHit(in: slots, x: 140, y: 100), 1)  // 30 from the second, 40 from the first
        XCTAssertEqual(assists.slotHit(in: slots, x: 130, y: 100), 0)
        XCTAssertNil(Assists.none.slotHit(in: slots, x: 135, y: 100))
    }

    // MARK: Practice

    func testPracticeGroundPressIsNoMissInClassic() {
        var harness = ModeHarness(game: ClassicGame(seed: 5, assists: Assists(practice: true)))
        let worm = harness.runToFirstWorm()
        harness.pressEmptySpot()
        XCTAssertEqual(harness.game.missed, 0)
        XCTAssertEqual(harness.game.worm, worm, "the worm stays out")
        harness.press(worm)
        XCTAssertEqual(harness.game.caught, 1)
        // Without practice the same press is a miss and the worm flees (R4).
        var plain = GameHarness(seed: 5)
        _ = plain.runToFirstWorm()
        plain.pressEmptySpot()
        XCTAssertEqual(plain.game.missed, 1)
        XCTAssertNil(plain.game.worm)
    }

    func testPracticeGroundPressIsNoMissInArcadeButEscapesStillCount() {
        var harness = ModeHarness(game: ArcadeGame(seed: 5, assists: Assists(practice: true)))
        _ = harness.runToFirstWorm()
        harness.catchWorms(3)
        harness.pressEmptySpot()
        XCTAssertEqual(harness.game.mode.missed, 0)
        XCTAssertEqual(harness.game.mode.combo, 3, "the combo goes on")
        XCTAssertFalse(harness.log.contains { if case .miss = $0.event { true } else { false } })
        harness.run(through: harness.game.timeMs + 3000)
        XCTAssertGreaterThan(harness.game.mode.missed, 0, "a worm that escapes is still missed")
    }

    // MARK: Game speed

    func testGameSpeedGateLetsItsShareOfStepsThrough() {
        for percent in Assists.gameSpeeds {
            var gate = GameSpeedGate(percent: percent)
            let admitted = (0..<1000).filter { _ in gate.admits() }.count
            XCTAssertEqual(admitted, percent * 10, "\(percent) %")
        }
        var half = GameSpeedGate(percent: 50)
        XCTAssertEqual((0..<6).map { _ in half.admits() }, [false, true, false, true, false, true], "evenly spread")
    }

    // MARK: Playback

    func testReplayPlaysBackWithItsAssists() {
        let assists = Assists(wormTime: .double, hitRadius: .larger, practice: true)
        let (replay, summary) = PracticeRound.play(seed: 77, version: "test", assists: assists)
        XCTAssertEqual(replay.assists, assists)
        XCTAssertEqual(ReplayCheck.verdict(of: replay), .finished(summary))
        // The same presses without the assists make another round: the assists are what the playback used.
        var stripped = replay
        stripped.assists = .none
        XCTAssertNotEqual(ReplayCheck.verdict(of: stripped), .finished(summary))
    }

    func testAssistsAreOneValueAndCountAsAssisted() {
        XCTAssertFalse(Assists.none.isAssisted)
        XCTAssertTrue(Assists(wormTime: .oneAndAHalf).isAssisted)
        XCTAssertTrue(Assists(gameSpeedPercent: 90).isAssisted)
        XCTAssertTrue(Assists(hitRadius: .large).isAssisted)
        XCTAssertTrue(Assists(practice: true).isAssisted)
        XCTAssertTrue(Assists(audioPlay: true).isAssisted)
        XCTAssertEqual(Assists(gameSpeedPercent: 73).gameSpeedPercent, 70)
    }
}
