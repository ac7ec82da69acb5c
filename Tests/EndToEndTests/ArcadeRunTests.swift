import Foundation
import WormGame
import WormTestSupport
import XCTest

/// A whole Arcade game headless from an input script (R30–R33): the script is played first on the pure core by
/// a robot that catches most worms, touches a beetle, misses now and then; the built program must then log the
/// same game, and its `end` line must add up.
final class ArcadeRunTests: XCTestCase {
    /// The robot's game on `seed`: presses as script lines, and the harness that played them.
    func robotGame(seed: UInt64) -> (script: [String], harness: ModeHarness<ArcadeMode>) {
        var harness = ModeHarness<ArcadeMode>(arcadeSeed: seed)
        var script: [String] = []
        var handled = Set<Int>()
        var touchedBeetle = false
        while harness.game.timeMs <= 66_000 {
            let t = harness.game.timeMs
            for worm in harness.game.worms where !handled.contains(worm.number) {
                let age = harness.game.playMs - worm.spawnedAtMs
                let reaction = 150 + (worm.number * 53) % 300
                if worm.kind == .beetle {
                    guard !touchedBeetle, age >= 100 else { continue }
                    touchedBeetle = true
                } else if worm.number % 9 == 0 || age < min(reaction, worm.visibleMs - 60) {
                    continue  // every ninth worm gets away
                }
                handled.insert(worm.number)
                harness.press(at: t, x: Double(worm.x), y: Double(worm.y))
                script.append(#"{"t": \#(t), "type": "press", "x": \#(worm.x), "y": \#(worm.y)}"#)
            }
            if t % 7_000 == 2_000 && t > 6_000 {  // now and then a press on no worm
                let free = (x: 10.0, y: 470.0)
                if !harness.game.worms.contains(where: { $0.isHit(x: free.x, y: free.y) }) {
                    harness.press(at: t, x: free.x, y: free.y, source: .touch)
                    script.append(#"{"t": \#(t), "type": "touch", "x": 10, "y": 470, "finger": 1}"#)
                }
            }
            harness.run(through: t)
        }
        return (script, harness)
    }

    func testAHeadlessArcadeGameMatchesTheCoreAndItsEndAddsUp() throws {
        let (script, harness) = robotGame(seed: 21)
        let folder = try WormBinary.temporaryFolder(for: self)
        let input = folder.appendingPathComponent("arcade.jsonl")
        try (script.joined(separator: "\n") + "\n").write(to: input, atomically: true, encoding: .utf8)
        let arguments = ["--headless", "--mode", "arcade", "--seed", "21", "--input", input.path, "--duration", "68",
                         "--events", "-"]
        let outcome = try WormBinary.run(arguments)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let events = LoggedEvent.parse(outcome.stdout)

        // The program played the robot's game.
        let spawns = events.filter { $0.type == "spawn" }
        XCTAssertEqual(spawns.count, harness.spawns.count)
        XCTAssertTrue(spawns.contains { $0.string("kind") == "golden" }, "a golden worm came")
        XCTAssertTrue(spawns.contains { $0.string("kind") == "beetle" }, "a beetle came")
        let hits = events.filter { $0.type == "hit" }
        XCTAssertGreaterThan(hits.count, 50)
        let decoys = events.filter { $0.type == "decoy" }
        XCTAssertEqual(decoys.count, 1, "the robot touched one beetle")

        // The end line adds up: points of every catch, less the beetle (never below 0), the counts, the combos.
        var score = 0
        var combo = 0, best = 0
        for event in events {
            switch event.type {
            case "hit":
                score += event.int("points")!
                XCTAssertEqual(event.int("score"), score)
                combo += 1
                best = max(best, combo)
                XCTAssertEqual(event.int("combo"), combo)
                // R32's steps, written out: ×1 for the 1st–4th catch in a row, ×2 from the 5th, ×3 from the 10th,
                // ×4 from the 20th.
                let multiplier = combo >= 20 ? 4 : combo >= 10 ? 3 : combo >= 5 ? 2 : 1
                XCTAssertEqual(event.int("points"), (event.int("worm").map { w in
                    spawns.first { $0.int("worm") == w }?.string("kind") == "golden" ? 50 : 10 } ?? 0) * multiplier)
            case "decoy":
                score = max(0, score - 20)
                combo = 0
            case "miss":
                combo = 0
            default:
                break
            }
        }
        let end = try XCTUnwrap(events.first { $0.type == "end" })
        XCTAssertEqual(end.t, 65_000, "60 s of round after the 5 s countdown")
        XCTAssertEqual(end.int("score"), score)
        XCTAssertEqual(end.int("score"), harness.game.mode.score)
        XCTAssertEqual(end.int("caught"), hits.count)
        XCTAssertEqual(end.int("missed"), events.filter { $0.type == "miss" }.count)
        XCTAssertEqual(end.int("best_combo"), best)
        let reactions = hits.map { $0.int("reaction_ms")! }.sorted()
        XCTAssertEqual(end.int("reaction_median_ms"), reactions.count % 2 == 1 ? reactions[reactions.count / 2]
                       : (reactions[reactions.count / 2 - 1] + reactions[reactions.count / 2]) / 2)
        let caught = end.int("caught")!, missed = end.int("missed")!
        XCTAssertEqual(end.int("accuracy"), Int((Double(caught) * 100 / Double(caught + missed)).rounded()))
        // Then the name scene: the score enters the run's empty table (R33, R40).
        let afterEnd = events.drop { $0.type != "end" }.dropFirst()
        XCTAssertEqual(afterEnd.first?.type, "scene")
        XCTAssertEqual(afterEnd.first?.string("name"), "name")
        XCTAssertFalse(afterEnd.contains { $0.type == "spawn" || $0.type == "hit" }, "nothing is played after the end")

        // Byte for byte the same run after run, and in release too.
        XCTAssertEqual(try WormBinary.run(arguments).stdout, outcome.stdout)
        XCTAssertEqual(try WormBinary.run(arguments, binary: WormBinary.release).stdout, outcome.stdout)
    }

    /// Daily (R34): the day's seed, the same worms for everyone that day, another day other worms.
    func testDailyPlaysTheDaysSeed() throws {
        let day = ["--headless", "--mode", "daily", "--date", "2026-11-30", "--duration", "8", "--events", "-"]
        let first = try WormBinary.run(day), again = try WormBinary.run(day)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stdout, again.stdout)
        let start = try XCTUnwrap(LoggedEvent.parse(first.stdout).first)
        XCTAssertEqual(start.string("mode"), "daily")
        XCTAssertEqual(start.fields["seed"] as? NSNumber, NSNumber(value: DailySeed.seed(forDate: "2026-11-30")))
        let other = try WormBinary.run(["--headless", "--mode", "daily", "--date", "2026-12-01", "--duration", "8",
                                        "--events", "-"])
        XCTAssertNotEqual(LoggedEvent.parse(other.stdout).filter { $0.type == "spawn" }.map { $0.int("x") },
                          LoggedEvent.parse(first.stdout).filter { $0.type == "spawn" }.map { $0.int("x") })
        let bad = try WormBinary.run(["--headless", "--mode", "daily", "--date", "2026-02-30"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stderr, "worm: --date: '2026-02-30' is not a date as YYYY-MM-DD\n")
    }
}
