import Foundation
import XCTest

/// The game's side of the world board (R120, docs/BOARD.md): a headless Daily round sent to a real `worm-board` on
/// SQLite and its replay played back from the scores' World page, and one sent to a board that is not there. Both run on the real clock (the board times the round), so
/// each takes a round's 65 s.
final class WorldBoardRunTests: XCTestCase {
    typealias Board = RunningBoard

    /// Starts the debug `worm-board` on a fresh SQLite file in `folder`, on a port the system picks; stopped
    /// (SIGTERM) when the test ends.
    func startBoard(in folder: URL) throws -> Board {
        let binary = WormBinary.buildFolder.appendingPathComponent("worm-board")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            XCTFail("no worm-board at \(binary.path): swift build first")
            throw CocoaError(.fileNoSuchFile)
        }
        return try RunningBoard.start(binary, in: folder, for: self)
    }

    /// Plays today's Daily (or `mode`) headless with `--board url`, untouched (a round of no catch is a row like any
    /// other), keeping its scores and key in `data`; the run's log.
    func playDaily(board url: String, data: String, mode: [String] = ["--mode", "daily"]) throws -> [LoggedEvent] {
        let outcome = try WormBinary.run(["--headless", "--lang", "en", "--board", url, "--data-dir", data,
                                          "--speech", "on", "--duration", "70", "--events", "-"] + mode,
                                         environment: ["SPEECHD_ADDRESS": "unix_socket:/nonexistent/worm-tests.sock"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        return LoggedEvent.parse(outcome.stdout)
    }

    func testADailyRoundSentToARealBoardReadsItsWorldRankBack() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let board = try startBoard(in: folder)
        let data = folder.appendingPathComponent("data").path
        let events = try playDaily(board: board.url, data: data)

        let lines = events.filter { $0.type == "board" }
        XCTAssertEqual(lines.map { $0.string("state") }, ["token", "taken"], "\(lines.map(\.fields))")
        let taken = lines.last
        XCTAssertEqual(taken?.int("rank"), 1)
        XCTAssertEqual(taken?.int("of"), 1)
        // The token came as the round opened, the rank after its end, on the results.
        XCTAssertEqual(events.firstIndex { $0.type == "board" }.map { events[..<$0].contains { $0.type == "end" } }, false)
        XCTAssertTrue(events.contains { $0.type == "speak" && $0.string("text") == "World: #1 of 1 today" },
                      "the rank is said")
        // Saved here as always, and the player's key made in the data folder, readable by its owner alone.
        XCTAssertTrue(events.contains { $0.type == "saved" })
        let key = try FileManager.default.attributesOfItem(atPath: data + "/board-key")
        XCTAssertEqual((key[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        let keyText = try String(contentsOfFile: data + "/board-key", encoding: .utf8)
        XCTAssertEqual(keyText.count, 65, "64 hex digits and a newline")

        // The scores' World Daily page, then Replay: the row is fetched from the board and played on its seed.
        let script = folder.appendingPathComponent("world.jsonl")
        let pressScores = "{\"t\": 1000, \"type\": \"press\", \"x\": 160, \"y\": 349}"
        let rights = (0..<5).map { "{\"t\": \(3000 + $0 * 200), \"type\": \"key\", \"key\": \"right\"}" }
        let enter = "{\"t\": 5000, \"type\": \"key\", \"key\": \"return\"}"
        try ([pressScores] + rights + [enter]).joined(separator: "\n").write(to: script, atomically: true, encoding: .utf8)
        let watched = try WormBinary.run(["--headless", "--mode", "title", "--lang", "en", "--board", board.url, "--data-dir", data, "--speech", "on",
                                          "--duration", "12", "--events", "-", "--input", script.path],
                                         environment: ["SPEECHD_ADDRESS": "unix_socket:/nonexistent/worm-tests.sock"])
        XCTAssertEqual(watched.status, 0, watched.stderr)
        let seen = LoggedEvent.parse(watched.stdout)
        XCTAssertTrue(seen.contains { $0.type == "focus" && $0.string("item") == "page_world_daily" }, "\(seen.map(\.fields))")
        XCTAssertTrue(seen.contains { $0.type == "speak" && $0.string("text")?.hasPrefix("World: Daily") == true
                                      && $0.string("text")?.contains("your row") == true }, "the page and the player's row are said")
        let token = lines.first.flatMap { ($0.fields["seed"] as? NSNumber)?.uint64Value }
        let played = seen.last { $0.type == "start" }
        XCTAssertEqual(played?.string("mode"), "daily", "the world row's replay plays")
        XCTAssertEqual(played.flatMap { ($0.fields["seed"] as? NSNumber)?.uint64Value }, token)
    }

    func testAnArcadeRoundIsPlayedOnTheBoardsSeedAndRankedOnItsAllTimeBoard() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let board = try startBoard(in: folder)
        let data = folder.appendingPathComponent("data").path
        let events = try playDaily(board: board.url, data: data, mode: ["--mode", "arcade", "--seed", "5"])

        let lines = events.filter { $0.type == "board" }
        XCTAssertEqual(lines.map { $0.string("state") }, ["token", "taken"], "\(lines.map(\.fields))")
        // The board drew the seed (not the run's 5, which the `start` line names), and the round was played on it:
        // the board took the row only because its replay reproduced it on that seed.
        XCTAssertEqual(events.first { $0.type == "start" }.flatMap { ($0.fields["seed"] as? NSNumber)?.uint64Value }, 5)
        let seed = lines.first.flatMap { ($0.fields["seed"] as? NSNumber)?.uint64Value }
        XCTAssertNotNil(seed)
        XCTAssertNotEqual(seed, 5)
        XCTAssertEqual(lines.last?.int("rank"), 1)
        XCTAssertTrue(events.contains { $0.type == "speak" && $0.string("text") == "World: #1 of 1" }, "the rank is said")
    }

    func testAnUnreachableBoardLeavesTheRoundSavedHereAndTheResultsSaySo() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        // A port that was a board's a moment ago, and is closed now.
        let board = try startBoard(in: folder)
        board.process.terminate()
        board.process.waitUntilExit()
        let data = folder.appendingPathComponent("data").path
        let events = try playDaily(board: board.url, data: data)

        let lines = events.filter { $0.type == "board" }
        XCTAssertEqual(lines.count, 1, "\(lines.map(\.fields))")
        XCTAssertEqual(lines.first?.string("state"), "offline")
        XCTAssertEqual(lines.first?.string("code"), "unreachable")
        XCTAssertTrue(events.contains { $0.type == "speak" && $0.string("text") == "Not on the world board: it cannot be reached" },
                      "the results say why")
        XCTAssertTrue(events.contains { $0.type == "saved" }, "the round is saved here")
        XCTAssertTrue(FileManager.default.fileExists(atPath: data + "/scores.json"))
    }

    func testARowTheBoardDoesNotAnswerWithin30SecondsOfTheRoundsEndStaysLocal() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let board = try startBoard(in: folder)
        let data = folder.appendingPathComponent("data").path
        let log = folder.appendingPathComponent("events.jsonl")
        let game = Process()
        game.executableURL = WormBinary.debug
        game.arguments = ["--headless", "--mode", "daily", "--lang", "en", "--board", board.url, "--data-dir", data,
                          "--duration", "110", "--events", log.path]
        game.environment = WormBinary.environment()
        game.standardOutput = FileHandle.nullDevice
        game.standardError = FileHandle.nullDevice
        try game.run()
        addTeardownBlock { if game.isRunning { game.terminate() } }
        // The token came: the board then stops answering (stopped, its socket still open), as a board that hangs.
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, !((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains("\"state\": \"token\"") {
            Thread.sleep(forTimeInterval: 0.1)
        }
        kill(board.process.processIdentifier, SIGSTOP)
        defer { kill(board.process.processIdentifier, SIGCONT) }
        game.waitUntilExit()
        XCTAssertEqual(game.terminationStatus, 0)
        let events = LoggedEvent.parse(try String(contentsOf: log, encoding: .utf8))
        let lines = events.filter { $0.type == "board" }
        XCTAssertEqual(lines.map { $0.string("state") }, ["token", "offline"], "\(lines.map(\.fields))")
        XCTAssertEqual(lines.last?.string("code"), "late")
        // Sent, and sent again every 2 s after each 5 s time-out, until 30 s after the round's end; then local.
        let end = try XCTUnwrap(events.firstIndex { $0.type == "end" })
        let results = try XCTUnwrap(events[end...].firstIndex { $0.type == "scene" && $0.string("name") == "results" })
        let late = try XCTUnwrap(lines.last?.t)
        XCTAssertGreaterThanOrEqual(late, 30_000, "30 s of the results' clock")
        XCTAssertLessThan(late, 38_000, "at most a time-out past them")
        XCTAssertTrue(events[results...].contains { $0.type == "saved" } || events[..<results].contains { $0.type == "saved" })
        XCTAssertTrue(FileManager.default.fileExists(atPath: data + "/scores.json"), "the round is saved here")
    }
}
