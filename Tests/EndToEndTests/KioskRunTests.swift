import Foundation
import XCTest

/// The kiosk's flags through the `worm` binary (R71–R73): bad values end the run with one line that never
/// echoes a PIN, and a headless script reaches the idle reset, the attract mode and the operator's pad in
/// simulated time.
final class KioskRunTests: XCTestCase {
    /// The run ended with status 2 and one line naming each of `mentions`.
    func refused(_ outcome: WormBinary.Outcome, mentions: String..., file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(outcome.status, 2, outcome.stderr, file: file, line: line)
        XCTAssertEqual(outcome.stderr.split(separator: "\n", omittingEmptySubsequences: false).count, 2, outcome.stderr,
                       file: file, line: line)
        for text in mentions { XCTAssertTrue(outcome.stderr.contains(text), outcome.stderr, file: file, line: line) }
    }

    func testBadKioskFlagsAreOneLineAndNeverEchoThePin() throws {
        let bad = try WormBinary.run(["--headless", "--operator-pin", "12x4567"])
        refused(bad, mentions: "--operator-pin", "4 to 8 digits")
        XCTAssertFalse(bad.stderr.contains("12x4567"))
        refused(try WormBinary.run(["--headless", "--idle", "soon"]), mentions: "--idle", "'soon'")
        refused(try WormBinary.run(["--headless", "--attract", "-5"]), mentions: "--attract")
        let folder = try WormBinary.temporaryFolder(for: self)
        let file = folder.appendingPathComponent("pin")
        try Data("97531\n".utf8).write(to: file)
        chmod(file.path, 0o640)
        let open = try WormBinary.run(["--headless", "--operator-pin-file", file.path])
        refused(open, mentions: "--operator-pin-file", file.path, "0640", "0600")
        XCTAssertFalse(open.stderr.contains("97531"))
        let help = try WormBinary.run(["--help"])
        for flag in ["--idle", "--attract", "--operator-pin ", "--operator-pin-file"] {
            XCTAssertTrue(help.stdout.contains(flag), "--help lists \(flag)")
        }
    }

    /// A headless run: the corner held 5.2 s opens the pad, a wrong PIN, then the right one from a 0600 file,
    /// Back to the title, which plays its attract mode after 2 s, stopped by a key; nothing logs the PIN.
    func testAHeadlessScriptReachesThePadTheMenuAndTheAttractMode() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let file = folder.appendingPathComponent("pin")
        try Data("97531".utf8).write(to: file)
        chmod(file.path, 0o600)
        let script = folder.appendingPathComponent("kiosk.jsonl")
        var lines = [#"{"t": 100, "type": "long_press", "x": 10, "y": 10, "ms": 5200}"#]
        for (index, key) in ["1", "1", "1", "1", "return", "9", "7", "5", "3", "1", "return"].enumerated() {
            lines.append(#"{"t": \#(300 + index * 50), "type": "key", "key": "\#(key)"}"#)
        }
        lines.append(#"{"t": 1200, "type": "key", "key": "escape"}"#)
        lines.append(#"{"t": 4000, "type": "key", "key": "space"}"#)
        try lines.joined(separator: "\n").write(to: script, atomically: true, encoding: .utf8)
        let outcome = try WormBinary.run(["--headless", "--mode", "title", "--operator-pin-file", file.path, "--attract", "2",
                                          "--idle", "30", "--input", script.path, "--duration", "5", "--events", "-"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let events = LoggedEvent.parse(outcome.stdout)
        XCTAssertEqual(events.filter { $0.type == "scene" }.map { $0.string("name") },
                       ["title", "operator_pin", "operator", "title", "attract", "title"])
        XCTAssertEqual(events.filter { $0.type == "operator" }.map { $0.string("action") }, ["wrong_pin", "opened"])
        XCTAssertEqual(events.filter { $0.type == "attract" }.map { $0.string("state") }, ["start", "stop"])
        XCTAssertFalse(outcome.stdout.contains("97531"), "the PIN is in no log")
    }
}
