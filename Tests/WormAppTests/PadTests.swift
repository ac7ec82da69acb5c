import SDLKit
import WormGame
import XCTest
@testable import WormApp

/// Pads (R80), through SDL's virtual pads the way a real pad goes: hot-plug, menus, a whole path by pad alone, the
/// cursor, rumble, tilt and a pad unplugged mid-round.
nonisolated final class PadTests: XCTestCase, @unchecked Sendable {
    func testAPadPluggedInAndOutIsLoggedWithItsName() throws {
        try MainActor.assumeIsolated {
            let run = try SceneRun(first: .title, lines: [PadScript.added(100, name: "Xbox Controller"),
                                                          PadScript.added(200, pad: 1, name: "Second pad"),
                                                          PadScript.removed(300)], durationMs: 400)
            let pads = run.of("pad").map { "\($0.text("t")) \($0.text("pad")) \($0.text("state")) \($0.text("name"))" }
            XCTAssertEqual(pads, ["100 0 added Xbox Controller", "200 1 added Second pad", "300 0 removed Xbox Controller"])
        }
    }

    func testTheDPadMovesTheTitlesFocusAndAChooses() throws {
        try MainActor.assumeIsolated {
            let run = try SceneRun(first: .title, lines: [PadScript.added(0)] + PadScript.tap(100, .dpadDown)
                                   + PadScript.tap(200, .a), durationMs: 400)
            XCTAssertEqual(run.scenes, ["title", "arcade"])
        }
    }

    func testTheLeftStickMovesTheFocusAndAHeldDirectionRepeats() throws {
        try MainActor.assumeIsolated {
            // Leaning down from 100 ms to 552 ms: a move at once, and one more 400 ms later.
            let run = try SceneRun(first: .title, lines: [PadScript.added(0)] + PadScript.lean(100, .leftY, 30_000, steps: 113)
                                   + PadScript.tap(700, .a), durationMs: 800)
            XCTAssertEqual(run.scenes, ["title", "daily"])
        }
    }

    func testSettingsChangeByPadAndBGoesBack() throws {
        try MainActor.assumeIsolated {
            // The title's seventh button is Settings; they open with the focus shown on Music − (R115).
            var lines = [PadScript.added(0)]
            for index in 0..<6 { lines += PadScript.tap(100 + index * 50, .dpadDown) }
            lines += PadScript.tap(500, .a) + PadScript.tap(700, .a) + PadScript.tap(800, .b)
            let run = try SceneRun(first: .title, lines: lines, durationMs: 1_000)
            XCTAssertEqual(run.scenes, ["title", "settings", "title"])
            XCTAssertEqual(run.of("setting").map { "\($0.text("name"))=\($0.text("value"))" }, ["music_volume=70"])
        }
    }

    /// Title → Arcade → a catch by the cursor → the name scene's keyboard → results → scores, with a pad alone.
    func testAPadAloneGoesFromTheTitleThroughARoundAndTheNameToTheScores() throws {
        try MainActor.assumeIsolated {
            var lines = [PadScript.added(0)] + PadScript.tap(100, .dpadDown) + PadScript.tap(200, .a)
            // Seed 3's first worm is at (212, 288) at 5 s; the cursor starts at (160, 240).
            lines += PadScript.lean(1_000, .leftX, 32_767, steps: 33) + PadScript.lean(1_200, .leftY, 32_767, steps: 30)
            lines += PadScript.tap(5_404, .a)
            // The round is over at 65 s: on the keyboard, down a key to A, type it, Start is Enter.
            lines += PadScript.tap(66_000, .dpadDown) + PadScript.tap(66_100, .a) + PadScript.tap(66_200, .start)
            // The results: down to Scores.
            lines += PadScript.tap(67_000, .dpadDown) + PadScript.tap(67_100, .a)
            let run = try SceneRun(first: .title, lines: lines, durationMs: 67_300, seed: 3)
            XCTAssertEqual(run.scenes, ["title", "arcade", "name", "results", "scores"])
            let press = try XCTUnwrap(run.of("press").first)
            XCTAssertEqual(press["source"], .string("pad"))
            XCTAssertEqual(press.int("pad"), 0)
            XCTAssertEqual(run.of("hit").first?.int("worm"), 1)
            XCTAssertEqual(run.of("highscore").first?["name"], .string("A"))
        }
    }

    func testAMissRumblesThePadThatPressed() throws {
        try MainActor.assumeIsolated {
            let run = try SceneRun(first: .arcade, lines: [PadScript.added(0)] + PadScript.tap(5_300, .a),
                                   durationMs: 5_400, seed: 3)
            XCTAssertEqual(run.of("miss").first?["reason"], .string("background"))
            let rumble = try XCTUnwrap(run.of("rumble").first)
            XCTAssertEqual(rumble.int("t"), 5_300)
            XCTAssertEqual(rumble.int("pad"), 0)
            XCTAssertEqual(rumble["strength"], .number(0.6))
            XCTAssertEqual(rumble.int("ms"), 120)
        }
    }

    func testNoRumbleWithVibrationOffOrReducedMotion() throws {
        try MainActor.assumeIsolated {
            for setting in [\Settings.vibration, \Settings.reducedMotion] {
                let settings = SettingsKeeper()
                try settings.set(setting, to: setting == \Settings.reducedMotion)
                let run = try SceneRun(first: .arcade, lines: [PadScript.added(0)] + PadScript.tap(5_300, .a),
                                       durationMs: 7_000, seed: 3, settings: settings)
                XCTAssertEqual(run.of("miss").count, 2, "a press miss and an escape")
                XCTAssertEqual(run.of("rumble").count, 0)
            }
        }
    }

    func testAnEscapeRumblesEveryPadInPlayAndNotOneThatNeverPlayed() throws {
        try MainActor.assumeIsolated {
            let lines = PadScript.ordered([PadScript.added(0), PadScript.added(0, pad: 1), PadScript.added(0, pad: 2, rumble: false),
                                           PadScript.added(0, pad: 3)] + PadScript.tap(100, .x) + PadScript.tap(100, .x, pad: 1)
                                          + PadScript.tap(100, .x, pad: 2))
            let run = try SceneRun(first: .arcade, lines: lines, durationMs: 6_000, seed: 3)
            let escape = try XCTUnwrap(run.of("miss").first)
            XCTAssertEqual(escape["reason"], .string("escape"))
            XCTAssertEqual(run.of("rumble").map { $0.int("pad")! }, [0, 1], "pad 2 has no motor, pad 3 never played")
            XCTAssertEqual(run.of("rumble").map { $0.int("t")! }, [escape.int("t")!, escape.int("t")!])
        }
    }

    func testAGoldenCatchGivesTwoShortPulsesToItsCatcher() throws {
        try MainActor.assumeIsolated {
            var rules = RumbleRules()
            let spawn = GameEvent.spawn(worm: 7, x: 100, y: 100, visibleMs: 900, kind: .golden)
            XCTAssertTrue(rules.rumbles(for: [spawn], pressedBy: nil, inPlay: [0, 1]).isEmpty)
            let catches = rules.rumbles(for: [.hit(worm: 7, reactionMs: 300)], pressedBy: 1, inPlay: [0, 1])
            XCTAssertEqual(catches.map(\.0), [.golden])
            XCTAssertEqual(catches.map(\.1), [[1]])
            XCTAssertTrue(rules.rumbles(for: [.hit(worm: 8, reactionMs: 300)], pressedBy: 1, inPlay: [0, 1]).isEmpty,
                          "a normal worm's catch does not rumble")
            // The pulses, on the step clock: at once and 120 ms later.
            let sink = MemorySink()
            let journal = Journal(sink: sink, language: .english)
            let board = PadBoard()
            _ = board.step([.added(pad: 1, name: "P", rumble: true, sensors: [])], runMs: 0, use: .aim, tiltAim: true,
                           journal: journal, t: 0)
            board.rumble(.golden, pads: [1], journal: journal, t: 0)
            for step in 1...40 { _ = board.step([], runMs: step * 4, use: .aim, tiltAim: true, journal: journal, t: step * 4) }
            XCTAssertEqual(sink.lines.filter { $0.contains("rumble") }, [
                #"{"t": 0, "type": "rumble", "pad": 1, "strength": 0.8, "ms": 50}"#,
                #"{"t": 120, "type": "rumble", "pad": 1, "strength": 0.8, "ms": 50}"#,
            ])
        }
    }

    func testAPadUnpluggedMidRoundPausesTheGame() throws {
        try MainActor.assumeIsolated {
            let lines = [PadScript.added(0), PadScript.added(0, pad: 1)] + PadScript.tap(1_000, .x)
                + [PadScript.removed(5_000, pad: 1), PadScript.removed(6_000)]
            let run = try SceneRun(first: .arcade, lines: lines, durationMs: 6_100, seed: 3)
            XCTAssertEqual(run.of("pause").map { "\($0.text("t")) \($0.text("reason"))" }, ["6000 pad"],
                           "pad 1 never played: its going does not pause")
        }
    }

    func testStartPausesARound() throws {
        try MainActor.assumeIsolated {
            // Start is the pause key in play (P); in menus it is Enter.
            let run = try SceneRun(first: .arcade, lines: [PadScript.added(0)] + PadScript.tap(5_000, .start),
                                   durationMs: 5_100, seed: 3)
            XCTAssertEqual(run.of("pause").map { "\($0.text("t")) \($0.text("reason"))" }, ["5000 key"])
        }
    }

    /// In audio play a press of Y repeats the calls, and Y held a second says the score, once (R110); a short press
    /// says nothing more.
    func testYHeldASecondSaysTheScoreInAudioPlay() throws {
        try MainActor.assumeIsolated {
            let keeper = SettingsKeeper(store: DocumentStore(storage: MemoryStorage(files: [
                .settings: Array(#"{"version": 1, "seen_how_to_play": true, "speech": "on", "audio_play": true}"#.utf8),
            ])) { _ in })
            let held = [PadScript.added(0), (6_000, ScriptLine.Action.pad(.button(pad: 0, .y, down: true))),
                        (8_500, .pad(.button(pad: 0, .y, down: false)))] + PadScript.tap(9_000, .y)
            let run = try SceneRun(first: .arcade, lines: held, durationMs: 9_500, seed: 3, settings: keeper)
            let scores = run.of("speak").filter { $0.text("text").hasPrefix("Score") }
            XCTAssertEqual(scores.map { $0.text("t") }, ["7000"], "said once, a second after Y went down: \(run.of("speak").map { $0.text("text") })")
            let calls = run.of("sound").filter { $0.text("name") == "call" }.map { $0.text("t") }
            XCTAssertTrue(calls.contains("6000") && calls.contains("9000"), "each press repeats the calls: \(calls)")
        }
    }

    func testTheCursorCrossesTheFieldInAboutSixTenthsOfASecondPastItsDeadZone() {
        MainActor.assumeIsolated {
            var cursor = PadCursor(x: 0, y: 240)
            var steps = 0
            // To the right edge less half the cross, which is then drawn whole (issue 30).
            let edge = Double(Playfield.width - 1) - PadCursor.edgeMargin
            while cursor.x < edge && steps < 1_000 {
                cursor.step(stickX: PadCursor.response(1), stickY: 0)
                steps += 1
            }
            XCTAssertEqual(Double(steps * Simulation.stepMs) / 1000, 0.6, accuracy: 0.05)
            for _ in 0..<100 { cursor.step(stickX: 1, stickY: 1) }
            XCTAssertEqual([cursor.x, cursor.y], [edge, Double(Playfield.height - 1) - PadCursor.edgeMargin], "never half off the field")
            XCTAssertEqual(PadCursor.response(0.2), 0, "the dead zone is 20 %")
            XCTAssertEqual(PadCursor.response(-0.19), 0)
            XCTAssertEqual(PadCursor.response(0.6), 0.25, accuracy: 1e-12, "past it, a curve for fine aim")
            XCTAssertEqual(PadCursor.response(-1), -1)
        }
    }

    func testTheTiltFilterIsTheTutorialsLowPass() {
        MainActor.assumeIsolated {
            var filter = TiltFilter()
            filter.take([0.0, -9.8, 0.5])
            XCTAssertEqual(filter.value[0], 0, accuracy: 1e-12)
            XCTAssertEqual(filter.value[1], -0.98, accuracy: 1e-12)
            XCTAssertEqual(filter.value[2], 0.05, accuracy: 1e-12)
            filter.take([2.0, -9.8, 0.5])
            XCTAssertEqual(filter.value[0], 0.2, accuracy: 1e-12)
            XCTAssertEqual(filter.value[1], -1.862, accuracy: 1e-12)  // 0.1 × −9.8 + 0.9 × −0.98
            XCTAssertEqual(filter.value[2], 0.095, accuracy: 1e-12)
        }
    }

    func testTiltingAPadWithAnAccelerometerAimsUnlessTiltAimIsOff() throws {
        try MainActor.assumeIsolated {
            // Rolled right by 30° (half a g across) for 0.4 s, then level again; A at 1.5 s.
            var lines = [PadScript.added(0, sensors: [.accel])]
            for step in 0..<100 { lines.append((100 + step * 4, .pad(.motion(pad: 0, .accel, values: [4.903, -8.49, 0])))) }
            for step in 0..<200 { lines.append((500 + step * 4, .pad(.motion(pad: 0, .accel, values: [0, -9.8, 0])))) }
            lines += PadScript.tap(1_500, .a)
            for tiltAim in [true, false] {
                let settings = SettingsKeeper()
                try settings.set(\.tiltAim, to: tiltAim)
                let run = try SceneRun(first: .arcade, lines: lines, durationMs: 1_600, settings: settings)
                let press = try XCTUnwrap(run.of("press").first)
                if tiltAim {
                    XCTAssertGreaterThan(press.int("x")!, 200)
                } else {
                    XCTAssertEqual(press.int("x"), 160)
                }
                XCTAssertEqual(press.int("y"), 240)
            }
        }
    }

    /// The high-score name scene rings the key under a pad's cursor, as every on-screen keyboard does (R80).
    func testTheNameScenesKeyUnderThePadsCursorIsRinged() throws {
        try MainActor.assumeIsolated {
            // As above, to the keyboard of the name scene at 65 s, then down a key from 1 to A.
            var lines = [PadScript.added(0)] + PadScript.tap(100, .dpadDown) + PadScript.tap(200, .a)
            lines += PadScript.lean(1_000, .leftX, 32_767, steps: 33) + PadScript.lean(1_200, .leftY, 32_767, steps: 30)
            lines += PadScript.tap(5_404, .a) + PadScript.tap(66_000, .dpadDown)
            let run = try SceneRun(first: .title, lines: lines, durationMs: 66_100, seed: 3)
            XCTAssertEqual(run.scenes.last, "name")
            let image = try RenderFixture.shared.renderer.readPixels(width: Playfield.width, height: Playfield.height)
            XCTAssertEqual(PartyNameTests.rgb(image, x: 4, y: 270), [255, 214, 64], "the ring left of A")
            XCTAssertNotEqual(PartyNameTests.rgb(image, x: 4, y: 228), [255, 214, 64], "no ring left of 1")
        }
    }

    func testTheCursorIsDrawnOnTheFieldWhileAPadPlays() throws {
        try MainActor.assumeIsolated {
            let lines = [PadScript.added(0)] + PadScript.lean(1_000, .leftX, 32_767, steps: 33)
                + PadScript.lean(1_200, .leftY, 32_767, steps: 30)
            _ = try SceneRun(first: .arcade, lines: lines, durationMs: 3_000, seed: 3)
            let image = try RenderFixture.shared.renderer.readPixels(width: Playfield.width, height: Playfield.height)
            try GoldenImage.check(image, named: "pad-cursor")
        }
    }

    func testScriptPadLinesAreChecked() {
        MainActor.assumeIsolated {
            @MainActor func error(_ text: String) -> String {
                do {
                    _ = try InputScript.parse(text, fileName: "s.jsonl") { _ in true }
                    return "no error"
                } catch {
                    return "\(error)"
                }
            }
            XCTAssertTrue(error(#"{"t": 0, "type": "pad_button", "pad": 0, "button": "a", "down": true}"#)
                .contains("line 1: pad 0 is not plugged in"))
            let added = #"{"t": 0, "type": "pad_added", "pad": 0}"# + "\n"
            XCTAssertTrue(error(added + #"{"t": 1, "type": "pad_button", "pad": 0, "button": "z", "down": true}"#)
                .contains("line 2: unknown button"))
            XCTAssertTrue(error(added + #"{"t": 1, "type": "pad_axis", "pad": 0, "axis": "leftx", "value": 40000}"#)
                .contains("line 2: \"value\" must be from -32768 to 32767"))
            XCTAssertTrue(error(added + added).contains("line 2: pad 0 is plugged in already"))
            XCTAssertTrue(error(#"{"t": 0, "type": "pad_added", "pad": 4}"#).contains("\"pad\" must be from 0 to 3"))
            XCTAssertTrue(error(added + #"{"t": 1, "type": "pad_motion", "pad": 0, "sensor": "accel", "values": [1, 2]}"#)
                .contains("line 2: \"values\" is not a list of 3 numbers"))
        }
    }

    /// What puts a pad in play (R80): a button, or its stick pushed past the dead zone; a stick drifting inside it does
    /// not, so that pad's cursor never shows and an escape does not rumble it.
    func testAStickPastItsDeadZonePutsAPadInPlayAndItsDriftDoesNot() throws {
        try MainActor.assumeIsolated {
            let lines = PadScript.ordered([PadScript.added(0), PadScript.added(0, pad: 1)]
                + PadScript.lean(100, .leftX, 3_000, steps: 5) + PadScript.lean(100, .leftY, 20_000, steps: 5, pad: 1))
            let run = try SceneRun(first: .arcade, lines: lines, durationMs: 6_000, seed: 3)
            XCTAssertEqual(run.of("miss").first?["reason"], .string("escape"))
            XCTAssertEqual(run.of("rumble").map { $0.int("pad")! }, [1], "pad 0's stick only drifted")
            XCTAssertEqual(run.runner.context.pads.deck.cursors().map(\.pad), [1])
        }
    }

    /// A Versus or Party miss rumbles the pad that pressed, as a miss in a round does (R80); a pulse due after its pad
    /// was unplugged is dropped, not logged.
    func testAVersusMissRumblesItsPadAndAnUnpluggedPadsPulseIsDropped() throws {
        try MainActor.assumeIsolated {
            var rules = RumbleRules()
            let misses = rules.rumbles(for: [.versusMiss(seat: 1)], padsBySeat: [1: 2], inPlay: [0, 2])
            XCTAssertEqual(misses.map(\.0), [.miss])
            XCTAssertEqual(misses.map(\.1), [[2]])
            let sink = MemorySink()
            let journal = Journal(sink: sink, language: .english)
            let board = PadBoard()
            _ = board.step([.added(pad: 1, name: "P", rumble: true, sensors: [])], runMs: 0, use: .aim, tiltAim: true,
                           journal: journal, t: 0)
            board.rumble(.golden, pads: [1], journal: journal, t: 0)
            _ = board.step([.removed(pad: 1, name: "P")], runMs: 4, use: .aim, tiltAim: true, journal: journal, t: 4)
            for step in 2...40 { _ = board.step([], runMs: step * 4, use: .aim, tiltAim: true, journal: journal, t: step * 4) }
            XCTAssertEqual(sink.lines.filter { $0.contains("rumble") }.count, 1, "the second pulse's pad is gone")
        }
    }

    /// A reading that is not a number (a driver's glitch) leaves the tilt filter's value as it was.
    func testTheTiltFilterSkipsReadingsThatAreNotNumbers() {
        MainActor.assumeIsolated {
            var filter = TiltFilter()
            filter.take([1.0, 1.0, 1.0])
            filter.take([.nan, 2.0, .infinity])
            XCTAssertEqual(filter.value[0], 0.1, accuracy: 1e-12)
            XCTAssertEqual(filter.value[1], 0.29, accuracy: 1e-12)
            XCTAssertEqual(filter.value[2], 0.1, accuracy: 1e-12)
        }
    }
}
