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
