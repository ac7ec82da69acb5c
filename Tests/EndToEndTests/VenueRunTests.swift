import Foundation
import WormGame
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The venue table through the built program (R74): three headless machines on loopback in this test process's
/// discovery scope. Two honest ones, each with rows made before they met, end with the same top 10 within 10 s;
/// the third's scores.json holds forged rows (a score raised, a press moved, the seed changed, a future version,
/// a Daily row on another day's seed), and each is refused by both with its reason and enters neither.
nonisolated final class VenueRunTests: XCTestCase, @unchecked Sendable {
    static let date = "2026-11-30"

    /// A row of scores.json as the game writes it, from a practice round's `replay`.
    struct Row {
        var name: String
        var score: Int
        var accuracy: Int
        var combo: Int
        var time: Int
        var replay: Replay

        /// The row as JSON.
        var json: String {
            let steps = replay.steps.map { step -> String in
                guard case .press(let press) = step.inputs[0] else { return "" }
                return "[\(step.timeMs), [\"press\", \(Int(press.x)), \(Int(press.y)), \"touch\", \(press.timeMs)]]"
            }.joined(separator: ", ")
            return "{\"name\": \"\(name)\", \"score\": \(score), \"accuracy\": \(accuracy), \"best_combo\": \(combo), "
                + "\"time\": \(time), \"replay\": {\"mode\": \"\(replay.mode.rawValue)\", \"seed\": \"\(replay.seed)\", "
                + "\"version\": \"\(replay.version)\", \"steps\": [\(steps)]}}"
        }

        /// What the test compares between tables.
        var key: String { "\(score) \(name) \(time)" }
    }

    /// A practice round on `seed` by `version`.
    static func row(_ name: String, seed: UInt64, time: Int, version: String, mode: TableMode = .arcade, reactionMs: Int = 300) -> Row {
        let round = PracticeRound.play(seed: seed, mode: mode, version: version, reactionMs: reactionMs)
        return Row(name: name, score: round.summary.score, accuracy: round.summary.accuracyPercent,
                   combo: round.summary.bestCombo, time: time, replay: round.replay)
    }

    /// Writes a scores.json of `arcade` and `daily` rows into `folder`.
    static func write(arcade: [Row], daily: [Row] = [], into folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = "{\"version\": 1, \"arcade\": [\(arcade.map(\.json).joined(separator: ",\n"))], "
            + "\"daily\": {\"\(date)\": [\(daily.map(\.json).joined(separator: ",\n"))]}}\n"
        try text.write(to: folder.appendingPathComponent("scores.json"), atomically: true, encoding: .utf8)
    }

    /// The Arcade table in `folder`'s scores.json, as keys, and each row's "from".
    static func table(in folder: URL, _ name: String = "arcade") throws -> [(key: String, from: String?)] {
        let data = try Data(contentsOf: folder.appendingPathComponent("scores.json"))
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let rows: [[String: Any]]
        if name == "arcade" {
            rows = document["arcade"] as? [[String: Any]] ?? []
        } else {
            rows = (document["daily"] as? [String: Any])?[date] as? [[String: Any]] ?? []
        }
        return rows.map { ("\($0["score"]!) \($0["name"]!) \($0["time"]!)", $0["from"] as? String) }
    }

    /// Starts the release program (what a venue runs: the debug one plays replays about ten times slower, and
    /// R74's 10 s is a promise about the program players get) as `machine` on `folder`'s scores for `seconds`.
    func launch(_ machine: String, folder: URL, seconds: Int) throws -> Process {
        let process = Process()
        process.executableURL = WormBinary.release
        process.arguments = ["--headless", "--mode", "title", "--date", VenueRunTests.date, "--venue", "hall",
                             "--machine", machine, "--data-dir", folder.path, "--duration", String(seconds),
                             "--events", folder.appendingPathComponent("events.jsonl").path]
        process.environment = WormBinary.environment()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    func testTwoMachinesShowTheSameTopTenWithinTenSecondsAndForgedRowsNeverEnter() throws {
        let version = try XCTUnwrap(WormBinary.run(["--version"]).stdout.split(separator: " ").last)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let folder = try WormBinary.temporaryFolder(for: self)
        let a = folder.appendingPathComponent("a"), b = folder.appendingPathComponent("b"), c = folder.appendingPathComponent("c")
        let aRows = (0..<6).map { VenueRunTests.row("Ana", seed: 1_000 + UInt64($0), time: 1_764_400_000 + $0, version: version) }
        let bRows = (0..<6).map { VenueRunTests.row("Bo", seed: 2_000 + UInt64($0), time: 1_764_410_000 + $0, version: version) }
        let bDaily = VenueRunTests.row("Bo", seed: DailySeed.seed(forDate: VenueRunTests.date), time: 1_764_460_000,
                                       version: version, mode: .daily)
        // The forgeries claim more than any honest row, so both tables would take them if they were true.
        let best = (aRows + bRows).map(\.score).max() ?? 0
        let strong = VenueRunTests.row("Cy", seed: 3_000, time: 1_764_420_000, version: version, reactionMs: 200)
        var raised = strong
        raised.score = best + 500
        var moved = VenueRunTests.row("Cy", seed: 3_001, time: 1_764_420_001, version: version, reactionMs: 200)
        let catchIndex = try XCTUnwrap(moved.replay.steps.firstIndex { step in
            if case .press(let press) = step.inputs[0] { return press.x > 20 } else { return false }
        })
        guard case .press(var press) = moved.replay.steps[catchIndex].inputs[0] else { return XCTFail("no press") }
        press.x = press.x > 160 ? press.x - 100 : press.x + 100
        moved.replay.steps[catchIndex].inputs[0] = .press(press)
        var reseeded = VenueRunTests.row("Cy", seed: 3_002, time: 1_764_420_002, version: version, reactionMs: 200)
        reseeded.replay.seed = 3_003
        var future = VenueRunTests.row("Cy", seed: 3_004, time: 1_764_420_004, version: version, reactionMs: 200)
        future.replay.version = "99.0.0"
        var wrongDay = VenueRunTests.row("Cy", seed: DailySeed.seed(forDate: "2026-11-29"), time: 1_764_460_001,
                                         version: version, mode: .daily, reactionMs: 200)
        for row in [moved, reseeded, future] { XCTAssertGreaterThan(row.score, best, "a forgery that would enter") }
        XCTAssertGreaterThan(wrongDay.score, bDaily.score)
        wrongDay.score += 0
        try VenueRunTests.write(arcade: aRows, into: a)
        try VenueRunTests.write(arcade: bRows, daily: [bDaily], into: b)
        try VenueRunTests.write(arcade: [raised, moved, reseeded, future], daily: [wrongDay], into: c)

        let machines = [try launch("kiosk-a", folder: a, seconds: 12), try launch("kiosk-b", folder: b, seconds: 12),
                        try launch("kiosk-c", folder: c, seconds: 12)]
        let deadline = Date().addingTimeInterval(40)
        for process in machines {
            while process.isRunning && Date() < deadline { usleep(50_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL); XCTFail("a machine hung") }
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0)
        }

        let expected = (aRows + bRows).sorted { $0.score != $1.score ? $0.score > $1.score : $0.time < $1.time }
            .prefix(10).map(\.key)
        let aTable = try VenueRunTests.table(in: a), bTable = try VenueRunTests.table(in: b)
        XCTAssertEqual(aTable.map(\.key), expected)
        XCTAssertEqual(bTable.map(\.key), expected)
        XCTAssertEqual(try VenueRunTests.table(in: a, "daily").map(\.key), [bDaily.key])
        XCTAssertEqual(try VenueRunTests.table(in: a, "daily").first?.from, "kiosk-b")
        for (key, from) in aTable { XCTAssertEqual(from, key.contains(" Bo ") ? "kiosk-b" : nil, key) }
        for (key, from) in bTable { XCTAssertEqual(from, key.contains(" Ana ") ? "kiosk-a" : nil, key) }

        for folder in [a, b] {
            let events = LoggedEvent.parse(try String(contentsOf: folder.appendingPathComponent("events.jsonl"), encoding: .utf8))
            let taken = events.filter { $0.type == "venue" && $0.string("state") == "taken" }
            XCTAssertFalse(taken.isEmpty)
            XCTAssertLessThan(taken.map(\.t).max() ?? .max, 10_000, "the tables agree within 10 s")
            let refused = events.filter { $0.type == "venue_refused" && $0.string("from") == "kiosk-c" }
            XCTAssertEqual(refused.compactMap { $0.string("reason") }.sorted(),
                           ["not_reproduced", "not_reproduced", "not_reproduced", "seed", "version"], folder.lastPathComponent)
            XCTAssertTrue(refused.contains { $0.int("score") == raised.score })
            XCTAssertTrue(events.contains { $0.type == "venue" && $0.string("machine") == "kiosk-c" && $0.string("state") == "found" })
        }
    }

    /// A venue's headless run keeps the real clock, and still plays its input script as every headless run does.
    func testAHeadlessVenueRunPlaysItsInputScript() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let script = folder.appendingPathComponent("keys.jsonl"), log = folder.appendingPathComponent("events.jsonl")
        let lines = (1...5).map { "{\"t\": \($0 * 100), \"type\": \"key\", \"key\": \"down\"}" }  // Classic … Party, Scores
            + ["{\"t\": 600, \"type\": \"key\", \"key\": \"return\"}", "{\"t\": 900, \"type\": \"quit\"}"]
        try lines.joined(separator: "\n").write(to: script, atomically: true, encoding: .utf8)
        let run = try WormBinary.run(["--headless", "--mode", "title", "--venue", "hall", "--machine", "solo", "--input", script.path,
                                      "--duration", "20", "--events", log.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        let events = LoggedEvent.parse(try String(contentsOf: log, encoding: .utf8))
        XCTAssertEqual(events.filter { $0.type == "scene" }.compactMap { $0.string("name") }, ["title", "scores"])
        XCTAssertLessThan(events.last?.t ?? .max, 5_000, "the script's quit ended the run")
    }
}
