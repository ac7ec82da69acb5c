import SDLKit
import WormGame
import WormTestSupport
import XCTest
@testable import WormApp

/// High contrast's field (R115): a plain dark grey under the worms, the particles and the texts, each of which stands
/// out against it at least 3 : 1 (WCAG's contrast for what is not text), measured from the frame's pixels.
nonisolated final class HighContrastFieldTests: XCTestCase, @unchecked Sendable {
    /// WCAG's contrast of two luminances.
    static func contrast(_ a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The field's luminances in `frame`, sampled every 4 px below the sky, away from the point (`x`, `y`).
    @MainActor
    static func field(_ frame: Image, awayFrom x: Int, _ y: Int) -> [Double] {
        var values: [Double] = []
        for row in stride(from: 150, to: 470, by: 4) {
            for column in stride(from: 2, to: 318, by: 4) where abs(column - x) > 60 || abs(row - y) > 60 {
                values.append(SeeingTests.luminance(frame, x: column, y: row))
            }
        }
        return values.sorted()
    }

    /// The luminances of the pixels within `radius` of (`x`, `y`) in `frame`.
    @MainActor
    static func near(_ frame: Image, x: Int, _ y: Int, radius: Int = 40) -> [Double] {
        var values: [Double] = []
        for row in max(0, y - radius)..<min(frame.height, y + radius) {
            for column in max(0, x - radius)..<min(frame.width, x + radius) {
                values.append(SeeingTests.luminance(frame, x: column, y: row))
            }
        }
        return values
    }

    @MainActor
    func frame(_ game: ArcadeGame, highContrast: Bool) throws -> Image {
        let painter = RenderFixture.shared.scene
        painter.textStyle.highContrast = highContrast
        defer { painter.textStyle = TextStyle() }
        return try RenderFixture.shared.frame { try $0.draw(game, language: .english) }
    }

    func testTheFieldIsPlainAndAWormsOutlineStandsOutOnIt() throws {
        try MainActor.assumeIsolated {
            var harness = ModeHarness(game: ArcadeGame(seed: 4))
            let worm = harness.runToFirstWorm()
            harness.run(through: harness.game.timeMs + 300)  // out whole
            for highContrast in [false, true] {
                let frame = try self.frame(harness.game, highContrast: highContrast)
                let field = Self.field(frame, awayFrom: worm.x, worm.y)
                let median = field[field.count / 2]
                let spread = field[field.count * 95 / 100] - field[field.count * 5 / 100]
                let outline = Self.near(frame, x: worm.x, worm.y).min()!
                let plain = spread <= 0.03, standsOut = Self.contrast(median, outline) >= 3
                if highContrast {
                    XCTAssertTrue(plain, "the field's luminance spreads \(spread)")
                    XCTAssertTrue(standsOut, "the outline \(outline) on the field \(median): \(Self.contrast(median, outline)) : 1")
                } else {
                    XCTAssertFalse(plain && standsOut, "the measure finds the picture's field: spread \(spread), median \(median)")
                }
            }
        }
    }

    func testAnExplosionsParticlesStandOutOnTheField() throws {
        try MainActor.assumeIsolated {
            var harness = ModeHarness(game: ArcadeGame(seed: 4))
            let worm = harness.runToFirstWorm()
            harness.run(through: harness.game.timeMs + 300)
            harness.press(worm)
            harness.run(through: harness.game.timeMs + 100)
            let frame = try self.frame(harness.game, highContrast: true)
            let field = Self.field(frame, awayFrom: worm.x, worm.y)
            let median = field[field.count / 2]
            let lit = Self.near(frame, x: worm.x, worm.y).filter { Self.contrast($0, median) >= 3 && $0 > median }.count
            XCTAssertGreaterThan(lit, 100, "an explosion's particles light at least 100 pixels 3 : 1 above the field")
        }
    }
}
