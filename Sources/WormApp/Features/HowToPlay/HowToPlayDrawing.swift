import SDLKit
import WormGame

/// The how-to-play page (R21). It reads and never changes.
extension SceneRenderer {
    /// The page: a heading, the three kinds of worm with their points, the combo steps, the pause button, and how
    /// to go on.
    func drawHowToPlay(language: Language) throws {
        try clearWithBars()
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        try drawBackdrop()
        try drawCentered(fitted(language.text(.howToPlay), width: 300, scale: 1.3), centerX: 160, y: 8, scale: 1.3)
        try renderer.fill(FloatRect(x: 8, y: 48, width: 304, height: 380), color: SceneRenderer.panel)
        let kinds: [(WormKind, TextKey)] = [(.normal, .howToWorm), (.golden, .howToGolden), (.beetle, .howToBeetle)]
        for (index, (kind, key)) in kinds.enumerated() {
            let y = 54 + index * 56
            try renderer.draw(sprites.texture(for: kind), in: FloatRect(x: 18, y: Float(y), width: 52, height: 52))
            let points = ArcadeRules.points(of: kind)
            let tint = points < 0 ? Color(red: 255, green: 140, blue: 120, alpha: 255) : nil
            try growing(in: WormGame.Rect(x: 76, y: y + 2, width: 234, height: 48)) {
                try drawText(fitted(language.text(key, points), width: 226, scale: 0.9), x: 80, y: y + 15, scale: 0.9, tint: tint)
            }
        }
        try growing(in: SceneRenderer.line(at: 226, height: 28)) {
            try drawCentered(fitted(language.text(.howToCombo), width: 290, scale: 0.8), centerX: 160, y: 230, scale: 0.8,
                             tint: SceneRenderer.gold)
        }
        for (index, step) in ComboSteps.steps.enumerated() {
            let line = language.text(.howToComboStep, step.combo, step.multiplier)
            // Each line's band reaches 2 px into the next's: a grown text stays 2 px inside its own, so two never meet.
            try growing(in: SceneRenderer.line(at: 254 + index * 22, height: 24)) {
                try drawCentered(fitted(line, width: 290, scale: 0.8), centerX: 160, y: 256 + index * 22, scale: 0.8)
            }
        }
        let button = WormGame.Rect(x: 18, y: 332 + 8, width: Playfield.pauseButton.width, height: Playfield.pauseButton.height)
        try drawPauseButton(in: button)
        try growing(in: WormGame.Rect(x: 66, y: button.y + 2, width: 244, height: button.height - 4)) {
            try drawText(fitted(language.text(.howToPause), width: 236, scale: 0.8), x: 70, y: button.y + 12, scale: 0.8)
        }
        try growing(in: SceneRenderer.line(at: 390, height: 34)) {
            try drawCentered(fitted(language.text(.howToPad), width: 290, scale: 0.8), centerX: 160, y: 398, scale: 0.8)
        }
        try growing(in: SceneRenderer.line(at: 430, height: 27)) {
            try drawCentered(fitted(language.text(.howToGoOn), width: 300, scale: 0.8), centerX: 160, y: 436, scale: 0.8,
                             tint: SceneRenderer.gold)
        }
        try growing(in: SceneRenderer.line(at: 457, height: 23)) {
            try drawCentered(fitted(language.text(.howToBack), width: 300, scale: 0.7), centerX: 160, y: 458, scale: 0.7)
        }
    }
}
