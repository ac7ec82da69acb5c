import SDLKit
import WormGame
import XCTest
@testable import WormApp

/// After Quit on a Classic game's pause: its summary, and the best Classic game kept in scores.json (issue 30).
nonisolated final class ClassicSummaryTests: XCTestCase, @unchecked Sendable {
    func testAStreakIsTheLongestRunOfCatchesWithNoMissBetween() {
        var streak = StreakCounter()
        for (caught, missed) in [(1, 0), (2, 0), (3, 0), (3, 1), (4, 1), (5, 1), (5, 1)] { streak.follow(caught: caught, missed: missed) }
        XCTAssertEqual(streak.best, 3)
    }

    func testTheBestRanksByStreakThenByAccuracyOverTwentyWorms() {
        let long = ClassicSession(caught: 10, missed: 10, bestStreak: 6)
        XCTAssertTrue(long.ranks(above: nil))
        XCTAssertFalse(ClassicSession(caught: 0, missed: 0, bestStreak: 0).ranks(above: nil), "no worm: nothing kept")
        XCTAssertTrue(long.ranks(above: ClassicSession(caught: 30, missed: 0, bestStreak: 5)))
        let sure = ClassicSession(caught: 18, missed: 2, bestStreak: 6), few = ClassicSession(caught: 6, missed: 0, bestStreak: 6)
        XCTAssertTrue(sure.ranks(above: long), "the same streak: 90 % over 20 worms beats 50 %")
        XCTAssertTrue(sure.ranks(above: few), "100 % of 6 worms does not count as an accuracy")
    }

    /// Format 4 holds the best Classic game; a file without one is written as before, and an older file is read.
    func testTheBestClassicGameIsSavedInFormatFourAndOldFilesStillRead() throws {
        try MainActor.assumeIsolated {
            var document = ScoresDocument()
            XCTAssertTrue(document.text.hasPrefix("{\"version\": 1,"), "no best Classic game: written as before")
            document.classicBest = ClassicSession(caught: 21, missed: 3, bestStreak: 12, time: 1_764_460_800)
            XCTAssertTrue(document.text.hasPrefix("{\"version\": 4,"))
            let read = try ScoresDocument(members: try XCTUnwrap(JSONValue.parse(document.text).object), version: 4)
            XCTAssertEqual(read.classicBest, document.classicBest)
            let old = #"{"version": 3, "arcade": [], "daily": {}, "daily_best": {}}"#
            XCTAssertNil(try ScoresDocument(members: try XCTUnwrap(JSONValue.parse(old).object), version: 3).classicBest)
            let bad = #"{"version": 4, "arcade": [], "classic_best": {"caught": 2, "missed": 0, "best_streak": 3, "time": 0}}"#
            XCTAssertThrowsError(try ScoresDocument(members: try XCTUnwrap(JSONValue.parse(bad).object), version: 4),
                                 "a streak longer than the catches")
        }
    }

    /// Quit on the pause opens the summary (logged as its scene), saves the best, and its Title goes on to the title.
    func testQuitOnAClassicPauseShowsTheSummaryThenTheTitle() throws {
        try MainActor.assumeIsolated {
            let storage = MemoryStorage()
            let run = try SceneRun(first: .classic, lines: [(6_000, .key("p")), (6_200, .press(x: 160, y: 300)),
                                                            (7_500, .key("escape"))],
                                   durationMs: 9_000, storage: storage)
            XCTAssertEqual(run.scenes, ["classic_summary", "title"])
            XCTAssertTrue(run.of("saved").isEmpty, "no worm played: nothing kept")
            // A game with worms in it, caught by one switch's scan or not: its counts are kept when it is the first.
            let played = try SceneRun(first: .classic, lines: [(30_000, .key("p")), (30_200, .press(x: 160, y: 300)),
                                                               (31_500, .key("return"))],
                                      durationMs: 40_000, storage: storage)
            XCTAssertEqual(played.scenes.prefix(2), ["classic_summary", "classic"], "Again: another Classic game")
            XCTAssertEqual(played.of("saved").first?["file"], .string("scores.json"))
            let saved = try XCTUnwrap(storage.files[.scores].flatMap { String(bytes: $0, encoding: .utf8) })
            XCTAssertTrue(saved.contains("\"classic_best\""), saved)
        }
    }

    /// The summary's buttons answer a touch, a pad and one switch as every menu's do (R20, R80, R114).
    func testTheSummaryAnswersTouchPadAndOneSwitch() throws {
        try MainActor.assumeIsolated {
            let quit: [(Int, ScriptLine.Action)] = [(6_000, .key("p")), (6_200, .press(x: 160, y: 300))]
            let touch = try SceneRun(first: .classic, lines: quit + [(7_500, .touch(x: 238, y: 444, finger: 1))], durationMs: 8_000)
            XCTAssertEqual(touch.scenes, ["classic_summary", "title"], "a touch on Title")
            let pad = try SceneRun(first: .classic, lines: PadScript.ordered([PadScript.added(100)] + quit.map { $0 }
                                                                              + PadScript.tap(7_500, .b)), durationMs: 8_000)
            XCTAssertEqual(pad.scenes, ["classic_summary", "title"], "a pad's B goes back")
            let scan = try SceneRun(first: .classic, lines: [(6_000, .key("p")), (6_200, .press(x: 160, y: 300)), (7_500, .key("space"))],
                                    durationMs: 8_000, settings: .withOneSwitch())
            XCTAssertEqual(scan.scenes.first, "classic_summary")
            XCTAssertEqual(scan.scenes.dropFirst().first, "classic", "the switch chooses the scan's first button, Again")
        }
    }

    /// The summary: a new best, in English; the best kept beside a lesser game, in French.
    func testTheSummaryLooksAsRecorded() throws {
        try MainActor.assumeIsolated {
            let fixture = RenderFixture.shared
            let context = SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(), seed: 1,
                                       dailyDate: "2026-11-30")
            let game = ClassicSession(caught: 23, missed: 4, bestStreak: 11)
            let best = ClassicSession(caught: 40, missed: 2, bestStreak: 19)
            let english = ClassicSummaryScene(ClassicSummary(session: game, best: game, isNewBest: true), language: .english)
            try GoldenImage.check(fixture.frame { try english.draw(with: $0, context: context) }, named: "classic-summary-en")
            let frenchContext = SceneContext(journal: Journal(sink: nil, language: .french), audio: SilentAudio(), seed: 1,
                                             dailyDate: "2026-11-30")
            let french = ClassicSummaryScene(ClassicSummary(session: game, best: best, isNewBest: false), language: .french)
            try GoldenImage.check(fixture.frame { try french.draw(with: $0, context: frenchContext) }, named: "classic-summary-fr")
            XCTAssertEqual(french.spokenOpening(context: frenchContext).count, 5)
        }
    }
}
