import SDLKit
import WormGame
import XCTest
@testable import WormApp

/// A headless platform that draws every frame, as a window does, shows transitions, and keeps the brightness of
/// each frame's centre pixel with the time of its last step.
final class EveryFramePlatform: GamePlatform {
    let inner: HeadlessPlatform
    let renderer: Renderer
    /// (last step's ms, red + green + blue of the pixel at (`x`, `y`)) for every frame.
    private(set) var frames: [(ms: Int, brightness: Int)] = []
    let x = 300, y = 300

    init(_ inner: HeadlessPlatform, renderer: Renderer) {
        self.inner = inner
        self.renderer = renderer
    }

    func beginFrame(runMs: Int, inputs: inout [PlayerInput]) throws -> Int? { try inner.beginFrame(runMs: runMs, inputs: &inputs) }
    func endFrame(lastStepMs: Int, signature: FrameSignature?, draw: () throws -> Void) throws {
        try draw()
        let image = try renderer.readPixels(width: Playfield.width, height: Playfield.height)
        let at = (y * image.width + x) * 4
        frames.append((lastStepMs, Int(image.pixels[at]) + Int(image.pixels[at + 1]) + Int(image.pixels[at + 2])))
    }
    func finish(draw: () throws -> Void) throws { try inner.finish(draw: draw) }
    func endRunMs(runMs: Int) -> Int { inner.endRunMs(runMs: runMs) }
    func toggleFullscreen() throws {}
    var isFullscreen: Bool? { nil }
    func resize(width: Int, height: Int) throws {}
    var showsTransitions: Bool { true }
}

/// Scene changes fade in within 150 ms, none with reduced motion, and never delay or swallow an input (R21).
nonisolated final class TransitionTests: XCTestCase, @unchecked Sendable {
    func testTheVeilClearsWithin150MsAndNeverShowsWithReducedMotion() {
        XCTAssertEqual(Transition.veil(elapsedMs: 0, reducedMotion: false), 200)
        XCTAssertEqual(Transition.veil(elapsedMs: 75, reducedMotion: false), 100)
        XCTAssertNil(Transition.veil(elapsedMs: 150, reducedMotion: false))
        XCTAssertNil(Transition.veil(elapsedMs: 0, reducedMotion: true))
        let alphas = stride(from: 0, to: 150, by: 4).compactMap { Transition.veil(elapsedMs: $0, reducedMotion: false) }
        XCTAssertEqual(alphas, alphas.sorted(by: >), "it only clears")
    }

    /// The title's Settings at 100 ms, then the effects' − 40 ms into the settings, while they fade in: the change
    /// is made at that step of the new scene, and the frames of the fade are darker than the settled ones.
    @MainActor
    func run(reducedMotion: Bool) throws -> (run: SceneRun, platform: EveryFramePlatform) {
        let settings = SettingsKeeper.havingSeenHowToPlay()
        if reducedMotion { try settings.set(\.reducedMotion, to: true) }
        let title = TitleScene.frame(ofButton: 5)
        let minus = SettingsScene.menu(Settings(), language: .english).buttons.first { $0.choice == .effectsDown }!.frame
        var platform: EveryFramePlatform?
        let run = try SceneRun(first: .title, lines: [
            (100, .press(x: Double(title.x + 20), y: Double(title.y + 20))),
            (144, .press(x: Double(minus.x + 20), y: Double(minus.y + 20))),
        ], durationMs: 600, settings: settings, platform: { inner in
            let every = EveryFramePlatform(inner, renderer: RenderFixture.shared.renderer)
            platform = every
            return every
        })
        return (run, platform!)
    }

    func testAPressDuringAFadeTakesEffectOnTheNewSceneAtOnce() throws {
        try MainActor.assumeIsolated {
            let (run, platform) = try self.run(reducedMotion: false)
            XCTAssertEqual(run.scenes, ["title", "settings"])
            let change = try XCTUnwrap(run.of("setting").first)
            XCTAssertEqual(change["name"], .string("effects_volume"))
            XCTAssertEqual(change.int("t"), 40, "taken at its own step, 40 ms into the new scene")
            // Settings opened after the step at 100 ms: its frames until 100 + 150 ms are veiled, then settled.
            let settled = try XCTUnwrap(platform.frames.last).brightness
            let fading = platform.frames.filter { $0.ms > 100 && $0.ms < 240 }
            XCTAssertFalse(fading.isEmpty)
            for frame in fading { XCTAssertLessThan(frame.brightness, settled, "veiled at \(frame.ms) ms") }
            for frame in platform.frames where frame.ms >= 256 { XCTAssertEqual(frame.brightness, settled, "settled at \(frame.ms) ms") }
        }
    }

    func testReducedMotionChangesScenesWithoutAFade() throws {
        try MainActor.assumeIsolated {
            let (run, platform) = try self.run(reducedMotion: true)
            XCTAssertEqual(run.of("setting").first?.int("t"), 40)
            let settled = try XCTUnwrap(platform.frames.last).brightness
            for frame in platform.frames where frame.ms > 100 { XCTAssertEqual(frame.brightness, settled, "at \(frame.ms) ms") }
        }
    }
}
