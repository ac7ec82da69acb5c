import SDLKit
import WormGame

/// A scene still to come.
extension SceneRenderer {
    /// A scene still to come: its name, a line saying so, and Back.
    func drawPlaceholder(heading: String, detail: String, menu: Menu<PlaceholderScene.Choice>) throws {
        try renderer.clear(.black)
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        try renderer.draw(sprites.background, in: FloatRect(x: 0, y: 0, width: 320, height: 480))
        try renderer.fill(FloatRect(x: 20, y: 150, width: 280, height: 120), color: SceneRenderer.panel)
        try drawCentered(heading, centerX: 160, y: 170, scale: 1.5)
        try drawCentered(detail, centerX: 160, y: 220)
        try drawMenu(menu) { _ in SceneRenderer.menuLeave }
    }
}
