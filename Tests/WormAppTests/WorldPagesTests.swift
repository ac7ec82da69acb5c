import BoardClient
import WormGame
import XCTest
@testable import WormApp

/// The scores' World pages (R120): the board's first 100 rows ten by ten, the rows around the player's, the boards
/// of the player's assists, and any row's replay fetched and played as the game plays its own rows.
nonisolated final class WorldPagesTests: XCTestCase, @unchecked Sendable {
    func testAWorldPageWalksItsFirstRowsTenByTenAndTheRowsAroundThePlayersBeforeTheNextPage() throws {
        try MainActor.assumeIsolated {
            let context = WorldPagesFixture.context()
            defer { context.board?.leave(t: 0, context: context) }
            let scene = WorldPagesFixture.worldDaily(context)
            XCTAssertEqual(scene.worldRows.map(\.rank), Array(1...10))
            XCTAssertEqual(scene.worldCaption(language: .english), "Ranks 1–10 of 340")
            XCTAssertEqual(scene.focusItem(language: .english)?.spoken,
                           "World: Daily 2026-11-30, Ranks 1–10 of 340, Rank 1, Anne-Sophie, Score 99992, Rank 2, Anne-Sophie, Score 99985, Rank 3, Anne-Sophie, Score 99978")
            _ = scene.step([.key(KeyPress(.right))], context: context)
            XCTAssertEqual(scene.page, .worldDaily, "the player's part comes before the next page")
            XCTAssertEqual(scene.worldRows.map(\.rank), Array(52...62))
            XCTAssertEqual(scene.worldCaption(language: .english), "Around you: #57 of 340")
            XCTAssertEqual(scene.focusItem(language: .english)?.key, "page_world_daily_2")
            for _ in 0..<5 { _ = scene.step([.key(KeyPress(.down))], context: context) }
            XCTAssertEqual(scene.focusItem(language: .english)?.spoken, "Rank 56, Anne-Sophie, Score 99607")
            _ = scene.step([.key(KeyPress(.down))], context: context)
            XCTAssertEqual(scene.focusItem(language: .english)?.spoken, "Rank 57, Zoé, Score 99600, your row")
            try GoldenImage.check(try RenderFixture.shared.frame { try scene.draw(with: $0, context: context) }, named: "scores-world-around")
            // Touch's > walks on: 11–20, 21–30, 31–35, then the Arcade board's page.
            var captions: [String?] = []
            for _ in 0..<3 {
                _ = scene.step([.press(Press(timeMs: 0, x: 212, y: 444))], context: context)
                captions.append(scene.worldCaption(language: .english))
            }
            XCTAssertEqual(captions, ["Ranks 11–20 of 340", "Ranks 21–30 of 340", "Ranks 31–35 of 340"])
            _ = scene.step([.press(Press(timeMs: 0, x: 212, y: 444))], context: context)
            XCTAssertEqual(scene.page, .worldArcade)
            // Back again: the Daily board entered on its last part.
            _ = scene.step([.key(KeyPress(.left))], context: context)
            XCTAssertEqual(scene.page, .worldDaily)
            XCTAssertEqual(scene.worldRows.map(\.rank), Array(31...35))
        }
    }

    /// The rows around the player coming after the player walked on to ranks 11–20: that part stays shown, and the
    /// player's own part is the one before it.
    func testALateAroundYouPartDoesNotMoveThePartShown() throws {
        try MainActor.assumeIsolated {
            let context = WorldPagesFixture.context()
            defer { context.board?.leave(t: 0, context: context) }
            let scene = ScoresScene(context: context)
            while scene.page != .worldDaily { _ = scene.step([.key(KeyPress(.right))], context: context) }
            let board = "daily/" + WorldPagesFixture.date
            context.board?.take(.top(board: board, .success(BoardTop(board: board, of: 340, rows: WorldPagesFixture.rows(from: 1, count: 35)))),
                                t: 0, context: context)
            _ = scene.step([], context: context)
            _ = scene.step([.key(KeyPress(.right))], context: context)
            XCTAssertEqual(scene.worldCaption(language: .english), "Ranks 11–20 of 340")
            context.board?.take(.around(board: board, .success(BoardTop(board: board, of: 340, rows: WorldPagesFixture.rows(from: 52, count: 11, yours: 57),
                                                                          rank: 57))), t: 0, context: context)
            _ = scene.step([], context: context)
            XCTAssertEqual(scene.worldCaption(language: .english), "Ranks 11–20 of 340", "the part shown stays")
            _ = scene.step([.key(KeyPress(.left))], context: context)
            XCTAssertEqual(scene.worldCaption(language: .english), "Around you: #57 of 340")
        }
    }

    /// A row's replay asked for when no board can be asked (turned off in the settings meanwhile): said at once that
    /// it could not be fetched, never "Fetching the replay…" for ever.
    func testAReplayAskedOfNoBoardFailsAtOnce() throws {
        try WorldPagesFixture.onWorldDaily { context, scene in
            try context.settings.set(\.worldBoard, to: nil)
            _ = scene.step([.key(KeyPress(.enter))], context: context)
            XCTAssertTrue(scene.step([], context: context).isEmpty, "nothing plays")
            XCTAssertEqual(scene.worldCaption(language: .english), "The replay could not be fetched")
        }
    }

    func testAPlayerAmongTheFirstTenHasNoPartOfTheirOwn() throws {
        try MainActor.assumeIsolated {
            let context = WorldPagesFixture.context()
            defer { context.board?.leave(t: 0, context: context) }
            let scene = WorldPagesFixture.worldDaily(context)
            WorldPagesFixture.answer(scene, context: context, top: 8, of: 8, rank: 3)
            XCTAssertEqual(scene.world[.worldDaily]?.parts, [.top(from: 0)])
            _ = scene.step([.key(KeyPress(.right))], context: context)
            XCTAssertEqual(scene.page, .worldArcade)
        }
    }

    func testChoosingAWorldRowFetchesItsReplayAndPlaysItAsTheGamesOwnRows() throws {
        try MainActor.assumeIsolated {
            let context = WorldPagesFixture.context()
            defer { context.board?.leave(t: 0, context: context) }
            let scene = WorldPagesFixture.worldDaily(context)
            _ = scene.step([.key(KeyPress(.down)), .key(KeyPress(.down))], context: context)
            _ = scene.step([.key(KeyPress(.enter))], context: context)
            XCTAssertEqual(context.board?.replay?.id, 1_002, "the picked row's replay is asked for")
            XCTAssertEqual(scene.worldCaption(language: .english), "Fetching the replay…")
            let replay = Replay(mode: .daily, seed: 42, version: "0.1.0")
            context.board?.take(.replay(id: 1_002, .success(HighScore(name: "Bo", score: 77, accuracy: 50, bestCombo: 3,
                                                                       time: 1_764_460_800, replay: replay))), t: 0, context: context)
            let commands = scene.step([], context: context)
            guard commands.count == 1, case .replay(let row)? = commands.first else { return XCTFail("not played: \(commands)") }
            XCTAssertEqual(row, HighScore(name: "Bo", score: 77, accuracy: 50, bestCombo: 3, time: 1_764_460_800, replay: replay))
            // Another row's, which the board cannot give: said, and nothing plays.
            _ = scene.step([.press(Press(timeMs: 0, x: 100, y: 64 + 3 * 30 + 15))], context: context)
            _ = scene.step([.key(KeyPress(.enter))], context: context)
            XCTAssertEqual(context.board?.replay?.id, 1_004)
            context.board?.take(.replay(id: 1_004, .failure(.timedOut)), t: 0, context: context)
            XCTAssertTrue(scene.step([], context: context).isEmpty)
            XCTAssertEqual(scene.worldCaption(language: .english), "The replay could not be fetched")
            // A replay asked for, then the page turned: let go, it does not play when it comes.
            _ = scene.step([.key(KeyPress(.enter))], context: context)
            _ = scene.step([.key(KeyPress(.right))], context: context)
            context.board?.take(.replay(id: 1_004, .success(HighScore(name: "Bo", score: 77, accuracy: 50, bestCombo: 3,
                                                                       time: 1_764_460_800, replay: replay))), t: 0, context: context)
            XCTAssertTrue(scene.step([], context: context).isEmpty)
        }
    }

    func testOneSwitchWalksTheWorldPagesPartsAndPlaysARow() throws {
        try MainActor.assumeIsolated {
            let context = WorldPagesFixture.context(extra: #", "one_switch": true, "scan_ms": 1000"#)
            defer { context.board?.leave(t: 0, context: context) }
            let scene = WorldPagesFixture.worldDaily(context)
            var steps = 0
            /// Steps until the scan shows the button `index` (at most 30 s), then presses the switch.
            @MainActor func switchAt(_ index: Int) {
                while scene.menu.focus != index && steps < 30_000 / Simulation.stepMs {
                    _ = scene.step([], context: context)
                    steps += 1
                }
                _ = scene.step([.key(KeyPress(.space))], context: context)
            }
            switchAt(2)  // >
            XCTAssertEqual(scene.worldCaption(language: .english), "Around you: #57 of 340")
            XCTAssertEqual(scene.menu.buttons[1].label, "Replay", "the middle button plays a world row")
            switchAt(1)
            XCTAssertEqual(context.board?.replay?.id, 1_052, "the part's first row, as Details takes a local page's first")
        }
    }

    func testThePlayersAssistsHaveWorldPagesOfTheirOwn() throws {
        try MainActor.assumeIsolated {
            let plain = WorldPagesFixture.context()
            defer { plain.board?.leave(t: 0, context: plain) }
            XCTAssertFalse(ScoresScene(context: plain).pages.contains(.worldDailyAssisted), "no assists: no assisted board")
            let context = WorldPagesFixture.context(extra: #", "worm_time": 150, "game_speed": 80"#)
            defer { context.board?.leave(t: 0, context: context) }
            let scene = ScoresScene(context: context)
            XCTAssertEqual(scene.pages.filter(\.isWorld), [.worldDaily, .worldArcade, .worldDailyAssisted, .worldArcadeAssisted])
            XCTAssertEqual(ScoresScene.boardName(of: .worldDailyAssisted, date: "2026-11-30", assists: scene.assists),
                           "daily/2026-11-30+time150.speed80")
            XCTAssertEqual(ScoresScene.boardName(of: .worldArcadeAssisted, date: "2026-11-30", assists: scene.assists), "arcade/all+time150.speed80")
            XCTAssertEqual(context.board?.tops["daily/2026-11-30+time150.speed80"], .asking, "asked for as the scores open")
            while scene.page != .worldDailyAssisted { _ = scene.step([.key(KeyPress(.right))], context: context) }
            WorldPagesFixture.answer(scene, context: context, board: "daily/2026-11-30+time150.speed80", top: 4, of: 4, rank: nil)
            XCTAssertEqual(scene.heading(language: .english), "World: Daily 2026-11-30, assisted")
            XCTAssertEqual(scene.worldRows.count, 4)
            try GoldenImage.check(try RenderFixture.shared.frame { try scene.draw(with: $0, context: context) }, named: "scores-world-assisted")
        }
    }
}
