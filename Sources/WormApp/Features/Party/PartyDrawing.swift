import SDLKit
import WormGame

extension SceneRenderer {
    /// The party lobby (R80): how to join, each player in their colour, Start once two are in, Back; while the keys
    /// walk it (R112), Join with the mouse at `join` (the first free line) and the focus ring around `focus`. Under
    /// `oneSwitch` a click chooses what the scan shows (R114), so the line says only how a pad joins.
    func drawPartyLobby(seats: [PartySeat], names: [String], language: Language, join: WormGame.Rect? = nil,
                        focus: WormGame.Rect? = nil, oneSwitch: Bool = false) throws {
        try clearWithBars()
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        try drawBackdrop()
        try renderer.fill(FloatRect(x: 16, y: 60, width: 288, height: 380), color: SceneRenderer.panel)
        try drawCentered(language.text(.party), centerX: 160, y: 76, scale: 1.2)
        try drawCentered(fitted(language.text(oneSwitch ? .partyJoinSwitch : .partyJoin), width: 270, scale: 0.8), centerX: 160, y: 112, scale: 0.8)
        for (index, seat) in seats.enumerated() {
            let y = PartyLayout.firstSeat + index * PartyLayout.seatHeight
            let color = SceneRenderer.seatColor(seat)
            // The seat's letter on its colour (R115): told apart without telling the colours apart.
            try renderer.fill(FloatRect(x: 36, y: Float(y + 1), width: 22, height: 22), color: color)
            try drawSeatLetter(seat, centerX: 47, y: y + 3, scale: 0.75)
            try drawText(names[index], x: 64, y: y, scale: 0.9, tint: color)
        }
        if seats.count >= 2 {
            try drawButton(language.text(.start), PartyLayout.start, color: SceneRenderer.menuButton)
        } else {
            try drawCentered(language.text(.partyPlayers, seats.count), centerX: 160, y: PartyLayout.start.y + 14, scale: 0.8)
        }
        try drawButton(language.text(.back), PartyLayout.back, color: SceneRenderer.menuLeave)
        if let join {
            try drawText(fitted(language.text(.partyJoinMouse), width: join.width - 32, scale: 0.9), x: join.x + 32, y: join.y,
                         scale: 0.9, tint: Color(red: 170, green: 170, blue: 170, alpha: 255))
        }
        if let focus { try drawFocus(around: focus) }
    }

    /// A party player typing their name (R80): "Your name" in their colour, the field (their name until now dimmed
    /// while it is empty) with its cursor, and the keyboard, the key under their pad's cursor ringed.
    func drawPartyNaming(_ naming: PartyNaming, color: Color, cursors: [(pad: Int, x: Double, y: Double)], clockMs: Int,
                         language: Language) throws {
        try clearWithBars()
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        try drawBackdrop()
        try renderer.fill(FloatRect(x: 8, y: 60, width: 304, height: 140), color: SceneRenderer.panel)
        try drawCentered(language.text(.yourName), centerX: 160, y: 72, scale: 1.2, tint: color)
        try drawCentered(fitted(naming.current, width: 280, scale: 0.8), centerX: 160, y: 110, scale: 0.8, tint: color)
        try renderer.fill(FloatRect(x: 20, y: 150, width: 280, height: 40), color: Color(red: 250, green: 245, blue: 230, alpha: 255))
        try renderer.fill(FloatRect(x: 22, y: 152, width: 276, height: 36), color: Color(red: 20, green: 14, blue: 8, alpha: 255))
        let typed = naming.entry.typed
        let text = fitted(typed.isEmpty ? naming.current : typed, width: 256)
        try drawText(text, x: 30, y: 158, tint: typed.isEmpty ? Color(red: 140, green: 130, blue: 120, alpha: 255) : nil)
        if (clockMs / 500) % 2 == 0 {
            let cursorX = typed.isEmpty ? 30 : 30 + sprites.font.width(of: text) + 1
            try renderer.fill(FloatRect(x: Float(cursorX), y: 158, width: 2, height: 22), color: SceneRenderer.gold)
        }
        try drawKeyboard(naming.entry.keyboard, lit: naming.entry.litKey, focused: naming.entry.focus.key(on: naming.entry.keyboard),
                         cursors: cursors, hovered: naming.entry.hoveredKey)
    }

    /// A seat's letter (R115): A, B, C, D by its pad, M for the mouse, so players are told apart by more than colour.
    static func seatLetter(_ seat: PartySeat) -> String {
        guard case .pad(let pad) = seat else { return "M" }
        return ["A", "B", "C", "D"][pad % padColors.count]
    }

    /// `seat`'s letter in dark ink, centred on `centerX` (on the seat's colour).
    func drawSeatLetter(_ seat: PartySeat, centerX: Int, y: Int, scale: Float) throws {
        let letter = SceneRenderer.seatLetter(seat)
        let width = Int((Float(sprites.font.width(of: letter)) * scale).rounded())
        try drawText(letter, x: centerX - width / 2, y: y, scale: scale, tint: Color(red: 20, green: 12, blue: 6, alpha: 255))
    }

    /// A seat's colour: its pad's, white for the mouse.
    static func seatColor(_ seat: PartySeat) -> Color {
        if case .pad(let pad) = seat { return padColor(pad) }
        return .white
    }

    /// The pads' cursors over the party, each with its player's letter and name above it (R115).
    func drawPartyCursors(_ cursors: [(pad: Int, x: Double, y: Double)], seats: [PartySeat], names: [String]) throws {
        try drawPadCursors(cursors)
        for cursor in cursors {
            guard let index = seats.firstIndex(of: .pad(cursor.pad)) else { continue }
            let text = SceneRenderer.seatLetter(.pad(cursor.pad)) + " " + names[index]
            let width = Int(Float(sprites.font.width(of: text)) * 0.5)
            let x = min(max(Int(cursor.x) - width / 2, 2), Playfield.width - width - 2)
            try drawText(text, x: x, y: max(0, Int(cursor.y) - 26), scale: 0.5, tint: SceneRenderer.padColor(cursor.pad))
        }
    }
}
