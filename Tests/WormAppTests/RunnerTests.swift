import SDLKit
import Testing
import WormGame
@testable import WormApp

/// What the runner alone decides about the commands scenes return: which scene a step ends on, which row the
/// scores light, and when the window follows the fullscreen setting. On the null platform: no SDL.
@MainActor
struct RunnerTests {
    /// The centre of the title's button `index` (Classic 0 … Quit 6).
    func title(_ index: Int) -> ScriptLine.Action {
        let frame = TitleScene.frame(ofButton: index)
        return .press(x: Double(frame.x + frame.width / 2), y: Double(frame.y + frame.height / 2))
    }

    /// The row a score just took stays lit until the scores next open, whichever way they are opened: here from the
    /// title after the results' Title button, not only by the results' Scores button.
    @Test func theRowJustSavedIsLitTheNextTimeTheScoresOpen() throws {
        let t = NameSceneTests.afterRound
        var document = ScoresDocument()
        document.arcade.insert(row("Ana", 5, time: 0))
        let lines: [(Int, ScriptLine.Action)] = NameSceneTests.catchOne + [
            (t, .text("Zoé")), (t + 100, .key("return")),
            (t + 900, .press(x: 264, y: 444)),  // the results' Title
            (t + 1_000, title(4)),  // Scores
        ]
        let run = try NullRun(first: .arcade, lines: lines, durationMs: 67_500, seed: 7,
                              storage: MemoryStorage(files: [.scores: Array(document.text.utf8)]))
        #expect(run.scenes == ["name", "results", "title", "scores"])
        let scores = try #require(run.runner.scene as? ScoresScene)
        #expect(scores.rows.map(\.name) == ["Zoé", "Ana"])
        #expect(scores.newRow?.row == 0)
        #expect(scores.selected == 0, "picked, so Enter opens its details")

        let again = try NullRun(first: .arcade, lines: lines + [(t + 1_200, .key("escape")), (t + 1_300, title(4))],
                                durationMs: 67_500, seed: 7, storage: MemoryStorage(files: [.scores: Array(document.text.utf8)]))
        #expect(again.scenes == ["name", "results", "title", "scores", "title", "scores"])
        #expect((again.runner.scene as? ScoresScene)?.newRow == nil, "lit once: the next visit is plain")
    }

    /// A window whose fullscreen differs from the setting (a window manager took it away) is switched only by a
    /// change of the fullscreen setting itself, never by another setting's.
    @Test func onlyTheFullscreenSettingSwitchesTheWindow() throws {
        let storage = MemoryStorage()
        let frame = SettingsScene.menu(Settings(), language: .english).buttons.first { $0.choice == .musicUp }!.frame
        let run = try NullRun(first: .settings, lines: [(100, .press(x: Double(frame.x + 5), y: Double(frame.y + 5))),
                                                        (200, .key("m"))],
                              durationMs: 1_000, storage: storage,
                              settings: SettingsKeeper(store: DocumentStore(storage: storage) { _ in }), fullscreen: true)
        #expect(run.of("setting").map { $0["name"] } == [.string("music_volume"), .string("muted")])
        #expect(run.platform.fullscreen, "left as the window manager made it")
        #expect(run.platform.switches == 0)
    }

    /// Quit and a game chosen in one step: the run ends, and the game it opened on the way writes its lines, as
    /// every step's last scene change is made.
    @Test func aStepThatEndsTheRunStillOpensTheSceneItAskedFor() throws {
        let run = try NullRun(first: .title, lines: [(100, title(6)), (100, title(1))], durationMs: 1_000)
        #expect(run.scenes == ["title", "arcade"])
        #expect(run.events.last?["type"] == .string("end"))
        #expect(run.runner.runMs < 200, "ended at once")
    }
}
