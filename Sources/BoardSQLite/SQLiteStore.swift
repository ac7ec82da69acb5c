import BoardKit
import CSQLite
import WormGame

/// worm-board's default store: one SQLite file in WAL mode (R120), every statement prepared once and given its
/// values through bound parameters, never through the SQL's text.
public final class SQLiteStore: BoardStore {
    private let db: OpaquePointer
    /// Prepared statements, by their SQL.
    private var statements: [String: OpaquePointer] = [:]

    /// Opens (or makes) the store in `path`, in WAL mode, and brings its schema up to date.
    public init(path: String) throws(BoardStoreError) {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let status = sqlite3_open_v2(path, &handle, flags, nil)
        guard status == SQLITE_OK, let handle else {
            let reason = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close(handle)
            throw BoardStoreError("cannot open the SQLite store \(path): \(reason)")
        }
        db = handle
        sqlite3_busy_timeout(db, 5000)
        do {
            try execute("PRAGMA journal_mode=WAL")
            try execute("PRAGMA synchronous=NORMAL")
            try migrate()
        } catch {
            sqlite3_close(db)
            throw error
        }
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
        sqlite3_close(db)
    }

    // MARK: Schema

    /// Applies the migrations the file has not had, each in a transaction.
    private func migrate() throws(BoardStoreError) {
        try execute(BoardSchema.meta)
        let applied = try query("SELECT value FROM meta WHERE name = 'schema'", []) { $0.int64(0) }.first ?? 0
        let migrations = BoardSchema.migrations(.sqlite)
        for (index, migration) in migrations.enumerated() where Int64(index) >= applied {
            try transaction { () throws(BoardStoreError) in
                for statement in migration { try execute(statement) }
                _ = try run("INSERT INTO meta (name, value) VALUES ('schema', ?1) ON CONFLICT (name) DO UPDATE SET value = excluded.value",
                            [.int(Int64(index + 1))])
            }
        }
    }

    // MARK: BoardStore

