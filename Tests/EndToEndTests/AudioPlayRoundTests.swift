import Foundation
import XCTest

/// A whole Arcade round in audio play (R110) played by keys from the log's calls alone, to a name typed and the
/// table, with speech on (R111).
///
/// The program reads its whole input script before it starts, so a headless run cannot be answered while it runs.
/// The test plays it closed-loop all the same, one catch at a time: it runs the round, reads the `sound` lines named
/// `call` (their `pan`, `row` and `kind`, and the worm they belong to) for the first call it has not answered yet,
/// adds the grid key of that pan and row 300 ms after it, and runs the round again from the start with the longer
/// script. The game is deterministic, so each run repeats the last one up to the new key. Nothing else of the log
/// (no `spawn`, no coordinates) chooses a key.
final class AudioPlayRoundTests: XCTestCase {
    /// The grid's keys by row (top to bottom) and column (left to right): letters on the top rows, the keypad on the
    /// bottom one, so both sets are played.
    static let keys = [["q", "w", "e"], ["a", "s", "d"], ["keypad 1", "keypad 2", "keypad 3"]]

    /// The column a call's pan names: −0.8 left, 0 middle, 0.8 right.
    static func column(pan: Double) -> Int { pan < -0.4 ? 0 : pan > 0.4 ? 2 : 1 }

    /// How long after a call the test presses: a player's reaction.
    static let reactionMs = 300
    /// When the name is typed and chosen, and the results left for the scores, on the run's clock.
    static let nameMs = 66_500

