import BoardKit
import BoardSQLite
import Synchronization
import WormGame
#if canImport(Glibc)
import Glibc
#endif

/// The board's clock in a test: it moves only when the test says.
final class TestClock: BoardClock {
    private let ms: Mutex<Int64>

    /// A clock at `ms` since 1970.
    init(_ ms: Int64) {
        self.ms = Mutex(ms)
    }

    func nowMs() -> Int64 { ms.withLock { $0 } }

    /// Moves the clock on by `delta` ms.
    func advance(_ delta: Int64) { ms.withLock { $0 += delta } }
}

/// Tokens and Arcade seeds from a seed the test gives.
final class TestEntropy: BoardEntropy {
    private let generator: Mutex<SplitMix64>

    init(seed: UInt64) {
        generator = Mutex(SplitMix64(seed: seed))
    }

    func next() -> UInt64 { generator.withLock { $0.next() } }
}

/// A board on a fresh SQLite file in a temporary directory, its clock and the requests a game makes.
final class BoardFixture {
    /// 2026-12-02 12:00 UTC.
    static let noon: Int64 = 1_796_212_800_000
    let directory: String
    let clock: TestClock
    let service: BoardService

    /// A board whose clock starts at `startMs`, its entropy seeded by `seed`, on a fresh SQLite file, or on the
    /// store `store` makes.
    init(startMs: Int64 = BoardFixture.noon, seed: UInt64 = 1, clock: TestClock? = nil,
         store: (() throws -> any BoardStore)? = nil) throws {
        var template = Array("/tmp/worm-board-test-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw BoardStoreError("mkdtemp failed") }
        directory = String(cString: made)
        self.clock = clock ?? TestClock(startMs)
        let path = directory + "/board.sqlite"
        service = BoardService(store: try store?() ?? SQLiteStore(path: path), clock: self.clock, entropy: TestEntropy(seed: seed))
    }

    deinit {
        for name in ["board.sqlite", "board.sqlite-wal", "board.sqlite-shm"] { unlink(directory + "/" + name) }
        rmdir(directory)
    }

    /// A player's key: 64 hex digits from `n`.
    static func key(_ n: Int) -> String {
        let digits = String(n, radix: 16)
        return String(repeating: "0", count: 64 - digits.count) + digits
    }

    /// `POST /v1/token` for `mode` by `key`; the answer's members.
    func token(key: String, mode: TableMode = .daily, assists: String? = nil, address: String = "10.0.0.1") -> [String: JSONValue] {
        var body = JSONLine()
        body.add("mode", mode.rawValue)
        if let assists { body.add("assists", assists) }
        let answer = service.answer(BoardRequest(method: .post, path: "/v1/token", key: key, address: address, body: Array(body.line.utf8)))
        return BoardFixture.members(answer)
    }

    /// A round played by the practice hand on `seed`, as the game would submit it.
    static func round(seed: UInt64, mode: TableMode, reactionMs: Int = 300, version: String = WormVersion.current)
        -> (replay: Replay, summary: ArcadeSummary, lengthMs: Int64) {
        let round = PracticeRound.play(seed: seed, mode: mode, version: version, reactionMs: reactionMs)
        var check = ReplayCheck(round.replay)
        while check.run(steps: 4096) == nil {}
        return (round.replay, round.summary, Int64(check.stepsPlayed * Simulation.stepMs))
    }

    /// A submission's body.
    static func body(token: String, name: String, score: Int, accuracy: Int, bestCombo: Int, replay: Replay) -> [UInt8] {
        var json = JSONLine()
        json.add("token", token)
        json.add("name", name)
        json.add("score", score)
        json.add("accuracy", accuracy)
        json.add("best_combo", bestCombo)
        return Array((String(json.line.dropLast()) + ", \"replay\": " + ReplayCoding.text(replay) + "}").utf8)
    }

    /// `POST /v1/rows` with `body` by `key`.
    func submit(key: String, body: [UInt8], address: String = "10.0.0.1") -> BoardAnswer {
        service.answer(BoardRequest(method: .post, path: "/v1/rows", key: key, address: address, body: body))
    }

    /// A whole honest round: a token, the round played on its seed, the clock moved on by the round's length plus
    /// `lateMs`, the row sent. Returns the answer and the round.
    @discardableResult
    func play(key: String, name: String, mode: TableMode = .daily, reactionMs: Int = 300, lateMs: Int64 = 400,
              address: String = "10.0.0.1", edit: (inout Replay, inout ArcadeSummary) -> Void = { _, _ in })
        -> (answer: BoardAnswer, summary: ArcadeSummary) {
        let token = self.token(key: key, mode: mode, address: address)
        guard case .string(let text)? = token["token"], case .string(let seedText)? = token["seed"], let seed = UInt64(seedText) else {
            return (BoardAnswer(status: 0, body: "no token"), ArcadeSummary(score: 0, caught: 0, missed: 0, bestCombo: 0, reactionTimes: []))
        }
        var (replay, summary, lengthMs) = BoardFixture.round(seed: seed, mode: mode, reactionMs: reactionMs)
        edit(&replay, &summary)
        clock.advance(lengthMs + lateMs)
        let body = BoardFixture.body(token: text, name: name, score: summary.score, accuracy: summary.accuracyPercent,
                                     bestCombo: summary.bestCombo, replay: replay)
        return (submit(key: key, body: body, address: address), summary)
    }

    /// `GET path?board=…` (and `id`) by `key`.
    func read(_ path: String, board: String? = nil, id: String? = nil, key: String? = nil) -> BoardAnswer {
        var query: [String: String] = [:]
        if let board { query["board"] = board }
        if let id { query["id"] = id }
        return service.answer(BoardRequest(method: .get, path: path, query: query, key: key))
    }

    /// An answer's JSON members (empty when it is not an object).
    static func members(_ answer: BoardAnswer) -> [String: JSONValue] {
        (try? JSONValue.parse(answer.body))?.object ?? [:]
    }

    /// An answer's error code, or nil.
    static func code(_ answer: BoardAnswer) -> String? {
        if case .string(let code)? = members(answer)["error"] { return code }
        return nil
    }

    /// An answer's whole number `name`, or nil.
    static func int(_ answer: BoardAnswer, _ name: String) -> Int? {
        if case .number(let value)? = members(answer)[name] { return Int(value) }
        return nil
    }
}
