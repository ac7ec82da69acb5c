import SDLKit
import WormGame

/// The name scene of a new high score (R33).
extension SceneRenderer {
    /// The name scene: the score and its rank, the name typed with a cursor, and the on-screen keyboard.
    func drawNameScene(_ scene: NameScene, language: Language, emptyName: String,
                       cursors: [(pad: Int, x: Double, y: Double)] = []) throws {
        try clearWithBars()
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        try drawBackdrop()
        // A new best: the score bursts into confetti for a moment (issue 30).
        if scene.isNewBest { try drawBestCelebration(elapsedMs: scene.clockMs, fromX: Playfield.width / 2, y: 46) }
        try drawCentered(language.text(.newHighScore), centerX: 160, y: 6, tint: SceneRenderer.gold)
        try drawCentered("\(scene.round.summary.score)", centerX: 160, y: 30, scale: 2)
        try renderer.fill(FloatRect(x: 8, y: 90, width: 304, height: 110), color: SceneRenderer.panel)
        try drawCentered(language.text(.rank, scene.rank), centerX: 160, y: 96)
        try drawCentered(language.text(.typeYourName), centerX: 160, y: 122, scale: 0.8)
        // The field: the name, or the one an empty field will take, dimmed.
        try renderer.fill(FloatRect(x: 20, y: 150, width: 280, height: 40), color: Color(red: 250, green: 245, blue: 230, alpha: 255))
        try renderer.fill(FloatRect(x: 22, y: 152, width: 276, height: 36), color: Color(red: 20, green: 14, blue: 8, alpha: 255))
        let shown = scene.typed.isEmpty ? emptyName : scene.typed
        let text = fitted(shown, width: 256)
        let tint = scene.typed.isEmpty ? Color(red: 140, green: 130, blue: 120, alpha: 255) : nil
        try drawText(text, x: 30, y: 158, tint: tint)
        let cursorX = scene.typed.isEmpty ? 30 : 30 + sprites.font.width(of: text) + 1
        if (scene.clockMs / 500) % 2 == 0 {
            try renderer.fill(FloatRect(x: Float(cursorX), y: 158, width: 2, height: 22), color: SceneRenderer.gold)
        }
        try drawKeyboard(scene.keyboard, lit: scene.litKey, focused: scene.entry.focus.key(on: scene.keyboard),
                         cursors: cursors, hovered: scene.entry.hoveredKey)
    }
}
