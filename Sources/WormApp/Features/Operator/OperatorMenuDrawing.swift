import SDLKit
import WormGame

extension SceneRenderer {
    /// The operator menu (R73): today's figures on a panel, the buttons, the volumes between their − and +, and
    /// the question before a table is cleared over it all.
    func drawOperatorMenu(_ scene: OperatorMenuScene, figures: (rounds: Int, meanScore: Int, bestScore: Int, catches: Int),
                          language: Language) throws {
        try drawOperatorBackdrop(heading: language.text(.operatorMenu))
        try renderer.fill(FloatRect(x: 12, y: 46, width: 296, height: 112), color: SceneRenderer.panel)
        try drawCentered(fitted(language.text(.todayFigures), width: 284, scale: 0.8), centerX: 160, y: 50, scale: 0.8,
                         tint: SceneRenderer.gold)
        let lines: [(TextKey, Int)] = [(.roundsPlayed, figures.rounds), (.meanScore, figures.meanScore),
                                       (.bestScore, figures.bestScore), (.catches, figures.catches)]
        for (index, line) in lines.enumerated() {
            let y = 74 + index * 21
            try drawText(fitted(language.text(line.0), width: 200, scale: 0.75), x: 22, y: y, scale: 0.75)
            let value = "\(line.1)", width = Int((Float(sprites.font.width(of: value)) * 0.75).rounded())
            try drawText(value, x: 298 - width, y: y, scale: 0.75)
        }
        try renderer.fill(FloatRect(x: 8, y: Float(OperatorMenuScene.settingRowY(0)) - 4, width: 304, height: 146),
                          color: SceneRenderer.panel)
        for (index, label) in [TextKey.music, .effects, .language].enumerated() {
            try drawText(fitted(language.text(label), width: 150, scale: 0.85), x: 16,
                         y: OperatorMenuScene.settingRowY(index) + 12, scale: 0.85)
        }
        for (index, volume) in [scene.settings.musicVolume, scene.settings.effectsVolume].enumerated() {
            try drawCentered(language.text(.percent, volume), centerX: 244, y: OperatorMenuScene.settingRowY(index) + 11, scale: 0.85)
        }
        try drawMenu(scene.menu) { choice in
            switch choice {
            case .clearToday, .clearAll, .quit, .back: return SceneRenderer.menuLeave
            default: return SceneRenderer.menuButton
            }
        }
        if let question = scene.question { try drawLeaveQuestion(question, language: language) }
    }
}
