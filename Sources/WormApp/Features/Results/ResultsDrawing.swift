import SDLKit
import WormGame

/// The results of an Arcade round (R33): numbers, chart, rating and the line on the save. It reads and never changes.
extension SceneRenderer {
    /// The results of an Arcade round (R33): the numbers, the reaction-time chart, the rating and the buttons.
    func drawResults(_ summary: ArcadeSummary, menu: Menu<ResultsScene.Choice>, language: Language,
                     note: SaveNote? = nil, replay: ReplayOutcome? = nil, world: String? = nil) throws {
        try clearWithBars()
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        try drawBackdrop()
        try drawCentered(language.text(.results), centerX: 160, y: 6)
        try drawCentered("\(summary.score)", centerX: 160, y: 30, scale: 2)
        try renderer.fill(FloatRect(x: 8, y: 86, width: 304, height: 326), color: SceneRenderer.panel)
        let ms: (Int?) -> String = { $0.map { language.text(.milliseconds, $0) } ?? "-" }
        let rows: [(TextKey, String)] = [
            (.caught, "\(summary.caught)"), (.missed, "\(summary.missed)"), (.accuracy, language.text(.percent, summary.accuracyPercent)),
            (.bestCombo, "\(summary.bestCombo)"), (.reactionMean, ms(summary.meanReactionMs)),
            (.reactionMedian, ms(summary.medianReactionMs)),
        ]
        // At a larger text size (R115) the rows stand further apart and the chart is shorter: each label and its
        // value grow in their part of the row's band.
        let layout = ArcadeResultsLayout.forText(textStyle.size)
        // Every row grows alike, by as much as the tallest text's band lets it; labels left of x = 210, values right.
        let alike = commonGrowth(of: rows.flatMap { [language.text($0.0), $0.1] }, scale: 1, height: layout.rowPitch)
        for (index, row) in rows.enumerated() {
            let y = 92 + index * layout.rowPitch
            let value = row.1
            try growing(in: WormGame.Rect(x: 10, y: y + 1, width: 200, height: layout.rowPitch), atMost: alike) {
                try drawText(language.text(row.0), x: 20, y: y)
            }
            try growing(in: WormGame.Rect(x: 210, y: y + 1, width: 100, height: layout.rowPitch), atMost: alike) {
                try drawText(value, x: 300 - sprites.font.width(of: value), y: y)
            }
        }
        try drawChart(summary, title: language.text(.reactionChart), noCatch: language.text(.noCatch),
                      top: 92 + rows.count * layout.rowPitch + 4, height: layout.chartHeight)
        // With a note on the save, or a playback's outcome, or the world board's line, the rating moves up to make
        // room for it under it; with both a note and the world's line, the note goes up a line.
        let noteY = world == nil ? 398 : 392
        if let note { try drawSaveNote(note, language: language, y: noteY) }
        if let replay { try drawReplayOutcome(replay, language: language, y: noteY) }
        if let world {
            let scale: Float = 0.75
            try drawCentered(fitted(world, width: 300, scale: scale), centerX: 160, y: note == nil && replay == nil ? 398 : 405,
                             scale: scale, tint: Color(red: 150, green: 205, blue: 255, alpha: 255))
        }
        let noted = note != nil || replay != nil || world != nil
        try drawCentered(language.text(.rating(tier: summary.ratingTier)), centerX: 160, y: noted ? 374 : 384,
                         tint: Color(red: 255, green: 226, blue: 110, alpha: 255))
        try drawMenu(menu) { $0 == .title ? SceneRenderer.menuLeave : SceneRenderer.menuButton }
    }

    /// The histogram of reaction times as bars, 100 ms each, with a scale under it.
    func drawChart(_ summary: ArcadeSummary, title: String, noCatch: String, top: Int, height chartHeight: Int = 84) throws {
        try drawCentered(title, centerX: 160, y: top)
        let bins = summary.histogram
        let tallest = bins.max() ?? 0
        let baseY = top + chartHeight + 32, barWidth = 16, left = 40
        try renderer.fill(FloatRect(x: Float(left - 4), y: Float(baseY), width: Float(bins.count * (barWidth + 2) + 6), height: 2),
                          color: Color(red: 230, green: 220, blue: 200, alpha: 255))
        guard tallest > 0 else {
            return try drawCentered(noCatch, centerX: 160, y: top + chartHeight / 2 + 18)
        }
        for (index, count) in bins.enumerated() where count > 0 {
            let height = max(3, count * chartHeight / tallest)
            let x = Float(left + index * (barWidth + 2)), y = Float(baseY - height)
            try renderer.fill(FloatRect(x: x, y: y, width: Float(barWidth), height: Float(height)),
                              color: Color(red: 238, green: 120, blue: 140, alpha: 255))
            try renderer.fill(FloatRect(x: x, y: y, width: Float(barWidth), height: 3),
                              color: Color(red: 255, green: 200, blue: 210, alpha: 255))
        }
        for (label, tickX) in SceneRenderer.chartTicks(left: left, barWidth: barWidth) {
            try renderer.fill(FloatRect(x: Float(tickX), y: Float(baseY + 2), width: 1, height: 3),
                              color: Color(red: 230, green: 220, blue: 200, alpha: 255))
            let width = Int((Float(sprites.font.width(of: label)) * 0.7).rounded())
            try drawText(label, x: min(tickX - width / 2, 308 - width), y: baseY + 5, scale: 0.7)
        }
    }

    /// The chart's labelled ticks: each between two bars (the 1 px gap's middle) at 0, 500 and 1000 ms, and at
    /// the last bar, which holds every slower catch ("1400+"); a label is drawn centred under its tick.
    static func chartTicks(left: Int, barWidth: Int) -> [(label: String, x: Int)] {
        let last = ArcadeSummary.binCount - 1
        return [0, 5, 10, last].map { mark in
            ("\(mark * ArcadeSummary.binMs)" + (mark == last ? "+" : ""), left + mark * (barWidth + 2) - 1)
        }
    }

    /// The line under the results on what became of the save: the rank, or that it was not saved and why.
    func drawSaveNote(_ note: SaveNote, language: Language, y: Int) throws {
        let scale: Float = 0.75
        switch note {
        case .saved(let rank):
            try drawCentered(language.text(.savedAs, rank), centerX: 160, y: y, scale: scale,
                             tint: Color(red: 160, green: 235, blue: 140, alpha: 255))
        case .failed(let trouble):
            let line = fitted(language.text(.notSaved, language.text(trouble.text)), width: 300, scale: scale)
            try drawCentered(line, centerX: 160, y: y, scale: scale, tint: Color(red: 255, green: 140, blue: 120, alpha: 255))
        }
    }
}
