import Synchronization
import WormGame

/// The world board's logic (R120), without sockets: a request in, an answer out.
///
/// Tokens at a round's start, replays played again at its end, names held by the first key, the boards read. The
/// store is used by one thread at a time (behind a lock); replays are played outside it, so the HTTP layer's threads
/// check rows side by side.
public final class BoardService: Sendable {
    /// The rules' figures (R120), in one place for docs/BOARD.md and the tests.
    public enum Limits {
        /// How far the replay's length and the board's time since the token may differ.
        public static let slackMs: Int64 = 3_500
        /// How long a token lasts.
        public static let tokenLifeMs: Int64 = 2 * 60 * 60 * 1000
        /// Submissions a minute per address and per key.
        public static let submissionsPerMinute = 10
        /// Tokens a minute per address and per key (a round asks for one).
        public static let tokensPerMinute = 20
        /// Rows in the top list.
        public static let top = 100
        /// Rows on each side of a player's in "around".
        public static let around = 5
    }

    private let store: Mutex<any BoardStore>
    private let clock: any BoardClock
    private let entropy: any BoardEntropy
    /// The version whose replays the board takes.
    public let version: String
    /// Submissions and tokens counted per address and per key.
    private let limits = Mutex(Limiters())

    /// Rate limits for the two kinds of request, by address and by key.
    private struct Limiters {
        var rowsByAddress = RateLimit(limit: Limits.submissionsPerMinute)
        var rowsByKey = RateLimit(limit: Limits.submissionsPerMinute)
        var tokensByAddress = RateLimit(limit: Limits.tokensPerMinute)
        var tokensByKey = RateLimit(limit: Limits.tokensPerMinute)
    }

    /// A board keeping its rows in `store`, reading `clock` and `entropy`, taking replays of `version`.
    public init(store: sending any BoardStore, clock: any BoardClock = SystemClock(), entropy: any BoardEntropy = SystemEntropy(),
                version: String = WormVersion.current) {
        self.store = Mutex(store)
        self.clock = clock
        self.entropy = entropy
        self.version = version
    }

    /// The answer to `request`.
    public func answer(_ request: BoardRequest) -> BoardAnswer {
        do {
            return try route(request)
        } catch let refusal as BoardRefusal {
            return BoardAnswer(refusal)
        } catch {
            return BoardAnswer(.unavailable)
        }
    }

    private func route(_ request: BoardRequest) throws -> BoardAnswer {
        if request.bodyTooLarge { throw BoardRefusal.tooLarge }
        switch (request.path, request.method) {
        case ("/v1", .get): return info()
        case ("/v1/token", .post): return try token(request)
        case ("/v1/rows", .post): return try submit(request)
        case ("/v1/top", .get): return try top(request)
        case ("/v1/around", .get): return try around(request)
        case ("/v1/count", .get): return try count(request)
        case ("/v1/replay", .get): return try replay(request)
        case ("/v1", _), ("/v1/token", _), ("/v1/rows", _), ("/v1/top", _), ("/v1/around", _), ("/v1/count", _), ("/v1/replay", _):
            throw BoardRefusal.method
        default: throw BoardRefusal.notFound
        }
    }

    // MARK: Store

    /// Runs `body` on the store, its failures as `unavailable`.
    private func withStore<T: Sendable>(_ body: (any BoardStore) throws(BoardStoreError) -> T) throws(BoardRefusal) -> T {
        do {
            return try store.withLock { (store: inout any BoardStore) throws(BoardStoreError) -> T in try body(store) }
        } catch {
            throw .unavailable
        }
    }

    // MARK: Requests

    private func info() -> BoardAnswer {
        var json = JSONLine()
        json.add("server", "worm-board")
        json.add("version", version)
        json.add("max_body", BoardRequest.maxBody)
        json.add("submissions_per_minute", Limits.submissionsPerMinute)
        json.add("token_life_ms", Int(Limits.tokenLifeMs))
        json.add("slack_ms", Int(Limits.slackMs))
        return BoardAnswer(status: 200, body: json.line)
    }

    /// `POST /v1/token`: `{"mode", "assists"?}` → a token, the seed and date to play.
    private func token(_ request: BoardRequest) throws -> BoardAnswer {
        let key = try PlayerKey.check(request.key)
        let now = clock.nowMs()
        let admitted = limits.withLock { limits in
            let byAddress = limits.tokensByAddress.admit(request.address, nowMs: now)
            let byKey = limits.tokensByKey.admit(key, nowMs: now)
            return byAddress && byKey
        }
        guard admitted else { throw BoardRefusal.rate }
        let ask = try TokenAsk(body: request.body)
        let date = BoardDay.date(ofMs: now)
        let seed = ask.mode == .daily ? DailySeed.seed(forDate: date) : entropy.next()
        let text = hex(entropy.next()) + hex(entropy.next())
        let issued = IssuedToken(token: text, player: key, mode: ask.mode, seed: seed, date: date, assists: ask.assists, issuedMs: now)
        try withStore { store throws(BoardStoreError) in
            try store.forgetTokens(before: now - Limits.tokenLifeMs)
            try store.add(issued)
        }
        var json = JSONLine()
        json.add("token", text)
        json.add("mode", ask.mode.rawValue)
        json.add("seed", String(seed))
        json.add("date", date)
        json.add("version", version)
        json.add("assists", AssistsCode.text(ask.assists))
        json.add("expires_ms", Int(Limits.tokenLifeMs))
        return BoardAnswer(status: 200, body: json.line)
    }

