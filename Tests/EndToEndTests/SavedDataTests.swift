import Foundation
import XCTest

/// Scores kept in `--data-dir` by the program itself, their replays, and files that are not what they should be (R40, R41).
final class SavedDataTests: XCTestCase {
    /// Seed 7's first Arcade worm is at (34, 409) from 5000 ms; the round is over at 65 000 ms.
    let script = """
        {"t": 5100, "type": "press", "x": 34, "y": 409}
        {"t": 66000, "type": "text", "text": "Zoé"}
        {"t": 66100, "type": "key", "key": "return"}

        """

    /// Plays seed 7's round with one catch and names it, keeping scores in `dataDir`.
    func playAndName(dataDir: String, in folder: URL) throws -> (WormBinary.Outcome, [LoggedEvent]) {
        let input = folder.appendingPathComponent("name.jsonl")
        try script.write(to: input, atomically: true, encoding: .utf8)
        let outcome = try WormBinary.run(["--headless", "--mode", "arcade", "--seed", "7", "--lang", "en", "--duration", "67",
                                          "--input", input.path, "--data-dir", dataDir, "--events", "-"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        return (outcome, LoggedEvent.parse(outcome.stdout))
    }

    func testAScoreIsKeptAcrossRunsAndItsReplayReproducesIt() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let data = folder.appendingPathComponent("data").path
        let (_, events) = try playAndName(dataDir: data, in: folder)
        XCTAssertEqual(events.first { $0.type == "highscore" }?.string("name"), "Zoé")
        XCTAssertEqual(events.first { $0.type == "saved" }?.string("file"), data + "/scores.json")
        let (_, again) = try playAndName(dataDir: data, in: folder)
        XCTAssertEqual(again.first { $0.type == "highscore" }?.int("rank"), 2, "the first run's row is still there, older first")

        let scores = data + "/scores.json"
        let played = try WormBinary.run(["--headless", "--replay", scores, "--events", "-"])
        XCTAssertEqual(played.status, 0, played.stderr)
        XCTAssertEqual(played.stderr, "")
        let check = LoggedEvent.parse(played.stdout).first { $0.type == "replay" }
        XCTAssertEqual(check?.int("score"), 10)
        // Without the log on standard output, a success says so in one line there (R21).
        let quiet = try WormBinary.run(["--headless", "--replay", scores])
        XCTAssertEqual(quiet.status, 0, quiet.stderr)
        XCTAssertEqual(quiet.stdout, "worm: --replay: '\(scores)': reproduced, score 10\n")
        XCTAssertEqual(quiet.stderr, "")

        // A score edited up, one edited down, and an edited press: one line each, exit 1.
        let text = try String(contentsOfFile: scores, encoding: .utf8)
        for (index, edited) in [text.replacingOccurrences(of: "\"score\": 10", with: "\"score\": 50"),
                                text.replacingOccurrences(of: "\"score\": 10", with: "\"score\": 5"),
                                text.replacingOccurrences(of: "[\"press\", 34, 409", with: "[\"press\", 34, 300")].enumerated() {
            let file = folder.appendingPathComponent("edited\(index).json")
            try edited.write(to: file, atomically: true, encoding: .utf8)
            let refused = try WormBinary.run(["--headless", "--replay", file.path])
            XCTAssertEqual(refused.status, 1, "edit \(index) is refused")
            XCTAssertEqual(refused.stderr.split(separator: "\n").count, 1, refused.stderr)
            XCTAssertTrue(refused.stderr.contains("the replay scores"), refused.stderr)
        }
    }

    func testABusyRoundWithPausesAndLostFocusReplaysToTheSameScore() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let data = folder.appendingPathComponent("data").path
        // Presses and touches every 40-240 ms for the whole round, a pause by key now and then (resumed 1.5 s later),
        // a focus loss resumed by the overlay's Resume: the replay must hand the game the same inputs at the same steps.
        var state: UInt64 = 12_345
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var lines: [String] = [], t = 4_000
        while t < 62_000 {
            t += 40 + next(200)
            let kind = next(100)
            if kind < 2 {
                lines.append("{\"t\": \(t), \"type\": \"key\", \"key\": \"p\"}")
                t += 1_500
                lines.append("{\"t\": \(t), \"type\": \"key\", \"key\": \"p\"}")
            } else if kind < 3 {
                lines.append("{\"t\": \(t), \"type\": \"focus\", \"on\": false}")
                t += 700
                lines.append("{\"t\": \(t), \"type\": \"press\", \"x\": 160, \"y\": 200}")  // Resume
            } else {
                lines.append("{\"t\": \(t), \"type\": \"\(kind < 50 ? "press" : "touch")\", \"x\": \(next(320)), \"y\": \(next(480))}")
            }
        }
        // Random presses hardly ever hit: press every worm of a first pass 60 ms after it appears (the first hit is
        // sure, the schedule changes after it, so later ones may miss).
        let input = folder.appendingPathComponent("busy.jsonl")
        try (lines.joined(separator: "\n") + "\n").write(to: input, atomically: true, encoding: .utf8)
        let first = try WormBinary.run(["--headless", "--mode", "arcade", "--seed", "3", "--duration", "100", "--input", input.path,
                                        "--events", "-"])
        for spawn in LoggedEvent.parse(first.stdout) where spawn.type == "spawn" && spawn.t < 60_000 {
            lines.append("{\"t\": \(spawn.t + 60), \"type\": \"press\", \"x\": \(spawn.int("x")!), \"y\": \(spawn.int("y")!)}")
        }
        lines.sort { Int($0.split(separator: " ")[1].dropLast())! < Int($1.split(separator: " ")[1].dropLast())! }
        lines.append("{\"t\": 200000, \"type\": \"key\", \"key\": \"return\"}")
        try (lines.joined(separator: "\n") + "\n").write(to: input, atomically: true, encoding: .utf8)
        let played = try WormBinary.run(["--headless", "--mode", "arcade", "--seed", "3", "--duration", "201", "--input", input.path,
                                         "--data-dir", data, "--events", "-"])
        XCTAssertEqual(played.status, 0, played.stderr)
        let events = LoggedEvent.parse(played.stdout)
        let score = try XCTUnwrap(events.first { $0.type == "end" }?.int("score"))
        XCTAssertGreaterThan(score, 0)
        XCTAssertGreaterThan(events.filter { $0.type == "pause" }.count, 2, "the script did pause the game")
        XCTAssertEqual(events.first { $0.type == "highscore" }?.int("score"), score)
        let replayed = try WormBinary.run(["--headless", "--replay", data + "/scores.json", "--events", "-"])
        XCTAssertEqual(replayed.status, 0, replayed.stderr)
        let check = LoggedEvent.parse(replayed.stdout).first { $0.type == "replay" }
        XCTAssertEqual(check?.int("score"), score)
        // The played game's events and the replay's match line for line up to the end of the round.
        let game = events.prefix { $0.type != "end" }.map { "\($0.t) \($0.type) \($0.fields["worm"] ?? "")" }
        let again = LoggedEvent.parse(replayed.stdout).prefix { $0.type != "end" }.map { "\($0.t) \($0.type) \($0.fields["worm"] ?? "")" }
        XCTAssertEqual(game.filter { !$0.contains("press") }, again.filter { !$0.contains("press") })
    }

