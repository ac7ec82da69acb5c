import BoardKit
import Testing
import WormGame

/// R120's flood limit: 10 submissions a minute per address and per key, then 429 (`rate`).
struct BoardRateTests {
    /// A submission that is refused cheaply (no token): it still counts.
    static let body = Array("{\"token\": \"0123456789abcdef0123456789abcdef\", \"name\": \"Ana\", \"score\": 1, \"accuracy\": 1, \"best_combo\": 1, \"replay\": {}}".utf8)

    @Test func theEleventhSubmissionInAMinuteFromOneKeyIsRefused() throws {
        let board = try BoardFixture()
        let key = BoardFixture.key(7)
        for index in 0..<10 {
            // Each from another address: the key alone is limited.
            #expect(BoardFixture.code(board.submit(key: key, body: BoardRateTests.body, address: "10.0.1.\(index)")) == "malformed")
        }
        let refused = board.submit(key: key, body: BoardRateTests.body, address: "10.0.2.1")
        #expect(BoardFixture.code(refused) == "rate")
        #expect(refused.status == 429)
        board.clock.advance(60_000)
        #expect(BoardFixture.code(board.submit(key: key, body: BoardRateTests.body, address: "10.0.2.1")) == "malformed")
    }

    @Test func theEleventhSubmissionInAMinuteFromOneAddressIsRefused() throws {
        let board = try BoardFixture()
        for index in 0..<10 {
            board.clock.advance(5_000)
            #expect(BoardFixture.code(board.submit(key: BoardFixture.key(index), body: BoardRateTests.body)) == "malformed")
        }
        #expect(BoardFixture.code(board.submit(key: BoardFixture.key(99), body: BoardRateTests.body)) == "rate")
        // The first of the ten leaves the window 60 s after it was made.
        board.clock.advance(15_000)
        #expect(BoardFixture.code(board.submit(key: BoardFixture.key(99), body: BoardRateTests.body)) == "malformed")
        #expect(BoardFixture.code(board.submit(key: BoardFixture.key(98), body: BoardRateTests.body)) == "rate")
    }

    /// Honest rounds, not only cheap refusals, are held to the limit: eleven players behind one address finish a
    /// real Daily round in the same minute; ten rows are taken, the eleventh is refused 429 and takes none.
    @Test func anHonestRoundPastTheLimitIsRefusedAndTakesNoRow() throws {
        let board = try BoardFixture()
        let tokens = (0..<11).map { index -> String? in
            if case .string(let token)? = board.token(key: BoardFixture.key(100 + index))["token"] { return token }
            return nil
        }
        let round = BoardFixture.round(seed: DailySeed.seed(forDate: "2026-12-02"), mode: .daily)
        board.clock.advance(round.lengthMs + 400)
        var statuses: [Int] = []
        for (index, token) in tokens.enumerated() {
            let body = BoardFixture.body(token: token ?? "", name: "P\(index)", score: round.summary.score,
                                         accuracy: round.summary.accuracyPercent, bestCombo: round.summary.bestCombo,
                                         replay: round.replay)
            let answer = board.submit(key: BoardFixture.key(100 + index), body: body)
            statuses.append(answer.status)
            if index == 10 { #expect(BoardFixture.code(answer) == "rate") }
        }
        #expect(statuses == Array(repeating: 200, count: 10) + [429])
        #expect(BoardFixture.int(board.read("/v1/count", board: "daily/2026-12-02"), "of") == 10)
        // The eleventh player is not on the board: their rank reads back as none.
        let around = board.read("/v1/around", board: "daily/2026-12-02", key: BoardFixture.key(110))
        #expect(BoardFixture.members(around)["rank"] == .null)
    }

    /// Tokens are limited too (20 a minute per address and per key): a flood of them is refused 429, not stored.
    @Test func theTwentyFirstTokenInAMinuteIsRefused() throws {
        let board = try BoardFixture()
        let key = BoardFixture.key(5)
        let given = (0..<20).filter { _ in
            if case .string? = board.token(key: key)["token"] { return true } else { return false }
        }
        #expect(given.count == 20)
        #expect(board.token(key: key)["error"] == .string("rate"))
        #expect(board.token(key: BoardFixture.key(6))["error"] == .string("rate"), "the address is held too")
        board.clock.advance(60_000)
        if case .string? = board.token(key: key)["token"] {} else { Issue.record("a minute later, tokens again") }
    }

    @Test func aRateLimitForgetsQuietKeysAndHoldsBoundedMemory() {
        var limit = RateLimit(limit: 2, windowMs: 1_000, maxKeys: 3)
        let first = [limit.admit("a", nowMs: 0), limit.admit("b", nowMs: 0), limit.admit("c", nowMs: 0)]
        #expect(first == [true, true, true])
        // A fourth key while three are remembered and none quiet: refused.
        let fourth = limit.admit("d", nowMs: 10)
        #expect(!fourth)
        // A second later the three are quiet and forgotten.
        let later = limit.admit("d", nowMs: 1_000)
        #expect(later)
    }
}
