#if canImport(Glibc)
import Glibc
#endif
import BoardKit
import BoardPostgres
import BoardSQLite
import Synchronization
import WormApp
import WormGame

/// worm-board's figures (docs/PERFORMANCE.md), in one process on one thread, so each figure is per core:
/// `worm-bench board-verify N` submits N honest Daily rows through the board's logic (a token each, the replay
/// played again, the row stored in SQLite) and prints rows verified a second and the p50/p99 of one submission;
/// `worm-bench board-around ROWS [--db postgresql://…]` fills a board with ROWS rows (in SQLite, or in the empty
/// PostgreSQL database given) and prints the time of "around me" at several ranks.
enum BoardBench {
    /// Whether `arguments` ask for a board figure.
    static func handles(_ arguments: [String]) -> Bool {
        ["board-verify", "board-around", "board-load"].contains(arguments.first)
    }

    /// Runs the figure `arguments` ask for; returns the exit status.
    static func main(arguments: [String]) -> Int32 {
        if arguments.first == "board-load" { return BoardLoad.main(arguments: arguments) }
        let url = arguments.count == 4 && arguments[0] == "board-around" && arguments[2] == "--db" ? arguments[3] : nil
        guard arguments.count == 2 || url != nil, let count = Int(arguments[1]), count > 0 else {
            printError("worm-bench: \(arguments[0]) wants a whole number above 0 (board-around: then --db URL, or nothing)")
            return 2
        }
        let path = "/tmp/worm-board-bench-\(getpid()).sqlite"
        defer { for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) } }
        do {
            print(arguments[0] == "board-verify" ? try verify(count, path: path) : try around(count, path: path, url: url))
            return 0
        } catch {
            printError("worm-bench: \(arguments[0]): \(error)")
            return 1
        }
    }

    /// A clock the benchmark moves.
    final class Clock: BoardClock {
        let ms = Mutex<Int64>(1_796_212_800_000)
        func nowMs() -> Int64 { ms.withLock { $0 } }
    }

    /// Submits `count` honest rows; the JSON line of rows a second and latencies.
    static func verify(_ count: Int, path: String) throws -> String {
        let clock = Clock()
        let service = BoardService(store: try SQLiteStore(path: path), clock: clock)
        let round = HonestRound(clock: clock)
        let keys = (0..<count).map(HonestRound.key)
        var tokens: [String] = []
        for (index, key) in keys.enumerated() {
            let answer = service.answer(BoardRequest(method: .post, path: "/v1/token", key: key, address: HonestRound.address(index),
                                                     body: HonestRound.tokenBody))
            tokens.append(try HonestRound.token(in: answer.body))
        }
        clock.ms.withLock { $0 += round.lengthMs }
        var latencies: [Double] = []
        let start = monotonicSeconds()
        for (index, key) in keys.enumerated() {
            let body = round.body(token: tokens[index], name: "P\(index)")
            let before = monotonicSeconds()
            let answer = service.answer(BoardRequest(method: .post, path: "/v1/rows", key: key,
                                                     address: HonestRound.address(index), body: body))
            latencies.append((monotonicSeconds() - before) * 1000)
            guard answer.status == 200 else { throw BoardStoreError("refused: \(answer.body)") }
        }
        let seconds = monotonicSeconds() - start
        latencies.sort()
        return "{\"figure\": \"board-verify\", \"rows\": \(count), \"rows_per_second\": \(Int(Double(count) / seconds)), "
            + "\"p50_ms\": \(rounded(percentile(latencies, 0.5))), \"p99_ms\": \(rounded(percentile(latencies, 0.99)))}"
    }

    /// Fills a board with `count` rows, in the SQLite file `path` or the PostgreSQL database `url`; the JSON line of
    /// "around me" times at the top, middle and bottom.
    static func around(_ count: Int, path: String, url: String?) throws -> String {
        let board = "daily/2026-12-02"
        // In transactions of 10 000 rows, as a busy board would take them: PostgreSQL prunes the count rows' old
        // versions between them.
        var generator = SplitMix64(seed: 1)
        func fill(_ rows: Range<Int>, into store: any BoardStore) throws(BoardStoreError) {
            for index in rows {
                let row = BoardRow(player: playerKey(index), name: "P\(index)", score: generator.int(in: 0...5_000), accuracy: 80, bestCombo: 5,
                                   timeMs: Int64(index), replay: "{}")
                _ = try store.offer(row, on: board)
            }
        }
        let batches = stride(from: 0, to: count, by: 10_000).map { $0..<min(count, $0 + 10_000) }
        let fillStart = monotonicSeconds()
        if let url {
            let filling = try PostgresStore(url: url)
            for batch in batches { try filling.inTransaction { () throws(BoardStoreError) in try fill(batch, into: filling) } }
            try filling.vacuum()
        } else {
            let filling = try SQLiteStore(path: path)
            for batch in batches { try filling.inTransaction { () throws(BoardStoreError) in try fill(batch, into: filling) } }
        }
        printError("worm-bench: \(count) rows stored in \(rounded(monotonicSeconds() - fillStart)) s")
        let clock = Clock()
        let store: any BoardStore = if let url { try PostgresStore(url: url) } else { try SQLiteStore(path: path) }
        let service = BoardService(store: store, clock: clock)
        var parts: [String] = []
        for (label, index) in [("top", 0), ("middle", count / 2), ("bottom", count - 1)] {
            var times: [Double] = []
            for _ in 0..<20 {
                let before = monotonicSeconds()
                let answer = service.answer(BoardRequest(method: .get, path: "/v1/around", query: ["board": board], key: playerKey(index)))
                times.append((monotonicSeconds() - before) * 1000)
                guard answer.status == 200, answer.body.contains("\"you\": true") else { throw BoardStoreError("no row: \(answer.body)") }
            }
            times.sort()
            parts.append("\"\(label)_ms\": \(rounded(times[times.count / 2]))")
        }
        return "{\"figure\": \"board-around\", \"store\": \"\(url == nil ? "sqlite" : "postgresql")\", \"rows\": \(count), " + parts.joined(separator: ", ") + "}"
    }

    /// The `index`th player's key.
    static func playerKey(_ index: Int) -> String {
        let digits = String(index)
        return String(repeating: "0", count: 40 - digits.count) + digits
    }

    /// The `p` quantile of `sorted`, not empty.
    static func percentile(_ sorted: [Double], _ p: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }

    static func rounded(_ value: Double) -> String { String(Double(Int(value * 1000)) / 1000) }

    /// Seconds on the monotonic clock.
    static func monotonicSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
