import SDLKit
import WormGame

/// The scores scene (R40): the tables, a row's details and the ring around the picked row.
extension SceneRenderer {
    /// The scores scene: the page's heading and dots, the table with the new row lit and the picked one ringed,
    /// the buttons, and a row's details over it when open.
    func drawScores(_ scene: ScoresScene, language: Language) throws {
        try clearWithBars()
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        try drawBackdrop()
        let heading = scene.heading(language: language)
        try drawCentered(heading, centerX: 160, y: 4)
        for (place, page) in scene.pages.enumerated() {
            let x = Float(160 - (scene.pages.count - 1) * 9 + place * 18)
            try renderer.fill(FloatRect(x: x - 3, y: 30, width: 6, height: 6),
                              color: page == scene.page ? .white : Color(red: 255, green: 255, blue: 255, alpha: 110))
        }
        try renderer.fill(FloatRect(x: 8, y: 40, width: 304, height: 372), color: SceneRenderer.panel)
        if scene.page.isWorld {
            try drawWorldPage(scene, language: language)
            return try drawMenu(scene.menu) { SceneRenderer.color(of: $0, hasRows: scene.rowCount > 0) }
        }
        if scene.page == .versus {
            try drawVersusHistory(scene.versus, language: language)
            try drawUnreadableRows(scene.unreadableRows, language: language)
            return try drawMenu(scene.menu) { SceneRenderer.color(of: $0, hasRows: scene.rowCount > 0) }
        }
        let small: Float = 0.55
        let columns: [(TextKey, Int, Bool)] = [(.name, 34, false), (.score, 166, true), (.accuracyShort, 206, true),
                                                 (.combo, 243, true), (.date, 307, true)]  // the date's, as its dates, 5 px inside the row
        for (column, (text, x, right)) in columns.enumerated() {
            let label = language.text(text)
            let width = Int(Float(sprites.font.width(of: label)) * small)
            try growing(in: SceneRenderer.cell(column, top: 41, height: 22, edges: SceneRenderer.headingEdges)) {
                try drawText(label, x: right ? x - width : x, y: 44, scale: small, tint: Color(red: 220, green: 200, blue: 170, alpha: 255))
            }
        }
        let rows = scene.rows
        if rows.isEmpty {
            try drawCentered(language.text(.noScoresYet), centerX: 160, y: 200)
        }
        for (index, row) in rows.enumerated() {
            let frame = ScoresScene.frame(ofRow: index)
            let y = frame.y + 4
            if let newRow = scene.newRow, newRow.page == scene.page, newRow.row == index {
                try renderer.fill(FloatRect(x: Float(frame.x), y: Float(frame.y), width: Float(frame.width), height: Float(frame.height)),
                                  color: Color(red: 200, green: 150, blue: 30, alpha: 150))
            }
            if scene.selected == index { try drawRing(around: frame, width: 2) }
            /// A cell's text grows in its column's part of the row (R115).
            func inCell(_ column: Int, _ body: () throws -> Void) throws {
                try growing(in: SceneRenderer.cell(column, top: frame.y + 1, height: frame.height - 2), body)
            }
            func right(_ text: String, _ x: Int, column: Int, scale: Float = 1) throws {
                try inCell(column) {
                    try drawText(text, x: x - Int((Float(sprites.font.width(of: text)) * scale).rounded()), y: y, scale: scale)
                }
            }
            /// The accuracy in its column's 35 px, a little smaller where the language spaces its "%" ("100 %"),
            /// so it never runs into the score.
            func accuracy(_ text: String) throws {
                let scale = fittingScale(of: text, scale: 0.8, width: 35)
                try inCell(3) {
                    try drawText(text, x: 209 - Int((Float(sprites.font.width(of: text)) * scale).rounded()),
                                 y: y + lowering(from: 0.8, to: scale), scale: scale)
                }
            }
            try right("\(index + 1)", 28, column: 0, scale: 0.8)
            if let machine = row.from, textStyle.size != .normal {
                // Larger text (R115): a venue row on one line like the others, so its name grows in its cell; the
                // machine's name where the date is (the date is in its details).
                try inCell(1) { try drawFitted(row.name, x: 34, y: y, width: 98, scale: 0.8, smallest: 0.8 * SceneRenderer.minimumScale) }
                let tag = fitted(machine, width: 60, scale: 0.6)
                try inCell(5) {
                    try drawText(tag, x: frame.x + frame.width - 5 - Int((Float(sprites.font.width(of: tag)) * 0.6).rounded()), y: y + 3,
                                 scale: 0.6, tint: Color(red: 170, green: 210, blue: 255, alpha: 255))
                }
            } else if let machine = row.from {
                // A row from another machine of the venue (R74): its name a little higher, the machine's under it.
                try drawFitted(row.name, x: 34, y: y - 3, width: 98, scale: 0.7, smallest: 0.7 * SceneRenderer.minimumScale)
                try drawText(fitted(language.text(.rowFrom, machine), width: 104, scale: 0.5), x: 34, y: y + 13, scale: 0.5,
                             tint: Color(red: 170, green: 210, blue: 255, alpha: 255))
            } else {
                // A name the table accepted (12 characters) is drawn whole, smaller where wide, rather than cut.
                try inCell(1) { try drawFitted(row.name, x: 34, y: y, width: 98, scale: 0.8, smallest: 0.8 * SceneRenderer.minimumScale) }
            }
            try right("\(row.score)", 166, column: 2, scale: 0.8)
            try accuracy(language.text(.percent, row.accuracy))
            try right("\(row.bestCombo)", 242, column: 4, scale: 0.8)
            // A venue row's machine stands where its date would at a larger text size.
            if row.from != nil, textStyle.size != .normal { continue }
            // The date ends 5 px inside the row: clear of the ring round a picked row and of the edge.
            let day = Dates.day(of: row.time)
            try inCell(5) {
                try drawText(day, x: frame.x + frame.width - 5 - Int((Float(sprites.font.width(of: day)) * 0.6).rounded()),
                             y: y + 3, scale: 0.6)
            }
        }
        try drawUnreadableRows(scene.unreadableRows, language: language)
        try drawMenu(scene.menu) { SceneRenderer.color(of: $0, hasRows: scene.rowCount > 0) }
        if let detailsRow = scene.detailsRow, detailsRow < rows.count {
            try drawDetails(of: rows[detailsRow], rank: detailsRow + 1, menu: scene.detailsMenu, language: language)
            switch scene.exportNote {
            case .saved?:
                // The whole file name (smaller rather than cut) and, under it, the folder it is in.
                let written = language.text(.exported, scene.exportedName ?? "")
                let scale = fittingScale(of: written, scale: 0.6, width: 272)
                let width = Int((Float(sprites.font.width(of: written)) * scale).rounded(.up))
                try drawText(written, x: 160 - width / 2, y: 308, scale: scale, tint: Color(red: 160, green: 235, blue: 140, alpha: 255))
                if let folder = scene.exportedFolder {
                    let shown = SceneRenderer.cutFromTheLeft(folder, width: 272) { Int((Float(self.sprites.font.width(of: $0)) * 0.5).rounded(.up)) }
                    let folderWidth = Int((Float(sprites.font.width(of: shown)) * 0.5).rounded(.up))
                    try drawText(shown, x: 160 - folderWidth / 2, y: 323, scale: 0.5, tint: Color(red: 200, green: 220, blue: 190, alpha: 255))
                }
            case .failed(let trouble)?:
                try drawCentered(fitted(language.text(.notSaved, language.text(trouble.text)), width: 270, scale: 0.6),
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
        textLayer += 1
        let heading = "\(rank). \(row.name)"
        let headingScale = fittingScale(of: heading, scale: 1.2, width: 256)
        try drawCentered(fitted(heading, width: 256, scale: headingScale), centerX: 160, y: 80 + lowering(from: 1.2, to: headingScale),
                         scale: headingScale)
        let lines: [(String, String)] = [
            (language.text(.score), "\(row.score)"), (language.text(.accuracyShort), language.text(.percent, row.accuracy)),
            (language.text(.combo), "\(row.bestCombo)"), (language.text(.date), Dates.day(of: row.time)),
            (language.text(.seed), "\(row.replay.seed)"),
        ]
        // A player's facts only: the version and the count of inputs were the developer's, and the seed (the
        // round's worms, which a player may share) is written whole, smaller where it is long, never cut.
        for (index, line) in lines.enumerated() {
            let y = 118 + index * 30
            try drawText(line.0, x: 36, y: y, scale: 0.85)
            let scale = fittingScale(of: line.1, scale: 0.85, width: 170)
            try drawText(line.1, x: 284 - Int(Float(sprites.font.width(of: line.1)) * scale), y: y + lowering(from: 0.85, to: scale),
                         scale: scale)
        }
        try drawMenu(menu) { $0 == .close ? SceneRenderer.menuLeave : SceneRenderer.menuButton }
    }

    /// The line under the table saying how many rows of scores.json could not be read (R35); none when all were.
    func drawUnreadableRows(_ count: Int, language: Language) throws {
        guard count > 0 else { return }
        try drawCentered(fitted(language.text(.rowsUnreadable, count), width: 290, scale: 0.6), centerX: 160, y: 394,
                         scale: 0.6, tint: Color(red: 255, green: 140, blue: 120, alpha: 255))
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

    /// `text` as it fits `width` (measured by `measure`): whole, or its end after "…", for a path whose last folders
    /// matter most.
    nonisolated static func cutFromTheLeft(_ text: String, width: Int, measure: (String) -> Int) -> String {
        guard measure(text) > width else { return text }
        var kept = Substring(text)
        while !kept.isEmpty, measure("…" + kept) > width { kept = kept.dropFirst() }
        return "…" + kept
    }

    /// A scores button's colour: Back the leaving one's, Details greyed while the page has no row to show
    /// (`hasRows` false: it does nothing then), the others a menu button's.
    static func color(of choice: ScoresScene.Choice, hasRows: Bool) -> Color {
        switch choice {
        case .back: return menuLeave
        case .details where !hasRows: return menuInactive
        default: return menuButton
        }
    }

    /// Where a row's columns part: rank, name, score, accuracy, combo, date; each cell's text grows inside its own
    /// (R115), and one wider than its cell at 100 % (the widest scores) stays as it is.
    static let cellEdges = [7, 31, 127, 170, 211, 245, 310]
    /// The headings' cells: name, score, accuracy, combo, date (their labels sit a little left of the rows' values).
    static let headingEdges = [31, 127, 168, 208, 245, 310]

    /// Column `column`'s part of a row (or of the headings, by `edges`) from `top`, `height` tall.
    static func cell(_ column: Int, top: Int, height: Int, edges: [Int] = cellEdges) -> WormGame.Rect {
        WormGame.Rect(x: edges[column], y: top, width: edges[column + 1] - edges[column], height: height)
    }
}
