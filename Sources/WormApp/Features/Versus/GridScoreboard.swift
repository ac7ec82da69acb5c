import SDLKit
import WormGame

/// Where a round's scoreboard stands in audio play (R110): in the band between the grid's middle and bottom rows, so
/// nothing drawn over the field covers a cell a worm calls from; up to 4 lines a column, two columns for 5 to 8.
enum GridScoreboard {
    /// The band's top and bottom: the middle row's cells end at 310, the bottom row's begin at 400.
    static let top = AudioGrid.rows[1] + Playfield.wormSize / 2 + 2
    static let bottom = AudioGrid.rows[2] - Playfield.wormSize / 2 - 2
    /// The most lines in a column.
    static let linesPerColumn = 4
    /// The band of a roster's column headings (Name, Caught), above its lines.
    static let headingHeight = 16

    /// The rectangle each grid cell's worm covers: the 60 × 60 square round its centre.
    static var cells: [WormGame.Rect] {
        (0..<9).map {
            let centre = AudioGrid.Cell(index: $0).centre
            let half = Playfield.wormSize / 2
            return WormGame.Rect(x: centre.x - half, y: centre.y - half, width: Playfield.wormSize, height: Playfield.wormSize)
        }
    }

    /// The room of line `line` of `count` players in the band from `top` to `bottom`, shared by `lines` lines a
    /// column: its column's left, width, top and height.
    static func slot(_ line: Int, of count: Int, top: Int = top, bottom: Int = bottom, lines: Int = linesPerColumn) -> WormGame.Rect {
        let columns = count > linesPerColumn ? 2 : 1
        let height = (bottom - top) / lines
        let width = (Playfield.width - 32) / columns
        let column = line / linesPerColumn, row = line % linesPerColumn
        return WormGame.Rect(x: 16 + column * width, y: top + row * height, width: width, height: height)
    }
}

extension SceneRenderer {
    /// A scoreboard in columns: one line a player, best first, in the band from `top` to `bottom` (by default
    /// `GridScoreboard`'s, audio play's, R110), each text grown in its own part of its line at a larger text (R115).
    /// With `headings` each column is headed Name and Caught (the lobby's roster), in a band of its own at the top;
    /// at a larger text only while the lines, at most 3, still have the room to grow under them (R115).
    func drawColumnScoreboard(_ players: [VersusStanding], language: Language, marks: [String: SeatMark],
                              top: Int = GridScoreboard.top, bottom: Int = GridScoreboard.bottom, headings: Bool = false) throws {
        let ranked = players.enumerated().sorted { ($0.element.caught, -$0.offset) > ($1.element.caught, -$1.offset) }
        let shown = ranked.prefix(2 * GridScoreboard.linesPerColumn).map(\.element)
        let larger = textStyle.size != .normal
        let headed = headings && !shown.isEmpty && (!larger || shown.count < GridScoreboard.linesPerColumn)
        let linesTop = headed ? top + GridScoreboard.headingHeight : top
        let lines = headed && larger ? GridScoreboard.linesPerColumn - 1 : GridScoreboard.linesPerColumn
        if headed {
            for column in 0..<(shown.count > GridScoreboard.linesPerColumn ? 2 : 1) {
                let slot = GridScoreboard.slot(column * GridScoreboard.linesPerColumn, of: shown.count, top: linesTop, bottom: bottom,
                                               lines: lines)
                try drawColumnHeadings(over: slot, top: top, language: language)
            }
        }
        for (line, player) in shown.enumerated() {
            let slot = GridScoreboard.slot(line, of: shown.count, top: linesTop, bottom: bottom, lines: lines)
            let mark = marks[player.name]
            let tint = player.present ? mark?.color : Color(red: 150, green: 150, blue: 150, alpha: 200)
            let y = slot.y + (slot.height - VersusLayout.scoreboardLineHeight) / 2
            if let mark { try drawSeatMark(mark, x: slot.x + 4, y: y + 1, side: 16) }
            let count = "\(player.caught)", countWidth = 30
            let nameX = slot.x + 24, nameWidth = slot.width - 24 - countWidth
            let name = fitted(player.shownName(language: language), width: nameWidth - 4, scale: 0.8)
            try growing(in: WormGame.Rect(x: nameX - 2, y: slot.y, width: nameWidth, height: slot.height)) {
                try drawText(name, x: nameX, y: y, scale: 0.8, tint: tint)
            }
            let countRight = slot.x + slot.width - 6
            try growing(in: WormGame.Rect(x: countRight - countWidth + 4, y: slot.y, width: countWidth, height: slot.height)) {
                try drawText(count, x: countRight - Int((Float(sprites.font.width(of: count)) * 0.8).rounded()), y: y, scale: 0.8, tint: tint)
            }
        }
    }

    /// A roster column's headings, Name over the names and Caught over the counts, in the band from `top` to the
    /// column's first line `slot`; each within its part of the band, smaller where it is long.
    private func drawColumnHeadings(over slot: WormGame.Rect, top: Int, language: Language) throws {
        let small: Float = 0.6, tint = Color(red: 220, green: 200, blue: 170, alpha: 255)
        let band = WormGame.Rect(x: slot.x, y: top, width: slot.width, height: slot.y - top)
        let caught = language.text(.caught), name = language.text(.name)
        let caughtRoom = slot.width / 2 - 8
        let caughtScale = fittingScale(of: caught, scale: small, width: caughtRoom)
        let caughtWidth = Int((Float(sprites.font.width(of: caught)) * caughtScale).rounded(.up))
        let right = slot.x + slot.width - 6
        let y = band.y + (band.height - 10) / 2
        try growing(in: WormGame.Rect(x: right - caughtRoom - 2, y: band.y, width: caughtRoom + 4, height: band.height)) {
            try drawText(caught, x: right - caughtWidth, y: y + lowering(from: small, to: caughtScale), scale: caughtScale, tint: tint)
        }
        let nameRoom = slot.width - caughtRoom - 36
        let nameScale = fittingScale(of: name, scale: small, width: nameRoom)
        try growing(in: WormGame.Rect(x: slot.x + 22, y: band.y, width: nameRoom + 4, height: band.height)) {
            try drawText(name, x: slot.x + 24, y: y + lowering(from: small, to: nameScale), scale: nameScale, tint: tint)
        }
    }
}