    public func add(_ token: IssuedToken) throws(BoardStoreError) {
        _ = try run("INSERT INTO tokens (token, player, mode, seed, day, assists, issued_ms) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                    [.text(token.token), .text(token.player), .text(token.mode.rawValue), .text(String(token.seed)),
                     .text(token.date), .text(AssistsCode.text(token.assists)), .int(token.issuedMs)])
    }

    public func take(token: String) throws(BoardStoreError) -> IssuedToken? {
        try transaction { () throws(BoardStoreError) -> IssuedToken? in
            let found = try query("SELECT token, player, mode, seed, day, assists, issued_ms FROM tokens WHERE token = ?1", [.text(token)]) { row in
                (row.text(0), row.text(1), row.text(2), row.text(3), row.text(4), row.text(5), row.int64(6))
            }.first
            guard let found else { return nil }
            _ = try run("DELETE FROM tokens WHERE token = ?1", [.text(token)])
            guard let mode = TableMode(rawValue: found.2), let seed = UInt64(found.3), let assists = AssistsCode.assists(found.5) else {
                return nil
            }
            return IssuedToken(token: found.0, player: found.1, mode: mode, seed: seed, date: found.4, assists: assists, issuedMs: found.6)
        }
    }

    public func forgetTokens(before ms: Int64) throws(BoardStoreError) {
        _ = try run("DELETE FROM tokens WHERE issued_ms < ?1", [.int(ms)])
    }

    public func owner(ofName name: String) throws(BoardStoreError) -> String? {
        try query("SELECT player FROM names WHERE name = ?1", [.text(name)]) { $0.text(0) }.first
    }

    public func claim(name: String, for player: String) throws(BoardStoreError) -> Bool {
        _ = try run("INSERT INTO names (name, player) VALUES (?1, ?2) ON CONFLICT (name) DO NOTHING", [.text(name), .text(player)])
        return try owner(ofName: name) == player
    }

    public func offer(_ row: BoardRow, on board: String) throws(BoardStoreError) -> Bool {
        try run("INSERT INTO rows (board, player, name, score, accuracy, best_combo, time_ms, replay) "
                + "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT (board, player) DO UPDATE SET name = excluded.name, "
                + "score = excluded.score, accuracy = excluded.accuracy, best_combo = excluded.best_combo, "
                + "time_ms = excluded.time_ms, replay = excluded.replay WHERE excluded.score > rows.score",
                [.text(board), .text(row.player), .text(row.name), .int(Int64(row.score)), .int(Int64(row.accuracy)),
                 .int(Int64(row.bestCombo)), .int(row.timeMs), .text(row.replay)]) > 0
    }

    public func rows(on board: String, from: Int, count: Int) throws(BoardStoreError) -> [RankedRow] {
        guard count > 0, from >= 1 else { return [] }
        let rows = try query("SELECT id, player, name, score, accuracy, best_combo, time_ms, replay FROM rows WHERE board = ?1 "
                             + "ORDER BY score DESC, time_ms, id LIMIT ?2 OFFSET ?3",
                             [.text(board), .int(Int64(count)), .int(Int64(from - 1))], SQLiteStore.boardRow)
        return rows.enumerated().map { RankedRow(rank: from + $0.offset, row: $0.element) }
    }

    public func rank(of player: String, on board: String) throws(BoardStoreError) -> RankedRow? {
        guard let row = try query("SELECT id, player, name, score, accuracy, best_combo, time_ms, replay FROM rows "
                                  + "WHERE board = ?1 AND player = ?2", [.text(board), .text(player)], SQLiteStore.boardRow).first else {
            return nil
        }
        // The counts of the scores above, then the ties taken before: both on an index, neither row by row.
        let above = try query("SELECT (SELECT coalesce(sum(tally), 0) FROM score_counts WHERE board = ?1 AND score > ?2) "
                              + "+ (SELECT count(*) FROM rows WHERE board = ?1 AND score = ?2 AND (time_ms, id) < (?3, ?4))",
                              [.text(board), .int(Int64(row.score)), .int(row.timeMs), .int(row.id)]) { $0.int64(0) }.first ?? 0
        return RankedRow(rank: Int(above) + 1, row: row)
    }

    public func rows(on board: String, nextTo row: BoardRow, above: Bool, count: Int) throws(BoardStoreError) -> [BoardRow] {
        guard count > 0 else { return [] }
        let sql = BoardSchema.neighbours(.sqlite, above: above)
        var found = try query(sql.tied, [.text(board), .int(Int64(row.score)), .int(row.timeMs), .int(row.id), .int(Int64(count))],
                              SQLiteStore.boardRow)
        if found.count < count {
            found += try query(sql.beyond, [.text(board), .int(Int64(row.score)), .int(Int64(count - found.count))], SQLiteStore.boardRow)
        }
        return found
    }

    public func count(on board: String) throws(BoardStoreError) -> Int {
        Int(try query("SELECT coalesce(sum(tally), 0) FROM score_counts WHERE board = ?1", [.text(board)]) { $0.int64(0) }.first ?? 0)
    }

    public func row(id: Int64) throws(BoardStoreError) -> (board: String, row: BoardRow)? {
        try query("SELECT id, player, name, score, accuracy, best_combo, time_ms, replay, board FROM rows WHERE id = ?1", [.int(id)]) {
            ($0.text(8), SQLiteStore.boardRow($0))
        }.first
    }

    private static func boardRow(_ row: Row) -> BoardRow {
        BoardRow(id: row.int64(0), player: row.text(1), name: row.text(2), score: Int(row.int64(3)), accuracy: Int(row.int64(4)),
                 bestCombo: Int(row.int64(5)), timeMs: row.int64(6), replay: row.text(7))
    }

    // MARK: SQLite

    /// A value bound to a parameter.
    enum Value {
        case int(Int64)
        case text(String)
    }

    /// The current result row of a statement.
    struct Row {
        let statement: OpaquePointer

        func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }
        func text(_ column: Int32) -> String {
            guard let text = sqlite3_column_text(statement, column) else { return "" }
            return String(cString: text)
        }
    }

    /// The library's words for the last failure.
    private func failure(_ what: String) -> BoardStoreError {
        BoardStoreError("SQLite: \(what): \(String(cString: sqlite3_errmsg(db)))")
    }

    /// Runs SQL without parameters or results (pragmas, the schema).
    private func execute(_ sql: String) throws(BoardStoreError) {
        guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else { throw failure(sql) }
    }

    /// `sql` prepared once, reset, with `values` bound.
    private func prepared(_ sql: String, _ values: [Value]) throws(BoardStoreError) -> OpaquePointer {
        let statement: OpaquePointer
        if let cached = statements[sql] {
            statement = cached
        } else {
            var handle: OpaquePointer?
            guard sqlite3_prepare_v2(db, sql, -1, &handle, nil) == SQLITE_OK, let handle else { throw failure("prepare") }
            statements[sql] = handle
            statement = handle
        }
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
        for (index, value) in values.enumerated() {
            let position = Int32(index + 1)
            let status = switch value {
            case .int(let number): sqlite3_bind_int64(statement, position, number)
            case .text(let text): sqlite3_bind_text(statement, position, text, -1, worm_sqlite_transient())
            }
            guard status == SQLITE_OK else { throw failure("bind") }
        }
        return statement
    }

    /// Runs a statement that returns no rows; returns how many rows it changed.
    @discardableResult
    private func run(_ sql: String, _ values: [Value]) throws(BoardStoreError) -> Int {
        let statement = try prepared(sql, values)
        defer { sqlite3_reset(statement) }
        guard sqlite3_step(statement) == SQLITE_DONE else { throw failure("step") }
        return Int(sqlite3_changes(db))
    }

    /// Runs a query and reads each row with `read`.
    private func query<T>(_ sql: String, _ values: [Value], _ read: (Row) -> T) throws(BoardStoreError) -> [T] {
        let statement = try prepared(sql, values)
        defer { sqlite3_reset(statement) }
        var out: [T] = []
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW: out.append(read(Row(statement: statement)))
            case SQLITE_DONE: return out
            default: throw failure("step")
            }
        }
    }

    /// Runs `body` in one transaction: for filling a store in bulk (the benchmark's million rows).
    public func inTransaction(_ body: () throws(BoardStoreError) -> Void) throws(BoardStoreError) {
        try transaction(body)
    }

    /// Runs `body` in one transaction (written at once, so two writers wait for each other rather than fail).
    private func transaction<T>(_ body: () throws(BoardStoreError) -> T) throws(BoardStoreError) -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            _ = sqlite3_exec(db, "ROLLBACK", nil, nil, nil)
            throw error
        }
    }
}
