import SDLKit
import WormGame

extension SceneRenderer {
    /// The party lobby (R80): how to join, each player in their colour, Start once two are in, Back.
    func drawPartyLobby(seats: [PartySeat], names: [String], language: Language) throws {
        try renderer.clear(.black)
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        try renderer.draw(sprites.background, in: FloatRect(x: 0, y: 0, width: 320, height: 480))
        try renderer.fill(FloatRect(x: 16, y: 60, width: 288, height: 380), color: SceneRenderer.panel)
        try drawCentered(language.text(.party), centerX: 160, y: 76, scale: 1.2)
        try drawCentered(fitted(language.text(.partyJoin), width: 270, scale: 0.8), centerX: 160, y: 112, scale: 0.8)
        for (index, seat) in seats.enumerated() {
            let y = PartyLayout.firstSeat + index * PartyLayout.seatHeight
            let color = SceneRenderer.seatColor(seat)
            try renderer.fill(FloatRect(x: 40, y: Float(y + 4), width: 14, height: 14), color: color)
            try drawText(names[index], x: 64, y: y, scale: 0.9, tint: color)
        }
        if seats.count >= 2 {
            try drawButton(language.text(.start), PartyLayout.start, color: SceneRenderer.menuButton)
        } else {
            try drawCentered(language.text(.partyPlayers, seats.count), centerX: 160, y: PartyLayout.start.y + 14, scale: 0.8)
        }
        try drawButton(language.text(.back), PartyLayout.back, color: SceneRenderer.menuLeave)
    }

    /// A seat's colour: its pad's, white for the mouse.
    static func seatColor(_ seat: PartySeat) -> Color {
        if case .pad(let pad) = seat { return padColor(pad) }
        return .white
    }

    /// The pads' cursors over the party, each with its player's name above it.
    func drawPartyCursors(_ cursors: [(pad: Int, x: Double, y: Double)], seats: [PartySeat], names: [String]) throws {
        try drawPadCursors(cursors)
        for cursor in cursors {
            guard let index = seats.firstIndex(of: .pad(cursor.pad)) else { continue }
            let text = names[index]
            let width = Int(Float(sprites.font.width(of: text)) * 0.5)
            let x = min(max(Int(cursor.x) - width / 2, 2), Playfield.width - width - 2)
            try drawText(text, x: x, y: max(0, Int(cursor.y) - 26), scale: 0.5, tint: SceneRenderer.padColor(cursor.pad))
        }
    }
}
