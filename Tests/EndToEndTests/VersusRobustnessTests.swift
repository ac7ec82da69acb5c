import Foundation
import NetKit
import WormGame
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Versus against what the network can throw at it (R61), on loopback only and always bounded in count and time:
/// oversized datagrams and a 10 s flood of random ones at every port of a host and a player, 300 arrivals and
/// departures, silent connections, full and started hosts, an older Worm, signals, bad addresses, and a player
/// written from docs/VERSUS.md alone that plays a round.
nonisolated final class VersusRobustnessTests: XCTestCase, @unchecked Sendable {
    let runs = VersusRun()
    /// The log of the host `playTwo` is running.
    private(set) var hostLog: URL?

    /// A host (Ana, seed 42) and a player (Bo, pressing worm 1 at 5.3 s): their logs, after `during` ran with the
    /// host's process, the player's, and the host's game port.
    func playTwo(hostSeconds: Int, during: (Process, Process, Int) throws -> Void) throws -> (host: [LoggedEvent], bo: [LoggedEvent]) {
        let folder = try WormBinary.temporaryFolder(for: self)
        let logs = ["host", "bo"].map { folder.appendingPathComponent("\($0).jsonl") }
        hostLog = logs[0]
        let press = folder.appendingPathComponent("press.jsonl")
        try "{\"t\": 5300, \"type\": \"press\", \"x\": 223, \"y\": 139}\n".write(to: press, atomically: true, encoding: .utf8)
        let host = try runs.launch(["--host", "--port", "0", "--seed", "42", "--name", "Ana", "--duration", String(hostSeconds)],
                              log: logs[0])
        let port = try runs.hostedPort(logs[0], host)
        let bo = try runs.launch(["--join", "127.0.0.1:\(port)", "--name", "Bo", "--input", press.path,
                             "--duration", String(hostSeconds + 8)], log: logs[1])
        XCTAssertTrue(runs.waitFor(logs[1], seconds: 30) { $0.type == "start" }, "the round starts")
        try during(host, bo, port)
        XCTAssertNotNil(runs.finish(host, within: Double(hostSeconds) + 20), "the host hung")
        XCTAssertNotNil(runs.finish(bo, within: 20), "the player hung")
        XCTAssertEqual(host.terminationStatus, 0)
        XCTAssertEqual(bo.terminationStatus, 0)
        return (runs.events(logs[0]), runs.events(logs[1]))
    }

    func testOversizedDatagramsAtAHostsAndAPlayersPortsEndNothing() throws {
        let (host, bo) = try playTwo(hostSeconds: 9) { hostProcess, boProcess, port in
            usleep(5_500_000)
            let garbage = VersusRun.Garbage()
            let targets = [UInt16(port)] + VersusRun.udpPorts(of: hostProcess.processIdentifier) + VersusRun.udpPorts(of: boProcess.processIdentifier)
            XCTAssertGreaterThanOrEqual(Set(targets).count, 4, "both ENet sockets and both discovery sockets")
            for size in [5_000, 65_507, 4_097, 65_507, 1_401, 1] {
                for target in Set(targets) { garbage.send((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }, to: target) }
            }
            XCTAssertEqual(garbage.sent, 6 * Set(targets).count)
        }
        for log in [host, bo] {
            let transport = log.filter { $0.type == "dropped" && $0.string("from") == "network" }.map { $0.string("reason")! }
            XCTAssertTrue(transport.contains("datagram over 4096 bytes"), "\(transport)")
            // At most one line a second on the log's clock: the burst is one line unless a busy machine spreads
            // its reading over more than a second (it did at load average 40), and then the lines are a second apart.
            let times = log.filter { $0.type == "dropped" && $0.string("reason") == "datagram over 4096 bytes" }.map(\.t)
            XCTAssertTrue(zip(times, times.dropFirst()).allSatisfy { $1 - $0 >= 1_000 }, "at most one line a second: \(times)")
            XCTAssertTrue(log.contains { $0.type == "dropped" && $0.string("reason") == "too long (65507 bytes)" },
                          "the discovery socket too")
            XCTAssertTrue(log.contains { $0.type == "spawn" && $0.t > 6_500 }, "the round goes on")
        }
        XCTAssertEqual(VersusTests.spawns(bo), VersusTests.spawns(host))
        XCTAssertEqual(VersusTests.catches(host), ["1:Bo"])
    }

    /// The flood's rate, in datagrams a second, at every port of both (the figure in docs/CONTRACT-NOTES.md).
    static let floodRate = 20_000
    /// The flood's length at that rate, and the most it may take when the machine is too busy to keep the rate.
    static let floodSeconds = 10, floodBoundSeconds = 20.0

    func testTenSecondsOfRandomDatagramsAtEveryPortDuringARound() throws {
        var sent = 0, spawnsAfterFlood = false
        let total = Self.floodSeconds * Self.floodRate
        // The host plays on past the longest flood (its bound), so a spawn can follow the flood's last datagram.
        let (host, bo) = try playTwo(hostSeconds: 30) { hostProcess, boProcess, port in
            let garbage = VersusRun.Garbage()
            let targets = Array(Set([UInt16(port)] + VersusRun.udpPorts(of: hostProcess.processIdentifier)
                                    + VersusRun.udpPorts(of: boProcess.processIdentifier)))
            XCTAssertGreaterThanOrEqual(targets.count, 4, "both ENet sockets and both discovery sockets")
            // Seeded: the same flood every run (a failure can be run again as it was).
            var generator = SplitMix64(seed: 0x466C_6F6F_64)
            // Random content: slices of a pool of random bytes at random offsets (fast enough for the rate).
            let pool = (0..<(2 * 65_507)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let started = Date()
            var count = 0
            // Bounded: every datagram of the flood, at most `floodRate` a second (a busy machine's sender falls
            // behind and catches up), at most `floodBoundSeconds`, loopback only.
            while count < total && Date().timeIntervalSince(started) < Self.floodBoundSeconds {
                let due = min(total, Int(Date().timeIntervalSince(started) * Double(Self.floodRate)))
                while count < due {
                    let size = count % 100 == 0 ? Int.random(in: 1...65_507, using: &generator)
                        : Int.random(in: 1...1_500, using: &generator)
                    let offset = Int.random(in: 0...65_507, using: &generator)
                    garbage.send(Array(pool[offset..<(offset + size)]), to: targets[count % targets.count])
                    count += 1
                }
                usleep(1_000)
            }
            sent = garbage.sent
            // The round goes on after the flood: a spawn the host logs after its last datagram.
            let log = try XCTUnwrap(hostLog)
            let before = runs.events(log).filter { $0.type == "spawn" }.count
            spawnsAfterFlood = runs.waitForAll(log, seconds: 10, count: before + 1) { $0.type == "spawn" } > before
        }
        XCTAssertEqual(sent, total, "the whole flood went out")
        XCTAssertTrue(spawnsAfterFlood, "the round goes on after the flood")
        XCTAssertEqual(VersusTests.spawns(bo), VersusTests.spawns(host))
        XCTAssertNotNil(bo.last { $0.type == "end" }, "the player sees the results")
        for log in [host, bo] {
            var perSecond: [String: Int] = [:]
            for line in log where line.type == "dropped" && line.string("from") == "network" {
                perSecond["\(line.string("reason")!)@\(line.t / 1000)", default: 0] += 1
            }
            XCTAssertLessThanOrEqual(perSecond.values.max() ?? 0, 2, "about one line a second for each reason")
            XCTAssertLessThan(log.filter { $0.type == "dropped" }.count, 400, "a flood is not a flood of lines")
        }
    }

    func testAPlayerWrittenFromTheREADMEPlaysARound() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let log = folder.appendingPathComponent("host.jsonl")
        let host = try runs.launch(["--host", "--port", "0", "--seed", "42", "--name", "Ana", "--duration", "8"], log: log)
        let port = try runs.hostedPort(log, host)
        try MainActor.assumeIsolated {
            let client = try ProtocolClient(port: port)
            XCTAssertTrue(client.pump(seconds: 3) { $0.isConnected })
            try client.hello("Zoé")
            XCTAssertTrue(client.pump(seconds: 3) { $0.heard.contains { if case .start = $0 { true } else { false } } })
            XCTAssertEqual(client.place, 1)
            XCTAssertTrue(client.heard.contains(.roster([.init(place: 0, present: true, name: "Ana"), .init(place: 1, present: true, name: "Zoé")])))
            // The first worm comes at 5000 ms of the round; its x, y is its centre: press there.
            XCTAssertTrue(client.pump(seconds: 8) { $0.heard.contains { if case .spawn = $0 { true } else { false } } })
            guard case .spawn(let worm, let x, let y, _, let roundMs)? = client.heard.first(where: { if case .spawn = $0 { true } else { false } }) else {
                return XCTFail("no spawn")
            }
            XCTAssertEqual(roundMs, 5_000)
            try client.press(x: Double(x) + 29, y: Double(y) - 29)  // within the ±30 px square
            XCTAssertTrue(client.pump(seconds: 3) { $0.heard.contains(where: { if case .hit(worm, 1, _) = $0 { true } else { false } }) })
            XCTAssertTrue(client.pump(seconds: 12) { $0.heard.contains { if case .end = $0 { true } else { false } } })
            guard case .end(_, let scores)? = client.heard.last(where: { if case .end = $0 { true } else { false } }) else { return }
            XCTAssertEqual(scores.first { $0.place == 1 }, .init(place: 1, caught: 1, missed: 0))
            XCTAssertFalse(client.heard.contains { if case .unknown = $0 { true } else { false } }, "every message is in the README")
            client.pump(seconds: 2) { $0.isDisconnected }
            client.leave()
        }
        runs.finish(host, within: 15)
        let hostLog = runs.events(log)
        XCTAssertEqual(VersusTests.catches(hostLog), ["1:Zoé"])
        XCTAssertFalse(hostLog.contains { $0.type == "dropped" }, "the client's every message was right")
    }
}
