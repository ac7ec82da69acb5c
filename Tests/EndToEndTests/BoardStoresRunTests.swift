import Foundation
import WormTestSupport
import XCTest

/// Issue 29's end-to-end proof of the stores (R120, docs/BOARD.md "Store"): a real `worm-board` on SQLite and two
/// `worm-board` processes on one PostgreSQL database (a temporary cluster), two headless games playing today's Daily
/// into them by input scripts, and the ranks read back from every server: the same everywhere, and the rows' own order
/// when read from each database directly. The rounds run on the real clock (the boards time them), side by side.
final class BoardStoresRunTests: XCTestCase {
    /// A player: the key their data folders hold, and how many of the day's worms their script catches.
    struct Player {
        var key: String
        var catches: Int
        /// The name a game gives a player who never typed one: "Player" and their key's first four digits.
        var name: String { "Player " + key.prefix(4) }
    }

    let ana = Player(key: String(repeating: "a1", count: 32), catches: 3)
    let bea = Player(key: String(repeating: "b2", count: 32), catches: 1)

    /// The UTC day the rounds are played on, computed once: when too little of today is left for the test (its dry
    /// runs, a 65 s round and the reading), it waits for tomorrow, so no round's token and Daily fall on two days.
    static func dayWithRoundsToSpare(needing seconds: Int = 300) -> String {
        let now = Date()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let midnight = calendar.startOfDay(for: now).addingTimeInterval(86_400)
        if midnight.timeIntervalSince(now) < Double(seconds) {
            Thread.sleep(until: midnight.addingTimeInterval(2))
        }
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }

    /// An input script catching the first `count` worms of `day`'s Daily, each 300 ms after it shows: found by dry
    /// runs without a board (not real-time), each adding the press on the next worm the last one left out (a catch
    /// moves the worms after it). Returns the script and the score its round ends with.
    func script(catching count: Int, day: String, in folder: URL) throws -> (lines: [String], score: Int) {
        var presses: [String] = []
        var lastPress = 0
        for _ in 0...count {
            let file = folder.appendingPathComponent("dry-\(UUID().uuidString).jsonl")
            try presses.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
            let outcome = try WormBinary.run(["--headless", "--mode", "daily", "--date", day, "--lang", "en", "--duration", "70",
                                              "--data-dir", folder.appendingPathComponent("dry").path,
                                              "--events", "-", "--input", file.path])
            XCTAssertEqual(outcome.status, 0, outcome.stderr)
            let events = LoggedEvent.parse(outcome.stdout)
            let hits = events.filter { $0.type == "hit" }
            XCTAssertEqual(hits.count, presses.count, "each press so far caught its worm")
            if presses.count == count {
                return (presses, try XCTUnwrap(events.last { $0.type == "end" }?.int("score")))
            }
            let next = try XCTUnwrap(events.first { $0.type == "spawn" && $0.t > lastPress && $0.string("kind") != "beetle"
                                                    && ($0.int("visible_ms") ?? 0) >= 600 }, "a worm to catch")
            lastPress = next.t + 300
            presses.append("{\"t\": \(lastPress), \"type\": \"press\", \"x\": \(next.int("x")!), \"y\": \(next.int("y")!)}")
        }
        throw CocoaError(.fileReadCorruptFile)
    }

    /// Starts `worm --board url` on `day`'s Daily with `script`, in a data folder holding `player`'s key.
    func startGame(_ player: Player, script: URL, board url: String, data: URL, log: URL) throws -> Process {
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let keyFile = data.appendingPathComponent("board-key")
        try (player.key + "\n").write(to: keyFile, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: keyFile.path)
        let game = Process()
        game.executableURL = WormBinary.debug
        game.arguments = ["--headless", "--mode", "daily", "--lang", "en", "--board", url, "--data-dir", data.path,
                          "--duration", "70", "--events", log.path, "--input", script.path]
        game.environment = WormBinary.environment()
        game.standardOutput = FileHandle.nullDevice
        game.standardError = FileHandle.nullDevice
        try game.run()
        addTeardownBlock { if game.isRunning { game.terminate() } }
        return game
    }