    func testACorruptTableIsSetAsideWithOneWarningAndTheRunGoesOn() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let data = folder.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let truncated = Data(#"{"version": 1, "arcade": [{"name": "Zo"#.utf8)
        try truncated.write(to: data.appendingPathComponent("scores.json"))
        let (outcome, events) = try playAndName(dataDir: data.path, in: folder)
        XCTAssertEqual(outcome.stderr.split(separator: "\n").count, 1, outcome.stderr)
        XCTAssertTrue(outcome.stderr.hasPrefix("worm: warning: \(data.path)/scores.json cannot be read"), outcome.stderr)
        XCTAssertEqual(events.first { $0.type == "highscore" }?.int("rank"), 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: data.path)
        let aside = try XCTUnwrap(names.first { $0.hasPrefix("scores.json.corrupt-") })
        XCTAssertEqual(try Data(contentsOf: data.appendingPathComponent(aside)), truncated)
    }

    func testANewerTableIsLeftUntouchedAndTheResultsSaySo() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let data = folder.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let newer = Data(#"{"version": 7, "whatever": true}"#.utf8)
        try newer.write(to: data.appendingPathComponent("scores.json"))
        let (outcome, events) = try playAndName(dataDir: data.path, in: folder)
        XCTAssertTrue(outcome.stderr.contains("newer version"), outcome.stderr)
        XCTAssertTrue(events.first { $0.type == "save_failed" }?.string("reason")?.contains("newer version") == true)
        XCTAssertEqual(try Data(contentsOf: data.appendingPathComponent("scores.json")), newer)
    }

    func testAFolderThatCannotBeWrittenIsASaveFailureNotAnEnd() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let file = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        let (outcome, events) = try playAndName(dataDir: file.path + "/worm", in: folder)
        XCTAssertEqual(outcome.stderr, "")
        let failure = try XCTUnwrap(events.first { $0.type == "save_failed" })
        XCTAssertTrue(failure.string("reason")?.contains("Not a directory") == true, "\(failure.fields)")
        let last = events.last { $0.type != "focus" }  // a menu tells its focus as it opens (R115)
        XCTAssertEqual(last?.type, "scene", "the results scene opened after it")
        XCTAssertEqual(last?.string("name"), "results")
    }

    func testHeadlessRunsWithoutADataFolderSaveNothing() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let home = folder.appendingPathComponent("home")
        let input = folder.appendingPathComponent("name.jsonl")
        try script.write(to: input, atomically: true, encoding: .utf8)
        let outcome = try WormBinary.run(["--headless", "--mode", "arcade", "--seed", "7", "--duration", "67", "--input", input.path,
                                          "--events", "-"],
                                         environment: ["HOME": home.path, "XDG_DATA_HOME": "", "XDG_CONFIG_HOME": ""])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertTrue(LoggedEvent.parse(outcome.stdout).contains { $0.type == "highscore" })
        XCTAssertFalse(FileManager.default.fileExists(atPath: home.path), "nothing written under HOME")
    }
}
