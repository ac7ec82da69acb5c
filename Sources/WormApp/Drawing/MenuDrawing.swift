import SDLKit
import WormGame

/// The scenes around the game: the title, the results and the placeholders. They read and never change.
extension SceneRenderer {
    /// The colour of menu buttons.
    static let menuButton = Color(red: 70, green: 120, blue: 60, alpha: 235)
    /// The colour of a menu's last, leaving button (Quit, Title, Back).
    static let menuLeave = Color(red: 130, green: 70, blue: 50, alpha: 235)
    /// The panel behind text on the soil.
    static let panel = Color(red: 30, green: 18, blue: 10, alpha: 170)

    /// The title (R20): sky with drifting clouds, the name and a worm, the buttons with the focus.
    func drawTitle(clouds: Clouds, menu: Menu<TitleScene.Choice>, language: Language) throws {
        try renderer.clear(.black)
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        try renderer.draw(sprites.background, in: FloatRect(x: 0, y: 0, width: 320, height: 480))
        for cloud in clouds.clouds {
            let width = Float(Clouds.width * cloud.scale), height = width / 2
            try renderer.draw(sprites.cloud, in: FloatRect(x: Float(cloud.x), y: Float(cloud.y), width: width, height: height))
        }
        try drawCentered(language.text(.gameTitle), centerX: 136, y: 6, scale: 3, tint: Color(red: 120, green: 40, blue: 60, alpha: 255))
        try drawCentered(language.text(.gameTitle), centerX: 134, y: 4, scale: 3)
        try renderer.draw(sprites.worm, in: FloatRect(x: 232, y: 14, width: 60, height: 60))
        try drawCentered(language.text(.tagline), centerX: 160, y: 84)
        try drawMenu(menu) { $0 == .quit ? SceneRenderer.menuLeave : SceneRenderer.menuButton }
    }

    /// The results of an Arcade round (R33): the numbers, the reaction-time chart, the rating and the buttons.
    func drawResults(_ summary: ArcadeSummary, menu: Menu<ResultsScene.Choice>, language: Language,
                     note: SaveNote? = nil) throws {
        try renderer.clear(.black)
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        try renderer.draw(sprites.background, in: FloatRect(x: 0, y: 0, width: 320, height: 480))
        try drawCentered(language.text(.results), centerX: 160, y: 6)
        try drawCentered("\(summary.score)", centerX: 160, y: 30, scale: 2)
        try renderer.fill(FloatRect(x: 8, y: 86, width: 304, height: 326), color: SceneRenderer.panel)
        let ms: (Int?) -> String = { $0.map { "\($0) ms" } ?? "-" }
        let rows: [(UIText, String)] = [
            (.caught, "\(summary.caught)"), (.missed, "\(summary.missed)"), (.accuracy, "\(summary.accuracyPercent) %"),
            (.bestCombo, "\(summary.bestCombo)"), (.reactionMean, ms(summary.meanReactionMs)),
            (.reactionMedian, ms(summary.medianReactionMs)),
        ]
        for (index, row) in rows.enumerated() {
            let y = 92 + index * 24
            try drawText(language.text(row.0), x: 20, y: y)
            let value = row.1
            try drawText(value, x: 300 - sprites.font.width(of: value), y: y)
        }
        try drawChart(summary, title: language.text(.reactionChart), noCatch: language.text(.noCatch), top: 240)
        // With a note on the save, the rating moves up to make room for it under it.
        if let note { try drawSaveNote(note, language: language, y: 398) }
        try drawCentered(language.text(UIText.rating(tier: summary.ratingTier)), centerX: 160, y: note == nil ? 384 : 374,
                         tint: Color(red: 255, green: 226, blue: 110, alpha: 255))
        try drawMenu(menu) { $0 == .title ? SceneRenderer.menuLeave : SceneRenderer.menuButton }
    }

    /// The histogram of reaction times as bars, 100 ms each, with a scale under it.
    func drawChart(_ summary: ArcadeSummary, title: String, noCatch: String, top: Int) throws {
        try drawCentered(title, centerX: 160, y: top)
        let bins = summary.histogram
        let tallest = bins.max() ?? 0
        let baseY = top + 116, chartHeight = 84, barWidth = 16, left = 40
        try renderer.fill(FloatRect(x: Float(left - 4), y: Float(baseY), width: Float(bins.count * (barWidth + 2) + 6), height: 2),
                          color: Color(red: 230, green: 220, blue: 200, alpha: 255))
        guard tallest > 0 else {
            return try drawCentered(noCatch, centerX: 160, y: top + 60)
        }
        for (index, count) in bins.enumerated() where count > 0 {
            let height = max(3, count * chartHeight / tallest)
            let x = Float(left + index * (barWidth + 2)), y = Float(baseY - height)
            try renderer.fill(FloatRect(x: x, y: y, width: Float(barWidth), height: Float(height)),
                              color: Color(red: 238, green: 120, blue: 140, alpha: 255))
            try renderer.fill(FloatRect(x: x, y: y, width: Float(barWidth), height: 3),
                              color: Color(red: 255, green: 200, blue: 210, alpha: 255))
        }
        for mark in [0, 5, 10] {
            let label = "\(mark * ArcadeSummary.binMs)"
            try drawText(label, x: left + mark * (barWidth + 2), y: baseY + 2, scale: 0.7)
        }
    }

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
