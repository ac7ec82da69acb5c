import SDLKit
import WormGame

/// The scores scene's pages other than a local table: Versus's history and the World pages. Each text grows in its
/// own cell of its row at a larger text size (R115), as the local table's do.
extension SceneRenderer {
    /// The Versus page (R61): a round a row, newest first, with its own columns: the date, each player and their
    /// catches (best first), and the winner (or "Draw").
    func drawVersusHistory(_ rounds: [VersusRecord], language: Language) throws {
        let header = Color(red: 220, green: 200, blue: 170, alpha: 255)
        for (column, (key, x)) in [(TextKey.date, 14), (.players, 84), (.winner, 228)].enumerated() {
            try growing(in: SceneRenderer.cell(column, top: 41, height: 22, edges: SceneRenderer.versusEdges)) {
                try drawText(language.text(key), x: x, y: 44, scale: 0.55, tint: header)
            }
        }
        if rounds.isEmpty { return try drawCentered(language.text(.noVersusYet), centerX: 160, y: 200) }
        for (index, round) in rounds.enumerated() {
            let frame = ScoresScene.frame(ofRow: index)
            let y = frame.y + 6
            func inCell(_ column: Int, _ body: () throws -> Void) throws {
                try growing(in: SceneRenderer.cell(column, top: frame.y + 1, height: frame.height - 2, edges: SceneRenderer.versusEdges), body)
            }
            try inCell(0) { try drawText(Dates.day(of: round.time), x: 14, y: y + 2, scale: 0.55) }
            let players = round.players.map { "\($0.name) \($0.caught)" }.joined(separator: ", ")
            try inCell(1) { try drawText(fitted(players, width: 138, scale: 0.7), x: 84, y: y, scale: 0.7) }
            let winner = round.winner ?? language.text(.draw)
            try inCell(2) {
                try drawText(fitted(winner, width: 78, scale: 0.7), x: 228, y: y, scale: 0.7,
                             tint: round.winner == nil ? nil : Color(red: 255, green: 214, blue: 64, alpha: 255))
            }
        }
    }

    /// A world page (R120): the part of the board's rows shown, the player's own lit and the picked one ringed, the
    /// line saying which ranks they are (or what became of a replay asked for); or what the page waits for.
    func drawWorldPage(_ scene: ScoresScene, language: Language) throws {
        let small: Float = 0.55
        let columns: [(TextKey, Int, Bool)] = [(.name, 34, false), (.score, 196, true), (.accuracyShort, 244, true), (.combo, 292, true)]
        for (column, (text, x, right)) in columns.enumerated() {
            let label = language.text(text)
            let width = Int(Float(sprites.font.width(of: label)) * small)
            try growing(in: SceneRenderer.cell(column + 1, top: 41, height: 22, edges: SceneRenderer.worldEdges)) {
                try drawText(label, x: right ? x - width : x, y: 44, scale: small, tint: Color(red: 220, green: 200, blue: 170, alpha: 255))
            }
        }
        if let note = scene.worldNote(language: language) {
            return try drawCentered(fitted(note, width: 290), centerX: 160, y: 200)
        }
        for (index, row) in scene.worldRows.enumerated() {
            let frame = ScoresScene.frame(ofRow: index)
            let y = frame.y + 4
            if row.isYours {
                try renderer.fill(FloatRect(x: Float(frame.x), y: Float(frame.y), width: Float(frame.width), height: Float(frame.height)),
                                  color: Color(red: 200, green: 150, blue: 30, alpha: 150))
            }
            if scene.selected == index { try drawRing(around: frame, width: 2) }
            func inCell(_ column: Int, _ body: () throws -> Void) throws {
                try growing(in: SceneRenderer.cell(column, top: frame.y + 1, height: frame.height - 2, edges: SceneRenderer.worldEdges), body)
            }
            func right(_ text: String, _ x: Int, column: Int, scale: Float = 0.8) throws {
                try inCell(column) { try drawText(text, x: x - Int((Float(sprites.font.width(of: text)) * scale).rounded()), y: y, scale: scale) }
            }
            try right("\(row.rank)", 30, column: 0, scale: fittingScale(of: "\(row.rank)", scale: 0.7, width: 26))
            try inCell(1) { try drawText(fitted(row.name, width: 120, scale: 0.8), x: 34, y: y, scale: 0.8) }
            try right("\(row.score)", 196, column: 2)
            try right("\(row.accuracy)%", 244, column: 3)
            try right("\(row.bestCombo)", 292, column: 4)
        }
        if let caption = scene.worldCaption(language: language) {
            let failed = scene.replayNote == .worldReplayFailed
            try drawCentered(fitted(caption, width: 290, scale: 0.6), centerX: 160, y: 396, scale: 0.6,
                             tint: failed ? Color(red: 255, green: 140, blue: 120, alpha: 255) : Color(red: 220, green: 200, blue: 170, alpha: 255))
        }
    }

    /// Where the Versus page's columns part: date, players, winner.
    static let versusEdges = [8, 80, 224, 310]
    /// Where a World page's columns part: rank, name, score, accuracy, combo.
    static let worldEdges = [7, 31, 148, 200, 248, 310]
}
