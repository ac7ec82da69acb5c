import WormGame
import XCTest
@testable import WormApp

/// What a one-switch player sees where the scan is new (R114, R115): goldens in high contrast at 150 %.
nonisolated final class OneSwitchRenderTests: XCTestCase, @unchecked Sendable {
    /// One switch, high contrast and text at 150 %, in `language`.
    @MainActor static func seeing(in language: Language) throws -> SettingsKeeper {
        TestCatalogues.install()  // every text in its language
        let keeper = SettingsKeeper.withOneSwitch()
        try keeper.set(\.access.highContrast, to: true)
        try keeper.set(\.access.textSize, to: .larger)
        try keeper.set(\.language, to: .chosen(language))
        return keeper
    }

    /// Party's lobby in Russian with the scan on Start: the line says how pads join, since a click chooses.
    func testTheScanningPartyLobbyInRussian() throws {
        try MainActor.assumeIsolated {
            let russian = try XCTUnwrap(Language(code: "ru"))
            let run = try SceneRun(first: .party, durationMs: 3_000, language: russian, settings: Self.seeing(in: russian))
            XCTAssertEqual(run.of("focus").compactMap { $0["item"] }, [.string("join"), .string("start")])
            try GoldenImage.check(RenderFixture.shared.renderer.readPixels(width: Playfield.width, height: Playfield.height),
                                  named: "party-lobby-one-switch-ru-150")
        }
    }

    /// The pause overlay in French with the scan on Quit.
    func testThePauseOverlaysQuitInFrench() throws {
        try MainActor.assumeIsolated {
            // A click on the pause button pauses as the switch goes down; the scan then goes Resume, Quit.
            let button = Playfield.pauseButton
            let run = try SceneRun(first: .classic, lines: [(5_000, .press(x: Double(button.x + button.width / 2), y: Double(button.y + button.height / 2)))],
                                   durationMs: 8_000, language: .french, settings: Self.seeing(in: .french))
            XCTAssertEqual(run.of("focus").compactMap { $0["item"] }.last, .string("quit"))
            try GoldenImage.check(RenderFixture.shared.renderer.readPixels(width: Playfield.width, height: Playfield.height),
                                  named: "pause-quit-one-switch-fr-150")
        }
    }

    /// Versus's display name on the scanning keyboard, its second row in focus.
    func testTheVersusNameOnTheScanningKeyboard() throws {
        try MainActor.assumeIsolated {
            let settings = try Self.seeing(in: .english)
            let context = SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(), seed: 1,
                                       dailyDate: "2026-11-30", settings: settings,
                                       scores: DocumentStore(storage: MemoryStorage()) { _ in })
            context.applySettings()
            let scene = DisplayNameScene(current: "Ana", oneSwitch: true)
            for _ in 0..<(2_500 / Simulation.stepMs) { _ = scene.step([], context: context) }
            XCTAssertEqual(scene.focusItem(language: .english)?.key, "row_2")
            let painter = RenderFixture.shared.scene
            painter.textStyle = TextStyle(context.settings.current.access)
            try scene.draw(with: painter, context: context)
            try GoldenImage.check(RenderFixture.shared.renderer.readPixels(width: Playfield.width, height: Playfield.height),
                                  named: "versus-name-one-switch-150")
        }
    }
}
