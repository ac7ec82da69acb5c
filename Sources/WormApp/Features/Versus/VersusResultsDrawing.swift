import SDLKit
import WormGame

extension SceneRenderer {
    /// A finished Versus round's results (R61): the winner or a draw, every player's caught, missed and accuracy,
    /// best first (gone ones dimmed), then Rematch (the host's, when someone is left to play) and Leave.
    /// The button under the pointer, `hovered`, is drawn lighter (issue 30). A player's results say `waiting` ("Waiting
    /// for the host…") above Leave until the host rematches or leaves.
    func drawVersusResults(_ result: VersusResult, language: Language, rematch: Bool, marks: [String: SeatMark] = [:],
                           hovered: WormGame.Rect? = nil, waiting: String? = nil) throws {
        try clearWithBars()
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        try drawBackdrop()
        try renderer.fill(FloatRect(x: 16, y: 60, width: 288, height: 380), color: SceneRenderer.panel)
        try drawCentered(language.text(.results), centerX: 160, y: 76, scale: 1.2)
        let headline = result.winner.map { language.text(.wins, $0) } ?? language.text(.draw)
        try drawCentered(fitted(headline, width: 270, scale: 1.1), centerX: 160, y: 116, scale: 1.1,
                         tint: Color(red: 255, green: 214, blue: 64, alpha: 255))
        let small: Float = 0.6
        let header = Color(red: 220, green: 200, blue: 170, alpha: 255)
        let columns: [(TextKey, Int)] = [(.caught, 184), (.missed, 226), (.accuracyShort, 292)]
        try drawText(language.text(.name), x: 32, y: 160, scale: small, tint: header)
        // Each heading within its column (the gap to the column before, less 6 px), smaller where it is long.
        for (index, (key, right)) in columns.enumerated() {
            let label = language.text(key)
            let room = right - (index == 0 ? 140 : columns[index - 1].1) - 6
            let scale = fittingScale(of: label, scale: small, width: room)
            try drawText(label, x: right - Int((Float(sprites.font.width(of: label)) * scale).rounded(.up)),
                         y: 160 + lowering(from: small, to: scale), scale: scale, tint: header)
        }
        for (index, line) in result.lines.prefix(VersusMessage.maxPlayers).enumerated() {
            let y = ResultsLayout.firstLine + index * ResultsLayout.lineHeight
            let mark = marks[line.name]
            let tint = line.present ? mark?.color : Color(red: 150, green: 150, blue: 150, alpha: 200)
            // A party player's mark before their name, which then starts 18 px further (R115, issue 30).
            if let mark { try drawSeatMark(mark, x: 24, y: y + 1, side: 16) }
            let nameX = mark == nil ? 32 : 44
            try drawText(fitted(VersusStanding.shownName(line.name, present: line.present, language: language), width: 162 - nameX,
                                scale: 0.8), x: nameX, y: y,
                         scale: 0.8, tint: tint)
            for (value, right) in zip(["\(line.caught)", "\(line.missed)", language.text(.percent, line.accuracy)], columns.map(\.1)) {
                try drawText(value, x: right - Int(Float(sprites.font.width(of: value)) * 0.8), y: y, scale: 0.8, tint: tint)
            }
        }
        if let waiting {
            try growing(in: SceneRenderer.line(at: 346, height: 30)) {
                try drawCentered(fitted(waiting, width: 270, scale: 0.8), centerX: 160, y: 354, scale: 0.8,
                                 tint: Color(red: 220, green: 200, blue: 170, alpha: 255))
            }
        }
        func face(_ box: WormGame.Rect, _ color: Color) -> Color { box == hovered ? SceneRenderer.lighter(color) : color }
        if rematch {
            try drawButton(language.text(.rematch), ResultsLayout.rematch, color: face(ResultsLayout.rematch, SceneRenderer.menuButton))
        }
        let leave = ResultsLayout.leave(besideRematch: rematch)
        try drawButton(language.text(.leave), leave, color: face(leave, SceneRenderer.menuLeave))
    }

    /// The question before a round under way is left (R61), over the field that plays on under it.
    func drawLeaveQuestion(_ question: LeaveQuestion, language: Language) throws {
        try renderer.fill(FloatRect(x: 0, y: 0, width: 320, height: 480), color: Color(red: 0, green: 0, blue: 0, alpha: 120))
        let panel = LeaveQuestion.panel
        textLayer += 1
        // Opaque: the buttons of the scene under it (the operator menu's, the title's) must not show through.
        try renderer.fill(FloatRect(x: Float(panel.x), y: Float(panel.y), width: Float(panel.width), height: Float(panel.height)),
                          color: Color(red: 40, green: 28, blue: 18, alpha: 255))
        try drawCentered(fitted(language.text(question.text), width: panel.width - 16, scale: 0.9), centerX: 160,
                         y: panel.y + 22, scale: 0.9)
        try drawButton(language.text(.yes), LeaveQuestion.yes, color: SceneRenderer.menuLeave)
        try drawButton(language.text(.no), LeaveQuestion.no, color: SceneRenderer.menuButton)
        // The answer Enter or a pad's A gives, ringed as a menu's focus is.
        try drawFocus(around: question.focusesYes ? LeaveQuestion.yes : LeaveQuestion.no)
    }

    /// "Too late" (R61) over the field, under the message line; in `audioPlay` between the grid's top and middle
    /// rows, clear of their cells (R110).
    func drawTooLate(language: Language, audioPlay: Bool = false) throws {
        let y = audioPlay ? (AudioGrid.rows[0] + AudioGrid.rows[1]) / 2 - 12 : VersusLayout.historyBottom + 8
        try drawCentered(language.text(.tooLate), centerX: 160, y: y,
                         tint: Color(red: 255, green: 140, blue: 120, alpha: 255))
    }
}
