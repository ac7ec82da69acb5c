@testable import BoardClient
import Foundation
import Testing
import WormGame

/// A board that gives a token at once to every `POST` and never answers a `GET` (a board slow to read, or a proxy
/// holding readings): the connections it holds are closed when it stops.
final class HangingReadsBoard: @unchecked Sendable {
    private let listener: Int32
    /// The port it listens on, on 127.0.0.1.
    let port: Int
    private let lock = NSLock()
    private var held: [Int32] = []

    init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0 }
        }
        guard bound, listen(listener, 16) == 0 else { throw CocoaError(.fileWriteUnknown) }
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in accepting() }
    }

    /// Accepts each connection and answers or holds its request.
    private func accepting() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            Thread.detachNewThread { [self] in serve(connection) }
        }
    }

    /// Reads a request's head: a POST gets a token, a GET is held unanswered.
    private func serve(_ connection: Int32) {
        var head: [UInt8] = []
        var byte = [UInt8](repeating: 0, count: 1024)
        while !head.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)) {
            let count = recv(connection, &byte, 1, 0)
            guard count > 0 else { close(connection); return }
            head.append(byte[0])
        }
        guard head.starts(with: Array("POST".utf8)) else {
            lock.withLock { held.append(connection) }
            return
        }
        let body = #"{"token": "0123456789abcdef0123456789abcdef", "mode": "daily", "seed": "42", "date": "2026-12-06", "#
            + #""version": "0.1.0", "assists": "", "expires_ms": 7200000}"#
        let answer = Array(("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
            + "Connection: close\r\n\r\n" + body).utf8)
        _ = answer.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        shutdown(connection, Int32(SHUT_WR))
        while recv(connection, &byte, byte.count, 0) > 0 {}
        close(connection)
    }

    /// Stops listening and closes the held connections.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        lock.withLock {
            for connection in held { close(connection) }
            held = []
        }
    }
}

@Suite struct BoardWorkerTests {
    /// The scores' readings (8 as they open, each held to its time-out) never hold a round's token back: it comes
    /// while they still wait, not after them.
    @Test func aRoundsTokenIsNotHeldBehindTheScoresReadings() throws {
        let board = try HangingReadsBoard()
        defer { board.stop() }
        let address = try #require(BoardAddress("http://127.0.0.1:\(board.port)"))
        let worker = try #require(BoardWorker(address: address, key: String(repeating: "c3", count: 32), timeoutSeconds: 2))
        defer { worker.stop() }
        for page in 0..<4 {
            worker.submit(.top(board: "daily/page\(page)"))
            worker.submit(.around(board: "daily/page\(page)"))
        }
        worker.submit(.token(round: 1, mode: .daily, assists: .none))
        var answers: [BoardWorker.Done] = []
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, !answers.contains(where: { if case .token = $0 { true } else { false } }) {
            answers += worker.collect()
            usleep(10_000)
        }
        let token = answers.first { if case .token = $0 { true } else { false } }
        guard case .token(1, .success(let given))? = token else { Issue.record("no token: \(answers)"); return }
        #expect(given.seed == 42)
        let readings = answers.filter { if case .token = $0 { false } else { true } }
        #expect(readings.count < 8, "the token came while readings still waited (\(readings.count) of 8 had ended)")
    }
}
