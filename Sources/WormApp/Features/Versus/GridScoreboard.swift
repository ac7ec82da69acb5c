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

    /// The rectangle each grid cell's worm covers: the 60 × 60 square round its centre.
    static var cells: [WormGame.Rect] {
        (0..<9).map {
            let centre = AudioGrid.Cell(index: $0).centre
            let half = Playfield.wormSize / 2
            return WormGame.Rect(x: centre.x - half, y: centre.y - half, width: Playfield.wormSize, height: Playfield.wormSize)
        }
    }

    /// The room of line `line` of `count` players in the band from `top` to `bottom`: its column's left, width, top
    /// and height.
    static func slot(_ line: Int, of count: Int, top: Int = top, bottom: Int = bottom) -> WormGame.Rect {
        let columns = count > linesPerColumn ? 2 : 1
        let height = (bottom - top) / linesPerColumn
        let width = (Playfield.width - 32) / columns
        let column = line / linesPerColumn, row = line % linesPerColumn
        return WormGame.Rect(x: 16 + column * width, y: top + row * height, width: width, height: height)
    }
}

extension SceneRenderer {
    /// A scoreboard in columns: one line a player, best first, in the band from `top` to `bottom` (by default
    /// `GridScoreboard`'s, audio play's, R110), each text grown in its own part of its line at a larger text (R115).
    func drawColumnScoreboard(_ players: [VersusStanding], marks: [String: SeatMark],
                              top: Int = GridScoreboard.top, bottom: Int = GridScoreboard.bottom) throws {
        let ranked = players.enumerated().sorted { ($0.element.caught, -$0.offset) > ($1.element.caught, -$1.offset) }
        let shown = ranked.prefix(2 * GridScoreboard.linesPerColumn).map(\.element)
        for (line, player) in shown.enumerated() {
            let slot = GridScoreboard.slot(line, of: shown.count, top: top, bottom: bottom)
            let mark = marks[player.name]
            let tint = player.present ? mark?.color : Color(red: 150, green: 150, blue: 150, alpha: 200)
            let y = slot.y + (slot.height - VersusLayout.scoreboardLineHeight) / 2
            if let mark { try drawSeatMark(mark, x: slot.x + 4, y: y + 1, side: 16) }
            let count = "\(player.caught)", countWidth = 40
            let nameX = slot.x + 24, nameWidth = slot.width - 24 - countWidth
            let name = fitted(player.present ? player.name : "\(player.name) (-)", width: nameWidth - 4, scale: 0.8)
            try growing(in: WormGame.Rect(x: nameX - 2, y: slot.y, width: nameWidth, height: slot.height)) {
                try drawText(name, x: nameX, y: y, scale: 0.8, tint: tint)
            }
            let countRight = slot.x + slot.width - 6
            try growing(in: WormGame.Rect(x: countRight - countWidth + 4, y: slot.y, width: countWidth, height: slot.height)) {
                try drawText(count, x: countRight - Int((Float(sprites.font.width(of: count)) * 0.8).rounded()), y: y, scale: 0.8, tint: tint)
            }
        }
    }
}
