import SDLKit
import WormGame
import WormTestSupport
import XCTest
@testable import WormApp

/// Golden images of what the player sees, drawn by the game's own drawing code on SDL's software renderer.
final class RenderTests: XCTestCase {
    var fixture: RenderFixture { RenderFixture.shared }

    func testCountdownInEnglish() throws {
        var harness = GameHarness(seed: 1, language: .english)
        harness.run(through: 0)
        XCTAssertEqual(harness.game.message, "Get ready")
        try GoldenImage.check(fixture.frame(of: harness.game), named: "countdown-en")
    }

    func testCountdownInFrenchWithAccents() throws {
        var harness = GameHarness(seed: 1, language: .french)
        harness.run(through: 4_000)
        XCTAssertEqual(harness.game.message, "C'est à vous !")
        try GoldenImage.check(fixture.frame(of: harness.game), named: "countdown-fr")
    }

    func testVisibleWorm() throws {
        var harness = GameHarness(seed: 1)
        harness.run(through: 5_200)
        XCTAssertNotNil(harness.game.worm)
        try GoldenImage.check(fixture.frame(of: harness.game), named: "worm-visible")
    }

    func testScoreLineAfterHitsAndMisses() throws {
        var harness = GameHarness(seed: 2, language: .french)
        harness.catchWorms(3)
        harness.press(at: harness.game.timeMs, x: 5, y: 470)
        harness.run(through: harness.game.timeMs + 1_000)
        harness.catchWorms(1)
        harness.run(through: harness.game.timeMs + 900)  // the explosion is over
        XCTAssertEqual(harness.game.caught, 4)
        XCTAssertGreaterThanOrEqual(harness.game.missed, 1)
        XCTAssertEqual(harness.game.effects.particleCount, 0)
        try GoldenImage.check(fixture.frame(of: harness.game), named: "score-fr")
    }

    func testExplosionInFlight() throws {
        var harness = GameHarness(seed: 3)
        harness.catchWorms(1)
        harness.run(through: harness.game.timeMs + 300)
        XCTAssertEqual(harness.game.effects.explosion.count, 100)
        try GoldenImage.check(fixture.frame(of: harness.game), named: "explosion", tolerance: 2)
    }

    func testStardustBehindTheWorm() throws {
        var harness = GameHarness(seed: 4)
        harness.catchWorms(10)
        harness.run(through: harness.game.timeMs + 1_200)
        XCTAssertGreaterThan(harness.game.effects.stardust.count, 100)
        try GoldenImage.check(fixture.frame(of: harness.game), named: "stardust", tolerance: 2)
    }

    func testPausedOverlay() throws {
        var harness = GameHarness(seed: 1)
        harness.run(through: 5_200)
        harness.input(.pauseKey, at: 5_204)
        harness.run(through: 5_204)
        XCTAssertTrue(harness.game.isPaused)
        try GoldenImage.check(fixture.frame(of: harness.game), named: "paused-en")
    }

    /// Drawing reads the game and never writes it: drawing twice gives the same frame and the same game.
    func testDrawingDoesNotChangeTheGame() throws {
        var harness = GameHarness(seed: 3)
        harness.catchWorms(1)
        harness.run(through: harness.game.timeMs + 100)
        let before = harness.log.count
        let first = try fixture.frame(of: harness.game)
        let second = try fixture.frame(of: harness.game)
        XCTAssertEqual(first, second)
        harness.run(through: harness.game.timeMs)
        XCTAssertEqual(harness.log.count, before, "no events from drawing")
    }

    /// The geometry batch (chosen on OpenGL) draws particles exactly as one copy each does on the software renderer.
    func testGeometryBatchDrawsWhatCopiesDraw() throws {
        var harness = GameHarness(seed: 3)
        harness.catchWorms(10)
        harness.run(through: harness.game.timeMs + 400)
        XCTAssertGreaterThan(harness.game.effects.particleCount, 100)
        let batched = SceneRenderer(renderer: fixture.renderer, sprites: fixture.sprites, particleDrawing: .geometry)
        try batched.draw(harness.game)
        let geometry = try fixture.renderer.readPixels(width: 320, height: 480)
        let copies = SceneRenderer(renderer: fixture.renderer, sprites: fixture.sprites, particleDrawing: .copies)
        try copies.draw(harness.game)
        XCTAssertEqual(try fixture.renderer.readPixels(width: 320, height: 480), geometry)
    }

    /// The golden comparison itself catches a changed pixel and names it.
    func testComparisonFindsASinglePixel() {
        let a = Image(width: 2, height: 2, pixels: [UInt8](repeating: 100, count: 16))
        var changed = a
        changed.pixels[4 * 3 + 1] = 104
        XCTAssertEqual(GoldenImage.compare(a, changed, tolerance: 3).differing, 1)
        XCTAssertEqual(GoldenImage.compare(a, changed, tolerance: 3).first.x, 1)
        XCTAssertEqual(GoldenImage.compare(a, changed, tolerance: 3).first.y, 1)
        XCTAssertEqual(GoldenImage.compare(a, changed, tolerance: 4).differing, 0)
    }
}
