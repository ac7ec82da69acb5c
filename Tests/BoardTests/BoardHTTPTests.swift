import BoardHTTP
import BoardKit
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// worm-board's HTTP front on a real socket: bodies over 64 KiB refused before they are read, garbage answered,
/// and the server still answering after each.
@Suite(.serialized)
struct BoardHTTPTests {
    /// Sends `request` to 127.0.0.1:`port` and returns all it answers (the request asks to close the connection).
    /// `closeWrite` ends the sending side after the request, as a client that has nothing more to say.
    static func exchange(port: Int, _ request: [UInt8], closeWrite: Bool = false) -> String {
        String(decoding: (try? LoopbackExchange.exchange(port: port, request, closeWrite: closeWrite)) ?? [], as: UTF8.self)
    }

    /// A request's bytes: `head` lines, then `body`.
    static func request(_ head: String, body: String = "") -> [UInt8] {
        Array((head + "\r\nHost: test\r\nConnection: close\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body).utf8)
    }

    @Test func oversizedBodiesAreRefusedUnreadAndGarbageLeavesTheServerUp() throws {
        let board = try BoardFixture()
        let server = try HTTPServer(host: "127.0.0.1", port: 0, threads: 2, service: board.service)
        defer { server.stop() }
        #expect(server.port > 0)
        // A body declared at 10 MB and never sent: answered at once (it would wait for the body if it read it).
        let declared = BoardHTTPTests.exchange(port: server.port, Array(("POST /v1/rows HTTP/1.1\r\nHost: test\r\nConnection: close\r\n"
            + "X-Worm-Key: \(BoardFixture.key(1))\r\nContent-Length: 10000000\r\n\r\n").utf8))
        #expect(declared.hasPrefix("HTTP/1.1 413"), "\(declared.prefix(60))")
        #expect(declared.contains("\"too_large\""))
        // A chunked body that grows past 64 KiB.
        let chunk = String(repeating: "x", count: 0x4000)
        var chunked = "POST /v1/rows HTTP/1.1\r\nHost: test\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n"
        for _ in 0..<5 { chunked += "4000\r\n" + chunk + "\r\n" }
        chunked += "0\r\n\r\n"
        let grown = BoardHTTPTests.exchange(port: server.port, Array(chunked.utf8))
        #expect(grown.hasPrefix("HTTP/1.1 413"), "\(grown.prefix(60))")
        // Garbage, then a malformed body: refused, and the server still answers.
        _ = BoardHTTPTests.exchange(port: server.port, Array("\u{0}\u{1}GARBAGE\r\n\r\n".utf8), closeWrite: true)
        let malformed = BoardHTTPTests.exchange(port: server.port, BoardHTTPTests.request(
            "POST /v1/token HTTP/1.1\r\nX-Worm-Key: \(BoardFixture.key(1))", body: "{\"mode\": "))
        #expect(malformed.hasPrefix("HTTP/1.1 400"))
        #expect(malformed.contains("\"malformed\""))
        let info = BoardHTTPTests.exchange(port: server.port, BoardHTTPTests.request("GET /v1 HTTP/1.1"))
        #expect(info.hasPrefix("HTTP/1.1 200"))
        #expect(info.contains("\"worm-board\""))
        let top = BoardHTTPTests.exchange(port: server.port, BoardHTTPTests.request("GET /v1/top?board=daily%2F2026-12-02 HTTP/1.1"))
        #expect(top.contains("\"board\": \"daily/2026-12-02\""))
    }
}
