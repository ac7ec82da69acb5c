import SDLKit
import WormGame
import XCTest
@testable import WormApp

/// R73: the PIN pad opens from Ctrl+Alt+O or a 5 s hold on the top-left corner where a PIN is set; the right PIN
/// opens the operator menu, three wrong ones lock the pad 60 s; the PIN never reaches the log.
nonisolated final class OperatorTests: XCTestCase, @unchecked Sendable {
    @MainActor static let ctrlAltO = PlayerInput.key(KeyPress(name: "o", control: true, alt: true))
    @MainActor static let hold = ScriptLine.Action.gesture(x: 10, y: 10, dx: 0, dy: 0, ms: 5_200)

    /// The keys that type `pin` then Enter, from `t` on, 50 ms apart.
    @MainActor static func typing(_ pin: String, at t: Int) -> [(Int, ScriptLine.Action)] {
        pin.enumerated().map { (t + $0.offset * 50, .key(String($0.element))) } + [(t + pin.count * 50, .key("return"))]
    }

    /// The centre of the pad's key that types `digit` (or Del, OK).
    @MainActor
    static func padKey(_ key: PinPadScene.PadKey) -> ScriptLine.Action {
        let keys: [PinPadScene.PadKey] = (1...9).map { .digit($0) } + [.delete, .digit(0), .ok]
        let frame = PinPadScene.frame(ofKey: keys.firstIndex(of: key)!)
        return .press(x: Double(frame.x + frame.width / 2), y: Double(frame.y + frame.height / 2))
    }

    /// A press on the operator menu's button `choice`.
    @MainActor
    static func button(_ choice: OperatorMenuScene.Choice) -> ScriptLine.Action {
        let frame = OperatorMenuScene.menu(Settings(), language: .english).buttons.first { $0.choice == choice }!.frame
        return .press(x: Double(frame.x + 10), y: Double(frame.y + 10))
    }

    @MainActor
    func run(_ lines: [(Int, ScriptLine.Action)], inject: [(Int, PlayerInput)] = [], pin: String? = "2468",
             durationMs: Int = 3_000, storage: MemoryStorage = MemoryStorage(), first: SceneName = .title) throws -> NullRun {
        // On the null platform: no SDL.
        try NullRun(first: first, lines: lines, inject: inject, durationMs: durationMs, storage: storage,
                    run: KioskFixture.run(pin: pin))
    }

    func testTheRightPinOpensTheMenuAndNeverReachesTheLog() throws {
        try MainActor.assumeIsolated {
            let byKeys = try run(OperatorTests.typing("2468", at: 200), inject: [(100, OperatorTests.ctrlAltO)])
            XCTAssertEqual(byKeys.scenes, ["title", "operator_pin", "operator"])
            XCTAssertEqual(byKeys.of("operator").map { $0.text("action") }, ["opened"])
            XCTAssertFalse(byKeys.lines.joined().contains("2468"), "the PIN is never logged")

            let byTouch = try run([(100, OperatorTests.hold)] + [2, 4, 6, 8].enumerated().map {
                (300 + $0.offset * 100, OperatorTests.padKey(.digit($0.element)))
            } + [(800, OperatorTests.padKey(.ok))])
            XCTAssertEqual(byTouch.scenes, ["title", "operator_pin", "operator"])
            XCTAssertEqual(byTouch.of("press").count, 1, "only the hold's touch on the title: the pad's presses are not logged")
        }
    }

    func testThePadSpeaksEachKeyAsTheFocusMovesAndCountsDigitsButNeverLogsOne() throws {
        try MainActor.assumeIsolated {
            let speaking = SettingsKeeper(store: DocumentStore(storage: MemoryStorage(files: [
                .settings: Array(#"{"version": 1, "seen_how_to_play": true, "speech": "on"}"#.utf8),
            ])) { _ in })
            // Right to 2, Space enters it; the keys 4 6 typed; Down from 3 to 6, Left to 5; Backspace; 8; Enter: wrong.
            let keys: [(Int, ScriptLine.Action)] = [(200, .key("right")), (250, .key("space")), (300, .key("4")),
                                                     (350, .key("6")), (400, .key("right")), (450, .key("down")),
                                                     (500, .key("left")), (550, .key("backspace")), (600, .key("9")),
                                                     (650, .key("return"))]
            let run = try NullRun(first: .title, lines: keys, inject: [(100, OperatorTests.ctrlAltO)], durationMs: 1_000,
                                  settings: speaking, run: KioskFixture.run(pin: "2468"))
            let spoken = run.of("speak").compactMap { $0.text("text") }
            XCTAssertEqual(Array(spoken.drop { $0 != "Operator PIN" }),
                           ["Operator PIN", "Type the PIN, then Enter. Or the arrow keys walk the pad, and Space presses a key.",
                            "digit", "digit", "1 digit entered", "2 digits entered", "3 digits entered", "digit", "digit",
                            "digit", "2 digits entered", "3 digits entered", "Wrong PIN: 2 tries left"])
            XCTAssertEqual(run.of("focus").filter { $0.text("scene") == "operator_pin" }.compactMap { $0.text("item") }, ["digit"],
                           "every digit key is the same item to the log")
            XCTAssertFalse(run.lines.joined().contains(#""text": "2""#), "no digit is logged")
        }
    }

    func testAShortHoldOrNoPinOpensNothing() throws {
        try MainActor.assumeIsolated {
            let short = try run([(100, .gesture(x: 10, y: 10, dx: 0, dy: 0, ms: 4_000)),
                                 (200, .gesture(x: 100, y: 10, dx: 0, dy: 0, ms: 6_000))])
            XCTAssertEqual(short.scenes, ["title"], "under 5 s, or out of the corner")
            let noPin = try run([(100, OperatorTests.hold)], inject: [(200, OperatorTests.ctrlAltO)], pin: nil)
            XCTAssertEqual(noPin.scenes, ["title"], "without a PIN there is no operator menu")
        }
    }

    func testThreeWrongPinsLockThePadForSixtySeconds() throws {
        try MainActor.assumeIsolated {
            let lines = OperatorTests.typing("1111", at: 200) + OperatorTests.typing("1234", at: 500)
                + OperatorTests.typing("9999", at: 800) + OperatorTests.typing("2468", at: 1_100)
                + OperatorTests.typing("2468", at: 61_000)
            let run = try run(lines, inject: [(100, OperatorTests.ctrlAltO)], durationMs: 62_000)
            XCTAssertEqual(run.of("operator").map { $0.text("action") }, ["wrong_pin", "wrong_pin", "locked", "locked", "opened"],
                           "the right PIN is refused while the pad is locked")
            XCTAssertEqual(run.scenes.last, "operator")
            XCTAssertGreaterThanOrEqual(run.of("operator").last?.int("t") ?? 0, 60_800)
        }
    }

    /// The lock holds when the pad is closed and opened again.
    func testTheLockOutlivesThePad() throws {
        try MainActor.assumeIsolated {
            let lines = OperatorTests.typing("1111", at: 200) + OperatorTests.typing("1111", at: 500)
                + OperatorTests.typing("1111", at: 800) + [(1_100, .key("escape"))] + OperatorTests.typing("2468", at: 1_300)
            let run = try run(lines, inject: [(100, OperatorTests.ctrlAltO), (1_200, OperatorTests.ctrlAltO)])
            XCTAssertEqual(run.scenes, ["title", "operator_pin", "title", "operator_pin"])
            XCTAssertEqual(run.of("operator").map { $0.text("action") }, ["wrong_pin", "wrong_pin", "locked", "locked"])
            let pad = try XCTUnwrap(run.runner.scene as? PinPadScene)
            XCTAssertGreaterThan(pad.lockedSeconds, 55)
        }
    }

    /// In a window, the mouse held on the corner for 5 s makes the long press a finger does; a click does not.
    func testTheMouseHeldOnTheCornerIsALongPress() throws {
        try MainActor.assumeIsolated {
            let fixture = RenderFixture.shared
            EventQueue.flush()
            let platform = try WindowedPlatform(window: fixture.window, painter: fixture.scene, clock: ManualClock())
            var inputs: [PlayerInput] = []
            try EventQueue.pushMousePress(x: 10, y: 12, fromTouch: false, window: fixture.window)
            _ = try platform.beginFrame(runMs: 1_000, inputs: &inputs)
            try EventQueue.pushMouseRelease(x: 11, y: 12, window: fixture.window)
            _ = try platform.beginFrame(runMs: 6_200, inputs: &inputs)
            // The button let go reaches the game too (R114's hold), before the gesture it made.
            XCTAssertEqual(inputs, [.press(Press(timeMs: 1_000, x: 10, y: 12, source: .mouse)), .lifted,
                                    .longPress(x: 10, y: 12, ms: 5_200)])
            inputs = []
            try EventQueue.pushMousePress(x: 10, y: 12, fromTouch: false, window: fixture.window)
            try EventQueue.pushMouseRelease(x: 10, y: 12, window: fixture.window)
            _ = try platform.beginFrame(runMs: 7_000, inputs: &inputs)
            XCTAssertEqual(inputs, [.press(Press(timeMs: 7_000, x: 10, y: 12, source: .mouse)), .lifted], "a click is a press and its release alone")
        }
    }

    /// The menu's clearing asks first: No keeps the tables, Yes clears today's Daily or every table.
    func testClearingAsksFirst() throws {
        try MainActor.assumeIsolated {
            let row = KioskFixture.playedRow(seed: 41)
            var document = ScoresDocument()
            document.arcade.insert(row)
            document.daily["2026-11-30", default: ScoreTable()].insert(row)
            document.daily["2026-11-29", default: ScoreTable()].insert(row)
            document.played(daily: "2026-11-30", score: 700)
            document.played(daily: "2026-11-29", score: 500)
            document.played(versus: VersusRecord(time: 1_764_460_800, result: VersusResult(standings: [
                VersusStanding(name: "Ana", caught: 5), VersusStanding(name: "Bo", caught: 4)])))
            let text = Array(document.text.utf8)
            let storage = { MemoryStorage(files: [.scores: text]) }
            let button = OperatorTests.button
            let yes = ScriptLine.Action.press(x: Double(LeaveQuestion.yes.x + 10), y: Double(LeaveQuestion.yes.y + 10))
            let no = ScriptLine.Action.press(x: Double(LeaveQuestion.no.x + 10), y: Double(LeaveQuestion.no.y + 10))

            let kept = try run([(100, button(.clearAll)), (200, no)], first: .operatorMenu)
            XCTAssertEqual(kept.of("confirm").map { $0.text("answer") }, ["no"])
            let today = try run([(100, button(.clearToday)), (200, yes)], storage: storage(), first: .operatorMenu)
            XCTAssertEqual(today.of("confirm").map { $0.text("question") }, ["clear_today"])
            XCTAssertEqual(today.of("operator").map { $0.text("action") }, ["cleared_today"])
            let afterToday = today.runner.context.scores.document
            XCTAssertTrue(afterToday.daily("2026-11-30").entries.isEmpty)
            XCTAssertEqual(afterToday.daily("2026-11-29").entries.count, 1, "another day's table stays")
            XCTAssertEqual(afterToday.arcade.entries.count, 1)
            XCTAssertEqual(afterToday.dailyBest, ["2026-11-29": 500], "today's best goes from the title, another day's stays")
            XCTAssertEqual(afterToday.versus.count, 1)
            let all = try run([(100, button(.clearAll)), (200, .key("y"))], storage: storage(), first: .operatorMenu)
            XCTAssertEqual(all.of("operator").map { $0.text("action") }, ["cleared_all"])
            XCTAssertTrue(all.runner.context.scores.document.arcade.entries.isEmpty)
            XCTAssertTrue(all.runner.context.scores.document.daily("2026-11-29").entries.isEmpty)
            XCTAssertTrue(all.runner.context.scores.document.dailyBest.isEmpty)
            XCTAssertTrue(all.runner.context.scores.document.versus.isEmpty, "the Versus history too")
            XCTAssertEqual(all.of("saved").count, 1)
        }
    }

    func testVolumesLanguageAndQuit() throws {
        try MainActor.assumeIsolated {
            let button = OperatorTests.button
            let run = try run([(100, button(.musicDown)), (200, button(.effectsUp)), (300, button(.language)),
                               (400, button(.quit))], first: .operatorMenu)
            XCTAssertEqual(run.of("operator").map { $0.text("action") }, ["music_volume", "effects_volume", "language", "quit"])
            XCTAssertEqual(run.of("setting").map { $0.text("name") }, ["music_volume", "effects_volume", "language"])
            XCTAssertTrue(run.runner.isDone)
            XCTAssertLessThan(run.runner.runMs, 500, "Quit ends the program")
        }
    }

    /// Today's figures count the rounds this run finished today; a new day starts again.
    func testTodaysFigures() throws {
        try MainActor.assumeIsolated {
            let t = NameSceneTests.afterRound
            let run = try SceneRun(first: .arcade, lines: NameSceneTests.catchOne + [(t, .key("return"))], durationMs: t + 500,
                                   seed: 7)
            let figures = run.runner.context.figures.figures(on: "2026-11-30")
            XCTAssertEqual(figures.rounds, 1)
            XCTAssertEqual(figures.catches, 1)
            XCTAssertEqual(figures.bestScore, run.of("end").first?.int("score"))
            let counted = TodayFigures()
            counted.record(score: 100, caught: 10, on: "2026-11-30")
            counted.record(score: 51, caught: 5, on: "2026-11-30")
            XCTAssertTrue(counted.figures(on: "2026-11-30") == (2, 76, 100, 15))
            counted.record(score: 7, caught: 1, on: "2026-12-01")
            XCTAssertTrue(counted.figures(on: "2026-12-01") == (1, 7, 7, 1))
            XCTAssertTrue(counted.figures(on: "2026-11-30") == (0, 0, 0, 0))
        }
    }
}
