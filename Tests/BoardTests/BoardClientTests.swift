@testable import BoardClient
import BoardHTTP
import BoardKit
import Testing
import WormGame

/// The game's HTTP client (libcurl, `BoardClient`) against worm-board's own HTTP front on a real socket: a token, a
/// round sent and ranked, a refusal turned into its code, a closed port into `unreachable`, addresses checked.
@Suite struct BoardClientTests {
    @Test func addressesAreHttpOrHttpsWithAHost() {
        #expect(BoardAddress("http://127.0.0.1:8080/")?.url == "http://127.0.0.1:8080")
        #expect(BoardAddress("https://board.example.org")?.url == "https://board.example.org")
        for bad in ["", "board.example.org", "ftp://board", "http://", "https:///", "http://a b", "file:///etc/passwd", "http://\u{7}x"] {
            #expect(BoardAddress(bad) == nil, "\(bad) is refused")
        }
    }

    @Test func boardNamesAreEscapedForAQuery() {
        #expect(BoardConnection.percentEncoded("daily/2026-12-02+time150.speed80") == "daily%2F2026-12-02%2Btime150.speed80")
    }

    @Test func aRoundIsTokenedSentRankedAndReadBackThroughLibcurl() throws {
        let board = try BoardFixture()
        let server = try HTTPServer(host: "127.0.0.1", port: 0, threads: 2, service: board.service)
        defer { server.stop() }
        let address = try #require(BoardAddress("http://127.0.0.1:\(server.port)"))
        let connection = BoardConnection(address: address, key: BoardFixture.key(7))
        let token = try connection.token(mode: .daily, assists: "")
        #expect(token.date == "2026-12-02")
        let (replay, summary, lengthMs) = BoardFixture.round(seed: token.seed, mode: .daily)
        board.clock.advance(lengthMs + 300)
        let placing = try connection.submit(BoardSubmission(token: token.token, name: "Ana", score: summary.score,
                                                            accuracy: summary.accuracyPercent, bestCombo: summary.bestCombo,
                                                            replay: replay))
        #expect(placing == BoardPlacing(board: "daily/2026-12-02", best: true, rank: 1, of: 1))
        let top = try connection.top(board: "daily/2026-12-02")
        #expect(top.of == 1)
        #expect(top.rows.first?.name == "Ana")
        #expect(top.rows.first?.isYours == true)
        // The rows around the player's, and the row's replay, read back as the game plays it.
        let around = try connection.around(board: "daily/2026-12-02")
        #expect(around.rank == 1)
        #expect(around.rows.map(\.name) == ["Ana"])
        let row = try #require(top.rows.first)
        let fetched = try connection.replay(id: row.id)
        #expect(fetched.replay == replay)
        #expect(fetched.score == summary.score && fetched.name == "Ana" && fetched.bestCombo == summary.bestCombo)
        do {
            _ = try connection.replay(id: row.id + 1)
            Issue.record("a row that is not there was fetched")
        } catch {
            guard case .refused(let code, _) = error else { return #expect(Bool(false), "\(error)") }
            #expect(code == .notFound)
        }
        // The token is used up: sent again, the board's refusal comes back as its code.
        do {
            _ = try connection.submit(BoardSubmission(token: token.token, name: "Ana", score: summary.score,
                                                      accuracy: summary.accuracyPercent, bestCombo: summary.bestCombo,
                                                      replay: replay))
            Issue.record("a used token was taken")
        } catch {
            guard case .refused(let code, _) = error else { return #expect(Bool(false), "\(error)") }
            #expect(code == .token)
        }
    }

    /// A board's answer is never trusted: a top of more than 100 rows, an around of more than 11, a rank under 1, an
    /// accuracy over 100, a name with a control character, a replay that is not one are each a bad answer.
    @Test func answersOutOfBoundsAreBadAnswers() throws {
        func row(_ rank: Int, name: String = "Ana", accuracy: Int = 90) -> JSONValue {
            .object(["id": .number(Double(rank)), "rank": .number(Double(rank)), "name": .string(name), "score": .number(10),
                     "accuracy": .number(Double(accuracy)), "best_combo": .number(2)])
        }
        func top(_ rows: [JSONValue], rank: JSONValue = .null) -> [String: JSONValue] {
            ["board": .string("daily/2026-12-02"), "of": .number(500), "rank": rank, "rows": .array(rows)]
        }
        func isBad(_ read: () throws(BoardClientError) -> Void) -> Bool {
            do { try read() } catch { if case .badAnswer = error { return true } }
            return false
        }
        #expect(try BoardReading.top(top((1...100).map { row($0) })).rows.count == 100)
        #expect(isBad { () throws(BoardClientError) in _ = try BoardReading.top(top((1...101).map { row($0) })) })
        #expect(isBad { () throws(BoardClientError) in _ = try BoardReading.top(top((1...12).map { row($0) }), limit: BoardReading.aroundRows) })
        #expect(isBad { () throws(BoardClientError) in _ = try BoardReading.top(top([row(0)])) })
        #expect(isBad { () throws(BoardClientError) in _ = try BoardReading.top(top([row(1, accuracy: 101)])) })
        #expect(isBad { () throws(BoardClientError) in _ = try BoardReading.top(top([row(1, name: "A\u{1B}[2J")])) })
        #expect(isBad { () throws(BoardClientError) in _ = try BoardReading.top(top([row(1)], rank: .number(0))) })
        #expect(try BoardReading.top(top([row(57)], rank: .number(57))).rank == 57)
        var replayAnswer: [String: JSONValue] = ["id": .number(3), "name": .string("Ana"), "score": .number(10), "accuracy": .number(90),
                                                 "best_combo": .number(2), "time_ms": .number(1_764_460_800_000)]
        #expect(isBad { () throws(BoardClientError) in _ = try BoardReading.replay(replayAnswer) })
        replayAnswer["replay"] = .object(["mode": .string("daily"), "seed": .string("12"), "version": .string("0.1.0"), "steps": .string("x")])
        #expect(isBad { () throws(BoardClientError) in _ = try BoardReading.replay(replayAnswer) })
        replayAnswer["replay"] = .object(["mode": .string("daily"), "seed": .string("12"), "version": .string("0.1.0"), "steps": .array([])])
        #expect(try BoardReading.replay(replayAnswer).replay.seed == 12)
    }

    @Test func aClosedPortIsUnreachableAtOnce() throws {
        let board = try BoardFixture()
        let server = try HTTPServer(host: "127.0.0.1", port: 0, threads: 1, service: board.service)
        let port = server.port
        server.stop()
        let connection = BoardConnection(address: try #require(BoardAddress("http://127.0.0.1:\(port)")), key: BoardFixture.key(1))
        do {
            _ = try connection.token(mode: .daily, assists: "")
            Issue.record("a closed port answered")
        } catch {
            guard case .unreachable = error else { return #expect(Bool(false), "\(error)") }
            #expect(error.isTransient)
        }
    }
}
