import BoardKit
import BoardPostgres
import Testing
import WormGame
import WormTestSupport

/// The PostgreSQL store on a real temporary cluster: the same answers as SQLite to the same requests, and two
/// boards on one database agreeing on every rank.
@Suite(.serialized)
struct BoardPostgresTests {
    /// The same rounds, refusals and readings, in order, on `board`; every answer's body.
    static func script(_ board: BoardFixture) -> [String] {
        var answers: [String] = []
        let keys = (1...4).map(BoardFixture.key)
        answers.append(board.play(key: keys[0], name: "Ana", reactionMs: 300).answer.body)
        answers.append(board.play(key: keys[1], name: "Bea", reactionMs: 200).answer.body)
        answers.append(board.play(key: keys[2], name: "Ana", reactionMs: 200).answer.body)  // name_taken
        answers.append(board.play(key: keys[2], name: "Cy", reactionMs: 250) { _, summary in summary.score += 5 }.answer.body)
        answers.append(board.play(key: keys[2], name: "Cy", reactionMs: 250, lateMs: 4_000).answer.body)  // too_slow
        answers.append(board.play(key: keys[3], name: "Di", mode: .arcade, reactionMs: 250).answer.body)
        answers.append(board.play(key: keys[0], name: "Ana", reactionMs: 150).answer.body)  // a better row
        for name in ["daily/2026-12-02", "arcade/all", "arcade/week/2026-11-30"] {
            answers.append(board.read("/v1/top", board: name).body)
            answers.append(board.read("/v1/count", board: name).body)
        }
        answers.append(board.read("/v1/around", board: "daily/2026-12-02", key: keys[1]).body)
        answers.append(board.read("/v1/replay", id: "1").body)
        return answers
    }

    @Test func postgresAnswersAsSQLiteDoes() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        let sqlite = BoardPostgresTests.script(try BoardFixture(seed: 5))
        let postgres = BoardPostgresTests.script(try BoardFixture(seed: 5) { try PostgresStore(url: cluster.url) })
        #expect(sqlite.count == postgres.count)
        for (index, (expected, got)) in zip(sqlite, postgres).enumerated() {
            #expect(expected == got, "answer \(index + 1)")
        }
        #expect(sqlite[2].contains("name_taken") && sqlite[3].contains("not_reproduced") && sqlite[4].contains("too_slow"))
    }

    @Test func twoBoardsOnOneDatabaseAgreeOnEveryRank() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        let clock = TestClock(BoardFixture.noon)
        // Two boards, each with its own connection, as two worm-board processes would be.
        let first = try BoardFixture(seed: 1, clock: clock) { try PostgresStore(url: cluster.url) }
        let second = try BoardFixture(seed: 2, clock: clock) { try PostgresStore(url: cluster.url) }
        var keys: [String] = []
        for index in 0..<6 {
            let key = BoardFixture.key(200 + index)
            keys.append(key)
            let board = index % 2 == 0 ? first : second
            let answer = board.play(key: key, name: "P\(index)", reactionMs: 120 + 60 * index, address: "10.2.0.\(index)").answer
            #expect(answer.status == 200, "\(answer.body)")
        }
        #expect(first.read("/v1/top", board: "daily/2026-12-02").body == second.read("/v1/top", board: "daily/2026-12-02").body)
        for key in keys {
            let one = BoardFixture.int(first.read("/v1/around", board: "daily/2026-12-02", key: key), "rank")
            let two = BoardFixture.int(second.read("/v1/around", board: "daily/2026-12-02", key: key), "rank")
            #expect(one != nil && one == two)
        }
        // A token given by one is used up on both.
        guard case .string(let token)? = first.token(key: keys[0])["token"] else { Issue.record("no token"); return }
        let round = BoardFixture.round(seed: DailySeed.seed(forDate: "2026-12-02"), mode: .daily)
        clock.advance(round.lengthMs)
        let body = BoardFixture.body(token: token, name: "P0", score: round.summary.score, accuracy: round.summary.accuracyPercent,
                                     bestCombo: round.summary.bestCombo, replay: round.replay)
        #expect(second.submit(key: keys[0], body: body).status == 200)
        #expect(BoardFixture.code(first.submit(key: keys[0], body: body)) == "token")
    }
}
