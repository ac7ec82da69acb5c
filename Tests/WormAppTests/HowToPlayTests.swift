import SDLKit
import Testing
import WormGame
import XCTest
@testable import WormApp

/// How to play (R21): from the title's "?", before a player's first Arcade or Daily round, dismissed by any input.
/// Its runs on the null platform.
@MainActor
struct HowToPlayRunTests {
    /// The centre of `frame`, as a press.
    func press(_ frame: WormGame.Rect) -> ScriptLine.Action {
        .press(x: Double(frame.x + frame.width / 2), y: Double(frame.y + frame.height / 2))
    }

    /// Settings on `storage`, in `language`.
    func settings(_ storage: Storage, _ language: Language = .english) -> SettingsKeeper {
        SettingsKeeper(store: DocumentStore(storage: storage) { _ in }, flags: SettingsKeeper.Flags(language: language))
    }

    @Test func theTitlesEntryOpensItAndAKeyGoesBack() throws {
        let storage = MemoryStorage()
        let run = try NullRun(first: .title, lines: [(100, press(TitleScene.howToPlayFrame)), (200, .key("space"))],
                              durationMs: 1_000, settings: settings(storage))
        #expect(run.scenes == ["title", "how_to_play", "title"])
        #expect(run.of("setting").map { $0["name"] } == [.string("seen_how_to_play")])
    }

    /// A player's first Arcade round from the title opens how to play; the press that dismisses it starts the round
    /// at its own step, and the next Arcade round starts at once.
    @Test func itOpensBeforeTheFirstArcadeRoundOnlyAndThePressThatEndsItStartsTheRound() throws {
        let storage = MemoryStorage()
        let arcade = press(TitleScene.frame(ofButton: 1))
        let first = try NullRun(first: .title, lines: [(100, arcade), (300, .touch(x: 20, y: 460, finger: 1))],
                                durationMs: 1_000, settings: settings(storage))
        #expect(first.scenes == ["title", "how_to_play", "arcade"])
        #expect(first.runner.scene.clockMs == 1_000 - 304, "the round began at the step of the press, not later")
        let second = try NullRun(first: .title, lines: [(100, arcade)], durationMs: 1_000, settings: settings(storage))
        #expect(second.scenes == ["title", "arcade"], "seen once: remembered in settings.json")
        let saved = String(decoding: try #require(storage.files[.settings]), as: UTF8.self)
        #expect(saved.contains(#""seen_how_to_play": true"#), "\(saved)")
    }

    /// Before a first round, Esc (a pad's B) goes back to the title rather than starting the round, and the page
    /// is still shown the next time (it started the round).
    @Test func escBeforeAFirstRoundGoesBackToTheTitle() throws {
        let storage = MemoryStorage()
        let arcade = press(TitleScene.frame(ofButton: 1))
        let run = try NullRun(first: .title, lines: [(100, arcade), (300, .key("escape"))],
                              durationMs: 1_000, settings: settings(storage))
        #expect(run.scenes == ["title", "how_to_play", "title"])
        let again = try NullRun(first: .title, lines: [(100, arcade)], durationMs: 1_000, settings: settings(storage))
        #expect(again.scenes == ["title", "how_to_play"], "not played yet: shown again")
    }

    /// A kiosk keeps nothing of a visitor: every round chosen on the title, where each visitor starts, shows it.
    @Test func aKioskShowsItBeforeEveryRoundChosenOnTheTitle() throws {
        let run = try NullRun(first: .title, lines: [(100, press(TitleScene.frame(of: .daily, policy: KioskPolicy(kiosk: true)))),
                                                     (200, .key("return"))],
                              durationMs: 1_000, run: RunSetup(policy: KioskPolicy(kiosk: true)))
        #expect(run.scenes == ["title", "how_to_play", "daily"])
        #expect(run.of("setting").isEmpty, "nothing saved in a kiosk")
    }

    @Test func aHeadlessRunCanStartOnIt() throws {
        let options = try Options.parse(["--headless", "--mode", "how_to_play"])
        #expect(options.startMode == .howToPlay)
        #expect(try NullRun(first: .howToPlay, durationMs: 100).scenes == ["how_to_play"])
    }
}

/// How to play's rules and its page, drawn.
nonisolated final class HowToPlayTests: XCTestCase, @unchecked Sendable {
    /// The values come from Arcade's rules (R31, R32), not copied.
    func testTheComboStepsAreArcadesRules() {
        XCTAssertEqual(ComboSteps.steps.map(\.combo), [5, 10, 20])
        XCTAssertEqual(ComboSteps.steps.map(\.multiplier), [2, 3, 4])
        for step in ComboSteps.steps {
            XCTAssertEqual(ArcadeRules.multiplier(forCombo: step.combo), step.multiplier)
            XCTAssertLessThan(ArcadeRules.multiplier(forCombo: step.combo - 1), step.multiplier)
        }
    }

    func testThePageInEnglishAndFrench() throws {
        try MainActor.assumeIsolated {
            for (language, name) in [(Language.english, "how-to-play-en"), (.french, "how-to-play-fr")] {
                let context = SceneContext(journal: Journal(sink: nil, language: language), audio: SilentAudio(), seed: 1,
                                           dailyDate: "2026-11-30")
                try HowToPlayScene(then: nil).draw(with: RenderFixture.shared.scene, context: context)
                let image = try RenderFixture.shared.renderer.readPixels(width: Playfield.width, height: Playfield.height)
                try GoldenImage.check(image, named: name)
            }
        }
    }
}
