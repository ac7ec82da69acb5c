import SDLKit
import WormGame

/// The Classic summary (issue 30). It reads and never changes.
extension SceneRenderer {
    /// The game's figures on a panel, the best Classic game kept on another, and the buttons.
    func drawClassicSummary(_ summary: ClassicSummary, menu: Menu<ClassicSummaryScene.Choice>, language: Language) throws {
        try clearWithBars()
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        try drawBackdrop()
        try drawCentered(fitted(language.text(.classicSummary), width: 300), centerX: 160, y: 8)
        let game = summary.session
        try renderer.fill(FloatRect(x: 8, y: 40, width: 304, height: 136), color: SceneRenderer.panel)
        try drawSummaryRows([(.caught, "\(game.caught)"), (.missed, "\(game.missed)"),
                             (.accuracy, language.text(.percent, game.accuracyPercent)), (.bestStreak, "\(game.bestStreak)")],
                            top: 46, language: language)
        if summary.isNewBest {
            try drawCentered(fitted(language.text(.newBestClassic), width: 300), centerX: 160, y: 186, tint: SceneRenderer.gold)
        }
        if let best = summary.best {
            try renderer.fill(FloatRect(x: 8, y: 222, width: 304, height: 106), color: SceneRenderer.panel)
            try drawCentered(fitted(language.text(.bestClassic), width: 296), centerX: 160, y: 228, tint: SceneRenderer.gold)
            try drawSummaryRows([(.bestStreak, "\(best.bestStreak)"), (.accuracy, language.text(.percent, best.accuracyPercent))],
                                top: 258, language: language)
        }
        if let trouble = summary.trouble { try drawSaveNote(.failed(trouble), language: language, y: 340) }
        try drawMenu(menu) { $0 == .title ? SceneRenderer.menuLeave : SceneRenderer.menuButton }
    }

    /// Rows of a label left and its value right, 32 px apart from `top`, grown alike at a larger text size (R115).
    private func drawSummaryRows(_ rows: [(TextKey, String)], top: Int, language: Language) throws {
        let pitch = 32
        let alike = commonGrowth(of: rows.flatMap { [language.text($0.0), $0.1] }, scale: 1, height: pitch)
        for (index, row) in rows.enumerated() {
            let y = top + index * pitch
            try growing(in: WormGame.Rect(x: 10, y: y + 1, width: 210, height: pitch), atMost: alike) {
                try drawText(fitted(language.text(row.0), width: 200), x: 20, y: y)
            }
            try growing(in: WormGame.Rect(x: 220, y: y + 1, width: 90, height: pitch), atMost: alike) {
                try drawText(row.1, x: 300 - sprites.font.width(of: row.1), y: y)
            }
        }
    }
}
