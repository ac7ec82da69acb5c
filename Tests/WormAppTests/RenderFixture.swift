import Foundation
import SDLKit
import WormGame
@testable import WormApp

/// SDL on its dummy drivers, started once for the whole test process, with the game's own sprites
/// and drawing code: what the `worm` binary draws headless.
final class RenderFixture {
    /// The one fixture (SDL is started once: its video subsystem is not for parallel tests).
    static let shared: RenderFixture = {
        TestCatalogues.install()  // every frame drawn in a test speaks its language, whatever test ran first
        do {
            return try RenderFixture()
        } catch {
            fatalError("cannot start SDL for the render tests: \(error)")
        }
    }()

    let window: Window
    let renderer: Renderer
    let sprites: Sprites
    let scene: SceneRenderer

    /// The repository's top folder, found from this file's path.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private init() throws {
        TestCatalogues.install()
        try Platform.start(headless: true, audio: false)
        window = try Window(title: "worm tests", width: Playfield.width, height: Playfield.height, fullscreen: false)
        renderer = try Renderer(window: window, software: true, vsync: false)
        let files = ResourceFiles(custom: nil, bundled: RenderFixture.repository.appendingPathComponent("Resources").path)
        sprites = try Sprites(renderer: renderer, files: files)
        // The way the game draws particles here (the canvas): the golden images check it, and
        // ParticleCanvasTests check that it draws what one copy a particle draws.
        scene = SceneRenderer(renderer: renderer, sprites: sprites, particleDrawing: .fastest(on: renderer.kind))
        // Fitted as a 320 × 480 window is (R21: scale 1 takes the 1× set), so the golden images hold it to today's frame.
        try scene.fit(outputWidth: Playfield.width, height: Playfield.height)
    }

    /// What `draw` drew, read back as the 320 × 480 frame.
    func frame(_ draw: (SceneRenderer) throws -> Void) throws -> Image {
        try draw(scene)
        return try renderer.readPixels(width: Playfield.width, height: Playfield.height)
    }

    /// Draws `game` and reads the 320 × 480 frame back.
    func frame<Mode: GameMode>(of game: Game<Mode>, language: Language = .english) throws -> Image {
        try scene.draw(game, language: language)
        return try renderer.readPixels(width: Playfield.width, height: Playfield.height)
    }
}
