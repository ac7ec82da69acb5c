import SDLKit
import WormGame

/// A party player's mark on the scoreboard and the results (R115, issue 30): their seat's letter on their colour,
/// and the colour their name is written in, so they are told apart by the letter as well as the colour.
struct SeatMark: Equatable {
    let letter: String
    let color: Color

    /// The mark of `seat`.
    init(_ seat: PartySeat) {
        letter = SceneRenderer.seatLetter(seat)
        color = SceneRenderer.seatColor(seat)
    }

    /// Each party player's mark by their name (the party's names are unique).
    static func byName(seats: [PartySeat], names: [String]) -> [String: SeatMark] {
        Dictionary(zip(names, seats.map(SeatMark.init)), uniquingKeysWith: { first, _ in first })
    }
}

extension SceneRenderer {
    /// `mark`'s letter in dark ink on a square of its colour, `side` pixels wide, its top-left corner at (`x`, `y`).
    func drawSeatMark(_ mark: SeatMark, x: Int, y: Int, side: Int) throws {
        try renderer.fill(FloatRect(x: Float(x), y: Float(y), width: Float(side), height: Float(side)), color: mark.color)
        let scale = Float(side) / Float(sprites.font.lineHeight)
        let width = Int((Float(sprites.font.width(of: mark.letter)) * scale).rounded())
        try drawText(mark.letter, x: x + (side - width) / 2, y: y + 1, scale: scale, tint: Color(red: 20, green: 12, blue: 6, alpha: 255))
    }
}
