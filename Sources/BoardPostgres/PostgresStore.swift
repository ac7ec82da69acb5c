import BoardKit
import CPQ
import WormGame
#if canImport(Glibc)
import Glibc
#endif

/// worm-board's PostgreSQL store (`--db postgresql://…`): the same schema as SQLite's by the same migrations, the
/// same answers; every statement through `PQexecParams` with its values as parameters, never in the SQL's text.
/// Two boards on one database agree on every rank: each call is one statement or one transaction.
public final class PostgresStore: BoardStore {
    private let connection: OpaquePointer

    /// Connects to `url` and brings the schema up to date.
    public init(url: String) throws(BoardStoreError) {
        guard let connection = PQconnectdb(url) else { throw BoardStoreError("PostgreSQL: out of memory") }
        guard PQstatus(connection) == CONNECTION_OK else {
            let reason = String(cString: PQerrorMessage(connection)).split(separator: "\n").first.map(String.init) ?? "?"
            PQfinish(connection)
            throw BoardStoreError("cannot connect to PostgreSQL: \(reason)")
        }
        self.connection = connection
        do {
            try migrate()
        } catch {
            PQfinish(connection)
            throw error
        }
    }

    deinit {
        PQfinish(connection)
    }

    // MARK: Schema

    private func migrate() throws(BoardStoreError) {
        // One board at a time migrates: the others wait on the lock.
        try exec("BEGIN")
        do {
            try exec("SELECT pg_advisory_xact_lock(7277)")
            try exec(BoardSchema.meta)
            let applied = Int64(try query("SELECT value FROM meta WHERE name = 'schema'", []).first?.first ?? "0") ?? 0
            for (index, migration) in BoardSchema.migrations(.postgresql).enumerated() where Int64(index) >= applied {
                for statement in migration { try exec(statement) }
                try exec("INSERT INTO meta (name, value) VALUES ('schema', $1) ON CONFLICT (name) DO UPDATE SET value = excluded.value",
                         [String(index + 1)])
            }
            try exec("COMMIT")
        } catch {
            _ = try? exec("ROLLBACK")
            throw error
        }
    }

    // MARK: BoardStore

    public func add(_ token: IssuedToken) throws(BoardStoreError) {
        try exec("INSERT INTO tokens (token, player, mode, seed, day, assists, issued_ms) VALUES ($1, $2, $3, $4, $5, $6, $7)",
                 [token.token, token.player, token.mode.rawValue, String(token.seed), token.date, AssistsCode.text(token.assists),
                  String(token.issuedMs)])
    }

    public func take(token: String) throws(BoardStoreError) -> IssuedToken? {
        // One statement: of two boards taking the same token, one gets the row.
        guard let found = try query("DELETE FROM tokens WHERE token = $1 RETURNING token, player, mode, seed, day, assists, issued_ms",
                                    [token]).first,
              let mode = TableMode(rawValue: found[2]), let seed = UInt64(found[3]), let assists = AssistsCode.assists(found[5]),
              let issued = Int64(found[6]) else { return nil }
        return IssuedToken(token: found[0], player: found[1], mode: mode, seed: seed, date: found[4], assists: assists, issuedMs: issued)
    }

    public func forgetTokens(before ms: Int64) throws(BoardStoreError) {
        try exec("DELETE FROM tokens WHERE issued_ms < $1", [String(ms)])
    }

    public func owner(ofName name: String) throws(BoardStoreError) -> String? {
        try query("SELECT player FROM names WHERE name = $1", [name]).first?.first
    }

    public func claim(name: String, for player: String) throws(BoardStoreError) -> Bool {
        try exec("INSERT INTO names (name, player) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING", [name, player])
        return try owner(ofName: name) == player
    }

    public func offer(_ row: BoardRow, on board: String) throws(BoardStoreError) -> Bool {
        try query("INSERT INTO rows (board, player, name, score, accuracy, best_combo, time_ms, replay) "
                  + "VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (board, player) DO UPDATE SET name = excluded.name, "
                  + "score = excluded.score, accuracy = excluded.accuracy, best_combo = excluded.best_combo, "
                  + "time_ms = excluded.time_ms, replay = excluded.replay WHERE excluded.score > rows.score RETURNING id",
                  [board, row.player, row.name, String(row.score), String(row.accuracy), String(row.bestCombo), String(row.timeMs),
                   row.replay]).count > 0
    }

