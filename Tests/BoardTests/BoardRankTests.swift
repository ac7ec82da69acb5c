import BoardKit
import BoardPostgres
import BoardSQLite
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

    @Test func sqliteRanksAsTheSortedRowsDo() throws {
        var template = Array("/tmp/worm-rank-test-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        #expect(descriptor >= 0)
        close(descriptor)
        let path = String(cString: template)
        defer { for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) } }
        try BoardRankTests.checkRanks(SQLiteStore(path: path))
    }

    @Test func postgresRanksAsTheSortedRowsDo() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        try BoardRankTests.checkRanks(PostgresStore(url: cluster.url))
    }
}
