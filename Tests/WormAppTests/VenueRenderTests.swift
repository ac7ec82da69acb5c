import SDLKit
import WormGame
import XCTest
@testable import WormApp

/// The scores scene of a venue (R74): rows played on other machines say which, under the player's name.
nonisolated final class VenueRenderTests: XCTestCase, @unchecked Sendable {
    func testRowsFromOtherMachinesSayWhichMachine() throws {
        try MainActor.assumeIsolated {
            var document = ScoresDocument()
            let rows: [(String, String?)] = [("Zoé", "kiosk-2"), ("Bob", nil), ("WWWWWWWWWWWW", "hall-B-entrance-screen-3"),
                                             ("Ana", nil), ("Ken", "kiosk-2"), ("Lu", nil)]
            for (index, (name, from)) in rows.enumerated() {
                document.arcade.insert(HighScore(name: name, score: 1_500 - index * 110, accuracy: 95 - index * 3,
                                                 bestCombo: 40 - index * 3, time: 1_764_460_800 + Int64(index) * 86_400,
                                                 replay: row(name, 1).replay, from: from))
            }
            let context = SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(), seed: 1,
                                       dailyDate: "2026-11-30",
                                       scores: DocumentStore(storage: MemoryStorage(files: [.scores: Array(document.text.utf8)])) { _ in })
            XCTAssertEqual(context.scores.document.arcade.entries.map(\.from), rows.map(\.1), "\"from\" read back from scores.json")
            let scene = ScoresScene(context: context, highlight: ScoreRow(kind: .arcade, row: 4))
            let fixture = RenderFixture.shared
            try scene.draw(with: fixture.scene, context: context)
            try GoldenImage.check(try fixture.renderer.readPixels(width: Playfield.width, height: Playfield.height),
                                  named: "scores-venue-en")
        }
    }
}
