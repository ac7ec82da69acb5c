import SDLKit
import WormGame
import WormTestSupport
import XCTest
@testable import WormApp

/// Golden images of what the player sees, drawn by the game's own drawing code on SDL's software renderer.
nonisolated final class RenderTests: XCTestCase, @unchecked Sendable {
    @MainActor
    var fixture: RenderFixture { RenderFixture.shared }

    /// The worm is drawn whole from 100 ms after it appears at the latest (R2's pop-in limit).
    func testThePopInIsOverWithinOneHundredMilliseconds() throws {
        try MainActor.assumeIsolated {
            let worm = Worm(number: 1, x: 160, y: 240, visibleMs: 1_500, spawnedAtMs: 0)
            @MainActor func frame(ageMs: Int) throws -> Image {
                try fixture.scene.drawField(stardust: ParticlePool(capacity: 1), worms: CollectionOfOne((worm, ageMs: ageMs)),
                                            explosion: ParticlePool(capacity: 1), message: "")
                return try fixture.renderer.readPixels(width: Playfield.width, height: Playfield.height)
            }
            let whole = try frame(ageMs: 1_000)
            XCTAssertEqual(try frame(ageMs: 100), whole)
            XCTAssertNotEqual(try frame(ageMs: 0), whole, "it does pop in")
        }
    }

    func testCountdownInEnglish() throws {
        try MainActor.assumeIsolated {
            var harness = GameHarness(seed: 1, language: .english)
            harness.run(through: 0)
            XCTAssertEqual(harness.message, "Get ready")
            try GoldenImage.check(fixture.frame(of: harness.game, language: harness.language), named: "countdown-en")
        }
    }

    func testCountdownInFrenchWithAccents() throws {
        try MainActor.assumeIsolated {
            var harness = GameHarness(seed: 1, language: .french)
            harness.run(through: 4_000)
            XCTAssertEqual(harness.message, "C'est à vous !")
            try GoldenImage.check(fixture.frame(of: harness.game, language: harness.language), named: "countdown-fr")
        }
    }

    /// The countdown big in the middle of the field as well as on the message line (issue 30): the digit alone.
    func testTheCountdownsDigitIsBigInTheMiddle() throws {
        try MainActor.assumeIsolated {
            var harness = GameHarness(seed: 1, language: .english)
            harness.run(through: 2_000)
            XCTAssertEqual(harness.message, "2 ...")
            XCTAssertEqual(SceneRenderer.countdownFace(of: harness.game.message, in: .english)?.text, "2")
            XCTAssertNil(SceneRenderer.countdownFace(of: .arcadeScore(score: 0, secondsLeft: 60), in: .english), "not over play")
            try GoldenImage.check(fixture.frame(of: harness.game, language: harness.language), named: "countdown-two-en")
        }
    }

    func testVisibleWorm() throws {
        try MainActor.assumeIsolated {
            var harness = GameHarness(seed: 1)
            harness.run(through: 5_200)
            XCTAssertNotNil(harness.game.worm)
            try GoldenImage.check(fixture.frame(of: harness.game, language: harness.language), named: "worm-visible")
        }
    }

    func testScoreLineAfterHitsAndMisses() throws {
        try MainActor.assumeIsolated {
            var harness = GameHarness(seed: 2, language: .french)
            harness.catchWorms(3)
            harness.press(at: harness.game.timeMs, x: 5, y: 470)
            harness.run(through: harness.game.timeMs + 1_000)
            harness.catchWorms(1)
            harness.run(through: harness.game.timeMs + 900)  // the explosion is over
            XCTAssertEqual(harness.game.caught, 4)
            XCTAssertGreaterThanOrEqual(harness.game.missed, 1)
            XCTAssertEqual(harness.game.effects.particleCount, 0)
            try GoldenImage.check(fixture.frame(of: harness.game, language: harness.language), named: "score-fr")
        }
    }

    func testExplosionInFlight() throws {
        try MainActor.assumeIsolated {
            var harness = GameHarness(seed: 3)
            harness.catchWorms(1)
            harness.run(through: harness.game.timeMs + 300)
            XCTAssertEqual(harness.game.effects.explosion.count, 100)
            try GoldenImage.check(fixture.frame(of: harness.game, language: harness.language), named: "explosion", tolerance: 2)
        }
    }

    func testStardustBehindTheWorm() throws {
        try MainActor.assumeIsolated {
            var harness = GameHarness(seed: 4)
            harness.catchWorms(10)
            harness.run(through: harness.game.timeMs + 1_200)
            XCTAssertGreaterThan(harness.game.effects.stardust.count, 100)
            try GoldenImage.check(fixture.frame(of: harness.game, language: harness.language), named: "stardust", tolerance: 2)
        }
    }

    func testPausedOverlay() throws {
        try MainActor.assumeIsolated {
            var harness = GameHarness(seed: 1)
            harness.run(through: 5_200)
            harness.input(.pauseKey, at: 5_204)
            harness.run(through: 5_204)
            XCTAssertTrue(harness.game.isPaused)
            try GoldenImage.check(fixture.frame(of: harness.game, language: harness.language), named: "paused-en")
        }
    }

    /// Drawing reads the game and never writes it: drawing twice gives the same frame and the same game.
    func testDrawingDoesNotChangeTheGame() throws {
        try MainActor.assumeIsolated {
            var harness = GameHarness(seed: 3)
            harness.catchWorms(1)
            harness.run(through: harness.game.timeMs + 100)
            let before = harness.log.count
            let first = try fixture.frame(of: harness.game, language: harness.language)
            let second = try fixture.frame(of: harness.game, language: harness.language)
            XCTAssertEqual(first, second)
            harness.run(through: harness.game.timeMs)
            XCTAssertEqual(harness.log.count, before, "no events from drawing")
        }
    }

    /// The geometry batch (chosen on OpenGL) draws particles exactly as one copy each does on the software renderer.
    func testGeometryBatchDrawsWhatCopiesDraw() throws {
        try MainActor.assumeIsolated {
            var harness = GameHarness(seed: 3)
            harness.catchWorms(10)
            harness.run(through: harness.game.timeMs + 400)
            XCTAssertGreaterThan(harness.game.effects.particleCount, 100)
            let batched = SceneRenderer(renderer: fixture.renderer, sprites: fixture.sprites, particleDrawing: .geometry)
            try batched.draw(harness.game, language: harness.language)
            let geometry = try fixture.renderer.readPixels(width: 320, height: 480)
            let copies = SceneRenderer(renderer: fixture.renderer, sprites: fixture.sprites, particleDrawing: .copies)
            try copies.draw(harness.game, language: harness.language)
            XCTAssertEqual(try fixture.renderer.readPixels(width: 320, height: 480), geometry)
        }
    }

    /// The golden comparison itself catches a changed pixel and names it.
    func testComparisonFindsASinglePixel() {
        MainActor.assumeIsolated {
            let a = Image(width: 2, height: 2, pixels: [UInt8](repeating: 100, count: 16))
            var changed = a
            changed.pixels[4 * 3 + 1] = 104
            XCTAssertEqual(GoldenImage.compare(a, changed, tolerance: 3).differing, 1)
            XCTAssertEqual(GoldenImage.compare(a, changed, tolerance: 3).first.x, 1)
            XCTAssertEqual(GoldenImage.compare(a, changed, tolerance: 3).first.y, 1)
            XCTAssertEqual(GoldenImage.compare(a, changed, tolerance: 4).differing, 0)
        }
    }
}

