import Foundation
import NetKit
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Who gets into a Versus game and how runs end (R61): places that never run out, silent connections, full and
/// started hosts, an older Worm, signals, bad addresses. Loopback only, bounded in count and time; the players
/// are `ProtocolClient`s (docs/VERSUS.md's protocol, not the game's code) or `worm` itself.
nonisolated final class VersusAdmissionTests: XCTestCase, @unchecked Sendable {
    let runs = VersusRun()

    func testThreeHundredArrivalsAndDeparturesKeepPlacesAndRostersSmall() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let log = folder.appendingPathComponent("host.jsonl")
        // Never started (8 players to wait for), so every place is given back as its player leaves.
        let host = try runs.launch(["--host", "--players", "8", "--port", "0", "--name", "Ana", "--duration", "120"], log: log)
        let port = try runs.hostedPort(log, host)
        var places: [Int] = [], largestRoster = 0, arrivals = 0
        try MainActor.assumeIsolated {
            // Six at a time (with the host, seven: the round never starts), 300 in all.
            for batch in 0..<50 {
                let clients = try (0..<6).map { _ in try ProtocolClient(port: port) }
                XCTAssertTrue(ProtocolClient.pumpAll(clients, seconds: 3) { $0.isConnected }, "batch \(batch)")
                for (index, client) in clients.enumerated() { try client.hello("P\(batch * 6 + index)") }
                XCTAssertTrue(ProtocolClient.pumpAll(clients, seconds: 3) { $0.place != nil }, "batch \(batch): welcomed")
                for client in clients {
                    places += client.place.map { [$0] } ?? []
                    arrivals += client.place == nil ? 0 : 1
                    for case .roster(let seats) in client.heard { largestRoster = max(largestRoster, seats.count) }
                }
                for client in clients { client.leave() }
                // Every departure is seen (said bye: left; else the 5 s rule: dropped) before the next batch.
                let names = Set((0..<6).map { "P\(batch * 6 + $0)" })
                let seen = runs.waitForAll(log, seconds: 7) { line in
                    line.type == "peer" && ["left", "dropped"].contains(line.string("state") ?? "") && names.contains(line.string("name") ?? "")
                }
                XCTAssertEqual(seen, 6, "batch \(batch): departures seen")
            }
            // The last one in finds place 1 free again.
            let last = try ProtocolClient(port: port)
            XCTAssertTrue(last.pump(seconds: 3) { $0.isConnected })
            try last.hello("Last")
            XCTAssertTrue(last.pump(seconds: 3) { $0.place != nil })
            XCTAssertEqual(last.place, 1)
            // SIGTERM to a host in the lobby: it ends within a second, and says bye first.
            let signalled = Date()
            kill(host.processIdentifier, SIGTERM)
            XCTAssertTrue(last.pump(seconds: 2) { $0.heard.contains(.bye) }, "bye before the end")
            let took = runs.finish(host, within: 5)
            XCTAssertLessThan(took.map { $0 + 0 } ?? .infinity, 1.0)
            print("figure: SIGTERM to exit, host in the lobby: \(Int(Date().timeIntervalSince(signalled) * 1000)) ms")
            last.leave()
        }
        XCTAssertEqual(host.terminationStatus, 0)
        XCTAssertEqual(arrivals, 300)
        XCTAssertEqual(Set(places), Set(1...6), "places 1-6 given again and again, never 0 nor past 7")
        XCTAssertLessThanOrEqual(largestRoster, 8)
        let hostLog = runs.events(log)
        XCTAssertEqual(hostLog.filter { $0.type == "peer" && $0.string("state") == "joined" }.count, 301)
        let departures = hostLog.filter { $0.type == "peer" && ["left", "dropped"].contains($0.string("state") ?? "") }
        XCTAssertEqual(departures.count, 300, "the last one is still in when the host ends")
        print("figure: arrivals handled in one lobby: \(arrivals + 1); departures seen only by the 5 s rule: "
              + "\(departures.filter { $0.string("state") == "dropped" }.count)")
    }

    func testSevenSilentConnectionsAreClosedAndDoNotLockOutAPlayer() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let logs = ["host", "bo"].map { folder.appendingPathComponent("\($0).jsonl") }
        let host = try runs.launch(["--host", "--port", "0", "--name", "Ana", "--duration", "7"], log: logs[0])
        let port = try runs.hostedPort(logs[0], host)
        var silentClosedAfter: [Double] = []
        try MainActor.assumeIsolated {
            let silent = try (0..<7).map { _ in try ProtocolClient(port: port) }
            XCTAssertTrue(ProtocolClient.pumpAll(silent, seconds: 3) { $0.isConnected })
            let opened = Date()
            // A real player, while the seven say nothing.
            let bo = try runs.launch(["--join", "127.0.0.1:\(port)", "--name", "Bo", "--duration", "12"], log: logs[1])
            XCTAssertTrue(runs.waitFor(logs[1], seconds: 2) { $0.type == "start" }, "Bo plays before the silent ones are closed")
            var closedAt: [ObjectIdentifier: Double] = [:]
            ProtocolClient.pumpAll(silent, seconds: 5) { client in
                if client.isDisconnected && closedAt[ObjectIdentifier(client)] == nil {
                    closedAt[ObjectIdentifier(client)] = Date().timeIntervalSince(opened)
                }
                return client.isDisconnected
            }
            silentClosedAfter = Array(closedAt.values)
            XCTAssertEqual(silentClosedAfter.count, 7)
            for client in silent { client.leave() }
            XCTAssertNotNil(runs.finish(bo, within: 25))
        }
        XCTAssertNotNil(runs.finish(host, within: 25))
        XCTAssertGreaterThan(silentClosedAfter.min() ?? 0, 2.0, "3 s to say hello")
        XCTAssertLessThan(silentClosedAfter.max() ?? .infinity, 4.5)
        let hostLog = runs.events(logs[0])
        XCTAssertEqual(hostLog.filter { $0.type == "dropped" && $0.string("reason") == "no hello within 3 s" }.count, 7)
        XCTAssertEqual(VersusTests.spawns(runs.events(logs[1])), VersusTests.spawns(hostLog))
    }

    func testAFullHostAndAStartedRoundRefuseWithAReasonThePlayerSees() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let log = folder.appendingPathComponent("host.jsonl")
        let host = try runs.launch(["--host", "--players", "8", "--port", "0", "--name", "Ana", "--duration", "20"], log: log)
        let port = try runs.hostedPort(log, host)
        try MainActor.assumeIsolated {
            let seven = try (0..<7).map { _ in try ProtocolClient(port: port) }
            XCTAssertTrue(ProtocolClient.pumpAll(seven, seconds: 3) { $0.isConnected })
            for (index, client) in seven.enumerated() { try client.hello("P\(index)") }
            XCTAssertTrue(ProtocolClient.pumpAll(seven, seconds: 3) { $0.heard.contains { if case .start = $0 { true } else { false } } })
            XCTAssertEqual(Set(seven.compactMap(\.place)), Set(1...7))
            // The ninth, by worm itself: one line, status 1.
            let ninth = try runTo(port: port, name: "Nine", folder: folder, pumping: seven)
            XCTAssertEqual(ninth.status, 1)
            XCTAssertEqual(ninth.lines, ["worm: versus: Ana's game is full"])
            // One leaves: there is room, but the round is under way.
            seven[6].leave()
            ProtocolClient.pumpAll(Array(seven.prefix(6)), seconds: 0.2) { _ in false }
            let late = try runTo(port: port, name: "Late", folder: folder, pumping: Array(seven.prefix(6)))
            XCTAssertEqual(late.lines, ["worm: versus: Ana's game has started"])
            let raw = try ProtocolClient(port: port)
            XCTAssertTrue(ProtocolClient.pumpAll(seven.prefix(6) + [raw], seconds: 3) { $0.isConnected })
            try raw.hello("Raw")
            ProtocolClient.pumpAll(seven.prefix(6) + [raw], seconds: 3) { $0 !== raw || $0.isDisconnected }
            XCTAssertTrue(raw.isDisconnected)
            XCTAssertEqual(raw.told, [.refuse(reason: 2, version: 3, host: "Ana")], "the refusal, delivered before the goodbye")
            raw.leave()
            for client in seven.prefix(6) { client.leave() }
        }
        kill(host.processIdentifier, SIGTERM)
        XCTAssertNotNil(runs.finish(host, within: 5))
    }

    /// Runs `worm --join` to `port` as `name` until it ends, servicing `clients` meanwhile (they must not go silent).
    @MainActor
    func runTo(port: Int, name: String, folder: URL, pumping clients: [ProtocolClient]) throws -> (status: Int32, lines: [String]) {
        let errors = folder.appendingPathComponent("\(name).txt")
        let process = try runs.launch(["--join", "127.0.0.1:\(port)", "--name", name, "--duration", "20"],
                                      log: folder.appendingPathComponent("\(name).jsonl"), errors: errors)
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { for client in clients { client.serviceOnce() }; usleep(2_000) }
        XCTAssertNotNil(runs.finish(process, within: 1))
        return (process.terminationStatus, try String(contentsOf: errors, encoding: .utf8).split(separator: "\n").map(String.init))
    }

    func testAnOlderWormIsRefusedWithALineSayingWhoMustUpdate() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let log = folder.appendingPathComponent("host.jsonl")
        let host = try runs.launch(["--host", "--port", "0", "--name", "Ana", "--duration", "4"], log: log)
        let port = try runs.hostedPort(log, host)
        try MainActor.assumeIsolated {
            let old = try ProtocolClient(port: port), new = try ProtocolClient(port: port)
            let two = try ProtocolClient(port: port)  // version 2: before the rules byte (audio play)
            XCTAssertTrue(ProtocolClient.pumpAll([old, new, two], seconds: 3) { $0.isConnected })
            try old.hello("Old", version: 1)
            try new.hello("New", version: 4)
            try two.hello("Two", version: 2)
            XCTAssertTrue(ProtocolClient.pumpAll([old, new, two], seconds: 3) { $0.isDisconnected })
            XCTAssertEqual(two.told, [.refuse(reason: 3, version: 3, host: "Ana")], "a version-2 player reads why")
            two.leave()
            // Version 1 cannot read a refusal: it is also told bye in its own bytes.
            XCTAssertEqual(old.told, [.unknown([0x57, 0x56, 1, 11]), .refuse(reason: 3, version: 3, host: "Ana")])
            XCTAssertEqual(new.told, [.refuse(reason: 3, version: 3, host: "Ana")])
            for client in [old, new] { client.leave() }
        }
        XCTAssertNotNil(runs.finish(host, within: 10))
        let texts = runs.events(log).filter { $0.type == "message" }.map { $0.string("text")! }
        XCTAssertTrue(texts.contains("Old must update Worm"), "\(texts)")
        XCTAssertTrue(texts.contains("Two must update Worm"), "\(texts)")
        XCTAssertTrue(texts.contains("Update Worm to play with New"), "\(texts)")
    }

    func testSigtermEndsAPlayerAndAHostMidRoundWithinASecondAfterBye() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let logs = ["host", "bo", "cy"].map { folder.appendingPathComponent("\($0).jsonl") }
        let host = try runs.launch(["--host", "--players", "3", "--port", "0", "--name", "Ana", "--duration", "60"], log: logs[0])
        let port = try runs.hostedPort(logs[0], host)
        let bo = try runs.launch(["--join", "127.0.0.1:\(port)", "--name", "Bo", "--duration", "60"], log: logs[1])
        let cy = try runs.launch(["--join", "127.0.0.1:\(port)", "--name", "Cy", "--duration", "60"], log: logs[2])
        XCTAssertTrue(runs.waitFor(logs[0], seconds: 12) { $0.type == "spawn" && $0.t >= 6_000 }, "mid-round")
        kill(bo.processIdentifier, SIGTERM)
        let player = runs.finish(bo, within: 5)
        XCTAssertLessThan(player ?? .infinity, 1.0, "a player ends within 1 s")
        let boLeft = runs.waitFor(logs[0], seconds: 2) { line in
            line.type == "peer" && line.string("name") == "Bo" && line.string("state") == "left"
        }
        XCTAssertTrue(boLeft, "the host saw Bo's bye")
        kill(host.processIdentifier, SIGTERM)
        let hosting = runs.finish(host, within: 5)
        XCTAssertLessThan(hosting ?? .infinity, 1.0, "a host ends within 1 s")
        XCTAssertNotNil(runs.finish(cy, within: 5))
        for process in [host, bo, cy] { XCTAssertEqual(Int(process.terminationStatus), 0) }
        let cyLog = runs.events(logs[2])
        XCTAssertTrue(cyLog.contains { $0.type == "peer" && $0.string("name") == "Ana" && $0.string("state") == "left" }, "bye, not silence")
        XCTAssertNotNil(cyLog.last { $0.type == "end" }, "the host ended the round for all")
        print("figure: SIGTERM to exit, player mid-round \(Int((player ?? 0) * 1000)) ms, host mid-round \(Int((hosting ?? 0) * 1000)) ms")
    }

    func testABadAddressAndAHostThatNeverAnswersAreOneShortLineAndStatusOne() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let errors = folder.appendingPathComponent("errors.txt"), log = folder.appendingPathComponent("log.jsonl")
        let bad = try runs.launch(["--join", "no-such-host.invalid", "--duration", "5"], log: log, errors: errors)
        XCTAssertNotNil(runs.finish(bad, within: 10))
        XCTAssertEqual(bad.terminationStatus, 1)
        XCTAssertEqual(try String(contentsOf: errors, encoding: .utf8),
                       "worm: versus: cannot find the host 'no-such-host.invalid': check the address\n")
        // Nobody at the port, and a duration shorter than the attempts: still status 1 and a line.
        let silent = try VersusRun.SilentPort(), port = silent.port
        let alone = try runs.launch(["--join", "127.0.0.1:\(port)", "--duration", "2"], log: log, errors: errors)
        XCTAssertNotNil(runs.finish(alone, within: 10))
        XCTAssertEqual(alone.terminationStatus, 1)
        XCTAssertEqual(try String(contentsOf: errors, encoding: .utf8), "worm: versus: no answer from 127.0.0.1:\(port) (asked once)\n")
    }

    /// R61: a player who said hello and then nothing, not even `alive`, is closed 5 s after its hello: its silence
    /// counts from the last thing it said, not from when it connected.
    func testAPlayerSilentAfterItsHelloIsClosedFiveSecondsAfterIt() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let log = folder.appendingPathComponent("host.jsonl")
        let host = try runs.launch(["--host", "--port", "0", "--name", "Ana", "--players", "3", "--duration", "14"], log: log)
        let port = try runs.hostedPort(log, host)
        var closedAfterHello: Double?
        try MainActor.assumeIsolated {
            let quiet = try ProtocolClient(port: port)
            quiet.keepsAlive = false
            XCTAssertTrue(quiet.pump(seconds: 3) { $0.isConnected })
            quiet.pump(seconds: 2)  // 2 of its 3 s to say hello
            try quiet.hello("Quiet")
            let hello = Date()
            quiet.pump(seconds: 9) { $0.isDisconnected }
            if quiet.isDisconnected { closedAfterHello = Date().timeIntervalSince(hello) }
            quiet.leave()
        }
        XCTAssertNotNil(runs.finish(host, within: 25))
        let hostLog = runs.events(log)
        XCTAssertEqual(hostLog.filter { $0.type == "peer" && $0.string("state") == "joined" }.count, 1, "the hello was taken")
        XCTAssertEqual(hostLog.filter { $0.type == "dropped" && $0.string("reason") == "silent for 5 s" }.count, 1)
        XCTAssertGreaterThan(closedAfterHello ?? 0, 4.5, "5 s from the hello, not from the connection 2 s before it")
        XCTAssertLessThan(closedAfterHello ?? .infinity, 7)
    }
}
