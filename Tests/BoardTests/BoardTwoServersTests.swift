import BoardHTTP
import BoardKit
import BoardPostgres
import Testing
import WormGame
import WormTestSupport

/// Two worm-board servers, each with its own connection, on one PostgreSQL cluster (R120): rows submitted over
/// HTTP through either are ranked the same by both.
@Suite(.serialized)
struct BoardTwoServersTests {
    /// `method path` sent to `port` by `key`; the answer's status and body.
    static func send(port: Int, _ head: String, key: String, body: [UInt8] = []) -> (status: Int?, body: BoardAnswer) {
        let answer = BoardHTTPTests.exchange(port: port, Array((head + " HTTP/1.1\r\nHost: test\r\nConnection: close\r\n"
            + "\(BoardRequest.keyHeader): \(key)\r\nContent-Length: \(body.count)\r\n\r\n").utf8) + body)
        let parts = answer.split(separator: "\r\n\r\n", maxSplits: 1)
        let status = parts.first?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        return (status, BoardAnswer(status: status ?? 0, body: parts.count == 2 ? String(parts[1]) : ""))
    }

    @Test func twoServersOnOneClusterAgreeOnEveryRank() throws {
        let cluster = try PostgresCluster()
        defer { cluster.stop() }
        let clock = TestClock(BoardFixture.noon)
        let boards = try [1, 2].map { seed in try BoardFixture(seed: UInt64(seed), clock: clock) { try PostgresStore(url: cluster.url) } }
        let servers = try boards.map { try HTTPServer(host: "127.0.0.1", port: 0, threads: 2, service: $0.service) }
        defer { for server in servers { server.stop() } }
        let board = "daily/2026-12-02"
        var keys: [String] = []
        for index in 0..<8 {
            let key = BoardFixture.key(300 + index)
            keys.append(key)
            let port = servers[index % 2].port
            let token = BoardTwoServersTests.send(port: port, "POST /v1/token", key: key, body: Array("{\"mode\": \"daily\"}".utf8)).body
            guard case .string(let text)? = BoardFixture.members(token)["token"] else { Issue.record("no token: \(token.body)"); return }
            // Two pairs of equal rounds: ties ranked by time, whichever server took them.
            let round = BoardFixture.round(seed: DailySeed.seed(forDate: "2026-12-02"), mode: .daily, reactionMs: 150 + 100 * (index / 2))
            clock.advance(round.lengthMs + 400)
            let body = BoardFixture.body(token: text, name: "P\(index)", score: round.summary.score, accuracy: round.summary.accuracyPercent,
                                         bestCombo: round.summary.bestCombo, replay: round.replay)
            let taken = BoardTwoServersTests.send(port: port, "POST /v1/rows", key: key, body: body)
            #expect(taken.status == 200, "\(taken.body.body)")
        }
        let tops = servers.map { BoardTwoServersTests.send(port: $0.port, "GET /v1/top?board=\(board)", key: keys[0]).body.body }
        #expect(tops[0] == tops[1] && tops[0].contains("\"P7\""))
        var ranks: [Int] = []
        for key in keys {
            let answers = servers.map { BoardTwoServersTests.send(port: $0.port, "GET /v1/around?board=\(board)", key: key).body }
            let rank = BoardFixture.int(answers[0], "rank")
            #expect(rank != nil && rank == BoardFixture.int(answers[1], "rank"), "\(key)")
            #expect(answers[0].body == answers[1].body)
            ranks.append(rank ?? 0)
        }
        #expect(ranks.sorted() == Array(1...8))
    }
}