/// Golden images of the scenes around the game and of Arcade (R20, R31–R33).
nonisolated final class SceneRenderTests: XCTestCase, @unchecked Sendable {
    @MainActor
    var fixture: RenderFixture { RenderFixture.shared }

    @MainActor
    func frame(_ draw: () throws -> Void) throws -> Image {
        try draw()
        return try fixture.renderer.readPixels(width: Playfield.width, height: Playfield.height)
    }

    func testTitleWithItsCloudsAndFocus() throws {
        try MainActor.assumeIsolated {
            let title = TitleScene(language: .english, cosmeticSeed: 11)
            let context = SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(),
                                       seed: 1, dailyDate: "2026-11-30")
            for _ in 0..<500 { _ = title.step([], context: context) }  // 2 s of drifting
            XCTAssertNotEqual(title.clouds, Clouds(seed: 11), "the clouds drift")
            XCTAssertEqual(title.cloudMoves, 16, "the drawn clouds move on 8 times a second")
            try GoldenImage.check(frame { try title.draw(with: fixture.scene, context: context) }, named: "title-en")
        }
    }

    func testTitleInFrench() throws {
        try MainActor.assumeIsolated {
            let title = TitleScene(language: .french, cosmeticSeed: 11)
            let context = SceneContext(journal: Journal(sink: nil, language: .french), audio: SilentAudio(),
                                       seed: 1, dailyDate: "2026-11-30")
            try GoldenImage.check(frame { try title.draw(with: fixture.scene, context: context) }, named: "title-fr")
        }
    }

    /// Three worms out at once, just after a catch: its explosion and its points still in the air.
    func testArcadeWithThreeWorms() throws {
        try MainActor.assumeIsolated {
            var harness = ModeHarness<ArcadeMode>(arcadeSeed: 4)
            harness.run(through: 45_000)
            var caughtAt: Int?
            while true {
                let worms = harness.game.worms
                if let caughtAt, worms.count == 3, harness.game.playMs - caughtAt < 600 { break }
                if worms.count == 3, let worm = worms.first(where: { $0.kind == .normal }) {
                    harness.press(at: harness.game.timeMs, x: Double(worm.x), y: Double(worm.y))
                    caughtAt = harness.game.playMs
                }
                harness.run(through: harness.game.timeMs)
                XCTAssertLessThan(harness.game.roundMs, 60_000, "three worms come back before the round ends")
            }
            XCTAssertEqual(harness.game.worms.count, 3)
            XCTAssertFalse(harness.game.mode.popups.isEmpty)
            XCTAssertGreaterThan(harness.game.effects.explosion.count, 0)
            try GoldenImage.check(fixture.frame(of: harness.game), named: "arcade-three-worms", tolerance: 2)
        }
    }

    /// Versus's display name being typed (R60), in French.
    func testTheDisplayNameScene() throws {
        try MainActor.assumeIsolated {
            let scene = DisplayNameScene(current: "Zoé", language: .french)  // as the scene factory makes it
            let context = SceneContext(journal: Journal(sink: nil, language: .french), audio: SilentAudio(),
                                       seed: 1, dailyDate: "2026-11-30")
            _ = scene.step([.text(" 2")], context: context)
            XCTAssertEqual(scene.typed, "Zoé 2")
            try GoldenImage.check(frame { try scene.draw(with: fixture.scene, context: context) }, named: "display-name-fr")
        }
    }

    func testResultsWithTheirChart() throws {
        try MainActor.assumeIsolated {
            let summary = ArcadeSummary(score: 1_230, caught: 58, missed: 9, bestCombo: 23,
                                        reactionTimes: (0..<58).map { 180 + ($0 * 37) % 520 })
            let results = ResultsScene(RoundResults(summary: summary, again: .arcade), language: .english)
            let context = SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(),
                                       seed: 1, dailyDate: "2026-11-30")
            try GoldenImage.check(frame { try results.draw(with: fixture.scene, context: context) }, named: "results-en")
        }
    }
}
