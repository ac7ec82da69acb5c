import BoardClient
import WormGame

/// A World page's rows (R120) as the board last gave them, in parts a page shows one at a time: the board's first
/// 100 rows ten by ten, and after the first ten the player's row with the 5 rows above and below it (when it is not
/// among the first ten). `<` and `>`, Left and Right, a swipe or one switch's scan walk the parts, then the pages.
struct WorldListing: Equatable {
    /// One part of a World page.
    enum Part: Equatable {
        /// Ten of the board's first rows, from its row `from` (0 the first).
        case top(from: Int)
        /// The player's row and the rows around it.
        case around
    }

    /// The rows of a part of the first 100.
    static let rowsPerPart = 10
    /// The most rows of the player's part: theirs and 5 on each side.
    static let aroundRows = 11

    /// The board's first rows (`GET /v1/top`).
    var top: WorldBoard.TopState?
    /// The player's row and the rows around it (`GET /v1/around`).
    var around: WorldBoard.TopState?

    /// The parts in order: the first ten rows, the player's neighbourhood when they have a row below them, then the
    /// next tens of the first 100.
    var parts: [Part] {
        var parts: [Part] = [.top(from: 0)]
        if case .shown(let mine)? = around, let rank = mine.rank, rank > WorldListing.rowsPerPart, !mine.rows.isEmpty {
            parts.append(.around)
        }
        if case .shown(let first)? = top {
            parts += stride(from: WorldListing.rowsPerPart, to: first.rows.count, by: WorldListing.rowsPerPart).map { Part.top(from: $0) }
        }
        return parts
    }

    /// The rows of `part`.
    func rows(_ part: Part) -> [BoardRow] {
        switch part {
        case .top(let from):
            guard case .shown(let first)? = top else { return [] }
            return Array(first.rows.dropFirst(from).prefix(WorldListing.rowsPerPart))
        case .around:
            guard case .shown(let mine)? = around else { return [] }
            return Array(mine.rows.prefix(WorldListing.aroundRows))
        }
    }

    /// What the part says under its rows: the ranks it shows of how many ("Ranks 11–20 of 340"), or the player's
    /// ("Around you: #57 of 340"); nil while it has no rows.
    func caption(_ part: Part, language: Language) -> String? {
        let rows = rows(part)
        guard let first = rows.first, let last = rows.last else { return nil }
        switch part {
        case .top:
            guard case .shown(let board)? = top else { return nil }
            return language.text(.worldRanks, first.rank, last.rank, board.of)
        case .around:
            guard case .shown(let mine)? = around, let rank = mine.rank else { return nil }
            return language.text(.worldAroundYou, rank, mine.of)
        }
    }
}
