import SDLKit
import WormGame
import XCTest
@testable import WormApp

/// Frames drawn above 320 × 480 from the 2× and 4× sets (R21), and the box drawn for a missing character (R90).
nonisolated final class SharpRenderTests: XCTestCase, @unchecked Sendable {
    /// A 640 × 960 window of its own beside the fixture's, with the game's sprites fitted to it.
    @MainActor
    static let large: (renderer: Renderer, scene: SceneRenderer, window: Window) = {
        _ = RenderFixture.shared  // SDL started
        do {
            let window = try Window(title: "worm tests 2x", width: 640, height: 960, fullscreen: false)
            let renderer = try Renderer(window: window, software: true, vsync: false)
            let sprites = try Sprites(renderer: renderer, files: SpriteSetTests.bundled)
            let scene = SceneRenderer(renderer: renderer, sprites: sprites, particleDrawing: .fastest(on: renderer.kind))
            let output = try renderer.outputSize()
            try scene.fit(outputWidth: output.width, height: output.height)
            return (renderer, scene, window)
        } catch {
            fatalError("cannot open the 640 × 960 test window: \(error)")
        }
    }()

    /// The title at 640 × 960: the 2× background, worm and clouds, text from the 2× and 4× atlases.
    func testTitleAtTwiceTheSize() throws {
        try MainActor.assumeIsolated {
            let large = SharpRenderTests.large
            XCTAssertEqual(large.scene.sprites.imageSet, .two)
            let title = TitleScene(language: .english, cosmeticSeed: 11)
            let context = SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(),
                                       seed: 1, dailyDate: "2026-11-30")
            try title.draw(with: large.scene, context: context)
            let image = try large.renderer.readPixels(width: Playfield.width, height: Playfield.height)
            XCTAssertEqual(image.width, 640)
            try GoldenImage.check(image, named: "title-en@2x")
        }
    }

    /// The pixels of `text` drawn at 1× on black, top left.
    @MainActor
    func ink(_ text: String) throws -> [UInt8] {
        let fixture = RenderFixture.shared
        try fixture.renderer.clear(.black)
        try fixture.scene.drawText(text, x: 4, y: 4)
        return try fixture.renderer.readPixels(width: 60, height: 30).pixels
    }

    /// A character the font lacks is a box: drawn, as wide as the box's advance, and not a "?".
    func testAMissingCharacterIsDrawnAsABox() throws {
        try MainActor.assumeIsolated {
            let fixture = RenderFixture.shared
            let box = try ink("中"), question = try ink("?"), nothing = try ink("")
            // Compared as Booleans: a failure prints no frame's worth of bytes.
            XCTAssertTrue(box != nothing, "the missing character is drawn")
            XCTAssertTrue(box != question, "as the box, not as a question mark")
            XCTAssertTrue(try ink("\u{1F600}") == box, "any missing character: the same box")
            let font = fixture.sprites.font
            XCTAssertEqual(font.width(of: "a中b"), font.width(of: "ab") + font.glyphs[BitmapFont.missing]!.xAdvance)
        }
    }

    /// Cyrillic is drawn, each letter its own picture (not boxes).
    func testCyrillicIsDrawn() throws {
        try MainActor.assumeIsolated {
            XCTAssertTrue(try ink("Ёж") != ink("中中"), "not boxes")
            XCTAssertTrue(try ink("Ёж") != ink("Еж"), "Ё has its dots")
        }
    }

    /// A window's set follows it: fullscreen (the dummy display's 1024 × 768, scale 1.6) takes the 2× set, and
    /// back to 320 × 480 the 1× set again, the 2× textures let go.
    func testTheSetIsChosenAgainWhenTheWindowChangesSize() throws {
        try MainActor.assumeIsolated {
            _ = RenderFixture.shared
            EventQueue.flush()
            let window = try Window(title: "worm tests resized", width: 320, height: 480, fullscreen: false)
            let renderer = try Renderer(window: window, software: true, vsync: false)
            let sprites = try Sprites(renderer: renderer, files: SpriteSetTests.bundled)
            let scene = SceneRenderer(renderer: renderer, sprites: sprites)
            let platform = try WindowedPlatform(window: window, painter: scene, clock: ManualClock())
            XCTAssertEqual(sprites.imageSet, .one)
            try platform.toggleFullscreen()
            let output = try renderer.outputSize()
            XCTAssertEqual(ArtScale.covering(Letterbox(width: output.width, height: output.height).scale), .two, "\(output)")
            XCTAssertEqual(sprites.imageSet, .two)
            XCTAssertEqual(sprites.background.width, 512, "the 2× background drawn down to 512 × 768 once")
            try platform.toggleFullscreen()
            XCTAssertEqual(sprites.imageSet, .one)
            XCTAssertEqual(sprites.background.width, 320)
            EventQueue.flush()
        }
    }
}
