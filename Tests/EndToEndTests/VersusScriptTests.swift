import Foundation
import XCTest

/// Headless Versus plays its script as every scene does (one script path, HEADLESS.md): keys too, not only presses,
/// so a script can press Esc in a round and answer the question it asks, as a player at a window can (R61).
extension VersusTests {
    func testAScriptsKeysReachAVersusRoundEscAsksAndNOrEscStaysIn() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let script = folder.appendingPathComponent("keys.jsonl")
        try """
        {"t": 1000, "type": "key", "key": "escape"}
        {"t": 1500, "type": "key", "key": "n"}
        {"t": 2000, "type": "key", "key": "escape"}
        {"t": 2500, "type": "key", "key": "escape"}

        """.write(to: script, atomically: true, encoding: .utf8)
        let logs = ["host", "bo"].map { folder.appendingPathComponent("\($0).jsonl") }
        let host = try launch(["--host", "--players", "2", "--port", "0", "--seed", "42", "--name", "Ana",
                               "--duration", "6"], log: logs[0])
        let port = try runs.hostedPort(logs[0], host)
        let bo = try launch(["--join", "127.0.0.1:\(port)", "--name", "Bo", "--input", script.path, "--duration", "8"],
                            log: logs[1])
        for process in [host, bo] { XCTAssertTrue(finish(process, within: 30), "a player hung") }
        let boLog = try events(logs[1])
        let answers = boLog.filter { $0.type == "confirm" }.map { "\($0.string("question")!):\($0.string("answer")!)" }
        XCTAssertEqual(answers, ["leave:no", "leave:no"], "Esc asked twice; N, then Esc, stayed in")
        XCTAssertNotNil(boLog.last { $0.type == "end" }, "Bo played the round to its results")
    }
}