    /// `GET url` through curl (with `key` in `X-Worm-Key`), as a JSON object.
    func get(_ url: String, key: String? = nil) throws -> [String: Any] {
        let outcome = try WormBinary.run(["-sS", "--max-time", "5"] + (key.map { ["-H", "X-Worm-Key: \($0)"] } ?? []) + [url],
                                         binary: URL(fileURLWithPath: "/usr/bin/curl"))
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any], outcome.stdout)
    }

    /// A board's top rows as (rank, name, score) lines, the same on every store.
    func ranks(_ board: RunningBoard, day: String) throws -> [String] {
        let top = try get("\(board.url)/v1/top?board=daily%2F\(day)")
        XCTAssertEqual(top["board"] as? String, "daily/\(day)")
        let rows = try XCTUnwrap(top["rows"] as? [[String: Any]])
        XCTAssertEqual(top["of"] as? Int, rows.count)
        return rows.map { "#\($0["rank"] as? Int ?? 0) \($0["name"] as? String ?? "?") \($0["score"] as? Int ?? -1)" }
    }

    /// Runs a shell `command` (sqlite3, psql) and returns its standard output's lines.
    func query(_ command: [String]) throws -> [String] {
        let outcome = try WormBinary.run(Array(command.dropFirst()), binary: URL(fileURLWithPath: command[0]))
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        return outcome.stdout.split(separator: "\n").map(String.init)
    }

    func testTwoGamesDailyRoundsRankAlikeOnSQLiteAndOnTwoPostgresServersOfOneDatabase() throws {
        let day = BoardStoresRunTests.dayWithRoundsToSpare()
        let folder = try WormBinary.temporaryFolder(for: self)
        let binary = WormBinary.buildFolder.appendingPathComponent("worm-board")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: binary.path), "no worm-board: swift build first")
        let cluster = try PostgresCluster()
        addTeardownBlock { cluster.stop() }
        let sqliteFile = folder.appendingPathComponent("board.sqlite").path
        let sqlite = try RunningBoard.start(binary, database: sqliteFile, for: self)
        let postgres = [try RunningBoard.start(binary, database: cluster.url, for: self),
                        try RunningBoard.start(binary, database: cluster.url, for: self)]

        // Ana catches three of the day's worms, Bea one: their rounds end on different scores.
        var scripts: [String: (file: URL, score: Int)] = [:]
        for player in [ana, bea] {
            let (lines, score) = try script(catching: player.catches, day: day, in: folder)
            let file = folder.appendingPathComponent("\(player.key.prefix(2)).jsonl")
            try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
            scripts[player.key] = (file, score)
        }
        let anaScore = try XCTUnwrap(scripts[ana.key]?.score), beaScore = try XCTUnwrap(scripts[bea.key]?.score)
        XCTAssertGreaterThan(anaScore, beaScore)

        // Four rounds at once: each game on SQLite, and on one of the two PostgreSQL servers (Ana's on the first,
        // Bea's on the second), so each server ranks a row the other took.
        let plays: [(Player, RunningBoard, String)] = [(ana, sqlite, "ana-sqlite"), (bea, sqlite, "bea-sqlite"),
                                                       (ana, postgres[0], "ana-pg"), (bea, postgres[1], "bea-pg")]
        var games: [(Process, URL, Player)] = []
        for (player, board, name) in plays {
            let log = folder.appendingPathComponent("\(name).jsonl")
            let game = try startGame(player, script: scripts[player.key]!.file, board: board.url,
                                     data: folder.appendingPathComponent(name), log: log)
            games.append((game, log, player))
        }
        for (game, log, player) in games {
            game.waitUntilExit()
            XCTAssertEqual(game.terminationStatus, 0)
            let events = LoggedEvent.parse(try String(contentsOf: log, encoding: .utf8))
            XCTAssertEqual(events.last { $0.type == "end" }?.int("score"), scripts[player.key]?.score,
                           "the round with the board plays as the dry run did")
            let board = events.filter { $0.type == "board" }
            XCTAssertEqual(board.map { $0.string("state") }, ["token", "taken"], "\(log.lastPathComponent): \(board.map(\.fields))")
        }

        // Every server answers the same ranks: Ana first, Bea second.
        let expected = ["#1 \(ana.name) \(anaScore)", "#2 \(bea.name) \(beaScore)"]
        XCTAssertEqual(try ranks(sqlite, day: day), expected)
        for server in postgres { XCTAssertEqual(try ranks(server, day: day), expected) }
        for (rank, player) in [(1, ana), (2, bea)] {
            for server in [sqlite] + postgres {
                let around = try get("\(server.url)/v1/around?board=daily%2F\(day)", key: player.key)
                XCTAssertEqual(around["rank"] as? Int, rank, "\(player.name) on \(server.url)")
                XCTAssertEqual(around["of"] as? Int, 2)
            }
        }

        // The rows read from each database directly, sorted as R120 ranks them, are in that order.
        let sorted = "SELECT '#' || row_number() OVER (ORDER BY score DESC, time_ms, id) || ' ' || name || ' ' || score "
            + "FROM rows WHERE board = 'daily/\(day)' ORDER BY score DESC, time_ms, id"
        XCTAssertEqual(try query(["/usr/bin/sqlite3", sqliteFile, sorted]), expected)
        XCTAssertEqual(try query(["/usr/bin/psql", cluster.url, "-X", "-A", "-t", "-c", sorted]), expected)
    }
}
