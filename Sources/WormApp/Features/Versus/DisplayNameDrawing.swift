import SDLKit
import WormGame

/// Versus's display-name scene (R60).
extension SceneRenderer {
    /// The scene where a Versus player types the display name: heading, the field with its cursor, the keyboard.
    func drawDisplayNameScene(_ scene: DisplayNameScene, language: Language, cursors: [(pad: Int, x: Double, y: Double)] = []) throws {
        try clearWithBars()
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        try drawBackdrop()
        try renderer.fill(FloatRect(x: 8, y: 60, width: 304, height: 140), color: SceneRenderer.panel)
        try drawCentered(language.text(.yourName), centerX: 160, y: 72, scale: 1.2)
        try drawCentered(language.text(.nameLeavesTheGame), centerX: 160, y: 104, scale: 0.7)
        try renderer.fill(FloatRect(x: 20, y: 150, width: 280, height: 40), color: Color(red: 250, green: 245, blue: 230, alpha: 255))
        try renderer.fill(FloatRect(x: 22, y: 152, width: 276, height: 36), color: Color(red: 20, green: 14, blue: 8, alpha: 255))
        let text = fitted(scene.typed, width: 256)
        try drawText(text, x: 30, y: 158)
        if (scene.clockMs / 500) % 2 == 0 {
            try renderer.fill(FloatRect(x: Float(30 + sprites.font.width(of: text) + 1), y: 158, width: 2, height: 22),
                              color: SceneRenderer.gold)
        }
        try drawKeyboard(scene.entry.keyboard, lit: scene.entry.litKey, focused: scene.entry.focus.key(on: scene.entry.keyboard),
                         cursors: cursors, hovered: scene.entry.hoveredKey)
    }
}