    public func rows(on board: String, from: Int, count: Int) throws(BoardStoreError) -> [RankedRow] {
        guard count > 0, from >= 1 else { return [] }
        let rows = try query("SELECT id, player, name, score, accuracy, best_combo, time_ms, replay FROM rows WHERE board = $1 "
                             + "ORDER BY score DESC, time_ms, id LIMIT $2 OFFSET $3", [board, String(count), String(from - 1)])
        return rows.enumerated().map { RankedRow(rank: from + $0.offset, row: PostgresStore.boardRow($0.element)) }
    }

    public func rank(of player: String, on board: String) throws(BoardStoreError) -> RankedRow? {
        guard let found = try query("SELECT id, player, name, score, accuracy, best_combo, time_ms, replay FROM rows "
                                    + "WHERE board = $1 AND player = $2", [board, player]).first else { return nil }
        let row = PostgresStore.boardRow(found)
        // The counts of the scores above, then the ties taken before, in one statement so on one snapshot.
        let above = try query("SELECT (SELECT coalesce(sum(tally), 0) FROM score_counts WHERE board = $1 AND score > $2) "
                              + "+ (SELECT count(*) FROM rows WHERE board = $1 AND score = $2 AND (time_ms, id) < ($3, $4))",
                              [board, String(row.score), String(row.timeMs), String(row.id)]).first?.first
        return RankedRow(rank: (above.flatMap { Int($0) } ?? 0) + 1, row: row)
    }

    public func rows(on board: String, nextTo row: BoardRow, above: Bool, count: Int) throws(BoardStoreError) -> [BoardRow] {
        guard count > 0 else { return [] }
        let sql = BoardSchema.neighbours(.postgresql, above: above)
        var found = try query(sql.tied, [board, String(row.score), String(row.timeMs), String(row.id), String(count)])
        if found.count < count {
            found += try query(sql.beyond, [board, String(row.score), String(count - found.count)])
        }
        return found.map(PostgresStore.boardRow)
    }

    public func count(on board: String) throws(BoardStoreError) -> Int {
        Int(try query("SELECT coalesce(sum(tally), 0) FROM score_counts WHERE board = $1", [board]).first?.first ?? "0") ?? 0
    }

    public func row(id: Int64) throws(BoardStoreError) -> (board: String, row: BoardRow)? {
        guard let found = try query("SELECT id, player, name, score, accuracy, best_combo, time_ms, replay, board FROM rows WHERE id = $1",
                                    [String(id)]).first else { return nil }
        return (found[8], PostgresStore.boardRow(found))
    }

    private static func boardRow(_ fields: [String]) -> BoardRow {
        BoardRow(id: Int64(fields[0]) ?? 0, player: fields[1], name: fields[2], score: Int(fields[3]) ?? 0, accuracy: Int(fields[4]) ?? 0,
                 bestCombo: Int(fields[5]) ?? 0, timeMs: Int64(fields[6]) ?? 0, replay: fields[7])
    }

    /// Runs `body` in one transaction: for filling a store in bulk (the benchmark's million rows).
    public func inTransaction(_ body: () throws(BoardStoreError) -> Void) throws(BoardStoreError) {
        try exec("BEGIN")
        do {
            try body()
            try exec("COMMIT")
        } catch {
            _ = try? exec("ROLLBACK")
            throw error
        }
    }

    /// Reclaims the old versions of updated rows and gathers the planner's statistics at once, as autovacuum would
    /// in time: after a bulk fill.
    public func vacuum() throws(BoardStoreError) {
        try exec("VACUUM ANALYZE")
    }

    // MARK: libpq

    /// Runs `sql` with `values` as its text parameters; returns its rows as text.
    @discardableResult
    private func query(_ sql: String, _ values: [String]) throws(BoardStoreError) -> [[String]] {
        var copies = values.map { strdup($0) }
        defer { for copy in copies { free(copy) } }
        let result = copies.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: max(1, values.count)) { parameters in
                PQexecParams(connection, sql, Int32(values.count), nil, values.isEmpty ? nil : parameters, nil, nil, 0)
            }
        }
        guard let result else { throw BoardStoreError("PostgreSQL: out of memory") }
        defer { PQclear(result) }
        let status = PQresultStatus(result)
        guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK else {
            let reason = String(cString: PQresultErrorMessage(result)).split(separator: "\n").first.map(String.init) ?? "?"
            throw BoardStoreError("PostgreSQL: \(reason)")
        }
        var rows: [[String]] = []
        for row in 0..<PQntuples(result) {
            rows.append((0..<PQnfields(result)).map { String(cString: PQgetvalue(result, row, $0)) })
        }
        return rows
    }

    /// Runs `sql` with `values`, its rows dropped.
    private func exec(_ sql: String, _ values: [String] = []) throws(BoardStoreError) {
        try query(sql, values)
    }
}
