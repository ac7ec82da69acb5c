import BoardKit
import BoardPostgres
import BoardSQLite
import Foundation
import Testing
import WormGame
import WormTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The stores' ranks from per-score counts and their rows around a player by index range, against the same rows
/// sorted the plain way: many ties, rows beaten and rows not beaten, on SQLite and on PostgreSQL.
@Suite(.serialized)
struct BoardRankTests {
    /// Offers 240 rows (scores and times with many ties, then some players' better and worse rows) on two boards and
    /// checks every player's rank, the rows around them and the boards' sizes.
    static func checkRanks(_ store: any BoardStore) throws {
        var generator = SplitMix64(seed: 9)
        for index in 0..<240 {
            let board = index % 3 == 0 ? "arcade/all" : "daily/2026-12-02"
            let row = BoardRow(player: "p\(index % 200)", name: "P\(index)", score: generator.int(in: 0...12), accuracy: 50,
                               bestCombo: 2, timeMs: Int64(generator.int(in: 0...30)), replay: "{}")
            _ = try store.offer(row, on: board)
        }
        for board in ["arcade/all", "daily/2026-12-02"] {
            let all = try store.rows(on: board, from: 1, count: 1_000)
            #expect(all.map(\.rank) == Array(1...all.count))
            let sorted = all.map(\.row).sorted { ($0.score, -$0.timeMs, -$0.id) > ($1.score, -$1.timeMs, -$1.id) }
            #expect(all.map(\.row) == sorted)
            #expect(try store.count(on: board) == all.count)
            for (index, ranked) in all.enumerated() {
                let mine = try store.rank(of: ranked.row.player, on: board)
                #expect(mine == ranked, "\(board) \(ranked.row.player)")
                let around = try store.rows(around: ranked, on: board, each: 5)
                #expect(around == Array(all[max(0, index - 5)...min(all.count - 1, index + 5)]), "\(board) rank \(ranked.rank)")
            }
        }
        #expect(try store.count(on: "daily/2026-12-01") == 0)
    }

    /// A player beating their own score 30 times leaves no count at the scores they left (`zeroCounts`: the counts of
    /// 0 in the store's `score_counts`, read by its own command-line tool), and the ranks and size stay right.
    static func checkCounts(_ store: any BoardStore, zeroCounts: () throws -> String) throws {
        let board = "daily/2026-12-03"
        for score in 1...30 {
            _ = try store.offer(BoardRow(player: "ana", name: "Ana", score: score * 10, accuracy: 50, bestCombo: 2, timeMs: Int64(score),
                                         replay: "{}"), on: board)
        }
        _ = try store.offer(BoardRow(player: "bea", name: "Bea", score: 100, accuracy: 50, bestCombo: 2, timeMs: 0, replay: "{}"), on: board)
        #expect(try zeroCounts() == "0")
        #expect(try store.count(on: board) == 2)
        #expect(try store.rank(of: "ana", on: board)?.rank == 1)
        #expect(try store.rank(of: "bea", on: board)?.rank == 2)
    }

    /// Runs `tool` with `arguments`; what it printed, trimmed.
    static func output(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A new empty file in /tmp for a SQLite database; the caller removes it, with its -wal and -shm.
    static func temporaryDatabasePath() -> String {
        var template = Array("/tmp/worm-rank-test-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        #expect(descriptor >= 0)
        close(descriptor)
        return String(cString: template)
    }

    static let zeroCountsSQL = "SELECT count(*) FROM score_counts WHERE tally <= 0"

    @Test func sqliteKeepsNoCountOfAScoreNobodyHas() throws {
        let path = BoardRankTests.temporaryDatabasePath()
        defer { for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) } }
        try BoardRankTests.checkCounts(SQLiteStore(path: path)) { try BoardRankTests.output("/usr/bin/sqlite3", [path, BoardRankTests.zeroCountsSQL]) }
    }

    @Test func postgresKeepsNoCountOfAScoreNobodyHas() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        try BoardRankTests.checkCounts(PostgresStore(url: cluster.url)) {
            try BoardRankTests.output("/usr/bin/psql", [cluster.url, "-X", "-A", "-t", "-c", BoardRankTests.zeroCountsSQL])
        }
    }

    @Test func sqliteRanksAsTheSortedRowsDo() throws {
        let path = BoardRankTests.temporaryDatabasePath()
        defer { for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) } }
        try BoardRankTests.checkRanks(SQLiteStore(path: path))
    }

    @Test func postgresRanksAsTheSortedRowsDo() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        try BoardRankTests.checkRanks(PostgresStore(url: cluster.url))
    }
}
