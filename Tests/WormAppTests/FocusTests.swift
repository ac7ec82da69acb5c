import WormGame
import XCTest
@testable import WormApp

/// R115's focus: every menu and overlay opens with its focus shown, Left/Right change the focused value, the mouse's
/// hover moves the focus, and each move is a `focus` event with the item's key.
nonisolated final class FocusTests: XCTestCase, @unchecked Sendable {
    /// The `focus` events of `run` as "scene/item".
    @MainActor
    func focusMoves(_ run: SceneRun) -> [String] {
        run.of("focus").map { event in
            guard case .string(let scene)? = event["scene"], case .string(let item)? = event["item"] else { return "?" }
            return "\(scene)/\(item)"
        }
    }

    func testEscDownEnterOnThePauseOverlayQuitsAsItsFocusShows() throws {
        try MainActor.assumeIsolated {
            let run = try SceneRun(first: .classic, lines: [(6_000, .key("escape")), (6_100, .key("down")), (6_200, .key("return"))],
                                   durationMs: 7_000)
            XCTAssertEqual(run.scenes, ["title"], "Quit, where Down took the focus from Resume")
            XCTAssertEqual(self.focusMoves(run).prefix(2), ["classic/resume", "classic/quit"])
        }
    }

    func testTheSettingsOpenWithTheirFocusShownAndLeftRightChangeTheValue() throws {
        try MainActor.assumeIsolated {
            let run = try SceneRun(first: .settings, lines: [(100, .key("right")), (200, .key("right")), (300, .key("left")),
                                                             (400, .key("down")), (410, .key("down")), (420, .key("down")),
                                                             (430, .key("down")), (500, .key("right"))],
                                   durationMs: 1_000)
            let changes = run.of("setting").map { "\($0["name"]!)=\($0["value"]!)" }
            XCTAssertEqual(changes, ["string(\"music_volume\")=string(\"90\")", "string(\"music_volume\")=string(\"100\")",
                                     "string(\"music_volume\")=string(\"90\")", "string(\"muted\")=string(\"true\")"])
            XCTAssertEqual(self.focusMoves(run).first, "settings/music_down", "shown as the scene opens")
        }
    }

    func testTheAssistsRowsChangeByLeftAndRightAndStopAtTheEnds() throws {
        try MainActor.assumeIsolated {
            let run = try SceneRun(first: .assists, lines: [(100, .key("left")), (200, .key("right")), (300, .key("right")),
                                                            (400, .key("down")), (500, .key("right")), (600, .key("return"))],
                                   durationMs: 1_000)
            let changes = run.of("setting").map { "\($0["name"]!)=\($0["value"]!)" }
            // Left at ×1 stays there (no change, no event); Right goes on.
            XCTAssertEqual(changes, ["string(\"worm_time\")=string(\"1.5\")",
                                     "string(\"worm_time\")=string(\"2.0\")", "string(\"game_speed\")=string(\"90\")",
                                     "string(\"game_speed\")=string(\"80\")"])
            XCTAssertEqual(run.runner.context.settings.current.assists, Assists(wormTime: .double, gameSpeedPercent: 80))
        }
    }

    func testTheMouseHoverMovesTheFocusAndEnterChoosesWhatItShows() throws {
        try MainActor.assumeIsolated {
            let frame = TitleScene.frame(of: .scores)
            let run = try SceneRun(first: .title, lines: [(100, .hover(x: Double(frame.x + 5), y: Double(frame.y + 5))),
                                                          (200, .hover(x: 2, y: 2)), (300, .key("return"))],
                                   durationMs: 1_000)
            XCTAssertEqual(self.focusMoves(run), ["title/classic", "title/scores", "scores/details"],
                           "a hover off the buttons leaves the focus where it was")
            XCTAssertEqual(run.scenes, ["title", "scores"])
        }
    }

    func testEveryMenuSceneOpensWithItsFocusShown() throws {
        try MainActor.assumeIsolated {
            for first in [SceneName.title, .settings, .assists, .scores] {
                let run = try SceneRun(first: first, durationMs: 100)
                XCTAssertEqual(run.of("focus").count, 1, "\(first)")
            }
        }
    }
}
