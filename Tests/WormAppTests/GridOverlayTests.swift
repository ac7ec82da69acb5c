import SDLKit
import WormGame
import XCTest
@testable import WormApp

/// In audio play at a party or in Versus (R110) nothing drawn over the field covers the 9 grid cells a worm calls
/// from: the scoreboard stands between the middle and bottom rows, "Too late" between the top and middle rows, the
/// history above the top row; at every text size, for 2 to 8 players; a golden at 150 % (R115).
nonisolated final class GridOverlayTests: XCTestCase, @unchecked Sendable {
    /// The texts and seat marks drawn over an audio-play round of `players`, "Too late" among them.
    @MainActor
    func overlay(players: [VersusStanding], audioPlay: Bool = true) throws -> [DrawnText] {
        let painter = RenderFixture.shared.scene
        var drawn: [DrawnText] = []
        painter.textRecorder = { drawn.append($0) }
        defer { painter.textRecorder = nil }
        try painter.drawVersus(slots: [], effects: Effects(seed: 1), playMs: 1_000, message: "41 s", players: players,
                               history: TextFitTests.history, language: .english, marks: SeatMark.byName(seats: [.mouse, .pad(0), .pad(1)], names: ["Ana", "Bo", "Cy"]),
                               audioPlay: audioPlay)
        try painter.drawTooLate(language: .english, audioPlay: audioPlay)
        return drawn
    }

    func testTheOverlayInAudioPlayStaysClearOfTheGridsCells() throws {
        try MainActor.assumeIsolated {
            let painter = RenderFixture.shared.scene
            defer { painter.textStyle = TextStyle() }
            XCTAssertEqual(GridScoreboard.cells.count, 9)
            for size in TextSize.allCases {
                painter.textStyle.size = size
                for count in 2...8 {
                    let texts = try overlay(players: Array(TextFitTests.party.prefix(count)))
                    XCTAssertGreaterThanOrEqual(texts.count, 1 + 2 + 2 * count + 1, "message, history, each line's two, Too late")
                    for text in texts {
                        let ink = try XCTUnwrap(text.ink)
                        for cell in GridScoreboard.cells {
                            let clear = ink.x + ink.width <= Float(cell.x) || ink.x >= Float(cell.x + cell.width)
                                || ink.y + ink.height <= Float(cell.y) || ink.y >= Float(cell.y + cell.height)
                            XCTAssertTrue(clear, "\(size.rawValue) %, \(count) players: \"\(text.text)\" at \(ink) covers the cell \(cell)")
                        }
                    }
                    // The seat marks (16 px squares before a name) stand in the scoreboard's band too.
                    for line in 0..<count {
                        let slot = GridScoreboard.slot(line, of: count)
                        XCTAssertTrue(slot.y >= GridScoreboard.top && slot.y + slot.height <= GridScoreboard.bottom)
                        XCTAssertFalse(GridScoreboard.cells.contains { $0.y + $0.height > slot.y && $0.y < slot.y + slot.height },
                                       "line \(line) of \(count) between the rows")
                    }
                }
            }
        }
    }

    /// Without audio play the scoreboard stays at the bottom, over where the grid's bottom row would be: the test
    /// above would catch it.
    func testWithoutAudioPlayTheScoreboardIsAtTheBottom() throws {
        try MainActor.assumeIsolated {
            let texts = try overlay(players: Array(TextFitTests.party.prefix(2)), audioPlay: false)
            let bottom = GridScoreboard.cells[8]
            XCTAssertTrue(texts.contains { ($0.ink?.y ?? 0) > Float(bottom.y) && ($0.ink?.y ?? 0) < Float(bottom.y + bottom.height) })
        }
    }

    func testAPartyOfEightInAudioPlayAt150Percent() throws {
        try MainActor.assumeIsolated {
            let worms = GridScoreboard.cells.indices.map { index in
                let centre = AudioGrid.Cell(index: index).centre
                return Slot.visible(Worm(number: index, x: centre.x, y: centre.y, visibleMs: 1_500, spawnedAtMs: 0))
            }
            try GoldenImage.check(LargerTextRenderTests.frame { painter in
                try painter.drawVersus(slots: worms, effects: Effects(seed: 1), playMs: 500, message: "41 s", players: TextFitTests.party,
                                       history: TextFitTests.history, language: .english,
                                       marks: SeatMark.byName(seats: [.mouse, .pad(0), .pad(1)], names: ["Ana", "Bo", "Cy"]), audioPlay: true)
                try painter.drawTooLate(language: .english, audioPlay: true)
            }, named: "party-audio-play-150")
        }
    }
}
