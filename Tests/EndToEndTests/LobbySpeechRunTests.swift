import Foundation
import XCTest

/// The Party and Versus lobbies by keys alone with speech (R111, R112), from the log's `speak` and `focus` lines.
final class LobbySpeechRunTests: XCTestCase {
    /// Runs `--mode MODE` headless with speech on and no daemon, fed `script` (JSON Lines), returning the log.
    func run(mode: String, _ script: [String], seconds: Int = 3, in folder: URL) throws -> [LoggedEvent] {
        let input = folder.appendingPathComponent("lobby.jsonl")
        try (script.joined(separator: "\n") + "\n").write(to: input, atomically: true, encoding: .utf8)
        let outcome = try WormBinary.run(["--headless", "--mode", mode, "--lang", "en", "--speech", "on", "--input", input.path,
                                          "--duration", "\(seconds)", "--events", "-",
                                          "--data-dir", folder.appendingPathComponent("data").path],
                                         environment: SpeechRunTests.noDaemon(in: folder))
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        return LoggedEvent.parse(outcome.stdout)
    }

    /// A key line at `t`.
    static func key(_ t: Int, _ name: String) -> String { #"{"t": \#(t), "type": "key", "key": "\#(name)"}"# }

    func testThePartyLobbyIsWalkedByKeysEachItemSpokenWithItsStateAndAPadJoiningIsSaid() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        // A pad plugs in and joins with A; the keys walk down to Join and join with the mouse; on to Start and Back,
        // back up to the mouse player's line; Enter opens the name, "Ed" typed, Enter keeps it; down to Start, Enter.
        var script = [#"{"t": 300, "type": "pad_added", "pad": 0, "name": "Xbox Controller", "rumble": true, "sensors": []}"#,
                      #"{"t": 400, "type": "pad_button", "pad": 0, "button": "a", "down": true}"#,
                      #"{"t": 450, "type": "pad_button", "pad": 0, "button": "a", "down": false}"#]
        script += [(600, "down"), (700, "down"), (800, "return"), (900, "down"), (1_000, "down"), (1_100, "up"),
                   (1_200, "up"), (1_300, "return")].map(Self.key)
        script += [#"{"t": 1400, "type": "text", "text": "Ed"}"#]
        script += [(1_500, "return"), (1_700, "down"), (1_800, "return")].map(Self.key)
        let events = try run(mode: "party", script, in: folder)
        let spoken = events.filter { $0.type == "speak" }.map { $0.string("text")! }
        let focus = events.filter { $0.type == "focus" }.map { $0.string("item")! }

        XCTAssertEqual(Array(spoken.prefix(2)),
                       ["Party", "Up and Down walk the lobby, Enter chooses. Pads join with A, and Y names them. Esc goes back."])
        XCTAssertEqual(Array(focus.prefix(7)), ["seat_1", "join", "seat_2", "start", "back", "start", "seat_2"],
                       "each item a focus; the mouse's new line takes Join's place")
        var rest = spoken[...]
        for said in ["Player 1 joined", "Player 1, pad 1", "Join with the mouse", "Player 2 joined", "Player 2, mouse",
                     "Start, 2 players in", "Back", "Start, 2 players in", "Player 2, mouse", "Your name", "E", "d",
                     "Ed, mouse", "Start, 2 players in"] {
            guard let found = rest.firstIndex(of: said) else { return XCTFail("\"\(said)\" not said in order: \(spoken)") }
            rest = spoken[(found + 1)...]
        }
        XCTAssertEqual(events.filter { $0.type == "peer" }.map { "\($0.string("name")!) \($0.string("state")!)" },
                       ["Player 1 joined", "Player 2 joined"])
        XCTAssertTrue(events.contains { $0.type == "start" && $0.string("mode") == "party" }, "Enter on Start began the round")
        XCTAssertEqual(events.first { $0.type == "speak" && $0.string("text") == "Player 1 joined" }?.string("priority"),
                       "message", "a join is news, not a focus")
    }

    func testTheVersusLobbysGamesFoundAreWalkedByTheArrowsEachSpokenAndEnterJoinsTheOneInFocus() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        // Ana hosts, in this test process's discovery scope; the player reaches the lobby from the title by keys
        // (Down three times to Versus, Enter), hears it, then walks it once Ana is found: Down shows the focus on the
        // name, Down again to Ana's game, Enter joins it.
        let hostLog = folder.appendingPathComponent("host.jsonl")
        let host = Process()
        host.executableURL = WormBinary.debug
        host.arguments = ["--headless", "--mode", "versus", "--host", "--port", "0", "--name", "Ana", "--lang", "en",
                          "--duration", "15", "--events", hostLog.path]
        host.environment = WormBinary.environment()
        host.standardOutput = FileHandle.nullDevice
        host.standardError = FileHandle.nullDevice
        try host.run()
        defer {
            if host.isRunning { host.terminate() }
            host.waitUntilExit()
        }
        // The lobby below runs on simulated time, faster than the clock: first make sure Ana answers, with a lobby
        // on real time (`--mode versus`) that looks for at most 2 s, up to five times.
        var answered = false
        for _ in 0..<5 where !answered {
            let probe = try WormBinary.run(["--headless", "--mode", "versus", "--name", "Probe", "--lang", "en", "--duration", "2",
                                            "--events", "-"])
            answered = LoggedEvent.parse(probe.stdout).contains { $0.type == "peer" && $0.string("name") == "Ana" }
        }
        XCTAssertTrue(answered, "Ana's game is found on loopback")
        // Discovery asks once a second: the keys wait 4 s past the lobby's opening, room for a loaded machine.
        let script = [(300, "down"), (400, "down"), (500, "down"), (600, "return"), (5_000, "down"), (5_100, "down"),
                      (5_300, "return")].map(Self.key)
        let events = try run(mode: "title", script, seconds: 8, in: folder)
        let lobby = Array(events.drop { !($0.type == "scene" && $0.string("name") == "lobby") })
        let spoken = lobby.filter { $0.type == "speak" }
        let focus = lobby.filter { $0.type == "focus" }.map { $0.string("item")! }

        XCTAssertTrue(spoken.contains { $0.string("text") == "Enter hosts a game, or starts it once a player joined. N changes your name, V whether others see you, Esc goes back." },
                      "the keys' line is as it was")
        XCTAssertTrue(spoken.contains { $0.string("text") == "Up and Down walk your name, the games found and the buttons, Enter chooses: on a game, joins it." })
        let found = try XCTUnwrap(spoken.firstIndex { $0.string("text") == "Ana's game found" }, "said as it appears")
        XCTAssertLessThan(found, try XCTUnwrap(spoken.firstIndex { $0.string("text") == "Ana's game, 1 player" }))
        XCTAssertEqual(Array(focus.prefix(2)), ["name", "game_1"], "the name, then the game found")
        let game = try XCTUnwrap(spoken.first { $0.string("text") == "Ana's game, 1 player" }, "\(spoken.map { $0.string("text")! })")
        XCTAssertEqual(game.string("priority"), "text")
        XCTAssertTrue(spoken.contains { $0.string("text")?.hasPrefix("Joining ") == true }, "Enter joined the game in focus")
        host.terminate()  // its round would run on; the join is in its log already (flushed line by line)
        host.waitUntilExit()
        let hostEvents = LoggedEvent.parse(try String(contentsOf: hostLog, encoding: .utf8))
        XCTAssertTrue(hostEvents.contains { $0.type == "peer" && $0.string("state") == "joined" }, "Ana saw the player join")
    }

    func testAPartysResultsAreSaidWholeWithTheirKeys() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        // Two pads join; Enter starts; nobody presses: every worm escapes, a draw.
        var script = [#"{"t": 300, "type": "pad_added", "pad": 0, "name": "Xbox Controller", "rumble": true, "sensors": []}"#,
                      #"{"t": 310, "type": "pad_added", "pad": 1, "name": "Xbox Controller", "rumble": true, "sensors": []}"#]
        for (t, pad) in [(400, 0), (500, 1)] {
            script += [#"{"t": \#(t), "type": "pad_button", "pad": \#(pad), "button": "a", "down": true}"#,
                       #"{"t": \#(t + 50), "type": "pad_button", "pad": \#(pad), "button": "a", "down": false}"#]
        }
        script.append(Self.key(1_000, "return"))
        let events = try run(mode: "party", script, seconds: 70, in: folder)
        let result = try XCTUnwrap(events.firstIndex { $0.type == "result" })
        let said = events[result...].filter { $0.type == "speak" }
        XCTAssertEqual(said.map { $0.string("text")! }, ["Draw", "Player 1, Caught 0, Missed 0, 0 percent",
                                                         "Player 2, Caught 0, Missed 0, 0 percent",
                                                         "Enter plays another round, Esc leaves."])
        XCTAssertEqual(said.prefix(3).map { $0.string("priority")! }, ["important", "important", "important"],
                       "heard whole, never cut by a focus")
    }
}