    func run(_ keys: [(t: Int, key: String)], in folder: URL) throws -> [LoggedEvent] {
        var script = keys.map { #"{"t": \#($0.t), "type": "key", "key": "\#($0.key)"}"# }
        script += [#"{"t": \#(Self.nameMs), "type": "text", "text": "Ear"}"#,
                   #"{"t": \#(Self.nameMs + 200), "type": "key", "key": "return"}"#,
                   // The results: Again, Scores, Title; Right moves to Scores, Enter opens the table.
                   #"{"t": \#(Self.nameMs + 1500), "type": "key", "key": "right"}"#,
                   #"{"t": \#(Self.nameMs + 1700), "type": "key", "key": "return"}"#]
        let input = folder.appendingPathComponent("ear.jsonl")
        try (script.joined(separator: "\n") + "\n").write(to: input, atomically: true, encoding: .utf8)
        let outcome = try WormBinary.run(["--headless", "--mode", "arcade", "--seed", "2718", "--audio-play", "--speech", "on",
                                          "--input", input.path, "--duration", "70", "--events", "-",
                                          "--data-dir", folder.appendingPathComponent("data").path],
                                         environment: SpeechRunTests.noDaemon(in: folder))
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        return LoggedEvent.parse(outcome.stdout)
    }

    func testAWholeArcadeRoundIsPlayedByKeysFromTheCallsAloneToANameAndTheTable() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        var keys: [(t: Int, key: String)] = []
        var answered = Set<Int>()
        var events: [LoggedEvent] = []
        playing: for _ in 0..<200 {
            events = try run(keys, in: folder)
            let lastKeyMs = keys.last?.t ?? 0
            while true {
                // The first call of a worm not answered yet, after the last key; a beetle's buzz is left alone.
                guard let call = events.first(where: { event in
                    event.type == "sound" && event.string("name") == "call" && event.t >= lastKeyMs - Self.reactionMs
                        && !answered.contains(event.int("worm")!) && event.t + Self.reactionMs < 65_000
                }) else { break playing }
                answered.insert(call.int("worm")!)
                guard call.string("kind") != "beetle" else { continue }
                let key = Self.keys[call.int("row")!][Self.column(pan: call.double("pan")!)]
                keys.append((call.t + Self.reactionMs, key))
                break
            }
        }
        let round = events.prefix { $0.type != "end" }
        let calls = round.filter { $0.type == "sound" && $0.string("name") == "call" }
        let spawns = round.filter { $0.type == "spawn" }
        XCTAssertEqual(events.first?.fields["assists"] as? [String: Bool], ["audio_play": true])

        // Every worm came out at a grid centre and called there: its column by pan, its row by row.
        let columns = [55, 160, 265], rows = [130, 280, 430]
        for spawn in spawns {
            let worm = spawn.int("worm")!
            let first = try XCTUnwrap(calls.first { $0.int("worm") == worm }, "worm \(worm) called")
            XCTAssertGreaterThanOrEqual(first.t, spawn.t, "a worm calls as it comes out, or when its turn comes")
            XCTAssertLessThan(first.t, spawn.t + 1_000, "a worm's first call waits no more than a few others")
            XCTAssertEqual(columns[Self.column(pan: first.double("pan")!)], spawn.int("x"))
            XCTAssertEqual(rows[first.int("row")!], spawn.int("y"))
        }
        XCTAssertEqual(Set(calls.compactMap { $0.double("pan") }), [-0.8, 0, 0.8])
        XCTAssertEqual(Set(calls.compactMap { $0.int("row") }), [0, 1, 2])
        XCTAssertTrue(calls.contains { $0.string("kind") == "golden" }, "a golden worm called")
        XCTAssertTrue(calls.contains { $0.string("kind") == "beetle" }, "a beetle called")

        // The keys caught: every worm the test answered was hit, no press missed, no beetle touched.
        let hits = round.filter { $0.type == "hit" }
        let pressed = keys.count
        XCTAssertGreaterThan(pressed, 20)
        XCTAssertEqual(hits.count, pressed, "each key caught the worm it answered")
        XCTAssertTrue(round.filter { $0.type == "press" }.allSatisfy { $0.string("source") == "key" })
        XCTAssertFalse(round.contains { $0.type == "decoy" })
        XCTAssertFalse(round.contains { $0.type == "miss" && $0.string("reason") == "background" })

        // The name typed, letter by letter aloud, and the row in the table; the results and the table spoken.
        let end = try XCTUnwrap(events.first { $0.type == "end" })
        let score = try XCTUnwrap(end.int("score"))
        let spoken = events.filter { $0.type == "speak" }.map { $0.string("text")! }
        XCTAssertTrue(spoken.contains("New high score!"))
        XCTAssertTrue(spoken.contains("Score \(score)"))
        for letter in ["E", "a", "r"] { XCTAssertTrue(spoken.contains(letter), "the letter \(letter) spoken") }
        let highscore = try XCTUnwrap(events.first { $0.type == "highscore" })
        XCTAssertEqual(highscore.string("name"), "Ear")
        XCTAssertEqual(highscore.int("score"), score)
        XCTAssertTrue(spoken.contains("Results"))
        XCTAssertTrue(spoken.contains("Rank 1"))
        XCTAssertEqual(events.last { $0.type == "scene" }?.string("name"), "scores")
        XCTAssertTrue(spoken.contains("Scores"))
        // Seconds left every 10 s and each of the last 5, said once each.
        let seconds = spoken.filter { $0.hasSuffix("left") && !$0.hasPrefix("Score") }
        XCTAssertEqual(seconds, ["50 seconds left", "40 seconds left", "30 seconds left", "20 seconds left",
                                 "10 seconds left", "5 seconds left", "4 seconds left", "3 seconds left",
                                 "2 seconds left", "1 second left"])
    }

    /// A whole Arcade round in audio play with a press at a grid centre every 500-700 ms, catching some and missing
    /// many: in the log's sound events, two calls start 250 ms apart at least, none within 200 ms after a miss
    /// sound, and each while its worm is out (R110, `CallSchedule`).
    func testARoundsCallsAreSpacedAndKeptClearOfTheMissSoundInTheLog() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let columns = [55, 160, 265], rows = [130, 280, 430]
        let script = (0..<100).map { press in
            #"{"t": \#(5_200 + press * 600 + (press % 3) * 50), "type": "press", "x": \#(columns[press * 4 % 9 % 3]), "y": \#(rows[press * 4 % 9 / 3])}"#
        }
        let input = folder.appendingPathComponent("presses.jsonl")
        try (script.joined(separator: "\n") + "\n").write(to: input, atomically: true, encoding: .utf8)
        let outcome = try WormBinary.run(["--headless", "--mode", "arcade", "--seed", "2718", "--audio-play",
                                          "--input", input.path, "--duration", "66", "--events", "-"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let round = LoggedEvent.parse(outcome.stdout).prefix { $0.type != "end" }
        let calls = round.filter { $0.type == "sound" && $0.string("name") == "call" }
        let misses = round.filter { $0.type == "sound" && $0.string("name") == "miss" }.map(\.t)
        XCTAssertGreaterThan(calls.count, 60)
        XCTAssertGreaterThan(misses.count, 40)
        XCTAssertTrue(round.contains { $0.type == "hit" }, "some presses caught")
        for (earlier, later) in zip(calls, calls.dropFirst()) {
            XCTAssertGreaterThanOrEqual(later.t - earlier.t, 250, "calls at \(earlier.t) and \(later.t)")
        }
        var out: [Int: ClosedRange<Int>] = [:]
        for spawn in round where spawn.type == "spawn" {
            let worm = spawn.int("worm")!
            let gone = round.first { ["hide", "hit", "decoy"].contains($0.type) && $0.int("worm") == worm }?.t ?? Int.max
            out[worm] = spawn.t...gone
        }
        for call in calls {
            XCTAssertFalse(misses.contains { (0..<200).contains(call.t - $0) }, "a call at \(call.t) after a miss")
            XCTAssertTrue(out[call.int("worm")!]?.contains(call.t) == true, "worm \(call.int("worm")!) out at \(call.t)")
        }
    }

    func testTheGridKeysAreReadByTheirPlaceSoAnAzertyKeyboardCatchesWithTheSameHand() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        // An AZERTY keyboard: its A sits where Q is (top left), its Q where A is (middle left), its Z where W is;
        // a line without a scan code is a key at its own name's place.
        let script = [#"{"t": 6000, "type": "key", "key": "a", "scancode": "q"}"#,
                      #"{"t": 6500, "type": "key", "key": "q", "scancode": "a"}"#,
                      #"{"t": 7000, "type": "key", "key": "z", "scancode": "w"}"#,
                      #"{"t": 7500, "type": "key", "key": "a"}"#]
        let input = folder.appendingPathComponent("azerty.jsonl")
        try (script.joined(separator: "\n") + "\n").write(to: input, atomically: true, encoding: .utf8)
        let outcome = try WormBinary.run(["--headless", "--mode", "classic", "--lang", "en", "--seed", "5", "--audio-play",
                                          "--input", input.path, "--duration", "8", "--events", "-"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let presses = LoggedEvent.parse(outcome.stdout).filter { $0.type == "press" }
        XCTAssertEqual(presses.map { "\($0.int("x")!),\($0.int("y")!)" }, ["55,130", "55,280", "160,130", "55,280"],
                       "by place: top left, middle left, top middle; a key with no scan code by its name")
    }

    /// Runs a party headless in audio play (seed 9, speech on): pad 0 joins with A, the keyboard's player joins by
    /// the lobby's keys and starts; S at 3 s (a grid key, in the countdown: an ignored press) tells the round's clock
    /// from the run's; then `keys` (run-clock ms, key name), and pad 0's Y at `padY`.
    func runParty(_ keys: [(t: Int, key: String)], padY: Int? = nil, in folder: URL) throws -> [LoggedEvent] {
        var script = [#"{"t": 300, "type": "pad_added", "pad": 0, "name": "Xbox Controller", "rumble": true, "sensors": []}"#,
                      #"{"t": 400, "type": "pad_button", "pad": 0, "button": "a", "down": true}"#,
                      #"{"t": 450, "type": "pad_button", "pad": 0, "button": "a", "down": false}"#]
        let all = [(600, "down"), (700, "down"), (800, "return"), (900, "down"), (1_000, "return"), (3_000, "s")] + keys
        script += all.map { #"{"t": \#($0.0), "type": "key", "key": "\#($0.1)"}"# }
        // Then, where asked (after every key line: the lines go in time order), pad 0's Y.
        script += padY.map { [#"{"t": \#($0), "type": "pad_button", "pad": 0, "button": "y", "down": true}"#] } ?? []
        let input = folder.appendingPathComponent("party.jsonl")
        try (script.joined(separator: "\n") + "\n").write(to: input, atomically: true, encoding: .utf8)
        let outcome = try WormBinary.run(["--headless", "--mode", "party", "--lang", "en", "--seed", "9", "--audio-play",
                                          "--speech", "on", "--input", input.path, "--duration", "12", "--events", "-"],
                                         environment: SpeechRunTests.noDaemon(in: folder))
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        return LoggedEvent.parse(outcome.stdout)
    }

    func testAPartyInAudioPlayCallsFromTheGridAndTheKeyboardsPlayerCatchesByEar() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        var events = try runParty([], in: folder)
        let told = try XCTUnwrap(events.first { $0.type == "press" && $0.string("source") == "key" }, "S pressed in the countdown")
        let offset = 3_000 - told.t
        let calls = events.filter { $0.type == "sound" && $0.string("name") == "call" }
        XCTAssertFalse(calls.isEmpty, "a party's worms call in audio play")
        for spawn in events.filter({ $0.type == "spawn" }) {
            XCTAssertTrue([55, 160, 265].contains(spawn.int("x")!) && [130, 280, 430].contains(spawn.int("y")!),
                          "only at the grid's centres")
        }
        let spoken = events.filter { $0.type == "speak" }.map { $0.string("text")! }
        let guide = "Listen for the worms. The keyboard's player catches with Q W E, A S D, Z X C or the keypad. R repeats the calls."
        XCTAssertEqual(spoken.firstIndex(of: guide).map { $0 > (spoken.firstIndex(of: "Your turn!") ?? .max) }, true,
                       "the guide after the countdown: \(spoken)")
        // The first call answered by ear: its row and pan make the key, 300 ms after it on the run's clock.
        let call = try XCTUnwrap(calls.first)
        let key = Self.keys[call.int("row")!][Self.column(pan: call.double("pan")!)]
        events = try runParty([(call.t + offset + Self.reactionMs, key)], in: folder)
        let hit = try XCTUnwrap(events.first { $0.type == "hit" }, "the key caught the worm it answered")
        XCTAssertEqual(hit.int("worm"), call.int("worm"))
        XCTAssertEqual(hit.string("player"), "Player 2", "for the keyboard's player, in the mouse's seat")
        // A pad's Y 200 ms after that call: the worm calls again, between its own calls every 600 ms (R110), in its
        // turn after the other worm's call (250 ms apart).
        events = try runParty([], padY: call.t + offset + 200, in: folder)
        let again = events.filter { $0.type == "sound" && $0.string("name") == "call" && $0.int("worm") == call.int("worm") }
        XCTAssertEqual(again.filter { $0.t > call.t + 100 && $0.t < call.t + 590 }.count, 1, "Y repeats the call: \(again.map(\.t))")
    }
}
