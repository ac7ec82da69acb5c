import SDLKit
import WormGame

/// The name scene with its keyboard, the line on a save under the results, and the names of the tables.
extension SceneRenderer {
    /// The colour of the keyboard's letter keys.
    static let keyColor = Color(red: 60, green: 70, blue: 90, alpha: 235)
    /// A key just pressed.
    static let keyLit = Color(red: 230, green: 190, blue: 70, alpha: 255)
    /// Gold, for the new row and the high score.
    static let gold = Color(red: 255, green: 226, blue: 110, alpha: 255)

    /// `text` as drawn at `scale` in `width` pixels: whole, or cut with `…` (R40).
    func fitted(_ text: String, width: Int, scale: Float = 1) -> String {
        PlayerName.fitted(text, width: width) { Int((Float(self.sprites.font.width(of: $0)) * scale).rounded(.up)) }
    }

    /// The name scene: the score and its rank, the name typed with a cursor, and the on-screen keyboard.
    func drawNameScene(_ scene: NameScene, language: Language, lastName: String?) throws {
        try renderer.clear(.black)
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        try renderer.draw(sprites.background, in: FloatRect(x: 0, y: 0, width: 320, height: 480))
        try drawCentered(language.text(.newHighScore), centerX: 160, y: 6, tint: SceneRenderer.gold)
        try drawCentered("\(scene.round.summary.score)", centerX: 160, y: 30, scale: 2)
        try renderer.fill(FloatRect(x: 8, y: 90, width: 304, height: 110), color: SceneRenderer.panel)
        try drawCentered("\(language.text(.rank)) \(scene.rank)", centerX: 160, y: 96)
        try drawCentered(language.text(.typeYourName), centerX: 160, y: 122, scale: 0.8)
        // The field: the name, or the one an empty field will take, dimmed.
        try renderer.fill(FloatRect(x: 20, y: 150, width: 280, height: 40), color: Color(red: 250, green: 245, blue: 230, alpha: 255))
        try renderer.fill(FloatRect(x: 22, y: 152, width: 276, height: 36), color: Color(red: 20, green: 14, blue: 8, alpha: 255))
        let shown = scene.typed.isEmpty ? PlayerName.final("", last: lastName) : scene.typed
        let text = fitted(shown, width: 256)
        let tint = scene.typed.isEmpty ? Color(red: 140, green: 130, blue: 120, alpha: 255) : nil
        try drawText(text, x: 30, y: 158, tint: tint)
        let cursorX = scene.typed.isEmpty ? 30 : 30 + sprites.font.width(of: text) + 1
        if (scene.clockMs / 500) % 2 == 0 {
            try renderer.fill(FloatRect(x: Float(cursorX), y: 158, width: 2, height: 22), color: SceneRenderer.gold)
        }
        try drawKeyboard(scene.keyboard, lit: scene.litKey)
    }

    /// The on-screen keyboard, `lit` key highlighted.
    func drawKeyboard(_ keyboard: OnScreenKeyboard, lit: OnScreenKeyboard.Key?) throws {
        for key in keyboard.keys {
            let color: Color
            switch key.action {
            case .ok: color = SceneRenderer.menuButton
            case .backspace: color = SceneRenderer.menuLeave
            case .type: color = SceneRenderer.keyColor
            }
            try drawButton(key.label, key.frame, color: key == lit ? SceneRenderer.keyLit : color)
            let f = key.frame
            let midY = Float(f.y + f.height / 2)
            switch key.action {
            case .backspace:  // ⌫: an arrow pointing left
                let left = Float(f.x + f.width / 2 - 12)
                try renderer.fill(FloatRect(x: left + 6, y: midY - 2, width: 18, height: 4), color: .white)
                for step in 0..<6 {
                    let x = left + Float(step), half = Float(step) + 1
                    try renderer.fill(FloatRect(x: x, y: midY - half, width: 1, height: half * 2), color: .white)
                }
            case .type(" "):  // space: a bracket open at the top
                let left = Float(f.x + 14), width = Float(f.width - 28)
                try renderer.fill(FloatRect(x: left, y: midY + 4, width: width, height: 3), color: .white)
                try renderer.fill(FloatRect(x: left, y: midY - 3, width: 3, height: 10), color: .white)
                try renderer.fill(FloatRect(x: left + width - 3, y: midY - 3, width: 3, height: 10), color: .white)
            default:
                break
            }
        }
    }

