import SDLKit
import WormGame

extension SceneRenderer {
    /// The attract mode's banner across the lower field (R72): "Touch to play", and under it whose game it is: the
    /// table row's name and score, or "Demonstration" when the round is the built-in one (`row` nil).
    func drawAttractBanner(row: HighScore?, language: Language) throws {
        // Above the combo meter at the field's foot (R21), which the round under it shows.
        let height: Float = 66, top: Float = 440 - height
        try renderer.fill(FloatRect(x: 0, y: top, width: 320, height: height), color: Color(red: 20, green: 12, blue: 6, alpha: 200))
        try renderer.fill(FloatRect(x: 0, y: top, width: 320, height: 2), color: SceneRenderer.gold)
        try renderer.fill(FloatRect(x: 0, y: top + height - 2, width: 320, height: 2), color: SceneRenderer.gold)
        try drawCentered(fitted(language.text(.touchToPlay), width: 300, scale: 1.2), centerX: 160, y: Int(top) + 8,
                         scale: 1.2, tint: SceneRenderer.gold)
        let whose = row.map { "\($0.name)   \($0.score)" } ?? language.text(.demonstration)
        try drawCentered(fitted(whose, width: 300, scale: 0.7), centerX: 160, y: Int(top) + 42, scale: 0.7)
    }
}
