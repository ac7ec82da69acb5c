import Foundation
import XCTest

/// A blind player's whole visit, from the log alone (R110, R111, R112): the title, an Arcade round in audio play by
/// keys, the results and name scene heard, a name typed by keys and by walking the on-screen keyboard with the
/// arrows, and the player's own row found in the table by the words "your row".
final class BlindPlayerRunTests: XCTestCase {
    /// When the name scene's keys come, on the run's clock (the round ends about 65.5 s in).
    static let nameMs = 67_000

    /// Runs the title with `keys` (run-clock ms, key name) and the name typed as text, returning the log.
    func run(_ keys: [(t: Int, key: String)], in folder: URL) throws -> [LoggedEvent] {
        var script = keys.map { #"{"t": \#($0.t), "type": "key", "key": "\#($0.key)"}"# }
        let n = Self.nameMs
        script += [#"{"t": \#(n), "type": "text", "text": "Ear"}"#]
        // Backspace erases the r; the arrows walk the keyboard: Down shows the focus on A, Right to B, Enter types it;
        // Down four rows to the last, Right five keys to OK (past the case key), Enter keeps the name "EaB".
        let walk = ["backspace", "down", "right", "return", "down", "down", "down", "down", "right", "right", "right", "right", "right",
                    "return",
                    // The results: Right to Scores, Enter opens the table on the new row.
                    "right", "return"]
        for (index, key) in walk.enumerated() {
            script.append(#"{"t": \#(n + 100 + 150 * index + (index >= 14 ? 1_500 : 0)), "type": "key", "key": "\#(key)"}"#)
        }
        return try playFromTitle(script, seconds: 75, in: folder)
    }

    /// Plays the title headless by `script` (JSON Lines) for `seconds`, in audio play with speech on and no daemon,
    /// returning the log. A first visit every run: the same scenes each time (How to play before the first Arcade),
    /// the same clocks.
    func playFromTitle(_ script: [String], seconds: Int, in folder: URL) throws -> [LoggedEvent] {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("data"))
        let input = folder.appendingPathComponent("blind.jsonl")
        try (script.joined(separator: "\n") + "\n").write(to: input, atomically: true, encoding: .utf8)
        let outcome = try WormBinary.run(["--headless", "--mode", "title", "--lang", "en", "--seed", "2718", "--audio-play",
                                          "--speech", "on", "--input", input.path, "--duration", "\(seconds)", "--events", "-",
                                          "--data-dir", folder.appendingPathComponent("data").path],
                                         environment: SpeechRunTests.noDaemon(in: folder))
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        return LoggedEvent.parse(outcome.stdout)
    }

    func testABlindPlayerStartsPlaysArcadeByEarNamesTheScoreAndFindsTheRow() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        // The title: Down to Arcade, Enter; a first run shows How to play, which Enter leaves. Tab at 6 s says the score: where it is said on the round's clock tells
        // how far the round's clock runs behind the run's.
        let opening: [(t: Int, key: String)] = [(500, "down"), (700, "return"), (1_500, "return"), (6_000, "tab")]
        var events = try run(opening, in: folder)
        let arcadeStart = try XCTUnwrap(events.firstIndex { $0.type == "scene" && $0.string("name") == "arcade" })
        let told = try XCTUnwrap(events[arcadeStart...].first { $0.type == "speak" && $0.string("text")?.hasPrefix("Score 0") == true })
        let offset = 6_000 - told.t
        // Three catches by ear: each the first worm's call (not a beetle's) after the last key, its key 300 ms later.
        let grid = AudioPlayRoundTests.keys
        var keys = opening
        var answered = Set<Int>()
        for _ in 0..<3 {
            let call = try XCTUnwrap(events[arcadeStart...].first { event in
                event.type == "sound" && event.string("name") == "call" && event.string("kind") != "beetle"
                    && !answered.contains(event.int("worm")!) && event.t + offset > keys.last!.t
            })
            answered.insert(call.int("worm")!)
            keys.append((call.t + offset + AudioPlayRoundTests.reactionMs,
                         grid[call.int("row")!][AudioPlayRoundTests.column(pan: call.double("pan")!)]))
            events = try run(keys, in: folder)
        }
        let end = try XCTUnwrap(events.first { $0.type == "end" })
        XCTAssertEqual(end.int("caught"), 3, "each key caught the worm it answered")
        let score = try XCTUnwrap(end.int("score"))
        XCTAssertGreaterThan(score, 0)

        let spoken = events.filter { $0.type == "speak" }.map { $0.string("text")! }
        func after(_ said: String, _ then: [String]) {
            guard let start = spoken.firstIndex(of: said) else { return XCTFail("\"\(said)\" not spoken: \(spoken)") }
            var rest = spoken[start...]
            for text in then {
                guard let found = rest.firstIndex(of: text) else { return XCTFail("\"\(text)\" not spoken after \"\(said)\": \(spoken)") }
                rest = rest[found...]
            }
        }
        // The title heard, the round's keys told, the name scene, letters typed and erased, the keys walked, the name
        // kept, the results, and the table on the player's own row.
        after("WORM", ["Arcade", "How to play", "Tap or press a key to go on", "Arcade", "Your turn!",
                       "Listen for the worms. Q W E, A S D, Z X C or the keypad catch. R repeats the calls. Tab says the score.", "New high score!", "Rank 1", "Score \(score)",
                       "E", "a", "r", "r erased", "A", "B", "B", "L", "V", "È", ".", "-", "small letters", "space", "erase", "OK", "Saved as EaB",
                       "Results", "Score \(score)", "Scores", "Rank 1, EaB, Score \(score), your row"])
        let focus = events.filter { $0.type == "focus" }.map { "\($0.string("scene")!):\($0.string("item")!)" }
        XCTAssertTrue(focus.contains("name:ok"), "the keyboard's OK was focused: \(focus)")
        XCTAssertEqual(focus.last, "scores:row_1", "the table opens on the player's row")
        XCTAssertEqual(events.first { $0.type == "highscore" }?.string("name"), "EaB")
        XCTAssertEqual(events.last { $0.type == "scene" }?.string("name"), "scores")
    }

    /// Runs Classic from the title with `keys` (run-clock ms, key name), returning the log.
    func runClassic(_ keys: [(t: Int, key: String)], in folder: URL) throws -> [LoggedEvent] {
        try playFromTitle(keys.map { #"{"t": \#($0.t), "type": "key", "key": "\#($0.key)"}"# }, seconds: 40, in: folder)
    }

    func testABlindPlayerPlaysClassicByEarHearsTheCountAndQuitsByThePauseMenu() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        // Enter on the title's Classic; Tab at 8 s says the count, which tells the round's clock from the run's.
        let opening: [(t: Int, key: String)] = [(500, "return"), (8_000, "tab")]
        // Quit on the pause opens the Classic summary (issue 30); Esc there goes back to the title.
        let closing: [(t: Int, key: String)] = [(30_000, "tab"), (31_000, "escape"), (31_300, "down"), (31_500, "return"),
                                                (34_000, "escape")]
        var events = try runClassic(opening + closing, in: folder)
        let start = try XCTUnwrap(events.firstIndex { $0.type == "scene" && $0.string("name") == "classic" })
        let told = try XCTUnwrap(events[start...].first { $0.type == "speak" && $0.string("text")?.hasPrefix("Worms caught 0") == true })
        let offset = 8_000 - told.t
        var keys = opening
        var answered = Set<Int>()
        for _ in 0..<2 {
            let call = try XCTUnwrap(events[start...].first { event in
                event.type == "sound" && event.string("name") == "call" && event.string("kind") != "beetle"
                    && !answered.contains(event.int("worm")!) && event.t + offset > keys.last!.t
            })
            answered.insert(call.int("worm")!)
            keys.append((call.t + offset + AudioPlayRoundTests.reactionMs,
                         AudioPlayRoundTests.keys[call.int("row")!][AudioPlayRoundTests.column(pan: call.double("pan")!)]))
            events = try runClassic(keys + closing, in: folder)
        }
        let spoken = events.filter { $0.type == "speak" }.map { $0.string("text")! }
        let heard = spoken.drop { $0 != "Your turn!" }
        XCTAssertTrue(heard.contains { $0.hasPrefix("Worms caught 2 missed") }, "the count on Tab: \(spoken)")
        XCTAssertEqual(events.filter { $0.type == "hit" }.count, 2, "each key caught the worm it answered")
        let paused = try XCTUnwrap(heard.lastIndex(of: "Paused"))
        XCTAssertEqual(Array(heard[paused...].prefix(4)), ["Paused", "Resume", "Quit", "Your Classic game"],
                       "Esc pauses with its items said; Quit opens the summary, which says itself")
        XCTAssertTrue(heard.contains("Caught 2, Missed 8") && heard.contains("Best streak 2"), "the summary's figures: \(heard)")
        XCTAssertEqual(Array(heard.suffix(2)), ["WORM", "Classic"], "Esc on the summary: the title, which says itself")
        XCTAssertEqual(events.last { $0.type == "scene" }?.string("name"), "title")
    }

    func testTheVersusLobbySaysItsKeysAndItsLineAsItChanges() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let keys = ["down", "down", "down", "return"].enumerated().map { #"{"t": \#(300 + 100 * $0.offset), "type": "key", "key": "\#($0.element)"}"# }
            + [#"{"t": 1500, "type": "key", "key": "return"}"#]
        let input = folder.appendingPathComponent("lobby.jsonl")
        try (keys.joined(separator: "\n") + "\n").write(to: input, atomically: true, encoding: .utf8)
        let outcome = try WormBinary.run(["--headless", "--mode", "title", "--lang", "en", "--speech", "on", "--input", input.path,
                                          "--duration", "3", "--events", "-", "--data-dir", folder.appendingPathComponent("data").path],
                                         environment: SpeechRunTests.noDaemon(in: folder))
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let spoken = LoggedEvent.parse(outcome.stdout).filter { $0.type == "speak" }.map { $0.string("text")! }
        let lobby = Array(spoken.drop { $0 != "Host a game or pick one below" })
        XCTAssertEqual(lobby.dropFirst().first,
                       "Enter hosts a game, or starts it once a player joined. N changes your name, V whether others see you, Esc goes back.")
        // Enter hosts: the new line is said, then the host's roster under its heading (issue 30).
        let hosting = Array(lobby.drop { $0 != "Your game is open: waiting for players" })
        XCTAssertEqual(hosting.prefix(2), ["Your game is open: waiting for players", "Players"], "\(spoken)")
        XCTAssertTrue(hosting.dropFirst(2).first?.hasSuffix(", Caught 0") == true, "\(spoken)")
    }
}