    /// The scene where a Versus player types the display name: heading, the field with its cursor, the keyboard.
    func drawDisplayNameScene(_ scene: DisplayNameScene, language: Language) throws {
        try renderer.clear(.black)
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        try renderer.draw(sprites.background, in: FloatRect(x: 0, y: 0, width: 320, height: 480))
        try renderer.fill(FloatRect(x: 8, y: 60, width: 304, height: 140), color: SceneRenderer.panel)
        try drawCentered(VersusText.yourName.text(in: language), centerX: 160, y: 72, scale: 1.2)
        try drawCentered(VersusText.nameLeavesTheGame.text(in: language), centerX: 160, y: 104, scale: 0.7)
        try renderer.fill(FloatRect(x: 20, y: 150, width: 280, height: 40), color: Color(red: 250, green: 245, blue: 230, alpha: 255))
        try renderer.fill(FloatRect(x: 22, y: 152, width: 276, height: 36), color: Color(red: 20, green: 14, blue: 8, alpha: 255))
        let text = fitted(scene.typed, width: 256)
        try drawText(text, x: 30, y: 158)
        if (scene.clockMs / 500) % 2 == 0 {
            try renderer.fill(FloatRect(x: Float(30 + sprites.font.width(of: text) + 1), y: 158, width: 2, height: 22),
                              color: SceneRenderer.gold)
        }
        try drawKeyboard(scene.entry.keyboard, lit: scene.entry.litKey)
    }

    /// The line under the results on what became of the save: the rank, or that it was not saved and why.
    func drawSaveNote(_ note: SaveNote, language: Language, y: Int) throws {
        let scale: Float = 0.75
        switch note {
        case .saved(let rank):
            try drawCentered(language.text(.savedAs) + "\(rank)", centerX: 160, y: y, scale: scale,
                             tint: Color(red: 160, green: 235, blue: 140, alpha: 255))
        case .failed(let reason):
            let line = fitted(language.text(.notSaved) + reason, width: 300, scale: scale)
            try drawCentered(line, centerX: 160, y: y, scale: scale, tint: Color(red: 255, green: 140, blue: 120, alpha: 255))
        }
    }
}

extension SceneRenderer {
    /// The scores scene: the page's heading and dots, the table with the new row lit and the picked one ringed,
    /// the buttons, and a row's details over it when open.
    func drawScores(_ scene: ScoresScene, language: Language) throws {
        try renderer.clear(.black)
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        try renderer.draw(sprites.background, in: FloatRect(x: 0, y: 0, width: 320, height: 480))
        let heading: String
        switch scene.page {
        case .arcade: heading = language.text(.arcadeTable)
        case .daily: heading = language.text(.dailyTable) + " " + scene.date
        case .versus: heading = language.text(.versusHistory)
        }
        try drawCentered(heading, centerX: 160, y: 4)
        for page in ScoresScene.Page.allCases {
            let x = Float(160 - 18 + page.rawValue * 18)
            try renderer.fill(FloatRect(x: x - 3, y: 30, width: 6, height: 6),
                              color: page == scene.page ? .white : Color(red: 255, green: 255, blue: 255, alpha: 110))
        }
        try renderer.fill(FloatRect(x: 8, y: 40, width: 304, height: 372), color: SceneRenderer.panel)
        let small: Float = 0.55
        let columns: [(ScoreText, Int, Bool)] = [(.name, 34, false), (.points, 166, true), (.accuracy, 204, true),
                                                 (.combo, 243, true), (.date, 254, false)]
        for (text, x, right) in columns {
            let label = language.text(text)
            let width = Int(Float(sprites.font.width(of: label)) * small)
            try drawText(label, x: right ? x - width : x, y: 44, scale: small, tint: Color(red: 220, green: 200, blue: 170, alpha: 255))
        }
        let rows = scene.rows
        if rows.isEmpty {
            try drawCentered(language.text(scene.page == .versus ? .noVersusYet : .noScoresYet), centerX: 160, y: 200)
        }
        for (index, row) in rows.enumerated() {
            let frame = ScoresScene.frame(ofRow: index)
            let y = frame.y + 4
            if let newRow = scene.newRow, newRow.page == scene.page, newRow.row == index {
                try renderer.fill(FloatRect(x: Float(frame.x), y: Float(frame.y), width: Float(frame.width), height: Float(frame.height)),
                                  color: Color(red: 200, green: 150, blue: 30, alpha: 150))
            }
            if scene.selected == index { try drawRing(around: frame, width: 2) }
            func right(_ text: String, _ x: Int, scale: Float = 1) throws {
                try drawText(text, x: x - Int((Float(sprites.font.width(of: text)) * scale).rounded()), y: y, scale: scale)
            }
            try right("\(index + 1)", 28, scale: 0.8)
            try drawText(fitted(row.name, width: 104, scale: 0.8), x: 34, y: y, scale: 0.8)
            try right("\(row.score)", 166, scale: 0.8)
            try right("\(row.accuracy)%", 204, scale: 0.8)
            try right("\(row.bestCombo)", 242, scale: 0.8)
            try drawText(Dates.day(of: row.time), x: 250, y: y + 3, scale: 0.6)
        }
        try drawMenu(scene.menu) { $0 == .back ? SceneRenderer.menuLeave : SceneRenderer.menuButton }
        if let detailsRow = scene.detailsRow, detailsRow < rows.count {
            try drawDetails(of: rows[detailsRow], rank: detailsRow + 1, menu: scene.detailsMenu, language: language)
            switch scene.exportNote {
            case .saved?:
                try drawCentered(fitted(language.text(.exported) + (scene.exportedName ?? ""), width: 270, scale: 0.6),
                                 centerX: 160, y: 320, scale: 0.6, tint: Color(red: 160, green: 235, blue: 140, alpha: 255))
            case .failed(let reason)?:
                try drawCentered(fitted(language.text(.notSaved) + reason, width: 270, scale: 0.6),
                                 centerX: 160, y: 320, scale: 0.6, tint: Color(red: 255, green: 140, blue: 120, alpha: 255))
            case nil:
                break
            }
        }
    }

