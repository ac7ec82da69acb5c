import SDLKit
import WormGame
import WormTestSupport
import XCTest
@testable import WormApp

/// Golden images of the kiosk's scenes: the PIN pad, the operator menu and the attract mode's banner.
nonisolated final class KioskRenderTests: XCTestCase, @unchecked Sendable {
    @MainActor
    func context(_ language: Language, pin: String? = "2468", scores: MemoryStorage = MemoryStorage()) -> SceneContext {
        SceneContext(journal: Journal(sink: nil, language: language), audio: SilentAudio(), seed: 1, dailyDate: "2026-11-30",
                     scores: DocumentStore(storage: scores) { _ in }, run: KioskFixture.run(pin: pin))
    }

    /// Two digits typed after a wrong PIN: dots, never digits, and the tries left.
    func testThePinPadAfterAWrongPin() throws {
        try MainActor.assumeIsolated {
            let context = self.context(.english)
            let pad = PinPadScene(context: context)
            for key in ["1", "2", "3", "4", "return", "2", "4"] { _ = pad.step([.key(KeyPress(name: key))], context: context) }
            XCTAssertEqual(pad.status, .wrong(triesLeft: 2))
            XCTAssertEqual(pad.typed.count, 2)
            try GoldenImage.check(RenderFixture.shared.frame { try pad.draw(with: $0, context: context) }, named: "pin-pad-en")
        }
    }

    /// Locked, in French: the seconds left, and the digits greyed.
    func testThePinPadLockedInFrench() throws {
        try MainActor.assumeIsolated {
            let context = self.context(.french)
            let pad = PinPadScene(context: context)
            for _ in 0..<3 { for key in ["9", "9", "9", "9", "return"] { _ = pad.step([.key(KeyPress(name: key))], context: context) } }
            context.run.operatorGate?.advance(byMs: 12_500)
            XCTAssertEqual(pad.lockedSeconds, 48)
            try GoldenImage.check(RenderFixture.shared.frame { try pad.draw(with: $0, context: context) }, named: "pin-pad-locked-fr")
        }
    }

    /// The menu with a day's figures, and the question before every table is cleared.
    func testTheOperatorMenuAndItsQuestion() throws {
        try MainActor.assumeIsolated {
            let context = self.context(.english)
            context.figures.record(score: 1_240, caught: 61, on: "2026-11-30")
            context.figures.record(score: 380, caught: 22, on: "2026-11-30")
            let menu = OperatorMenuScene(context: context)
            try GoldenImage.check(RenderFixture.shared.frame { try menu.draw(with: $0, context: context) }, named: "operator-menu-en")
            _ = menu.step([.key(KeyPress(.down)), .key(KeyPress(.enter))], context: context)  // the focus shown from the start
            XCTAssertEqual(menu.question?.question, .clearAll)
            try GoldenImage.check(RenderFixture.shared.frame { try menu.draw(with: $0, context: context) }, named: "operator-clear-all-en")
        }
    }

    /// The attract mode 20 s into a row's playback, its name and score under the banner, and the demonstration's
    /// first frame in French: its countdown already played and no pause button, as nobody plays (issue 30).
    func testTheAttractBanner() throws {
        try MainActor.assumeIsolated {
            let english = self.context(.english, scores: KioskFixture.scores([KioskFixture.playedRow(seed: 41)]))
            let attract = AttractScene(context: english)
            for _ in 0..<(20_000 / Simulation.stepMs) { _ = attract.step([], context: english) }
            XCTAssertNotNil(attract.row)
            try GoldenImage.check(RenderFixture.shared.frame { try attract.draw(with: $0, context: english) }, named: "attract-row-en")
            let french = self.context(.french)
            let demonstration = AttractScene(context: french)
            XCTAssertEqual(demonstration.clockMs, 0)
            try GoldenImage.check(RenderFixture.shared.frame { try demonstration.draw(with: $0, context: french) }, named: "attract-demo-fr")
        }
    }

    /// A kiosk's title and pause overlay with Settings, Quit and Fullscreen gone, rebalanced (issue 30): the title's
    /// five rows spread over the column, taller, and the overlay's Sound as wide as Resume and Quit.
    func testTheKioskTitleAndPauseAreRebalanced() throws {
        try MainActor.assumeIsolated {
            let context = self.context(.english)
            let kiosk = KioskPolicy(kiosk: true)
            let title = TitleScene(language: .english, cosmeticSeed: 11, policy: kiosk)
            XCTAssertEqual(title.menu.buttons.first { $0.choice == .scores }?.frame.height, 56)
            try GoldenImage.check(RenderFixture.shared.frame { try title.draw(with: $0, context: context) }, named: "title-kiosk-en")
            let overlay = OverlayChoice.menu(language: .english, muted: false, fullscreen: false)
            XCTAssertEqual(overlay.buttons.last?.frame.width, Playfield.resumeButton.width)
            var harness = GameHarness(seed: 1)
            harness.run(through: 5_200)
            harness.input(.pauseKey, at: 5_204)
            harness.run(through: 5_204)
            XCTAssertTrue(harness.game.isPaused)
            try GoldenImage.check(RenderFixture.shared.frame { try $0.draw(harness.game, language: .english, overlay: overlay) },
                                  named: "pause-kiosk-en")
        }
    }
}
