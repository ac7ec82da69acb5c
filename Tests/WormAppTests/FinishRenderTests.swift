import SDLKit
import WormGame
import WormTestSupport
import XCTest
@testable import WormApp

/// Golden images of the finish (R21): the combo meter, a playback's banner and its outcome on the results.
nonisolated final class FinishRenderTests: XCTestCase, @unchecked Sendable {
    @MainActor var fixture: RenderFixture { RenderFixture.shared }

    /// What `draw` drew on the shared renderer.
    @MainActor
    func frame(_ draw: () throws -> Void) throws -> Image {
        try draw()
        return try fixture.renderer.readPixels(width: Playfield.width, height: Playfield.height)
    }

    @MainActor
    func context(_ language: Language = .english) -> SceneContext {
        SceneContext(journal: Journal(sink: nil, language: language), audio: SilentAudio(), seed: 1, dailyDate: "2026-11-30")
    }

    /// Six catches in a row: the meter says so, with the ×2 they reached (R32), at the foot of the field.
    func testTheComboMeterShowsTheComboAndItsMultiplier() throws {
        try MainActor.assumeIsolated {
            var harness = ModeHarness<ArcadeMode>(arcadeSeed: 4)
            harness.run(through: 5_000)
            while harness.game.mode.combo < 6 {
                if let worm = harness.game.worms.first(where: { $0.kind != .beetle }) {
                    harness.press(at: harness.game.timeMs, x: Double(worm.x), y: Double(worm.y))
                }
                harness.run(through: harness.game.timeMs)
                XCTAssertLessThan(harness.game.roundMs, 30_000, "six catches in a row come early")
            }
            XCTAssertEqual(ArcadeRules.multiplier(forCombo: harness.game.mode.combo), 2)
            XCTAssertTrue(SceneRenderer.comboShown(2))
            XCTAssertFalse(SceneRenderer.comboShown(1), "a single catch is no combo")
            try GoldenImage.check(fixture.frame(of: harness.game), named: "arcade-combo-meter", tolerance: 2)
        }
    }

    /// A table row played back is marked on the field (R21).
    func testAPlaybackShowsItsBanner() throws {
        try MainActor.assumeIsolated {
            let context = self.context(.french)
            let row = HighScore(name: "Ana", score: 0, accuracy: 0, bestCombo: 0, time: 0,
                                replay: Replay(mode: .arcade, seed: 4, version: "0.1.0"))
            let scene = GameScene<ArcadeMode>(kind: .arcade, seed: 4, context: context, playback: row)
            while scene.clockMs < 8_000 { _ = scene.step([], context: context) }
            try GoldenImage.check(frame { try scene.draw(with: fixture.scene, context: context) }, named: "replay-banner-fr",
                                  tolerance: 2)
        }
    }

    /// The results of a playback say whether it reproduced the row's score, or what it scored instead (R21).
    func testThePlaybacksResultsSayWhetherItReproducedTheScore() throws {
        try MainActor.assumeIsolated {
            let summary = ArcadeSummary(score: 120, caught: 12, missed: 3, bestCombo: 7,
                                        reactionTimes: (0..<12).map { 250 + ($0 * 53) % 400 })
            let context = self.context()
            let same = ResultsScene(RoundResults(summary: summary, again: .arcade,
                                                 replay: ReplayOutcome(expected: 120, actual: 120)), language: .english)
            try GoldenImage.check(frame { try same.draw(with: fixture.scene, context: context) }, named: "results-replay-en")
            let other = ResultsScene(RoundResults(summary: summary, again: .arcade,
                                                  replay: ReplayOutcome(expected: 150, actual: 120)), language: .english)
            XCTAssertEqual(context.language.text(.replayNotReproduced, 150, 120), "Not reproduced: 120, not 150")
            try GoldenImage.check(frame { try other.draw(with: fixture.scene, context: context) }, named: "results-replay-differs-en")
        }
    }
}