    /// `POST /v1/rows`: a round's row and replay → its rank, or why it was refused.
    private func submit(_ request: BoardRequest) throws -> BoardAnswer {
        let key = try PlayerKey.check(request.key)
        let now = clock.nowMs()
        let admitted = limits.withLock { limits in
            let byAddress = limits.rowsByAddress.admit(request.address, nowMs: now)
            let byKey = limits.rowsByKey.admit(key, nowMs: now)
            return byAddress && byKey
        }
        guard admitted else { throw BoardRefusal.rate }
        let submission = try Submission(body: request.body)
        guard let token = try withStore({ store throws(BoardStoreError) in try store.take(token: submission.token) }),
              token.player == key, now - token.issuedMs <= Limits.tokenLifeMs, now >= token.issuedMs else {
            throw BoardRefusal.token
        }
        guard let owner = try withStore({ store throws(BoardStoreError) in try store.owner(ofName: submission.name) }) ?? Optional(key),
              owner == key else { throw BoardRefusal.nameTaken }
        try RowProof.check(submission, token: token, version: version, elapsedMs: now - token.issuedMs)
        let row = BoardRow(player: key, name: submission.name, score: submission.score, accuracy: submission.accuracy,
                           bestCombo: submission.bestCombo, timeMs: now, replay: ReplayCoding.text(submission.replay))
        let boards = BoardName.boards(mode: token.mode, date: token.date, tokenMs: token.issuedMs, assists: token.assists)
        let placed = try withStore { store throws(BoardStoreError) -> [(BoardName, Bool, RankedRow?, Int)]? in
            guard try store.claim(name: submission.name, for: key) else { return nil }
            var placed: [(BoardName, Bool, RankedRow?, Int)] = []
            for board in boards {
                let best = try store.offer(row, on: board.description)
                placed.append((board, best, try store.rank(of: key, on: board.description), try store.count(on: board.description)))
            }
            return placed
        }
        guard let placed else { throw BoardRefusal.nameTaken }
        var json = JSONLine()
        json.add("taken", true)
        json.add("board", placed[0].0.description)
        json.add("best", placed[0].1)
        json.add("rank", placed[0].2?.rank ?? 0)
        json.add("of", placed[0].3)
        json.add("boards", objects: placed.map { board, best, ranked, count in
            var line = JSONLine()
            line.add("board", board.description)
            line.add("best", best)
            line.add("rank", ranked?.rank ?? 0)
            line.add("of", count)
            return line
        })
        return BoardAnswer(status: 200, body: json.line)
    }

    /// `GET /v1/top?board=B`: the first 100 rows.
    private func top(_ request: BoardRequest) throws -> BoardAnswer {
        let board = try boardName(request)
        let (rows, count) = try withStore { store throws(BoardStoreError) in
            (try store.rows(on: board.description, from: 1, count: Limits.top), try store.count(on: board.description))
        }
        return BoardAnswer(status: 200, body: listing(board: board, count: count, rank: nil, rows: rows, player: request.key))
    }

    /// `GET /v1/around?board=B` with a key: the player's rank and the rows around it.
    private func around(_ request: BoardRequest) throws -> BoardAnswer {
        let key = try PlayerKey.check(request.key)
        let board = try boardName(request)
        let (mine, rows, count) = try withStore { store throws(BoardStoreError) -> (RankedRow?, [RankedRow], Int) in
            let count = try store.count(on: board.description)
            guard let mine = try store.rank(of: key, on: board.description) else { return (nil, [], count) }
            return (mine, try store.rows(around: mine, on: board.description, each: Limits.around), count)
        }
        return BoardAnswer(status: 200, body: listing(board: board, count: count, rank: mine?.rank, rows: rows, player: key))
    }

    /// `GET /v1/count?board=B`: how many rows.
    private func count(_ request: BoardRequest) throws -> BoardAnswer {
        let board = try boardName(request)
        let count = try withStore { store throws(BoardStoreError) in try store.count(on: board.description) }
        var json = JSONLine()
        json.add("board", board.description)
        json.add("of", count)
        return BoardAnswer(status: 200, body: json.line)
    }

    /// `GET /v1/replay?id=N`: a row with its replay.
    private func replay(_ request: BoardRequest) throws -> BoardAnswer {
        guard let text = request.query["id"], text.utf8.count <= 19, let id = Int64(text), id > 0 else { throw BoardRefusal.malformed }
        guard let (board, row) = try withStore({ store throws(BoardStoreError) in try store.row(id: id) }) else {
            throw BoardRefusal.notFound
        }
        var json = rowJSON(row, rank: nil, player: request.key)
        json.add("board", board)
        return BoardAnswer(status: 200, body: String(json.line.dropLast()) + ", \"replay\": " + row.replay + "}")
    }

    // MARK: Answers

    private func boardName(_ request: BoardRequest) throws(BoardRefusal) -> BoardName {
        guard let text = request.query["board"], let board = BoardName(text) else { throw .malformed }
        return board
    }

    private func listing(board: BoardName, count: Int, rank: Int?, rows: [RankedRow], player: String?) -> String {
        var json = JSONLine()
        json.add("board", board.description)
        json.add("of", count)
        if rank != nil || player != nil { json.add("rank", rank) }
        json.add("rows", objects: rows.map { rowJSON($0.row, rank: $0.rank, player: player) })
        return json.line
    }

    private func rowJSON(_ row: BoardRow, rank: Int?, player: String?) -> JSONLine {
        var json = JSONLine()
        if let rank { json.add("rank", rank) }
        json.add("id", Int(row.id))
        json.add("name", row.name)
        json.add("score", row.score)
        json.add("accuracy", row.accuracy)
        json.add("best_combo", row.bestCombo)
        json.add("time_ms", Int(row.timeMs))
        if let player, player == row.player { json.add("you", true) }
        return json
    }

    private func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
