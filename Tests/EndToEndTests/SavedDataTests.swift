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

        // An edited score, and an edited press: one line each, exit 1.
        let text = try String(contentsOfFile: scores, encoding: .utf8)
        for (index, edited) in [text.replacingOccurrences(of: "\"score\": 10", with: "\"score\": 50"),
                                text.replacingOccurrences(of: "[\"press\", 34, 409", with: "[\"press\", 34, 300")].enumerated() {
            let file = folder.appendingPathComponent("edited\(index).json")
            try edited.write(to: file, atomically: true, encoding: .utf8)
            let refused = try WormBinary.run(["--headless", "--replay", file.path])
            XCTAssertEqual(refused.status, 1)
            XCTAssertEqual(refused.stderr.split(separator: "\n").count, 1, refused.stderr)
            XCTAssertTrue(refused.stderr.contains("the replay scores"), refused.stderr)
        }
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
        XCTAssertEqual(events.last?.type, "scene", "the results scene opened after it")
        XCTAssertEqual(events.last?.string("name"), "results")
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
