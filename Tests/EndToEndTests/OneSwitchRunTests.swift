import Foundation
import XCTest

/// R114's hold in a headless run: a script's `key` line with `ms` holds the switch that long.
final class OneSwitchRunTests: XCTestCase {
    func testAShortPressChoosesAndAHoldPausesThenResumesARound() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let input = folder.appendingPathComponent("switch.jsonl")
        // Classic is the title's first item: a 200 ms press chooses it as it is let go. In the round, a hold of
        // 1.5 s pauses it (Esc), and a hold on the pause overlay goes back from it (Esc: resumes).
        let script = [#"{"t": 1000, "type": "key", "key": "space", "ms": 200}"#,
                      #"{"t": 7000, "type": "key", "key": "space", "ms": 1500}"#,
                      #"{"t": 10000, "type": "key", "key": "space", "ms": 1200}"#]
        try (script.joined(separator: "\n") + "\n").write(to: input, atomically: true, encoding: .utf8)
        let outcome = try WormBinary.run(["--headless", "--mode", "title", "--one-switch", "--lang", "en", "--input", input.path,
                                          "--duration", "12", "--events", "-"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let events = LoggedEvent.parse(outcome.stdout)
        XCTAssertEqual(events.filter { $0.type == "scene" }.map { $0.string("name") }, ["title", "classic"])
        let holds = events.filter { $0.type == "hold" }
        XCTAssertEqual(holds.map { $0.int("ms") }, [1_000, 1_000], "each hold goes back as its second is up")
        XCTAssertEqual(events.filter { $0.type == "pause" }.map { $0.string("reason") }, ["key"])
        XCTAssertTrue(events.contains { $0.type == "message" && $0.string("text") == "3 ..." }, "the pause overlay left, its countdown on")
    }
}
