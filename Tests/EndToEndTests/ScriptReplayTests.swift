import Foundation
import XCTest

/// `--replay` of an input script (HEADLESS.md, "More flags"): with the seed it was played with, it plays the game the
/// script played, headless as with `--input`, and in a window too (`RealWindowTests`); without its seed, or beside
/// another script, it is refused in one line.
final class ScriptReplayTests: XCTestCase {
    /// A script that catches the first worm of seed 7, lets one escape, presses the background, pauses and resumes,
    /// and quits at 9.4 s; written in `folder`.
    static func recordedScript(in folder: URL) throws -> URL {
        let script = folder.appendingPathComponent("played.jsonl")
        try """
            {"t": 5200, "type": "press", "x": 131, "y": 37}
            {"t": 7000, "type": "press", "x": 182, "y": 220}
            {"t": 7600, "type": "touch", "x": 10, "y": 400}
            {"t": 8300, "type": "key", "key": "p"}
            {"t": 8800, "type": "key", "key": "p"}
            {"t": 9400, "type": "quit"}

            """.write(to: script, atomically: true, encoding: .utf8)
        return script
    }

    func testAnInputScriptReplaysTheGameItPlayed() throws {
        let script = try Self.recordedScript(in: try WormBinary.temporaryFolder(for: self)).path
        let played = try WormBinary.run(["--headless", "--seed", "7", "--input", script, "--events", "-"])
        let replayed = try WormBinary.run(["--headless", "--seed", "7", "--replay", script, "--events", "-"])
        XCTAssertEqual(replayed.status, 0, replayed.stderr)
        XCTAssertEqual(replayed.stderr, "")
        let events = LoggedEvent.parse(replayed.stdout)
        XCTAssertEqual(events.filter { $0.type == "hit" }.count, 1, "the first worm is caught")
        XCTAssertEqual(events.last?.t, 9400, "the script's quit ends the replay")
        XCTAssertEqual(replayed.stdout, played.stdout)
        // Another seed is another game: the press at 5.2 s no longer catches anything.
        let other = try WormBinary.run(["--headless", "--seed", "8", "--replay", script, "--events", "-"])
        XCTAssertEqual(LoggedEvent.parse(other.stdout).filter { $0.type == "hit" }.count, 0)
    }

    /// A script that starts with a comment is a script, even one that is nothing else (a game with no input).
    func testAScriptOfCommentsIsAScript() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let script = folder.appendingPathComponent("quiet.jsonl")
        try "# nothing pressed\n\n# at all\n".write(to: script, atomically: true, encoding: .utf8)
        let run = try WormBinary.run(["--headless", "--seed", "7", "--duration", "8", "--replay", script.path, "--events", "-"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let events = LoggedEvent.parse(run.stdout)
        XCTAssertEqual(events.last?.type, "end")
        XCTAssertEqual(events.last?.t, 8000)
        XCTAssertTrue(events.contains { $0.type == "miss" && $0.string("reason") == "escape" })
    }

    /// A replay file brings its own mode, seed and inputs: flags that would choose them are refused, not ignored.
    func testAReplayFileRefusesFlagsThatWouldChooseItsGame() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let row = folder.appendingPathComponent("row.json")
        try """
            {"version": 1, "name": "Zoé", "score": 10, "accuracy": 87, "best_combo": 2, "time": 1796016535, \
            "replay": {"mode": "arcade", "seed": "7", "version": "0.1.0", "steps": [[5100, ["press", 34, 409, "mouse", 5100]]]}}

            """.write(to: row, atomically: true, encoding: .utf8)
        let script = try Self.recordedScript(in: folder).path
        for flag in [["--seed", "9"], ["--mode", "classic"], ["--input", script]] {
            let refused = try WormBinary.run(["--headless", "--replay", row.path] + flag)
            XCTAssertEqual(refused.status, 2, "\(flag)")
            XCTAssertEqual(refused.stderr, "worm: --replay: '\(row.path)' is a replay file, which brings its own mode, seed and "
                           + "inputs: not with \(flag[0])\n")
        }
        let window = try WormBinary.run(["--replay", row.path, "--duration", "3"], environment: ["DISPLAY": ""])
        XCTAssertEqual(window.stderr, "worm: --duration: only with --headless, or with --replay of an input script\n")
    }

