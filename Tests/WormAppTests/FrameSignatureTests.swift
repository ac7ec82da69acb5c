import SDLKit
import WormGame
import WormTestSupport
import XCTest
@testable import WormApp

/// Equal frame signatures mean equal frames, so a loop may skip drawing them; and a quiet game has many.
nonisolated final class FrameSignatureTests: XCTestCase, @unchecked Sendable {
    @MainActor
    var fixture: RenderFixture { RenderFixture.shared }

    /// Step by step through a game with catches, misses, explosions, stardust, a pause and the 3-2-1:
    /// whenever the signature is the last one's, the frame is pixel for pixel the last one.
    func testEqualSignaturesDrawEqualFrames() throws {
        try MainActor.assumeIsolated {
            var harness = GameHarness(seed: 5)
            var previous: (signature: FrameSignature, frame: Image)?
            var skipped = 0, drawn = 0
            @MainActor func check(through end: Int) throws {
                while harness.game.timeMs <= end {
                    harness.run(through: harness.game.timeMs)
                    let signature = FrameSignature(game: harness.game, muted: false, placement: .identity)
                    let frame = try fixture.frame(of: harness.game)
                    if let previous, !signature.needsRedraw(after: previous.signature) {
                        XCTAssertTrue(frame == previous.frame, "a frame skipped at \(harness.game.timeMs) ms would be wrong")
                        skipped += 1
                    } else {
                        drawn += 1
                    }
                    previous = (signature, frame)
                }
            }
            harness.run(through: 3_800)
            try check(through: 5_400)  // the end of the countdown, and the first worm popping up
            XCTAssertGreaterThan(skipped, 9 * drawn, "the countdown and a worm: most frames are the last one again")
            harness.catchWorms(10)  // an explosion each, then stardust
            try check(through: harness.game.timeMs + 600)
            harness.press(at: harness.game.timeMs + 4, x: 5, y: 470)  // a miss: a new message
            try check(through: harness.game.timeMs + 800)
            harness.input(.pauseKey, at: harness.game.timeMs + 4)
            try check(through: harness.game.timeMs + 200)
            harness.input(.pauseKey, at: harness.game.timeMs + 4)  // resume: 3-2-1
            try check(through: harness.game.timeMs + 1_200)
            XCTAssertGreaterThan(drawn, 200, "moving particles are drawn every step")
        }
    }

    func testWhatChangesAFrame() {
        MainActor.assumeIsolated {
            var harness = GameHarness(seed: 1)
            harness.run(through: 4_000)
            let game = harness.game
            let base = FrameSignature(game: game, muted: false, placement: .identity)
            XCTAssertFalse(base.needsRedraw(after: base))
            XCTAssertTrue(base.needsRedraw(after: nil))
            XCTAssertTrue(FrameSignature(game: game, muted: true, placement: .identity).needsRedraw(after: base))
            let bigger = Placement(scale: 2, offsetX: 0, offsetY: 0)
            XCTAssertTrue(FrameSignature(game: game, muted: false, placement: bigger).needsRedraw(after: base))
            harness.run(through: 4_100)
            XCTAssertFalse(FrameSignature(game: harness.game, muted: false, placement: .identity).needsRedraw(after: base),
                           "nothing moves in the 100 ms before the first worm")
        }
    }

    /// Arcade too: several worms, points rising, the screen shaking after a miss, a beetle.
    func testEqualSignaturesDrawEqualArcadeFrames() throws {
        try MainActor.assumeIsolated {
            var harness = ModeHarness<ArcadeMode>(arcadeSeed: 8)
            var previous: (signature: FrameSignature, frame: Image)?
            var skipped = 0, drawn = 0
            harness.run(through: 40_000)
            while harness.game.timeMs <= 46_000 {
                let t = harness.game.timeMs
                if t % 700 == 0, let worm = harness.game.worms.first {
                    harness.press(at: t, x: Double(worm.x), y: Double(worm.y))
                } else if t % 1_900 == 0 {
                    harness.press(at: t, x: 5, y: 470)  // a miss: the screen shakes
                }
                harness.run(through: t)
                let signature = FrameSignature(game: harness.game, muted: false, placement: .identity)
                let frame = try fixture.frame(of: harness.game)
                if let previous, !signature.needsRedraw(after: previous.signature) {
                    XCTAssertTrue(frame == previous.frame, "a frame skipped at \(t) ms would be wrong")
                    skipped += 1
                } else {
                    drawn += 1
                }
                previous = (signature, frame)
            }
            XCTAssertGreaterThan(skipped, 10)
            XCTAssertGreaterThan(drawn, 100)
        }
    }

    /// The title: its drawn clouds move on 8 times a second, and frames between show the same pixels.
    func testEqualSignaturesDrawEqualTitleFrames() throws {
        try MainActor.assumeIsolated {
            let title = TitleScene(language: .english, cosmeticSeed: 5)
            let context = SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(),
                                       seed: 1, dailyDate: "2026-11-30")
            var previous: (signature: FrameSignature?, frame: Image)?
            var drawn = 0
            for step in 0..<300 {
                _ = title.step(step == 200 ? [.key(KeyPress(name: "down"))] : [], context: context)
                let signature = title.signature(context: context, placement: .identity)
                try title.draw(with: fixture.scene, context: context)
                let frame = try fixture.renderer.readPixels(width: Playfield.width, height: Playfield.height)
                if let previous, signature != nil, !signature!.needsRedraw(after: previous.signature) {
                    XCTAssertTrue(frame == previous.frame, "a title frame skipped at step \(step) would be wrong")
                } else {
                    drawn += 1
                }
                previous = (signature, frame)
            }
            XCTAssertEqual(drawn, 1 + 9 + 1, "the first frame, a cloud move every 125 ms, the focus moving")
        }
    }
}