    /// A row's details over the table, with Replay and Close.
    func drawDetails(of row: HighScore, rank: Int, menu: Menu<ScoresScene.DetailsChoice>, language: Language) throws {
        try renderer.fill(FloatRect(x: 0, y: 0, width: 320, height: 480), color: Color(red: 0, green: 0, blue: 0, alpha: 150))
        try renderer.fill(FloatRect(x: 20, y: 70, width: 280, height: 332), color: Color(red: 40, green: 28, blue: 18, alpha: 245))
        try drawCentered("\(rank). " + fitted(row.name, width: 220, scale: 1.2), centerX: 160, y: 80, scale: 1.2)
        let lines: [(String, String)] = [
            (language.text(ScoreText.points), "\(row.score)"), (language.text(ScoreText.accuracy), "\(row.accuracy) %"),
            (language.text(.combo), "\(row.bestCombo)"), (language.text(.date), Dates.day(of: row.time)),
            (language.text(.seed), "\(row.replay.seed)"), (language.text(.version), row.replay.version),
            (language.text(.inputs), "\(row.replay.steps.reduce(0) { $0 + $1.inputs.count })"),
        ]
        for (index, line) in lines.enumerated() {
            let y = 118 + index * 30
            try drawText(line.0, x: 36, y: y, scale: 0.85)
            let value = fitted(line.1, width: 170, scale: 0.85)
            try drawText(value, x: 284 - Int(Float(sprites.font.width(of: value)) * 0.85), y: y, scale: 0.85)
        }
        try drawMenu(menu) { $0 == .close ? SceneRenderer.menuLeave : SceneRenderer.menuButton }
    }

    /// A thin ring on the edge of `box`.
    func drawRing(around box: WormGame.Rect, width: Float) throws {
        let ring = Color(red: 255, green: 214, blue: 64, alpha: 255)
        let x = Float(box.x), y = Float(box.y), w = Float(box.width), h = Float(box.height)
        for edge in [FloatRect(x: x, y: y, width: w, height: width), FloatRect(x: x, y: y + h - width, width: w, height: width),
                     FloatRect(x: x, y: y, width: width, height: h), FloatRect(x: x + w - width, y: y, width: width, height: h)] {
            try renderer.fill(edge, color: ring)
        }
    }
}

extension SceneRenderer {
    /// Beside the title's Daily button, once today's Daily is played: a tick and its best score (R34).
    func drawDailyBadge(best: Int?, language: Language) throws {
        guard let best else { return }
        let daily = TitleScene.frame(ofButton: 2)
        let x = daily.x + daily.width + 4, y = daily.y
        try renderer.fill(FloatRect(x: Float(x), y: Float(y), width: 52, height: Float(daily.height)), color: SceneRenderer.panel)
        try drawCentered(language.text(.best), centerX: x + 26, y: y + 4, scale: 0.6, tint: SceneRenderer.gold)
        try drawCentered(fitted("\(best)", width: 48, scale: 0.8), centerX: x + 26, y: y + 22, scale: 0.8)
    }
}
