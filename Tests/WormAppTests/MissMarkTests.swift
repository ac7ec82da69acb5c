import SDLKit
import WormGame
import WormTestSupport
import XCTest
@testable import WormApp

/// R112: a miss shows on the field in every motion setting; with reduced motion the shake's place is taken by a
/// still red frame round the field for the shake's 250 ms.
nonisolated final class MissMarkTests: XCTestCase, @unchecked Sendable {
    /// Whether the frame's pixel at (`x`, `y`) is the miss mark's red.
    func isMark(_ image: Image, x: Int, y: Int) -> Bool {
        let index = (y * image.width + x) * 4
        return Set(image.pixels[index..<index + 3]) == [230, 40, 30]
    }

    func testAMissWithReducedMotionShowsAStillFrameThatGoes() throws {
        try MainActor.assumeIsolated {
            var harness = ModeHarness(game: ArcadeGame(seed: 4))
            _ = harness.runToFirstWorm()
            harness.pressEmptySpot()
            XCTAssertEqual(harness.game.mode.missed, 1)
            let painter = RenderFixture.shared.scene
            defer { painter.reducedMotion = false }
            painter.reducedMotion = true
            let during = try RenderFixture.shared.frame(of: harness.game)
            for (x, y) in [(1, 240), (318, 240), (160, 1), (160, 478)] {
                XCTAssertTrue(self.isMark(during, x: x, y: y), "(\(x), \(y)) right after the miss")
            }
            harness.run(through: harness.game.timeMs + ArcadeRules.shakeMs)
            let after = try RenderFixture.shared.frame(of: harness.game)
            XCTAssertFalse(self.isMark(after, x: 1, y: 240), "gone with the shake's time")
            painter.reducedMotion = false
            var calm = ModeHarness(game: ArcadeGame(seed: 4))
            _ = calm.runToFirstWorm()
            XCTAssertFalse(self.isMark(try RenderFixture.shared.frame(of: calm.game), x: 1, y: 240), "no miss, no mark")
        }
    }
}
