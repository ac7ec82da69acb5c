import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Discovery with nothing typed (R60): on loopback, and across a real network made of two network namespaces
/// joined by a veth pair (addresses in a private /30 that exists only inside those namespaces).
nonisolated final class DiscoveryTests: XCTestCase, @unchecked Sendable {
    /// Runs `worm` headless in versus mode with `arguments`, in `namespace` when given, in this test process's
    /// discovery scope unless `scope` names another; its log goes to `log`.
    func launch(_ arguments: [String], log: URL, namespace: String? = nil, scope: String = WormBinary.discoveryScope)
        throws -> Process {
        let process = Process()
        process.environment = WormBinary.environment(["WORM_DISCOVERY_SCOPE": scope])
        let worm = ["--headless", "--mode", "versus", "--lang", "en", "--events", log.path] + arguments
        if let namespace {
            process.executableURL = URL(fileURLWithPath: "/usr/sbin/ip")
            process.arguments = ["netns", "exec", namespace, WormBinary.debug.path] + worm
        } else {
            process.executableURL = WormBinary.debug
            process.arguments = worm
        }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Waits at most `seconds`, then kills: nobody may hang.
    func finish(_ process: Process, within seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            XCTFail("a run hung")
        }
    }

    func peers(_ url: URL) throws -> [LoggedEvent] {
        LoggedEvent.parse(try String(contentsOf: url, encoding: .utf8)).filter { $0.type == "peer" }
    }

    func testOnLoopbackAHostIsFoundWithinTwoSecondsAndLostFiveSecondsAfterItGoes() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let hostLog = folder.appendingPathComponent("host.jsonl"), lobbyLog = folder.appendingPathComponent("lobby.jsonl")
        let host = try launch(["--host", "--port", "0", "--name", "Ana Host",
                               "--duration", "2"], log: hostLog)
        let lobby = try launch(["--name", "Bo", "--duration", "9"], log: lobbyLog)
        finish(host, within: 15)
        finish(lobby, within: 20)
        let seen = try peers(lobbyLog).filter { $0.string("name") == "Ana Host" }
        XCTAssertEqual(seen.map { $0.string("state")! }, ["found", "lost"])
        XCTAssertLessThan(seen.first?.t ?? .max, 2_000, "found within 2 s")
        if seen.count == 2 {
            XCTAssertGreaterThan(seen[1].t - 2_000, 5_000 - 1_500, "lost only after 5 s of silence")
            XCTAssertLessThan(seen[1].t, 2_000 + 5_000 + 1_500)
        }
    }

    func testAnInvisiblePlayerIsNotFoundButCanStillFindOthers() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let shyLog = folder.appendingPathComponent("shy.jsonl"), openLog = folder.appendingPathComponent("open.jsonl")
        let shy = try launch(["--name", "Shy", "--invisible", "--duration", "3"], log: shyLog)
        let open = try launch(["--name", "Open", "--duration", "3"], log: openLog)
        finish(shy, within: 15)
        finish(open, within: 15)
        XCTAssertFalse(try peers(openLog).contains { $0.string("name") == "Shy" })
        XCTAssertTrue(try peers(shyLog).contains { $0.string("name") == "Open" && $0.string("state") == "found" })
    }

    /// Games in one discovery scope find each other and nobody else; a game in another scope finds none of them.
    func testGamesOfOneDiscoveryScopeSeeEachOtherAndNotThoseOfAnother() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let other = WormBinary.discoveryScope + "-other"
        let logs = ["ana", "bo", "cy"].map { folder.appendingPathComponent("\($0).jsonl") }
        let ana = try launch(["--name", "Ana", "--duration", "3"], log: logs[0])
        let bo = try launch(["--name", "Bo", "--duration", "3"], log: logs[1])
        let cy = try launch(["--name", "Cy", "--duration", "3"], log: logs[2], scope: other)
        for process in [ana, bo, cy] { finish(process, within: 15) }
        let found = try logs.map { try peers($0).filter { $0.string("state") == "found" }.map { $0.string("name")! } }
        XCTAssertEqual(found[0], ["Bo"], "one scope: found, and nobody else")
        XCTAssertEqual(found[1], ["Ana"])
        XCTAssertEqual(found[2], [], "another scope: not found, and finding nobody")
    }

    // MARK: Across two network namespaces

    /// Runs a command, returning its status.
    @discardableResult
    func sh(_ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/sbin/ip")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Two namespaces joined by a veth pair, 10.213.7.1/30 and 10.213.7.2/30 inside them; removed at the end.
    func makeNetwork() throws -> (String, String) {
        guard getuid() == 0 else { throw XCTSkip("needs root to make network namespaces (CI runs as root)") }
        guard FileManager.default.isExecutableFile(atPath: "/usr/sbin/ip") else {
            throw XCTSkip("needs /usr/sbin/ip (Debian's iproute2) to make network namespaces")
        }
        let tag = String(UInt32.random(in: 0...0xFFFF), radix: 16)
        let (a, b) = ("wormA\(tag)", "wormB\(tag)")
        addTeardownBlock { [self] in
            sh(["netns", "del", a])
            sh(["netns", "del", b])
        }
        guard sh(["netns", "add", a]) == 0 else { throw XCTSkip("cannot make a network namespace here (no privilege)") }
        XCTAssertEqual(sh(["netns", "add", b]), 0)
        // The veth pair is made inside namespace A, so it never touches this machine's own network.
        XCTAssertEqual(sh(["-n", a, "link", "add", "veth0", "type", "veth", "peer", "name", "veth1", "netns", b]), 0)
        XCTAssertEqual(sh(["-n", a, "addr", "add", "10.213.7.1/30", "broadcast", "10.213.7.3", "dev", "veth0"]), 0)
        XCTAssertEqual(sh(["-n", b, "addr", "add", "10.213.7.2/30", "broadcast", "10.213.7.3", "dev", "veth1"]), 0)
        for (namespace, device) in [(a, "veth0"), (b, "veth1")] {
            XCTAssertEqual(sh(["-n", namespace, "link", "set", device, "up"]), 0)
            XCTAssertEqual(sh(["-n", namespace, "link", "set", "lo", "up"]), 0)
        }
        return (a, b)
    }

    func testAcrossANetworkAHostIsFoundByNameAndARoundIsPlayed() throws {
        let (a, b) = try makeNetwork()
        let folder = try WormBinary.temporaryFolder(for: self)
        let hostLog = folder.appendingPathComponent("host.jsonl"), lobbyLog = folder.appendingPathComponent("lobby.jsonl")
        let playerLog = folder.appendingPathComponent("player.jsonl")
        let host = try launch(["--host", "--name", "Ana", "--seed", "42", "--duration", "8"], log: hostLog, namespace: a)
        let lobby = try launch(["--name", "Bo", "--duration", "3"], log: lobbyLog, namespace: b)
        finish(lobby, within: 15)
        let found = try peers(lobbyLog).first { $0.string("name") == "Ana" }
        XCTAssertEqual(found?.string("state"), "found", "the host is found by name with nothing typed")
        XCTAssertLessThan(found?.t ?? .max, 2_000)
        // Now a player joins the host found there and they play a short round that both logs agree on.
        let player = try launch(["--join", "10.213.7.1", "--name", "Cy", "--duration", "8"], log: playerLog, namespace: b)
        finish(host, within: 30)
        finish(player, within: 30)
        let spawns = { (url: URL) in
            LoggedEvent.parse(try String(contentsOf: url, encoding: .utf8)).filter { $0.type == "spawn" }
                .map { "\($0.int("worm")!)@\($0.int("x")!),\($0.int("y")!)" }
        }
        XCTAssertGreaterThan(try spawns(hostLog).count, 2)
        XCTAssertEqual(try spawns(playerLog), try spawns(hostLog))
    }

    func testAcrossANetworkAnInvisibleHostIsNotFound() throws {
        let (a, b) = try makeNetwork()
        let folder = try WormBinary.temporaryFolder(for: self)
        let hostLog = folder.appendingPathComponent("host.jsonl"), lobbyLog = folder.appendingPathComponent("lobby.jsonl")
        let host = try launch(["--host", "--name", "Ana", "--invisible", "--duration", "4"], log: hostLog, namespace: a)
        let lobby = try launch(["--name", "Bo", "--duration", "3"], log: lobbyLog, namespace: b)
        finish(lobby, within: 15)
        finish(host, within: 15)
        XCTAssertEqual(try peers(lobbyLog).filter { $0.string("state") == "found" }.count, 0)
        // The host, invisible, still finds Bo: the switch hides, it does not deafen.
        XCTAssertTrue(try peers(hostLog).contains { $0.string("name") == "Bo" && $0.string("state") == "found" })
    }
}
