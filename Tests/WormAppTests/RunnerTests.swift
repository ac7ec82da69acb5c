import SDLKit
import WormGame
import XCTest
@testable import WormApp

/// What the runner alone decides about the commands scenes return: which scene a step ends on, which row the
/// scores light, and when the window follows the fullscreen setting.
nonisolated final class RunnerTests: XCTestCase, @unchecked Sendable {
    /// The centre of the title's button `index` (Classic 0 … Quit 6).
    @MainActor
    func title(_ index: Int) -> ScriptLine.Action {
        let frame = TitleScene.frame(ofButton: index)
        return .press(x: Double(frame.x + frame.width / 2), y: Double(frame.y + frame.height / 2))
    }

    /// The row a score just took stays lit until the scores next open, whichever way they are opened: here from the
    /// title after the results' Title button, not only by the results' Scores button.
    func testTheRowJustSavedIsLitTheNextTimeTheScoresOpen() throws {
        try MainActor.assumeIsolated {
            let t = NameSceneTests.afterRound
            var document = ScoresDocument()
            document.arcade.insert(row("Ana", 5, time: 0))
            let lines: [(Int, ScriptLine.Action)] = NameSceneTests.catchOne + [
                (t, .text("Zoé")), (t + 100, .key("return")),
                (t + 900, .press(x: 264, y: 444)),  // the results' Title
                (t + 1_000, self.title(4)),  // Scores
            ]
            let run = try SceneRun(first: .arcade, lines: lines, durationMs: 67_500, seed: 7,
                                   storage: MemoryStorage(files: [.scores: Array(document.text.utf8)]))
            XCTAssertEqual(run.scenes, ["name", "results", "title", "scores"])
            let scores = try XCTUnwrap(run.runner.scene as? ScoresScene)
            XCTAssertEqual(scores.rows.map(\.name), ["Zoé", "Ana"])
            XCTAssertEqual(scores.newRow?.row, 0)
            XCTAssertEqual(scores.selected, 0, "picked, so Enter opens its details")

            let again = try SceneRun(first: .arcade, lines: lines + [(t + 1_200, .key("escape")), (t + 1_300, self.title(4))],
                                     durationMs: 67_500, seed: 7, storage: MemoryStorage(files: [.scores: Array(document.text.utf8)]))
            XCTAssertEqual(again.scenes, ["name", "results", "title", "scores", "title", "scores"])
            XCTAssertNil((again.runner.scene as? ScoresScene)?.newRow, "lit once: the next visit is plain")
        }
    }

    /// A window whose fullscreen differs from the setting (a window manager took it away) is switched only by a
    /// change of the fullscreen setting itself, never by another setting's.
    func testOnlyTheFullscreenSettingSwitchesTheWindow() throws {
        try MainActor.assumeIsolated {
            let storage = MemoryStorage()
            var window: WatchedPlatform?
            let frame = SettingsScene.menu(Settings(), language: .english).buttons.first { $0.choice == .musicUp }!.frame
            let run = try SceneRun(first: .settings, lines: [(100, .press(x: Double(frame.x + 5), y: Double(frame.y + 5))),
                                                             (200, .key("m"))],
                                   durationMs: 1_000, storage: storage,
                                   settings: SettingsKeeper(store: DocumentStore(storage: storage) { _ in }), platform: { inner in
                                       let platform = WatchedPlatform(inner, fullscreen: true)
                                       window = platform
                                       return platform
                                   })
            XCTAssertEqual(run.of("setting").map { $0["name"] }, [.string("music_volume"), .string("muted")])
            XCTAssertEqual(window?.fullscreen, true, "left as the window manager made it")
        }
    }

    /// Quit and a game chosen in one step: the run ends, and the game it opened on the way writes its lines, as
    /// every step's last scene change is made.
    func testAStepThatEndsTheRunStillOpensTheSceneItAskedFor() throws {
        try MainActor.assumeIsolated {
            let run = try SceneRun(first: .title, lines: [(100, self.title(6)), (100, self.title(1))], durationMs: 1_000)
            XCTAssertEqual(run.scenes, ["title", "arcade"])
            XCTAssertEqual(run.events.last?["type"], .string("end"))
            XCTAssertLessThan(run.runner.runMs, 200, "ended at once")
        }
    }
}
