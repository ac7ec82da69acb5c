/// The schema, the same tables for every store: each migration is a list of statements, applied once and in order;
/// the store records how many it applied (`meta.schema`). SQLite and PostgreSQL read the same SQL but for the rows'
/// numbering column and the trigger that keeps `score_counts`, which each writes its own way.
public enum BoardSchema {
    /// The SQL a store speaks where the two differ.
    public enum Dialect: Sendable {
        case sqlite
        case postgresql

        /// The auto-numbered primary key of `rows`.
        var idColumn: String {
            switch self {
            case .sqlite: "INTEGER PRIMARY KEY"
            case .postgresql: "BIGSERIAL PRIMARY KEY"
            }
        }

        /// The store's `number`th bound parameter.
        func parameter(_ number: Int) -> String {
            switch self {
            case .sqlite: "?\(number)"
            case .postgresql: "$\(number)"
            }
        }
    }

    /// The two queries that read the rows next to a row, along `rows_rank` from its place: `tied` (parameters: board,
    /// score, time, id, how many) the rows of its score on the `above` side, nearest first; `beyond` (board, score,
    /// how many) those past its score on that side, nearest first.
    public static func neighbours(_ dialect: Dialect, above: Bool) -> (tied: String, beyond: String) {
        let p = dialect.parameter
        let columns = "SELECT id, player, name, score, accuracy, best_combo, time_ms, replay FROM rows WHERE board = \(p(1)) AND "
        let tied = above
            ? "score = \(p(2)) AND (time_ms, id) < (\(p(3)), \(p(4))) ORDER BY time_ms DESC, id DESC LIMIT \(p(5))"
            : "score = \(p(2)) AND (time_ms, id) > (\(p(3)), \(p(4))) ORDER BY time_ms, id LIMIT \(p(5))"
        let beyond = above
            ? "score > \(p(2)) ORDER BY score, time_ms DESC, id DESC LIMIT \(p(3))"
            : "score < \(p(2)) ORDER BY score DESC, time_ms, id LIMIT \(p(3))"
        return (columns + tied, columns + beyond)
    }

    /// The table that says how many migrations were applied.
    public static let meta = "CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value BIGINT NOT NULL)"

    /// The migrations, oldest first.
    public static func migrations(_ dialect: Dialect) -> [[String]] { [
        [
            "CREATE TABLE tokens (token TEXT PRIMARY KEY, player TEXT NOT NULL, mode TEXT NOT NULL, seed TEXT NOT NULL, "
                + "day TEXT NOT NULL, assists TEXT NOT NULL, issued_ms BIGINT NOT NULL)",
            "CREATE INDEX tokens_issued ON tokens (issued_ms)",
            "CREATE TABLE names (name TEXT PRIMARY KEY, player TEXT NOT NULL)",
            "CREATE TABLE rows (id \(dialect.idColumn), board TEXT NOT NULL, player TEXT NOT NULL, name TEXT NOT NULL, "
                + "score INTEGER NOT NULL, accuracy INTEGER NOT NULL, best_combo INTEGER NOT NULL, time_ms BIGINT NOT NULL, "
                + "replay TEXT NOT NULL, UNIQUE (board, player))",
            "CREATE INDEX rows_rank ON rows (board, score DESC, time_ms, id)",
        ],
        // How many rows each board has at each score, kept by a trigger in the row's own statement: a rank is the
        // sum of the counts above its score plus the ties before it, a board's size the sum of its counts; both
        // read as many entries as the board has distinct scores, not rows.
        [
            "CREATE TABLE score_counts (board TEXT NOT NULL, score INTEGER NOT NULL, tally BIGINT NOT NULL, PRIMARY KEY (board, score))",
            "INSERT INTO score_counts (board, score, tally) SELECT board, score, count(*) FROM rows GROUP BY board, score",
        ] + countingTriggers(dialect),
        // A score nobody has any more leaves no count behind (a player beating their own score left one of 0 at
        // each score they had, and a board's counts grew with every score ever seen): the triggers again, deleting a
        // count that falls to 0, and the counts of 0 already there.
        recountingTriggers(dialect) + ["DELETE FROM score_counts WHERE tally = 0"],
    ] }

    /// Migration 3: the triggers again, a count that falls to 0 deleted in the same statement (SQLite's two that
    /// lower a count made anew; PostgreSQL's function replaced, its trigger kept).
    static func recountingTriggers(_ dialect: Dialect) -> [String] {
        let triggers = countingTriggers(dialect, deletingEmpty: true)
        switch dialect {
        case .sqlite: return ["DROP TRIGGER rows_recounted", "DROP TRIGGER rows_uncounted"] + triggers.dropFirst()
        case .postgresql: return Array(triggers.prefix(1))
        }
    }

    /// The triggers that keep `score_counts` as rows come, go and beat their score. A score only rises, so a moved
    /// row locks its old count before its new one, the lower score first, and two boards never deadlock on them.
    /// With `deletingEmpty`, a count that falls to 0 is deleted (on PostgreSQL a row taking that score at once waits
    /// for the count's lock, then inserts it anew).
    static func countingTriggers(_ dialect: Dialect, deletingEmpty: Bool = false) -> [String] {
        let add = "INSERT INTO score_counts (board, score, tally) VALUES (NEW.board, NEW.score, 1) "
            + "ON CONFLICT (board, score) DO UPDATE SET tally = score_counts.tally + 1"
        let remove = "UPDATE score_counts SET tally = tally - 1 WHERE board = OLD.board AND score = OLD.score"
            + (deletingEmpty ? "; DELETE FROM score_counts WHERE board = OLD.board AND score = OLD.score AND tally = 0" : "")
        switch dialect {
        case .sqlite:
            return [
                "CREATE TRIGGER rows_counted AFTER INSERT ON rows BEGIN \(add); END",
                "CREATE TRIGGER rows_recounted AFTER UPDATE OF board, score ON rows BEGIN \(remove); \(add); END",
                "CREATE TRIGGER rows_uncounted AFTER DELETE ON rows BEGIN \(remove); END",
            ]
        case .postgresql:
            return [
                "CREATE OR REPLACE FUNCTION rows_count() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
                    + "IF TG_OP <> 'INSERT' THEN \(remove); END IF; "
                    + "IF TG_OP <> 'DELETE' THEN \(add); END IF; "
                    + "RETURN NULL; END $$",
                "CREATE TRIGGER rows_counted AFTER INSERT OR DELETE OR UPDATE OF board, score ON rows FOR EACH ROW EXECUTE FUNCTION rows_count()",
            ]
        }
    }
}