    /// A file of blank lines is an empty script, as `--input` reads it; a broken first line of a script is named
    /// with its line number, not taken for a broken score file.
    func testBlankAndBrokenScriptsAreReadAsScripts() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let blank = folder.appendingPathComponent("blank.jsonl"), broken = folder.appendingPathComponent("broken.jsonl")
        try "\n\n".write(to: blank, atomically: true, encoding: .utf8)
        try "{\"t\": 100, \"type\": \"press\", \"x\": 1, \"y\": 2\n".write(to: broken, atomically: true, encoding: .utf8)
        let quiet = try WormBinary.run(["--headless", "--seed", "7", "--duration", "1", "--replay", blank.path, "--events", "-"])
        XCTAssertEqual(quiet.status, 0, quiet.stderr)
        XCTAssertEqual(LoggedEvent.parse(quiet.stdout).last?.type, "end")
        let refused = try WormBinary.run(["--headless", "--seed", "7", "--replay", broken.path])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.hasPrefix("worm: --replay: '\(broken.path)': line 1: not valid JSON"), refused.stderr)
    }

    func testAnInputScriptNeedsItsSeedAndNoOtherScript() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let script = try Self.recordedScript(in: folder).path
        let bad = folder.appendingPathComponent("bad.jsonl")
        try "{\"t\": 5200, \"type\": \"press\", \"x\": 131}\n".write(to: bad, atomically: true, encoding: .utf8)
        // Held to `--input`'s limits (lines of 1000 bytes at most), though a score table's lines may be longer.
        let long = folder.appendingPathComponent("long.jsonl")
        try ("{\"t\": 5200, \"type\": \"press\", \"x\": 131, \"y\": 37}\n{\"t\": 5300, \"type\": \"text\", \"text\": \""
             + String(repeating: "a", count: 1000) + "\"}\n").write(to: long, atomically: true, encoding: .utf8)
        let cases: [([String], String)] = [
            (["--replay", long.path, "--seed", "7"], "worm: --replay: '\(long.path)': line 2 is longer than 1000 bytes"),
            (["--replay", script], "worm: --replay: '\(script)' is an input script: give the seed it was played with (--seed N)"),
            (["--replay", script, "--seed", "7", "--input", script], "worm: --replay: '\(script)' is an input script: not with --input as well"),
            (["--replay", script, "--seed", "7", "--mode", "versus"], "worm: --replay: an input script does not replay a Versus game"),
            (["--replay", bad.path, "--seed", "7"], "worm: --replay: '\(bad.path)': line 1: missing \"y\""),
            // Daily's seed is its day's; the script plays in Classic unless --mode says otherwise, window or not.
            (["--replay", script, "--mode", "daily"], "worm: --replay: '\(script)' is an input script: give the day it was played (--date YYYY-MM-DD)"),
            (["--replay", script, "--seed", "7", "--date", "2026-11-30"], "worm: --date: only for Daily (--mode daily, or the title's Daily button)"),
        ]
        for (arguments, message) in cases {
            for headless in [true, false] {
                // A window is refused before it opens: no display is needed to see it. (`--input` is headless only.)
                let refused = try WormBinary.run((headless ? ["--headless"] : []) + arguments, environment: ["DISPLAY": ""])
                let expected = !headless && arguments.contains("--input") ? "worm: --input: only with --headless" : message
                XCTAssertEqual(refused.status, 2, "\(arguments)")
                XCTAssertEqual(refused.stderr, expected + "\n", "\(arguments)")
            }
        }
    }
}
