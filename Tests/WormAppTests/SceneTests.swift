import SDLKit
import WormGame
import XCTest
@testable import WormApp

/// Scene changes by mouse, touch and keys, through the real runner on the headless platform (R20, R13, R33).
nonisolated final class SceneTests: XCTestCase, @unchecked Sendable {
    /// The centre of title button `index` (Classic 0 … Quit 6).
    @MainActor
    func titleButton(_ index: Int) -> (x: Double, y: Double) {
        let frame = TitleScene.frame(ofButton: index)
        return (Double(frame.x + frame.width / 2), Double(frame.y + frame.height / 2))
    }

    func testTheTitleListsItsButtonsInOrderAtLeast44PxTall() {
        MainActor.assumeIsolated {
            let labels = TitleScene(language: .english, cosmeticSeed: 1).menu.buttons.map(\.label)
            XCTAssertEqual(labels, ["Classic", "Arcade", "Daily", "Versus", "Party", "Scores", "Settings", "?", "Quit"])
            let french = TitleScene(language: .french, cosmeticSeed: 1).menu.buttons.map(\.label)
            XCTAssertEqual(french, ["Classique", "Arcade", "Du jour", "Duel", "Fête", "Scores", "Réglages", "?", "Quitter"])
        let kiosk = TitleScene(language: .english, cosmeticSeed: 1, policy: KioskPolicy(kiosk: true))
        XCTAssertEqual(kiosk.menu.buttons.map(\.label), ["Classic", "Arcade", "Daily", "Versus", "Party", "Scores", "?"],
                       "a kiosk's title has no Settings and no Quit (R70)")
            for index in 0..<7 {
                XCTAssertGreaterThanOrEqual(TitleScene.frame(ofButton: index).height, 44)
                if index > 0 {
                    let above = TitleScene.frame(ofButton: index - 1)
                    XCTAssertLessThanOrEqual(above.y + above.height, TitleScene.frame(ofButton: index).y, "no overlap")
                }
            }
            XCTAssertLessThanOrEqual(TitleScene.frame(ofButton: 6).y + 46, Playfield.height)
            let versus = TitleScene.frame(of: .versus), party = TitleScene.frame(of: .party)
            XCTAssertEqual(party.height, versus.height, "Party shares Versus's row (R80)")
            XCTAssertLessThan(versus.x + versus.width, party.x)
        }
    }

    func testEnterOnTheTitleStartsClassicWhereTheFocusStarts() throws {
        try MainActor.assumeIsolated {
            let run = try SceneRun(first: .title, lines: [(100, .key("return"))], durationMs: 2_000)
            XCTAssertEqual(run.scenes, ["title", "classic"])
            XCTAssertEqual(run.modes, ["classic"])
            XCTAssertEqual(run.events.first?["type"], .string("scene"), "the first line names the first scene")
        }
    }

    func testDownAndTabMoveTheFocusAndWrapRound() throws {
        try MainActor.assumeIsolated {
            let down = try SceneRun(first: .title, lines: [(100, .key("down")), (200, .key("return"))], durationMs: 1_000)
            XCTAssertEqual(down.modes, ["arcade"])
            let tabs = try SceneRun(first: .title, lines: [(100, .key("tab")), (104, .key("tab")), (200, .key("space"))],
                                    durationMs: 1_000)
            XCTAssertEqual(tabs.modes, ["daily"])
            let up = try SceneRun(first: .title, lines: [(100, .key("up")), (200, .key("return"))], durationMs: 5_000)
            XCTAssertTrue(up.runner.isDone, "up from Classic wraps to Quit, which ends the program")
            XCTAssertEqual(up.scenes, ["title"])
        }
    }

    func testAMouseClickAndATouchChooseTheirButton() throws {
        try MainActor.assumeIsolated {
            let arcade = titleButton(1), daily = titleButton(2)
            let click = try SceneRun(first: .title, lines: [(50, .press(x: arcade.x, y: arcade.y))], durationMs: 1_000)
            XCTAssertEqual(click.modes, ["arcade"])
            let touch = try SceneRun(first: .title, lines: [(50, .touch(x: daily.x, y: daily.y, finger: 1))], durationMs: 1_000)
            XCTAssertEqual(touch.modes, ["daily"])
            XCTAssertEqual(touch.of("start").first?["seed"], .number(Double(DailySeed.seed(forDate: "2026-11-30"))))
            let presses = touch.of("press")
            XCTAssertEqual(presses.first?["ignored"], .bool(false))
            XCTAssertEqual(presses.first?["source"], .string("touch"))
        }
    }

    func testAPressBesideTheButtonsDoesNothing() throws {
        try MainActor.assumeIsolated {
            let run = try SceneRun(first: .title, lines: [(50, .press(x: 10, y: 300))], durationMs: 1_000)
            XCTAssertEqual(run.scenes, ["title"])
            XCTAssertEqual(run.of("press").first?["ignored"], .bool(true))
        }
    }

    func testEscapeOnTheTitleAsksThenQuitsAndEscapeElsewhereGoesBack() throws {
        try MainActor.assumeIsolated {
            let asked = try SceneRun(first: .title, lines: [(100, .key("escape"))], durationMs: 1_000)
            XCTAssertEqual(asked.runner.runMs, 1_000, "Esc asks first (issue 30)")
            let quit = try SceneRun(first: .title, lines: [(100, .key("escape")), (200, .key("y"))], durationMs: 60_000)
            XCTAssertTrue(quit.runner.isDone)
            XCTAssertLessThan(quit.runner.runMs, 1_000)
            XCTAssertEqual(quit.of("confirm").map { $0["question"] }, [.string("quit")])
            let scores = titleButton(4)
            let back = try SceneRun(first: .title, lines: [(100, .press(x: scores.x, y: scores.y)), (500, .key("escape"))],
                                    durationMs: 1_000)
            XCTAssertEqual(back.scenes, ["title", "scores", "title"])
        }
    }

    func testVersusOpensTheLobbyAndSettingsItsPlaceholderBothWithBack() throws {
        try MainActor.assumeIsolated {
            let versus = titleButton(3), settings = titleButton(5)
            let run = try SceneRun(first: .title, lines: [
                (100, .press(x: versus.x, y: versus.y)), (300, .press(x: 160, y: 404)),
                (500, .press(x: settings.x, y: settings.y)), (700, .key("escape")),
            ], durationMs: 1_000)
            XCTAssertEqual(run.scenes, ["title", "lobby", "title", "settings", "title"])
        }
    }

    /// The issue's case: a scripted Quit on the pause overlay ends the game headless just as in a window.
    func testQuitOnThePauseOverlayGoesBackToTheTitle() throws {
        try MainActor.assumeIsolated {
            let run = try SceneRun(first: .classic, lines: [(6_000, .key("p")), (6_200, .press(x: 160, y: 300))],
                                   durationMs: 20_000)
            XCTAssertEqual(run.scenes, ["classic_summary"], "Quit: the Classic summary on the way to the title (issue 30)")
            let types = run.events.map { $0["type"] }
            let end = try XCTUnwrap(types.firstIndex(of: .string("end")))
            XCTAssertEqual(types[end + 1], .string("scene"), "the game's end line, then its summary")
            XCTAssertEqual(run.events[end].int("t"), 6_204)
            XCTAssertEqual(run.of("end").count, 1, "no second end line when the run stops on the summary")
        }
    }

    func testTheOverlayWorksByKeysToo() throws {
        try MainActor.assumeIsolated {
            // Pause: the focus shows on Resume (R115), Down moves it to Quit, and Enter chooses it.
            let run = try SceneRun(first: .classic, lines: [(6_000, .key("escape")), (6_100, .key("down")),
                                                            (6_200, .key("return"))],
                                   durationMs: 10_000)
            XCTAssertEqual(run.scenes, ["classic_summary"])
            // Enter on Resume starts the 3-2-1.
            let resume = try SceneRun(first: .classic, lines: [(6_000, .key("escape")), (6_200, .key("return"))],
                                      durationMs: 10_000)
            XCTAssertEqual(resume.of("resume").first?["reason"], .string("button"))
            XCTAssertEqual(resume.of("resume").first?.int("t"), 9_200)
        }
    }

    /// The overlay opens on Resume every time (R21): a focus moved to Quit on the first pause is not where the
    /// second one opens, so Enter resumes both times.
    func testEveryPauseOpensItsOverlayOnResume() throws {
        try MainActor.assumeIsolated {
            let run = try SceneRun(first: .classic, lines: [
                (6_000, .key("escape")), (6_100, .key("down")), (6_150, .key("down")), (6_200, .key("escape")),
                (10_000, .key("escape")), (10_100, .key("return")),
            ], durationMs: 14_000)
            XCTAssertTrue(run.scenes.isEmpty, "Enter on the second pause did not quit")
            XCTAssertEqual(run.of("resume").compactMap { $0["reason"] }, [.string("key"), .string("button")])
        }
    }

    /// P or Esc during the resume's 3-2-1 stops it (R13): no `resume`, and the game stays paused, its overlay working.
    func testThePauseKeyDuringTheThreeTwoOneKeepsTheGamePaused() throws {
        try MainActor.assumeIsolated {
            for (pause, resume, stop) in [("escape", "p", "escape"), ("p", "escape", "p")] {
                let run = try SceneRun(first: .classic, lines: [
                    (6_000, .key(pause)), (6_200, .key(resume)), (7_000, .key(stop)),
                    (11_000, .press(x: 160, y: 300)),  // Quit on the overlay: it is still there, 1.8 s after the 3-2-1
                ], durationMs: 12_000)
                XCTAssertTrue(run.of("resume").isEmpty, "\(stop) stops the 3-2-1")
                XCTAssertEqual(run.of("pause").count, 1)
                XCTAssertEqual(run.scenes, ["classic_summary"], "the overlay's Quit works: the game stayed paused")
                XCTAssertEqual(run.of("end").first?.int("t"), 11_004, "ended by the Quit, after its step")
            }
        }
    }

    func testTheOverlaysSoundButtonMutesAndFocusAndMinimizePause() throws {
        try MainActor.assumeIsolated {
            let run = try SceneRun(first: .classic, lines: [
                (5_500, .focus(false)), (5_600, .press(x: 60, y: 390)), (5_700, .key("p")),
                (9_000, .minimize),
            ], durationMs: 10_000)
            XCTAssertEqual(run.of("mute").first?["muted"], .bool(true))
            XCTAssertEqual(run.of("pause").compactMap { $0["reason"] }, [.string("focus"), .string("minimize")])
        }
    }

    func testAnArcadeRoundEndsInItsResultsAndAgainPlaysAnotherWithANewSeed() throws {
        try MainActor.assumeIsolated {
            let run = try SceneRun(first: .arcade, lines: [(66_000, .press(x: 56, y: 444))], durationMs: 67_000)
            XCTAssertEqual(run.scenes, ["results", "arcade"])
            XCTAssertEqual(run.modes, ["arcade", "arcade"])
            let seeds = run.of("start").compactMap { $0["seed"] }
            XCTAssertEqual(seeds.count, 2)
            XCTAssertNotEqual(seeds[0], seeds[1])
            let end = try XCTUnwrap(run.of("end").first)
            XCTAssertEqual(end.int("t"), 65_000, "the round is 60 s after the 5 s countdown")
            XCTAssertEqual(end["score"], .number(0))
            XCTAssertEqual(end["reaction_mean_ms"], .null)
        }
    }

    func testResultsButtonsByKeys() throws {
        try MainActor.assumeIsolated {
            // Right twice reaches Title; Escape also goes to the title.
            let run = try SceneRun(first: .arcade, lines: [(65_100, .key("right")), (65_104, .key("right")),
                                                           (65_200, .key("return"))], durationMs: 66_000)
            XCTAssertEqual(run.scenes, ["results", "title"])
            let scores = try SceneRun(first: .arcade, lines: [(65_900, .press(x: 160, y: 444))], durationMs: 66_500)
            XCTAssertEqual(scores.scenes, ["results", "scores"])
        }
    }

    /// The windowed platform's loop, driven by a hand-advanced clock and SDL's own event queue.
    func testTheWindowedLoopRunsOnAHandAdvancedClock() throws {
        try MainActor.assumeIsolated {
            let fixture = RenderFixture.shared
            EventQueue.flush()
            let clock = ManualClock()
            let sink = MemorySink()
            let context = SceneContext(journal: Journal(sink: sink, language: .english), audio: SilentAudio(),
                                       seed: 3, dailyDate: "2026-11-30", settings: .havingSeenHowToPlay())
            let platform = try WindowedPlatform(window: fixture.window, painter: fixture.scene, clock: clock)
            let runner = Runner(platform: platform, context: context, painter: fixture.scene, first: .title)
            XCTAssertTrue(try runner.runFrame())
            XCTAssertEqual(runner.runMs, 0, "no time has passed")
            clock.advance(by: 0.25)
            XCTAssertTrue(try runner.runFrame())
            XCTAssertEqual(runner.runMs, 248, "62 whole steps of 4 ms in 0.25 s, 2 ms kept")
            clock.advance(by: 5)
            XCTAssertTrue(try runner.runFrame())
            XCTAssertEqual(runner.runMs, 500, "a long frame counts for 250 ms at most (plus the 2 ms kept)")
            let arcade = titleButton(1)
            try EventQueue.pushMousePress(x: Int(arcade.x), y: Int(arcade.y), fromTouch: false, window: fixture.window)
            clock.advance(by: 0.02)
            XCTAssertTrue(try runner.runFrame())
            XCTAssertEqual(runner.scene.name, .arcade)
            XCTAssertTrue(sink.lines.contains { $0.contains(#""type": "start""#) && $0.contains(#""mode": "arcade""#) })
            XCTAssertGreaterThan(clock.slept, 0, "without vsync the loop sleeps to about 60 frames a second")
        }
    }
}

extension SceneTests {
    /// A windowed game whose frames show nothing new is not drawn: the countdown's seconds are drawn once each.
    func testTheWindowedLoopSkipsFramesThatShowNothingNew() throws {
        try MainActor.assumeIsolated {
            let fixture = RenderFixture.shared
            EventQueue.flush()
            let clock = ManualClock()
            let context = SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(),
                                       seed: 3, dailyDate: "2026-11-30")
            let platform = try WindowedPlatform(window: fixture.window, painter: fixture.scene, clock: clock)
            let runner = Runner(platform: platform, context: context, painter: fixture.scene, first: .classic)
            for _ in 0..<240 {  // 4 s of frames at 60 a second: the countdown's first four messages
                clock.advance(by: 1.0 / 64)
                XCTAssertTrue(try runner.runFrame())
            }
            XCTAssertEqual(platform.drawnFrames, 9, "the first frame, one for each countdown message, and one half a second after each")
            XCTAssertEqual(platform.skippedFrames, 231)
        }
    }
}

extension SceneTests {
    /// A game opened from the title counts reaction times on its own clock, not on the run's: the same catch
    /// 196 ms after the worm appeared is 196 ms whether the game opened at once or after 3 s on the title.
    func testReactionTimesCountFromTheWormNotFromTheProgramsStart() throws {
        try MainActor.assumeIsolated {
            let arcade = titleButton(1)
            let opened = try SceneRun(first: .title, lines: [(3_000, .press(x: arcade.x, y: arcade.y))], durationMs: 9_000)
            let start = try XCTUnwrap(opened.runner.sceneStartRunMs > 0 ? opened.runner.sceneStartRunMs : nil)
            let spawn = try XCTUnwrap(opened.of("spawn").first)
            let (t, x, y) = (spawn.int("t")!, spawn.int("x")!, spawn.int("y")!)
            let caught = try SceneRun(first: .title, lines: [
                (3_000, .press(x: arcade.x, y: arcade.y)), (start + t + 196, .press(x: Double(x), y: Double(y))),
            ], durationMs: 9_000)
            XCTAssertEqual(caught.of("hit").first?.int("reaction_ms"), 196)
            XCTAssertEqual(caught.of("hit").first?.int("t"), t + 196, "logged on the game's clock")
        }
    }
}

extension SceneTests {
    /// The results ignore presses for 0.7 s (logged as ignored): a tap meant for the round's last worm does
    /// not choose a button; keys work at once.
    func testTheResultsIgnoreTapsForAMomentAfterTheRound() throws {
        try MainActor.assumeIsolated {
            let early = try SceneRun(first: .arcade, lines: [(65_500, .press(x: 160, y: 444))], durationMs: 66_500)
            XCTAssertEqual(early.scenes, ["results"])
            XCTAssertEqual(early.of("press").last?["ignored"], .bool(true))
            let later = try SceneRun(first: .arcade, lines: [(65_800, .press(x: 160, y: 444))], durationMs: 66_500)
            XCTAssertEqual(later.scenes, ["results", "scores"])
            let key = try SceneRun(first: .arcade, lines: [(65_100, .key("return"))], durationMs: 66_500)
            XCTAssertEqual(key.modes, ["arcade", "arcade"], "Enter on Again at once")
        }
    }
}

extension SceneTests {
    /// The lobby's name is editable (R60): a press on it opens the name scene, typed text and Backspace edit it,
    /// OK goes back to a new lobby with the new name; Esc keeps the old one; a name too long is refused as typed.
    func testTheLobbysNameIsEditableByKeysAndOnScreenKeys() throws {
        try MainActor.assumeIsolated {
            let versus = titleButton(3)
            let name = (x: Double(LobbyLayout.name.x + 20), y: Double(LobbyLayout.name.y + 20))
            let keyA = try XCTUnwrap(OnScreenKeyboard().keys.first { $0.action == .type("A") })
            let ok = try XCTUnwrap(OnScreenKeyboard().keys.first { $0.action == .ok })
            var lines: [(Int, ScriptLine.Action)] = [(100, .press(x: versus.x, y: versus.y)), (300, .press(x: name.x, y: name.y))]
            lines += (0..<8).map { (400 + $0 * 4, ScriptLine.Action.key("backspace")) }
            lines += [(500, .text("Zoé")), (510, .text(" et les vers de terre")),  // too long: refused whole
                      (520, .press(x: Double(keyA.frame.x + 5), y: Double(keyA.frame.y + 5))),
                      (600, .press(x: Double(ok.frame.x + 5), y: Double(ok.frame.y + 5)))]
            let run = try SceneRun(first: .title, lines: lines, durationMs: 1_000)
            XCTAssertEqual(run.scenes, ["title", "lobby", "name", "lobby"])
            XCTAssertEqual((run.runner.scene as? VersusScene)?.displayName, "ZoéA")
            let kept = try SceneRun(first: .title, lines: [(100, .press(x: versus.x, y: versus.y)), (300, .key("n")),
                                                           (400, .text("X")), (500, .key("escape"))], durationMs: 1_000)
            XCTAssertEqual(kept.scenes, ["title", "lobby", "name", "lobby"])
            XCTAssertEqual((kept.runner.scene as? VersusScene)?.displayName, "Player", "the name it had")
            XCTAssertFalse((kept.runner.scene as? VersusScene)?.displayName.hasSuffix("X") ?? true, "Esc keeps the old name")
        }
    }
}

/// A clock that moves only when a test says so.
final class ManualClock: FrameClock {
    private var seconds = 100.0
    /// Total time the loop asked to sleep.
    private(set) var slept = 0.0
    func now() -> Double { seconds }
    func wait(seconds: Double) { slept += seconds }
    func advance(by delta: Double) { seconds += delta }
}
