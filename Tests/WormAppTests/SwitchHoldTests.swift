import WormGame
import XCTest
@testable import WormApp

/// R114's hold: with one switch, a short press chooses when it is let go, a hold of 1 s or more goes back, in every
/// scanning scene and in play (where it pauses); releases reach the game from scripts as from the window.
nonisolated final class SwitchHoldTests: XCTestCase, @unchecked Sendable {
    @MainActor static var space: KeyPress { KeyPress(.space) }

    /// Space down at `downMs`, let go at `upMs`.
    @MainActor static func held(_ downMs: Int, _ upMs: Int) -> [(Int, PlayerInput)] {
        [(downMs, .key(space)), (upMs, .keyUp(space))]
    }

    func testAShortPressChoosesWhenItIsLetGoAndNotBefore() throws {
        try MainActor.assumeIsolated {
            // Arcade is focused from 2.25 s: Space down at 3 s, let go at 3.4 s.
            let before = try NullRun(first: .title, inject: Self.held(3_000, 3_400), durationMs: 3_390, settings: .withOneSwitch())
            XCTAssertEqual(before.scenes, ["title"], "still down: nothing chosen yet")
            let after = try NullRun(first: .title, inject: Self.held(3_000, 3_400), durationMs: 3_500, settings: .withOneSwitch())
            XCTAssertEqual(after.scenes, ["title", "arcade"])
            XCTAssertTrue(after.of("hold").isEmpty)
        }
    }

    func testTheScanWaitsWhileTheSwitchIsDownSoItChoosesWhatItWasPressedOn() throws {
        try MainActor.assumeIsolated {
            // Classic is focused until 2.25 s; the switch is down from 2 s to 2.9 s, past the scan's move.
            let run = try NullRun(first: .title, inject: Self.held(2_000, 2_900), durationMs: 3_000, settings: .withOneSwitch())
            XCTAssertEqual(run.scenes, ["title", "classic"])
        }
    }

    func testAHoldOfOneSecondGoesBackAndChoosesNothing() throws {
        try MainActor.assumeIsolated {
            // The settings' first item is Music −: a press would lower the music; a hold goes back to the title.
            let run = try NullRun(first: .settings, inject: Self.held(500, 1_800), durationMs: 2_500, settings: .withOneSwitch())
            XCTAssertEqual(run.scenes, ["settings", "title"])
            XCTAssertTrue(run.of("setting").isEmpty, "the hold chose nothing: \(run.of("setting"))")
            let hold = try XCTUnwrap(run.of("hold").first)
            XCTAssertEqual(hold["ms"], .number(1_000))
            XCTAssertEqual(hold["t"], .number(1_500), "it goes back as the second is up, before the switch is let go")
        }
    }

    func testAHoldJustUnderASecondStillChooses() throws {
        try MainActor.assumeIsolated {
            let run = try NullRun(first: .settings, inject: Self.held(500, 1_490), durationMs: 2_500, settings: .withOneSwitch())
            XCTAssertEqual(run.scenes, ["settings"])
            XCTAssertEqual(run.of("setting").count, 1, "Music − chosen")
            XCTAssertTrue(run.of("hold").isEmpty)
        }
    }

    func testInPlayTheSwitchTouchesAtOnceAndAHoldPauses() throws {
        try MainActor.assumeIsolated {
            // Space every 350 ms catches; one held 1.2 s pauses the round, and its overlay's Resume then resumes
            // (after its 3 s countdown).
            var inject = stride(from: 5_400, through: 9_950, by: 350).flatMap { Self.held($0, $0 + 50) }
            inject += Self.held(10_300, 11_500) + Self.held(13_000, 13_100)
            let run = try NullRun(first: .arcade, inject: inject, durationMs: 17_000, settings: .withOneSwitch())
            XCTAssertGreaterThan(run.of("hit").count, 3, "short presses catch at once")
            XCTAssertEqual(run.of("pause").first?["reason"], .string("key"))
            XCTAssertEqual(run.of("hold").count, 1)
            XCTAssertEqual(run.of("resume").count, 1, "the overlay's focus (Resume) chosen by a short press")
        }
    }

    func testWithoutOneSwitchAKeyHeldLongIsOnePress() throws {
        try MainActor.assumeIsolated {
            let run = try NullRun(first: .settings, inject: [(500, .key(KeyPress(.enter))), (2_500, .keyUp(KeyPress(.enter)))],
                                  durationMs: 3_000)
            XCTAssertEqual(run.scenes, ["settings"])
            XCTAssertTrue(run.of("hold").isEmpty)
        }
    }

    func testAHoldInTheNameScenesKeysGoesBackToTheRowsAndOtherwiseKeepsTheName() {
        MainActor.assumeIsolated {
            var naming = OneSwitchNaming()
            XCTAssertFalse(naming.goBack(), "the offer: Esc's to say")
            let rows = [[0, 1, 2], [3, 4]]
            naming.step(interval: 1_000, rows: rows, stepMs: 1_600)
            naming.step(interval: 1_000, rows: rows, stepMs: 10)  // on "Type a name"
            _ = naming.choose(rows: rows)  // the rows
            _ = naming.choose(rows: rows)  // row 1's keys
            naming.step(interval: 1_000, rows: rows, stepMs: 1_600)
            naming.step(interval: 1_000, rows: rows, stepMs: 10)
            XCTAssertEqual(naming.phase, .keys(row: 0, key: 1))
            XCTAssertTrue(naming.goBack())
            XCTAssertEqual(naming.phase, .rows(row: 0))
            XCTAssertFalse(naming.goBack())
        }
    }

    func testAScriptsKeyLineWithMsIsLetGoThatLater() throws {
        try MainActor.assumeIsolated {
            let lines = try InputScript.parse(#"""
                {"t": 100, "type": "key", "key": "space", "ms": 1200}
                {"t": 200, "type": "press", "x": 5, "y": 5}
                """#, fileName: "held.jsonl", isKnownKey: { _ in true })
            XCTAssertEqual(lines.map(\.heldMs), [1_200, 0])
            var feeder = ScriptFeeder(lines: lines)
            var at: [Int: [PlayerInput]] = [:]
            for ms in stride(from: 0, through: 1_400, by: 100) {
                var inputs: [PlayerInput] = []
                _ = feeder.feed(upTo: ms, into: &inputs)
                if !inputs.isEmpty { at[ms] = inputs }
            }
            XCTAssertEqual(at[100], [.key(Self.space)])
            XCTAssertEqual(at[200]?.last, .lifted, "a press without ms is let go at once")
            XCTAssertEqual(at[1_300], [.keyUp(Self.space)])
            XCTAssertThrowsError(try InputScript.parse(#"{"t": 1, "type": "key", "key": "a", "ms": -1}"#, fileName: "bad",
                                                       isKnownKey: { _ in true }))
        }
    }

    func testTheHoldAloneChoosesOnLetGoAndGoesBackAtASecond() {
        MainActor.assumeIsolated {
            var hold = SwitchHold()
            XCTAssertEqual(hold.pass([.key(Self.space)], nowMs: 0, actsOnPress: false).inputs, [])
            XCTAssertTrue(hold.isHeld)
            XCTAssertEqual(hold.pass([.keyUp(Self.space)], nowMs: 300, actsOnPress: false).inputs, [.key(Self.space)])
            XCTAssertEqual(hold.pass([.key(Self.space)], nowMs: 1_000, actsOnPress: true).inputs, [.key(Self.space)],
                           "in play at once")
            let back = hold.pass([], nowMs: 2_000, actsOnPress: true)
            XCTAssertEqual(back.inputs, [.key(KeyPress(.escape))])
            XCTAssertEqual(back.heldMs, 1_000)
            XCTAssertEqual(hold.pass([.lifted], nowMs: 2_500, actsOnPress: false).inputs, [], "its release does nothing more")
            XCTAssertEqual(hold.pass([.keyUp(KeyPress(name: "a")), .text("a")], nowMs: 2_600, actsOnPress: false).inputs, [.text("a")])
            // A click on the pause button paused the round as it went down: held on, it does not resume it.
            XCTAssertEqual(hold.pass([.press(Press(timeMs: 3_000, x: 300, y: 20, source: .mouse))], nowMs: 3_000, actsOnPress: true).inputs.count, 1)
            let paused = hold.pass([], nowMs: 4_000, actsOnPress: false)
            XCTAssertEqual(paused.inputs, [])
            XCTAssertNil(paused.heldMs)
        }
    }
}
extension SwitchHoldTests {
    /// Back on the title is Esc's question whether to quit; the switch answers it.
    func testAHoldOnTheTitleAsksWhetherToQuitAndTheSwitchAnswersNo() throws {
        try MainActor.assumeIsolated {
            let run = try NullRun(first: .title, inject: Self.held(500, 1_700) + Self.held(2_000, 2_100), durationMs: 3_000,
                                  settings: .withOneSwitch())
            XCTAssertEqual(run.of("hold").count, 1)
            XCTAssertEqual(run.of("focus").compactMap { $0["item"] }, [.string("classic"), .string("no"), .string("classic")],
                           "the question opens on No")
            XCTAssertEqual(run.of("confirm").first?["answer"], .string("no"), "a short press answers it")
        }
    }
}
