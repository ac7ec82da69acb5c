import SDLKit
import WormGame
import XCTest
@testable import WormApp

/// Party (R80): four pads race on one screen in Versus's race, decided by this machine.
nonisolated final class PartyTests: XCTestCase, @unchecked Sendable {
    /// Four pads join with A; pad 1's cursor goes from (80, 280) to (182, 235) by the stick; pad 0's Start begins the
    /// round at 2 s.
    @MainActor
    static func lobby() -> [PadScript.Line] {
        var lines = (0..<4).map { PadScript.added(0, pad: $0, name: "Pad \($0)") }
        for pad in 0..<4 { lines += PadScript.tap(100 + pad * 4, .a, pad: pad) }
        lines += PadScript.lean(1_000, .leftX, 32_767, steps: 55, pad: 1) + PadScript.lean(1_300, .leftY, -32_767, steps: 30, pad: 1)
        return lines
    }

    func testFourPadsRaceAndTheFirstPressWinsByTenMilliseconds() throws {
        try MainActor.assumeIsolated {
            // Seed 7's second worm is at (182, 235) from 5 s of the round (the round's clock starts at 2004 ms). Pad 0
            // presses it at 7102 ms, pad 1 10 ms later: the pads are read at each 4 ms step, so the round sees them at
            // 5100 and 5108 ms of its clock.
            let lines = PadScript.ordered(PartyTests.lobby() + PadScript.tap(2_000, .start) + PadScript.tap(7_102, .a)
                + PadScript.tap(7_112, .a, pad: 1))
            let storage = MemoryStorage()
            let run = try SceneRun(first: .party, lines: lines, durationMs: 67_100, seed: 7, storage: storage)
            XCTAssertEqual(run.of("peer").map { $0.text("name") }, ["Player 1", "Player 2", "Player 3", "Player 4"])
            XCTAssertEqual(run.modes, ["party"])
            let hit = try XCTUnwrap(run.of("hit").first)
            XCTAssertEqual("\(hit.text("t")) \(hit.text("worm")) \(hit.text("player"))", "5100 2 Player 1")
            let late = try XCTUnwrap(run.of("late").first)
            XCTAssertEqual("\(late.text("t")) \(late.text("worm")) \(late.text("player"))", "5108 2 Player 2")
            let result = try XCTUnwrap(run.of("result").first)
            XCTAssertEqual(result["winner"], .string("Player 1"))
            XCTAssertEqual(run.of("hit").count, 1)
            XCTAssertEqual(run.of("miss").filter { $0["player"] != nil }.count, 0, "a late press is no miss")
            // The history keeps the round as Versus's does (R61).
            XCTAssertEqual(run.of("saved").map { $0.text("file") }, ["scores.json"])
            guard case .bytes(let bytes) = storage.read(.scores) else { return XCTFail("no scores.json") }
            let saved = String(decoding: bytes, as: UTF8.self)
            XCTAssertTrue(saved.contains(#""winner": "Player 1""#), saved)
            try GoldenImage.check(RenderFixture.shared.renderer.readPixels(width: Playfield.width, height: Playfield.height),
                                  named: "party-results")
        }
    }

    /// In the round, the scoreboard writes each player in their colour after their letter (issue 30; R115: never by
    /// colour alone), under the big countdown's last word.
    func testTheScoreboardShowsEachPlayerInTheirColourWithTheirLetter() throws {
        try MainActor.assumeIsolated {
            let lines = PadScript.ordered(PartyTests.lobby() + PadScript.tap(2_000, .start))
            let run = try SceneRun(first: .party, lines: lines, durationMs: 6_500, seed: 7)
            XCTAssertEqual(run.modes, ["party"])
            try GoldenImage.check(RenderFixture.shared.renderer.readPixels(width: Playfield.width, height: Playfield.height),
                                  named: "party-round")
        }
    }

    func testTheLobbyShowsEachPlayerInTheirColourAndTheirCursors() throws {
        try MainActor.assumeIsolated {
            let run = try SceneRun(first: .party, lines: PartyTests.lobby(), durationMs: 1_600, seed: 7)
            XCTAssertEqual(run.of("peer").count, 4)
            XCTAssertTrue(run.modes.isEmpty, "no round before Start")
            try GoldenImage.check(RenderFixture.shared.renderer.readPixels(width: Playfield.width, height: Playfield.height),
                                  named: "party-lobby")
        }
    }

    func testOnePlayerCannotStartAndAPadUnpluggedInTheRoundPausesIt() throws {
        try MainActor.assumeIsolated {
            var lines = [PadScript.added(0), PadScript.added(0, pad: 1)] + PadScript.tap(100, .a) + PadScript.tap(200, .start)
            lines += PadScript.tap(300, .a, pad: 1) + PadScript.tap(400, .start) + [PadScript.removed(3_000, pad: 1)]
            lines.append((4_000, .press(x: 160, y: 300)))  // the mouse player resumes with a tap: no Start, no Esc
            let run = try SceneRun(first: .party, lines: lines, durationMs: 7_500, seed: 7)
            XCTAssertEqual(run.of("start").map { $0.text("t") }, ["0"], "one round, from the second Start")
            XCTAssertEqual(run.of("pause").map { $0.text("reason") }, ["pad"])
            XCTAssertEqual(run.of("resume").count, 1, "a tap while paused starts the 3-2-1, and play goes on")
        }
    }

    /// Party's rumble (R80): a miss rumbles the pad that missed with one pulse (60 % for 120 ms), an escape every pad
    /// in play; under reduced motion nothing rumbles.
    func testAMissRumblesItsPadAndAnEscapeEveryPadButNotUnderReducedMotion() throws {
        try MainActor.assumeIsolated {
            let lines = PadScript.ordered([PadScript.added(0), PadScript.added(0, pad: 1)] + PadScript.tap(100, .a)
                + PadScript.tap(104, .a, pad: 1) + PadScript.tap(200, .start) + PadScript.tap(5_300, .a))
            let run = try SceneRun(first: .party, lines: lines, durationMs: 8_000, seed: 3)
            let miss = try XCTUnwrap(run.of("miss").first { $0["player"] != nil }, "pad 0 pressed the background")
            let escape = try XCTUnwrap(run.of("miss").first { $0["reason"] == .string("escape") })
            XCTAssertLessThan(miss.int("t")!, escape.int("t")!)
            let rumbles = run.of("rumble").filter { $0.int("t")! <= escape.int("t")! }
            XCTAssertEqual(rumbles.map { "\($0.text("t")) \($0.text("pad")) \($0.text("ms"))" },
                           ["\(miss.text("t")) 0 120", "\(escape.text("t")) 0 120", "\(escape.text("t")) 1 120"])
            XCTAssertTrue(run.of("rumble").allSatisfy { $0["strength"] == .number(0.6) && $0.int("ms") == 120 },
                          "a miss's pulse, never a golden one")
            let settings = SettingsKeeper()
            try settings.set(\Settings.reducedMotion, to: true)
            let still = try SceneRun(first: .party, lines: lines, durationMs: 8_000, seed: 3, settings: settings)
            XCTAssertEqual(still.of("miss").count, run.of("miss").count, "the same round")
            XCTAssertTrue(still.of("rumble").isEmpty)
        }
    }

    /// Only a player in the party starts it: the mouse's click on Start while it has not joined joins it instead.
    func testAClickOnStartFromOutsideThePartyJoinsRatherThanStarts() throws {
        try MainActor.assumeIsolated {
            let start = PartyLayout.start
            let lines = PadScript.ordered([PadScript.added(0), PadScript.added(0, pad: 1)] + PadScript.tap(100, .a)
                + PadScript.tap(104, .a, pad: 1) + [(300, .press(x: Double(start.x + start.width / 2), y: Double(start.y + start.height / 2)))])
            let run = try SceneRun(first: .party, lines: lines, durationMs: 600, seed: 7)
            XCTAssertTrue(run.modes.isEmpty, "no round")
            XCTAssertEqual(run.of("peer").map { $0.text("name") }, ["Player 1", "Player 2", "Player 3"])
        }
    }

    /// Party rumbles by the rules every round does (R80, `RumbleRules`): a miss rumbles the pad of the player who made
    /// it, never another's; an escape every pad in play.
    func testAMissRumblesItsPlayersPadAndAnEscapeEveryPad() throws {
        try MainActor.assumeIsolated {
            // Pad 2 presses the ground at its cursor 6 s into the round (the round's clock starts at 2004 ms).
            let lines = PadScript.ordered(PartyTests.lobby() + PadScript.tap(2_000, .start) + PadScript.tap(8_004, .a, pad: 2))
            let run = try SceneRun(first: .party, lines: lines, durationMs: 16_000, seed: 7)
            let miss = try XCTUnwrap(run.of("miss").first { $0["player"] != nil })
            XCTAssertEqual("\(miss.text("t")) \(miss.text("player"))", "6000 Player 3")
            let rumbles = run.of("rumble")
            XCTAssertEqual(rumbles.filter { $0.int("t") == 6_000 }.map { $0.int("pad")! }, [2], "the miss: its player's pad alone")
            let escape = try XCTUnwrap(run.of("miss").first { $0["reason"] == .string("escape") })
            XCTAssertEqual(rumbles.filter { $0.int("t") == escape.int("t") }.map { $0.int("pad")! }, [0, 1, 2, 3])
            XCTAssertEqual(rumbles.filter { $0["strength"] == .number(0.6) }.count, rumbles.count, "every one a miss's")
        }
    }
}

