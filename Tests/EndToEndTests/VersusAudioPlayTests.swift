import Foundation
import WormGame
import WormTestSupport
import XCTest

/// Audio play in Versus (R110, R60): the host's choice reaches every player in the protocol's `welcome` and
/// `start`; the host's worms come out only at the grid's centres for twice as long; a joined player hears each one
/// call from its cell (the log's `sound` `call` with `pan` and `row`), catches it with the grid key of that cell,
/// and is told in the lobby that the game is in audio play. Real processes on loopback, the host on a port the
/// kernel gave it.
nonisolated final class VersusAudioPlayTests: XCTestCase, @unchecked Sendable {
    let runs = VersusRun()

    /// The grid's letter keys, rows top to bottom (a US keyboard's names).
    static let keys = [["q", "w", "e"], ["a", "s", "d"], ["z", "x", "c"]]
    /// The seed of the host's first round.
    static let seed: UInt64 = 42

    /// The first worms of the host's round under `seed` in audio play, as the host's own `VersusMode` draws them.
    static func firstWorms() -> [Worm] {
        var harness = ModeHarness(game: VersusGame(mode: VersusMode(seed: seed, players: ["Ana", "Bo"], audioPlay: true)))
        harness.run(through: VersusGame.firstWormMs)
        return harness.game.worms
    }

    func testAJoinerHearsTheHostsWormsCallAndCatchesOneWithAGridKey() throws {
        let worm = try XCTUnwrap(Self.firstWorms().first)
        let cell = try XCTUnwrap(AudioGrid.cell(x: worm.x, y: worm.y), "the host's worm at a grid centre")
        let folder = try WormBinary.temporaryFolder(for: self)
        let script = folder.appendingPathComponent("bo.jsonl")
        // 700 ms after the worm came on the joiner's round clock: inside even a worm's undoubled time (900 ms), so
        // only the doubled time's margin for the network is not relied on.
        // A pad's Y 300 ms after the worm came: its calls again, between its own every 600 ms (R110).
        try [#"{"t": 1000, "type": "pad_added", "pad": 0, "name": "Xbox Controller"}"#,
             #"{"t": 5300, "type": "pad_button", "pad": 0, "button": "y", "down": true}"#,
             #"{"t": 5350, "type": "pad_button", "pad": 0, "button": "y", "down": false}"#,
             #"{"t": 5700, "type": "key", "key": "\#(Self.keys[cell.row][cell.column])"}"#].joined(separator: "\n").appending("\n")
            .write(to: script, atomically: true, encoding: .utf8)
        let logs = ["host", "bo"].map { folder.appendingPathComponent("\($0).jsonl") }
        let quiet = SpeechRunTests.noDaemon(in: folder)
        let host = try runs.launch(["--host", "--players", "2", "--port", "0", "--seed", "\(Self.seed)", "--name", "Ana",
                                    "--audio-play", "--duration", "9"], log: logs[0], environment: quiet)
        let port = try runs.hostedPort(logs[0], host)
        // The joiner has no --audio-play of its own: the host's rules are what it plays by.
        let bo = try runs.launch(["--join", "127.0.0.1:\(port)", "--name", "Bo", "--speech", "on", "--input", script.path,
                                  "--duration", "15"], log: logs[1], environment: quiet)
        for process in [host, bo] { XCTAssertNotNil(runs.finish(process, within: 40), "a player hung") }
        XCTAssertEqual(host.terminationStatus, 0)
        XCTAssertEqual(bo.terminationStatus, 0)
        let hostLog = runs.events(logs[0]), boLog = runs.events(logs[1])

        let spawns = hostLog.filter { $0.type == "spawn" }
        XCTAssertGreaterThan(spawns.count, 2)
        for spawn in spawns {
            XCTAssertNotNil(AudioGrid.cell(x: spawn.int("x")!, y: spawn.int("y")!), "only at the grid's centres")
            XCTAssertGreaterThanOrEqual(spawn.int("visible_ms")!, 2 * VersusMode.visibleRange.lowerBound, "worm time doubled")
        }
        XCTAssertEqual(boLog.filter { $0.type == "spawn" }.map { "\($0.int("worm")!)@\($0.int("x")!),\($0.int("y")!)" },
                       spawns.map { "\($0.int("worm")!)@\($0.int("x")!),\($0.int("y")!)" }, "the joiner shows the host's worms")

        // The joiner hears each worm call from its cell: its column by pan, its row by row.
        let calls = boLog.filter { $0.type == "sound" && $0.string("name") == "call" }
        let first = try XCTUnwrap(calls.first { $0.int("worm") == worm.number }, "worm \(worm.number) called on the joiner")
        XCTAssertEqual(first.double("pan"), cell.pan)
        XCTAssertEqual(first.int("row"), cell.row)
        XCTAssertEqual(first.t, boLog.first { $0.type == "spawn" && $0.int("worm") == worm.number }?.t, "it calls as it comes")
        // Y's repeat waits its turn behind the other worm's call (250 ms apart, R110), yet comes before the worm's
        // own next call, 600 ms after its first.
        let again = calls.filter { $0.int("worm") == worm.number && $0.t > first.t + 100 && $0.t < first.t + 590 }
        XCTAssertEqual(again.count, 1, "a pad's Y repeats its call: \(calls.filter { $0.int("worm") == worm.number }.map(\.t))")

        // The grid key caught it, for Bo, on both machines.
        for log in [hostLog, boLog] {
            let hit = try XCTUnwrap(log.first { $0.type == "hit" }, "the grid key caught a worm")
            XCTAssertEqual(hit.int("worm"), worm.number)
            XCTAssertEqual(hit.string("player"), "Bo")
        }
        XCTAssertEqual(boLog.first { $0.type == "press" }?.string("source"), "key")

        // Told in the lobby, and how to catch once the countdown is over (R111).
        let spoken = boLog.filter { $0.type == "speak" }.map { $0.string("text")! }
        let told = "This game is in audio play: the worms call from a grid of 3 by 3, and the grid keys catch."
        XCTAssertLessThan(try XCTUnwrap(spoken.firstIndex(of: told), "\(spoken)"),
                          try XCTUnwrap(spoken.firstIndex(of: "Get ready")), "said in the lobby, before the round")
        let guide = "Listen for the worms. Q W E, A S D, Z X C or the keypad catch. R repeats the calls."
        XCTAssertGreaterThan(try XCTUnwrap(spoken.firstIndex(of: guide), "\(spoken)"),
                             try XCTUnwrap(spoken.firstIndex(of: "Your turn!")), "the guide after the countdown")
    }

    /// Without the host's audio play, a joiner's grid keys press nothing and nothing calls (R110 is the host's).
    func testWithoutTheHostsAudioPlayNothingCallsAndGridKeysAreNoPresses() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let script = folder.appendingPathComponent("bo.jsonl")
        try (["q", "w", "e", "a", "s", "d", "z", "x", "c"].enumerated()
            .map { #"{"t": \#(5500 + 100 * $0.offset), "type": "key", "key": "\#($0.element)"}"# }.joined(separator: "\n") + "\n")
            .write(to: script, atomically: true, encoding: .utf8)
        let logs = ["host", "bo"].map { folder.appendingPathComponent("\($0).jsonl") }
        let host = try runs.launch(["--host", "--players", "2", "--port", "0", "--seed", "\(Self.seed)", "--name", "Ana",
                                    "--duration", "7"], log: logs[0])
        let port = try runs.hostedPort(logs[0], host)
        let bo = try runs.launch(["--join", "127.0.0.1:\(port)", "--name", "Bo", "--audio-play", "--input", script.path,
                                  "--duration", "13"], log: logs[1])
        for process in [host, bo] { XCTAssertNotNil(runs.finish(process, within: 40), "a player hung") }
        let boLog = runs.events(logs[1])
        XCTAssertTrue(boLog.contains { $0.type == "spawn" })
        XCTAssertFalse(boLog.contains { $0.type == "sound" && $0.string("name") == "call" }, "the joiner's own setting is not the game's")
        XCTAssertFalse(boLog.contains { $0.type == "press" || $0.type == "hit" || $0.string("player") != nil },
                       "no press, catch or miss of anyone's")
    }
}
