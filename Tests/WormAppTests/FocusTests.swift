import Testing
import WormGame
@testable import WormApp

/// R115's focus: every menu and overlay opens with its focus shown, Left/Right change the focused value, the mouse's
/// hover moves the focus, and each move is a `focus` event with the item's key. On the null platform.
@MainActor
struct FocusTests {
    /// The `focus` events of `run` as "scene/item".
    func focusMoves(_ run: some LoggedRun) -> [String] {
        run.of("focus").map { event in
            guard case .string(let scene)? = event["scene"], case .string(let item)? = event["item"] else { return "?" }
            return "\(scene)/\(item)"
        }
    }

    @Test func escDownEnterOnThePauseOverlayQuitsAsItsFocusShows() throws {
        let run = try NullRun(first: .classic, lines: [(6_000, .key("escape")), (6_100, .key("down")), (6_200, .key("return"))],
                              durationMs: 7_000)
        #expect(run.scenes == ["classic_summary"], "Quit, where Down took the focus from Resume")
        #expect(focusMoves(run).prefix(2) == ["classic/resume", "classic/quit"])
    }

    @Test func theSettingsOpenWithTheirFocusShownAndLeftRightChangeTheValue() throws {
        let run = try NullRun(first: .settings, lines: [(100, .key("right")), (200, .key("right")), (300, .key("left")),
                                                        (400, .key("down")), (410, .key("down")), (420, .key("down")),
                                                        (430, .key("down")), (500, .key("right"))],
                              durationMs: 1_000)
        let changes = run.of("setting").map { "\($0["name"]!)=\($0["value"]!)" }
        #expect(changes == ["string(\"music_volume\")=string(\"90\")", "string(\"music_volume\")=string(\"100\")",
                            "string(\"music_volume\")=string(\"90\")", "string(\"muted\")=string(\"true\")"])
        #expect(focusMoves(run).first == "settings/music_down", "shown as the scene opens")
    }

    @Test func theAssistsRowsChangeByLeftAndRightAndStopAtTheEnds() throws {
        let run = try NullRun(first: .assists, lines: [(100, .key("left")), (200, .key("right")), (300, .key("right")),
                                                       (400, .key("down")), (500, .key("right")), (600, .key("return"))],
                              durationMs: 1_000)
        let changes = run.of("setting").map { "\($0["name"]!)=\($0["value"]!)" }
        // Left at ×1 stays there (no change, no event); Right goes on.
        #expect(changes == ["string(\"worm_time\")=string(\"1.5\")",
                            "string(\"worm_time\")=string(\"2.0\")", "string(\"game_speed\")=string(\"90\")",
                            "string(\"game_speed\")=string(\"80\")"])
        #expect(run.runner.context.settings.current.assists == Assists(wormTime: .double, gameSpeedPercent: 80))
    }

    @Test func theMouseHoverMovesTheFocusAndEnterChoosesWhatItShows() throws {
        let frame = TitleScene.frame(of: .scores)
        let run = try NullRun(first: .title, lines: [(100, .hover(x: Double(frame.x + 5), y: Double(frame.y + 5))),
                                                     (200, .hover(x: 2, y: 2)), (300, .key("return"))],
                              durationMs: 1_000)
        #expect(focusMoves(run) == ["title/classic", "title/scores", "scores/details"],
                "a hover off the buttons leaves the focus where it was")
        #expect(run.scenes == ["title", "scores"])
    }

    @Test(arguments: [SceneName.title, .settings, .assists, .scores])
    func everyMenuSceneOpensWithItsFocusShown(first: SceneName) throws {
        let run = try NullRun(first: first, durationMs: 100)
        #expect(run.of("focus").count == 1, "\(first)")
    }
}
