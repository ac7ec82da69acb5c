import SDLKit
import WormGame
import XCTest
@testable import WormApp

/// The letterbox bars (issue 30): the background's edge drawn on across them, dimmed, not black.
nonisolated final class LetterboxBarsTests: XCTestCase, @unchecked Sendable {
    /// A window of `width` × `height` of its own, with the game's sprites fitted to it.
    @MainActor
    static func window(width: Int, height: Int) throws -> (renderer: Renderer, scene: SceneRenderer, window: Window) {
        _ = RenderFixture.shared  // SDL started
        let window = try Window(title: "worm tests bars", width: width, height: height, fullscreen: false)
        let renderer = try Renderer(window: window, software: true, vsync: false)
        let sprites = try Sprites(renderer: renderer, files: SpriteSetTests.bundled)
        let scene = SceneRenderer(renderer: renderer, sprites: sprites, particleDrawing: .fastest(on: renderer.kind))
        try scene.fit(outputWidth: width, height: height)
        return (renderer, scene, window)
    }

    /// The title drawn in `window`, read whole, bars and all.
    @MainActor
    func title(in window: (renderer: Renderer, scene: SceneRenderer, window: Window), width: Int, height: Int,
               highContrast: Bool = false) throws -> Image {
        window.scene.textStyle.highContrast = highContrast
        let title = TitleScene(language: .english, cosmeticSeed: 11)
        let context = SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(),
                                   seed: 1, dailyDate: "2026-11-30")
        try title.draw(with: window.scene, context: context)
        let placement = window.renderer.placement
        defer { window.renderer.placement = placement }
        window.renderer.placement = .identity
        return try window.renderer.readPixels(width: width, height: height)
    }

    /// The pixel at `x`, `y` of `image`: red, green, blue.
    func pixel(_ image: Image, _ x: Int, _ y: Int) -> [Int] {
        (0..<3).map { Int(image.pixels[(y * image.width + x) * 4 + $0]) }
    }

    /// Whether `bar` is `edge` darkened by the bars' shade, within rounding.
    @MainActor func isShaded(_ bar: [Int], of edge: [Int]) -> Bool {
        let kept = 1 - Double(SceneRenderer.barShade.alpha) / 255
        return zip(bar, edge).allSatisfy { abs(Double($0) - Double($1) * kept) <= 3 }
    }

    /// 480 × 480: the field at scale 1 from x = 80 to 399, sky and soil going on to the window's sides, dimmed.
    func testWideBarsCarryTheFieldsEdgeOnDimmed() throws {
        try MainActor.assumeIsolated {
            let window = try Self.window(width: 480, height: 480)
            let image = try title(in: window, width: 480, height: 480)
            for y in [150, 200, 300, 470] {
                for x in [0, 40, 79] {
                    XCTAssertTrue(isShaded(pixel(image, x, y), of: pixel(image, 80, y)), "left bar at \(x), \(y): \(pixel(image, x, y))")
                }
                for x in [400, 440, 479] {
                    XCTAssertTrue(isShaded(pixel(image, x, y), of: pixel(image, 399, y)), "right bar at \(x), \(y): \(pixel(image, x, y))")
                }
            }
            let sky = pixel(image, 10, 20), soil = pixel(image, 10, 470)
            XCTAssertTrue(sky[2] > sky[0] && sky[2] > 100, "sky beside the field's sky: \(sky)")
            XCTAssertTrue(soil[0] > soil[2] && soil != [0, 0, 0], "soil beside the field's soil: \(soil)")
            try GoldenImage.check(image, named: "title-bars-wide")
        }
    }

    /// 320 × 640 (a portrait kiosk's shape): sky above the field, soil below, dimmed.
    func testTallBarsCarryTheSkyAboveAndTheSoilBelow() throws {
        try MainActor.assumeIsolated {
            let window = try Self.window(width: 320, height: 640)
            let image = try title(in: window, width: 320, height: 640)
            for x in [0, 160, 319] {
                for y in [0, 40, 79] { XCTAssertTrue(isShaded(pixel(image, x, y), of: pixel(image, x, 80)), "top bar at \(x), \(y)") }
                for y in [560, 600, 639] { XCTAssertTrue(isShaded(pixel(image, x, y), of: pixel(image, x, 559)), "bottom bar at \(x), \(y)") }
            }
            try GoldenImage.check(image, named: "title-bars-tall")
        }
    }

    /// High contrast keeps the bars plain black: nothing busy beside a field made plain.
    func testHighContrastKeepsTheBarsBlack() throws {
        try MainActor.assumeIsolated {
            let window = try Self.window(width: 480, height: 480)
            let image = try title(in: window, width: 480, height: 480, highContrast: true)
            for y in [20, 240, 470] { for x in [0, 79, 400, 479] { XCTAssertEqual(pixel(image, x, y), [0, 0, 0]) } }
        }
    }
}
