import SDLKit
import WormGame
import WormTestSupport
import XCTest
@testable import WormApp

/// R115's flashes (XAG 118): no effect (a catch's explosion, a golden worm's stardust, a miss's shake or its still
/// mark) changes the brightness of more than a quarter of the screen by 10 % or more more than 3 times in any second,
/// measured over the frames of a round played as fast as the effects can come.
nonisolated final class FlashTests: XCTestCase, @unchecked Sendable {
    /// The side of the square areas the screen is measured in, in logical pixels.
    static let cell = 16
    /// The change of relative luminance that counts (R115: 10 %).
    static let change = 0.1

    /// Counts the screen's brightness changes frame by frame: each area keeps the luminance it was last counted at;
    /// a frame in which more than a quarter of the areas are 10 % or more away from theirs is one change of the
    /// screen, and those areas are counted again from there.
    struct FlashMeter {
        private var reference: [Double] = []
        /// The times of the screen's changes, in ms.
        private(set) var changes: [Int] = []

        /// The WCAG linear value of each byte.
        static let linear: [Double] = (0...255).map { byte in
            let value = Double(byte) / 255
            return value <= 0.039_28 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }

        /// The mean relative luminance of each area of `frame` (every second pixel each way).
        static func areas(of frame: Image) -> [Double] {
            var means: [Double] = []
            for top in stride(from: 0, to: frame.height, by: cell) {
                for left in stride(from: 0, to: frame.width, by: cell) {
                    var sum = 0.0, count = 0
                    for y in stride(from: top, to: min(top + cell, frame.height), by: 2) {
                        for x in stride(from: left, to: min(left + cell, frame.width), by: 2) {
                            let index = (y * frame.width + x) * 4
                            sum += 0.212_6 * linear[Int(frame.pixels[index])] + 0.715_2 * linear[Int(frame.pixels[index + 1])]
                                + 0.072_2 * linear[Int(frame.pixels[index + 2])]
                            count += 1
                        }
                    }
                    means.append(sum / Double(count))
                }
            }
            return means
        }

        /// Measures `frame`, drawn at `ms`.
        mutating func add(_ frame: Image, at ms: Int) {
            let means = Self.areas(of: frame)
            guard reference.count == means.count else {
                reference = means
                return
            }
            let moved = means.indices.filter { abs(means[$0] - reference[$0]) >= FlashTests.change }
            guard moved.count * 4 > means.count else { return }
            changes.append(ms)
            for index in moved { reference[index] = means[index] }
        }

        /// The most changes in any one second.
        var mostInASecond: Int {
            changes.indices.map { start in changes[start...].prefix { $0 - changes[start] < 1_000 }.count }.max() ?? 0
        }
    }

    /// Plays Arcade on `seed` with every worm caught as it comes (explosions, a golden worm's stardust) and a miss
    /// every 120 ms (shakes), from the round's 9th second for `seconds`, measuring every 16 ms frame when `measure`.
    @MainActor
    func play(seed: UInt64, seconds: Int, measure: Bool) throws -> (harness: ModeHarness<ArcadeMode>, meter: FlashMeter) {
        var harness = ModeHarness(game: ArcadeGame(seed: seed))
        var meter = FlashMeter()
        var lastMiss = 0
        let from = Game<ArcadeMode>.firstWormMs + 9_000, end = from + seconds * 1_000
        while harness.game.timeMs < end {
            if let worm = harness.game.worms.first(where: { $0.kind != .beetle }) {
                harness.press(worm)
            } else if harness.game.timeMs >= from, harness.game.timeMs - lastMiss >= 120, harness.emptySpot() != nil {
                lastMiss = harness.game.timeMs
                harness.pressEmptySpot()
            } else {
                harness.step()
            }
            if measure, harness.game.timeMs >= from, harness.game.timeMs % 16 == 0 {
                meter.add(try RenderFixture.shared.frame(of: harness.game), at: harness.game.timeMs)
            }
        }
        return (harness, meter)
    }

    /// The round measured, with and without reduced motion, on a seed that brings a golden worm while measured.
    @MainActor
    func measuredRound(seconds: Int, reducedMotion: Bool) throws -> FlashMeter {
        let from = Game<ArcadeMode>.firstWormMs + 9_000
        let seed = try XCTUnwrap((1...100).first { (seed: UInt64) in
            (try? play(seed: seed, seconds: seconds, measure: false))?.harness.spawnRecords
                .contains { $0.kind == .golden && $0.t >= from } ?? false
        })
        let painter = RenderFixture.shared.scene
        painter.reducedMotion = reducedMotion
        defer { painter.reducedMotion = false }
        let (harness, meter) = try play(seed: seed, seconds: seconds, measure: true)
        // The effects came as fast as they can: catches (explosions, stardust) and misses (shakes, marks).
        XCTAssertGreaterThan(harness.game.mode.caught, 10)
        XCTAssertGreaterThan(harness.game.mode.missed, 20)
        return meter
    }

    func testNoEffectChangesAQuarterOfTheScreenMoreThanThreeTimesASecond() throws {
        try MainActor.assumeIsolated {
            for reducedMotion in [false, true] {
                let meter = try measuredRound(seconds: 6, reducedMotion: reducedMotion)
                XCTAssertLessThanOrEqual(meter.mostInASecond, 3, "reduced motion \(reducedMotion): changes at \(meter.changes.prefix(12)) ms")
            }
        }
    }

    /// Issue 30's new moments flash no more: a new best's confetti, every 16 ms frame of the name scene's first 2 s,
    /// and the countdown big in the middle of the field, every frame of its 5 s.
    func testTheConfettiAndTheBigCountdownDoNotFlash() throws {
        try MainActor.assumeIsolated {
            TestCatalogues.install()
            let context = SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(), seed: 1,
                                       dailyDate: "2026-11-30")
            let round = FinishedRound(kind: .arcade, summary: ArcadeSummary(score: 500, caught: 9, missed: 1, bestCombo: 5,
                                                                            reactionTimes: [300]),
                                      replay: Replay(mode: .arcade, seed: 1, version: "0.1.0"), date: "2026-11-30")
            let scene = NameScene(round: round, context: context)
            XCTAssertTrue(scene.isNewBest)
            var confetti = FlashMeter()
            while scene.clockMs < 2_000 {
                _ = scene.step([], context: context)
                if scene.clockMs % 16 == 0 {
                    confetti.add(try RenderFixture.shared.frame { try scene.draw(with: $0, context: context) }, at: scene.clockMs)
                }
            }
            XCTAssertLessThanOrEqual(confetti.mostInASecond, 3, "confetti: changes at \(confetti.changes.prefix(12)) ms")
            var harness = ModeHarness(game: ArcadeGame(seed: 1))
            var countdown = FlashMeter()
            while harness.game.timeMs < Game<ArcadeMode>.firstWormMs {
                harness.step()
                if harness.game.timeMs % 16 == 0 { countdown.add(try RenderFixture.shared.frame(of: harness.game), at: harness.game.timeMs) }
            }
            XCTAssertLessThanOrEqual(countdown.mostInASecond, 3, "countdown: changes at \(countdown.changes.prefix(12)) ms")
        }
    }

    /// The meter itself: a whole screen going white and back every 100 ms is 10 changes a second; the same on a
    /// fifth of the screen is none.
    func testTheMeterCountsAFlashingScreenAndNotAFlashingCorner() throws {
        try MainActor.assumeIsolated {
            func frame(_ brightRows: Int) -> Image {
                var pixels = [UInt8](repeating: 0, count: Playfield.width * Playfield.height * 4)
                for index in 0..<(Playfield.width * brightRows * 4) { pixels[index] = 255 }
                return Image(width: Playfield.width, height: Playfield.height, pixels: pixels)
            }
            var whole = FlashMeter(), corner = FlashMeter()
            for ms in stride(from: 0, to: 1_000, by: 50) {
                let bright = (ms / 100) % 2 == 1
                whole.add(frame(bright ? Playfield.height : 0), at: ms)
                corner.add(frame(bright ? Playfield.height / 5 : 0), at: ms)
            }
            XCTAssertEqual(whole.mostInASecond, 9)
            XCTAssertEqual(corner.mostInASecond, 0)
        }
    }
}
