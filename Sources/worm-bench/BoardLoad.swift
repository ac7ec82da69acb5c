#if canImport(Glibc)
import Glibc
#endif
import BoardHTTP
import BoardKit
import BoardSQLite
import WormApp

/// `worm-bench board-load N RATE`: a board served over HTTP on one thread (SQLite in /tmp, the benchmark's clock),
/// N players each asking a token then submitting an honest Daily row through the socket, the submissions sent at
/// RATE a second; prints the JSON line of the rate held and the p50/p99 of a submission, each timed from when it
/// was due, so a late one counts its wait.
enum BoardLoad {
    /// Runs the load; returns the exit status.
    static func main(arguments: [String]) -> Int32 {
        guard arguments.count == 3, let count = Int(arguments[1]), count > 0, let rate = Double(arguments[2]), rate > 0 else {
            printError("worm-bench: board-load wants a number of submissions and a rate a second, both above 0")
            return 2
        }
        let path = "/tmp/worm-board-load-\(getpid()).sqlite"
        defer { for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) } }
        do {
            print(try run(count, rate: rate, path: path))
            return 0
        } catch {
            printError("worm-bench: board-load: \(error)")
            return 1
        }
    }

    static func run(_ count: Int, rate: Double, path: String) throws -> String {
        let clock = BoardBench.Clock()
        let service = BoardService(store: try SQLiteStore(path: path), clock: clock)
        let server = try HTTPServer(host: "127.0.0.1", port: 0, threads: 1, service: service, trustProxy: true)
        defer { server.stop() }
        let round = HonestRound(clock: clock)
        var tokens: [String] = []
        for index in 0..<count {
            let answer = try exchange(port: server.port, "POST /v1/token", index: index, body: HonestRound.tokenBody)
            tokens.append(try HonestRound.token(in: answer.body))
        }
        clock.ms.withLock { $0 += round.lengthMs }
        var latencies: [Double] = []
        let start = BoardBench.monotonicSeconds()
        for index in 0..<count {
            let due = start + Double(index) / rate
            let wait = due - BoardBench.monotonicSeconds()
            if wait > 0 { usleep(UInt32(wait * 1e6)) }
            let answer = try exchange(port: server.port, "POST /v1/rows", index: index, body: round.body(token: tokens[index], name: "P\(index)"))
            latencies.append((BoardBench.monotonicSeconds() - due) * 1000)
            guard answer.status == 200 else { throw BoardStoreError("refused: \(answer.body)") }
        }
        let held = Double(count) / (BoardBench.monotonicSeconds() - start)
        latencies.sort()
        return "{\"figure\": \"board-load\", \"submissions\": \(count), \"rate_asked\": \(rate), \"rate_held\": \(BoardBench.rounded(held)), "
            + "\"p50_ms\": \(BoardBench.rounded(BoardBench.percentile(latencies, 0.5))), "
            + "\"p99_ms\": \(BoardBench.rounded(BoardBench.percentile(latencies, 0.99)))}"
    }

    /// Sends `head` (`METHOD /path`) with `body` to 127.0.0.1:`port` as the `index`th player, from their address;
    /// returns the answer's status and body.
    static func exchange(port: Int, _ head: String, index: Int, body: [UInt8]) throws -> (status: Int, body: String) {
        let request = Array((head + " HTTP/1.1\r\nHost: bench\r\nConnection: close\r\n\(BoardRequest.keyHeader): \(HonestRound.key(index))\r\n"
            + "X-Forwarded-For: \(HonestRound.address(index))\r\nContent-Length: \(body.count)\r\n\r\n").utf8) + body
        let answer = try LoopbackExchange.exchange(port: port, request)
        let text = String(decoding: answer, as: UTF8.self)
        let parts = text.split(separator: "\r\n\r\n", maxSplits: 1)
        let status = parts.first?.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return (status, parts.count == 2 ? String(parts[1]) : "")
    }
}
