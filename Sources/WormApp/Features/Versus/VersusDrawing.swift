import SDLKit
import WormGame

extension SceneRenderer {
    /// A Versus round: the worms, explosions, the clock, the live scoreboard (bottom) and the newest of the
    /// history (top left), its seats named from `players`. It reads and never changes.
    /// A party's players (`marks`, by name) are written in their colours beside their letters.
    /// In `audioPlay` the scoreboard stands between the grid's middle and bottom rows, clear of its cells (R110).
    /// The history reads "Ana +1" or "Bo x"; a player who left is "Bo (left)" in `language`.
    func drawVersus(slots: [Slot], effects: Effects, playMs: Int, message: String,
                    players: [VersusStanding], history: [VersusHistoryEntry], language: Language,
                    marks: [String: SeatMark] = [:], audioPlay: Bool = false) throws {
        try clearWithBars()
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        try drawBackdrop()
        for slot in slots {
            if let worm = slot.worm { try draw(worm, ageMs: playMs - worm.spawnedAtMs) }
        }
        try draw(effects.explosion)
        try drawMessage(message)
        // At a larger text size (R115) the history's band holds its 2 newest lines, each grown in half of it.
        let lines = textStyle.size == .normal ? VersusLayout.historyLines : 2
        let lineHeight = VersusLayout.historyLines * VersusLayout.historyLineHeight / lines
        for (line, entry) in history.prefix(lines).enumerated() {
            let player = players.name(ofSeat: entry.seat)
            let text = entry.worm == nil ? "\(player) x" : "\(player) +1"
            let top = VersusLayout.historyTop + line * lineHeight
            try growing(in: WormGame.Rect(x: 4, y: top, width: Playfield.pauseButton.x - 4, height: lineHeight)) {
                try drawText(text, x: 8, y: top + (lineHeight - VersusLayout.historyLineHeight) / 2, scale: 0.7,
                             tint: entry.worm == nil ? Color(red: 255, green: 140, blue: 120, alpha: 255) : nil)
            }
        }
        if audioPlay {
            try drawColumnScoreboard(players, language: language, marks: marks)
        } else {
            try drawScoreboard(players, top: VersusLayout.scoreboardTop(players: players.count), language: language, marks: marks)
        }
    }

    /// The lobby: heading, the status line, the games found (each with its "started" mark while its round is under
    /// way) or else every player with their catches under the columns' headings, and the buttons.
    func drawVersusLobby(heading: String, you: String, status: String, found: [LobbyGameRow], visible: Bool,
                         players: [VersusStanding], language: Language, button: String?) throws {
        try clearWithBars()
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        try drawBackdrop()
        try renderer.fill(FloatRect(x: 16, y: 60, width: 288, height: 380), color: SceneRenderer.panel)
        try drawCentered(heading, centerX: 160, y: 76, scale: 1.2)
        try drawButton(fitted(you, width: LobbyLayout.name.width - 12), LobbyLayout.name, color: Color(red: 60, green: 70, blue: 90, alpha: 230))
        // The status line grows between the name and the games found, each game found in its row (R115).
        try growing(in: SceneRenderer.line(at: 147, height: 24)) { try drawCentered(status, centerX: 160, y: 150, scale: 0.8) }
        if found.isEmpty {
            // The players above the Visible switch, under their columns' headings: 4 lines a column, two columns
            // past 4 (R115: each grows in its line).
            try drawColumnScoreboard(players, language: language, marks: [:], top: LobbyLayout.row(0).y,
                                     bottom: LobbyLayout.visible.y - 4, headings: true)
        }
        for (row, game) in found.prefix(LobbyLayout.rows(textStyle.size)).enumerated() {
            try drawGameRow(game, in: LobbyLayout.row(row, size: textStyle.size), language: language)
        }
        try drawButton(language.text(visible ? .visibleOn : .visibleOff), LobbyLayout.visible,
                       color: Color(red: 60, green: 70, blue: 90, alpha: 230))
        if let button {
            try drawButton(button, LobbyLayout.button, color: Color(red: 70, green: 150, blue: 60, alpha: 230))
        }
        try drawButton(language.text(.back), LobbyLayout.back, color: SceneRenderer.menuLeave)
    }

    /// A game found, in its row of the lobby: its host and players, and "started" at the right while its round is
    /// under way.
    private func drawGameRow(_ game: LobbyGameRow, in box: WormGame.Rect, language: Language) throws {
        try renderer.fill(FloatRect(x: Float(box.x), y: Float(box.y), width: Float(box.width), height: Float(box.height)),
                          color: Color(red: 60, green: 70, blue: 90, alpha: 200))
        var textWidth = box.width - 16
        if game.started {
            let mark = language.text(.startedMark), scale: Float = 0.7
            let markWidth = Int((Float(sprites.font.width(of: mark)) * scale).rounded(.up))
            let room = WormGame.Rect(x: box.x + box.width - markWidth - 12, y: box.y, width: markWidth + 8, height: box.height)
            textWidth -= room.width + 4
            try growing(in: room) {
                try drawText(mark, x: room.x + 4, y: box.y + (box.height - 10) / 2, scale: scale,
                             tint: Color(red: 255, green: 200, blue: 90, alpha: 255))
            }
        }
        let text = fitted(game.text, width: textWidth, scale: 0.8)
        try growing(in: WormGame.Rect(x: box.x, y: box.y, width: textWidth + 12, height: box.height)) {
            try drawText(text, x: box.x + 8, y: box.y + (box.height - 12) / 2, scale: 0.8)
        }
    }

    /// One line a player, best first: name (gone ones dimmed, "Bo (left)") and catches; a party player's in their
    /// colour after their mark.
    private func drawScoreboard(_ players: [VersusStanding], top: Int, language: Language, marks: [String: SeatMark] = [:]) throws {
        let ranked = players.enumerated().sorted { ($0.element.caught, -$0.offset) > ($1.element.caught, -$1.offset) }
        for (line, player) in ranked.prefix(8).map(\.element).enumerated() {
            let mark = marks[player.name]
            let tint = player.present ? mark?.color : Color(red: 150, green: 150, blue: 150, alpha: 200)
            let y = top + line * VersusLayout.scoreboardLineHeight
            if let mark { try drawSeatMark(mark, x: 20, y: y + 1, side: 16) }
            try drawText(fitted(player.shownName(language: language), width: 200, scale: 0.8), x: 40, y: y, scale: 0.8, tint: tint)
            try drawText("\(player.caught)", x: 250, y: y, scale: 0.8, tint: tint)
        }
    }
}
