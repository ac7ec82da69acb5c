import BoardKit
import Testing
import WormGame

/// R120's boards: one best row per player and board, Arcade on its all-time and weekly boards, assisted rows apart,
/// and the readings: top 100, a player's rank with the rows around it, counts.
@Suite(.serialized)
struct BoardReadingTests {
    @Test func onlyAPlayersBestRowStaysAndRanksFollowScores() throws {
        let board = try BoardFixture()
        let ana = BoardFixture.key(1)
        let bea = BoardFixture.key(2)
        // The practice hand scores more the faster it reacts.
        let slow = board.play(key: ana, name: "Ana", reactionMs: 600)
        #expect(slow.answer.status == 200, "\(slow.answer.body)")
        let fast = board.play(key: bea, name: "Bea", reactionMs: 200)
        #expect(fast.summary.score > slow.summary.score)
        #expect(BoardFixture.int(fast.answer, "rank") == 1)
        #expect(BoardFixture.int(fast.answer, "of") == 2)
        // Ana's better round replaces her row; a worse one after it does not.
        let better = board.play(key: ana, name: "Ana", reactionMs: 100)
        #expect(better.summary.score > fast.summary.score)
        #expect(BoardFixture.members(better.answer)["best"] == .bool(true))
        #expect(BoardFixture.int(better.answer, "rank") == 1)
        let worse = board.play(key: ana, name: "Ana", reactionMs: 900)
        #expect(BoardFixture.members(worse.answer)["best"] == .bool(false))
        #expect(BoardFixture.int(worse.answer, "rank") == 1)
        #expect(BoardFixture.int(worse.answer, "of") == 2)
        let around = board.read("/v1/around", board: "daily/2026-12-02", key: bea)
        #expect(BoardFixture.int(around, "rank") == 2)
        guard case .array(let rows)? = BoardFixture.members(around)["rows"] else { Issue.record("\(around.body)"); return }
        #expect(rows.count == 2)
        #expect(rows.last?.object?["you"] == .bool(true))
        #expect(rows.first?.object?["score"] == .number(Double(better.summary.score)))
    }

    @Test func arcadeRowsGoOnTheAllTimeAndTheWeeksBoardAndAssistedOnesApart() throws {
        let board = try BoardFixture()
        let ana = BoardFixture.key(1)
        let answer = board.play(key: ana, name: "Ana", mode: .arcade).answer
        #expect(answer.status == 200, "\(answer.body)")
        #expect(BoardFixture.int(board.read("/v1/count", board: "arcade/all"), "of") == 1)
        // 2026-12-02 is a Wednesday: its week began on Monday 30 November.
        #expect(BoardFixture.int(board.read("/v1/count", board: "arcade/week/2026-11-30"), "of") == 1)
        #expect(BoardFixture.int(board.read("/v1/count", board: "daily/2026-12-02"), "of") == 0)
        // A token with assists names the assisted board: rows there never mix with unassisted ones.
        let token = board.token(key: ana, mode: .daily, assists: "time150.speed80")
        #expect(token["assists"] == .string("time150.speed80"))
        #expect(BoardFixture.code(board.read("/v1/count", board: "daily/2026-12-02+speed80.time150")) == "malformed")
        #expect(BoardFixture.int(board.read("/v1/count", board: "daily/2026-12-02+time150.speed80"), "of") == 0)
    }

    @Test func aroundShowsFiveRowsEachSideOfThePlayers() throws {
        let board = try BoardFixture()
        // 13 players with the practice hand at 13 speeds.
        var keys: [String] = []
        for index in 0..<13 {
            let key = BoardFixture.key(100 + index)
            keys.append(key)
            let answer = board.play(key: key, name: "P\(index)", reactionMs: 100 + 40 * index, address: "10.1.0.\(index)").answer
            #expect(answer.status == 200, "\(answer.body)")
        }
        let top = board.read("/v1/top", board: "daily/2026-12-02")
        guard case .array(let rows)? = BoardFixture.members(top)["rows"] else { Issue.record("\(top.body)"); return }
        #expect(rows.count == 13)
        let scores = rows.compactMap { row -> Double? in if case .number(let s)? = row.object?["score"] { s } else { nil } }
        #expect(scores == scores.sorted(by: >))
        // The player at rank 7: ranks 2 to 12.
        guard case .object(let seventh) = rows[6], case .string(let name)? = seventh["name"],
              let index = Int(name.dropFirst()) else { Issue.record("no 7th"); return }
        let around = board.read("/v1/around", board: "daily/2026-12-02", key: keys[index])
        #expect(BoardFixture.int(around, "rank") == 7)
        guard case .array(let near)? = BoardFixture.members(around)["rows"] else { Issue.record("\(around.body)"); return }
        #expect(near.compactMap { if case .number(let r)? = $0.object?["rank"] { Int(r) } else { nil } } == Array(2...12))
        #expect(near[5].object?["you"] == .bool(true))
    }
}
