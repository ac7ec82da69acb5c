import Foundation
import XCTest

/// A headless host's script asks for a rematch (issue 32, HEADLESS.md): the round's clock goes on through the
/// results, so a line timed after the round's end is a key on the results screen, as at a window (the host's
/// Return is Rematch); a line played there is played once in the run, and a headless run whose script still has
/// lines left stays for them instead of leaving after the results. Two rounds in one run, both logged on both sides.
nonisolated final class VersusRematchTests: XCTestCase, @unchecked Sendable {
    let runs = VersusRun()

    /// The rounds a log played: the `round` of each `start`, and how many `end` and `result` lines it has.
    static func rounds(_ log: [LoggedEvent]) -> (starts: [Int], ends: Int, results: Int) {
        (log.filter { $0.type == "start" }.compactMap { $0.int("round") }, log.filter { $0.type == "end" }.count,
         log.filter { $0.type == "result" }.count)
    }

    func testAHostsScriptAsksForARematchAfterTheEndAndAPlayerWithLinesLeftStaysForIt() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let scripts = ["ana", "bo"].map { folder.appendingPathComponent("\($0)-input.jsonl") }
        // Ana's round lasts 6 s (`--duration`); 1 s into the results she presses Return: Rematch.
        try #"{"t": 7000, "type": "key", "key": "return"}"#.appending("\n").write(to: scripts[0], atomically: true, encoding: .utf8)
        // Bo presses worm 1 of seed 42 in every round, and has a line 3 s after the end: he stays for it.
        try """
        {"t": 5300, "type": "press", "x": 223, "y": 160}
        {"t": 9000, "type": "key", "key": "tab"}

        """.write(to: scripts[1], atomically: true, encoding: .utf8)
        let logs = ["ana", "bo"].map { folder.appendingPathComponent("\($0).jsonl") }
        let host = try runs.launch(["--host", "--players", "2", "--port", "0", "--seed", "42", "--name", "Ana",
                                    "--input", scripts[0].path, "--duration", "6"], log: logs[0])
        let port = try runs.hostedPort(logs[0], host)
        let bo = try runs.launch(["--join", "127.0.0.1:\(port)", "--name", "Bo", "--input", scripts[1].path,
                                  "--duration", "30"], log: logs[1])
        for process in [host, bo] { XCTAssertNotNil(runs.finish(process, within: 60), "a player hung") }
        XCTAssertEqual(host.terminationStatus, 0)
        XCTAssertEqual(bo.terminationStatus, 0)
        let ana = runs.events(logs[0]), boLog = runs.events(logs[1])
        for (name, log) in [("Ana", ana), ("Bo", boLog)] {
            let rounds = Self.rounds(log)
            XCTAssertEqual(rounds.starts, [1, 2], "\(name): the rematch, and only one")
            XCTAssertEqual(rounds.ends, 2, name)
            XCTAssertEqual(rounds.results, 2, name)
            // Nobody left or dropped before the second round's results.
            let secondEnd = log.lastIndex { $0.type == "end" } ?? 0
            XCTAssertFalse(log[..<secondEnd].contains { $0.type == "peer" && ["left", "dropped"].contains($0.string("state")) },
                           "\(name): everyone stayed for the rematch")
        }
        // Bo's script played in both rounds: his press caught worm 1 in the first.
        XCTAssertEqual(boLog.first { $0.type == "hit" }?.string("player"), "Bo")
        // The Return was played once (the starts are [1, 2]): after the rematch's end Ana's run ended, rather than
        // play it again on the second results and ask a third round.
    }

    /// A player whose script has nothing after the end still leaves 0.3 s after it (docs/VERSUS.md's wait).
    func testAPlayerWithNoLinesLeftLeavesSoonAfterTheResults() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let script = folder.appendingPathComponent("bo-input.jsonl")
        try #"{"t": 5300, "type": "press", "x": 223, "y": 160}"#.appending("\n").write(to: script, atomically: true, encoding: .utf8)
        let logs = ["ana", "bo"].map { folder.appendingPathComponent("\($0).jsonl") }
        let host = try runs.launch(["--host", "--players", "2", "--port", "0", "--seed", "42", "--name", "Ana",
                                    "--duration", "6"], log: logs[0])
        let port = try runs.hostedPort(logs[0], host)
        let bo = try runs.launch(["--join", "127.0.0.1:\(port)", "--name", "Bo", "--input", script.path, "--duration", "30"],
                                 log: logs[1])
        for process in [host, bo] { XCTAssertNotNil(runs.finish(process, within: 40), "a player hung") }
        let ana = runs.events(logs[0])
        XCTAssertEqual(Self.rounds(ana).starts, [1])
        let end = try XCTUnwrap(ana.first { $0.type == "end" }?.t)
        let left = try XCTUnwrap(ana.first { $0.type == "peer" && $0.string("state") == "left" }?.t)
        XCTAssertLessThan(left - end, 2000, "Bo left within the 0.3 s wait (and the network's time)")
    }
}
