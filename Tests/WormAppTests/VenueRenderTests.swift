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

    /// A row taken from a venue machine while the scores are open appears at once; the picked and lit rows stay on
    /// theirs.
    func testARowTakenWhileTheScoresAreOpenAppearsAndThePickedRowStays() throws {
        try MainActor.assumeIsolated {
            var document = ScoresDocument()
            for (index, name) in ["Ana", "Bob", "Cy"].enumerated() {
                document.arcade.insert(HighScore(name: name, score: 900 - index * 100, accuracy: 90, bestCombo: 9,
                                                 time: 1_764_460_800 + Int64(index), replay: row(name, 1).replay))
            }
            let context = SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(), seed: 1,
                                       dailyDate: "2026-11-30",
                                       scores: DocumentStore(storage: MemoryStorage(files: [.scores: Array(document.text.utf8)])) { _ in })
            let scene = ScoresScene(context: context, highlight: ScoreRow(kind: .arcade, row: 1))
            _ = scene.step([.key(KeyPress(.down)), .key(KeyPress(.down))], context: context)
            XCTAssertEqual(scene.selected, 2)
            let before = scene.signature(context: context, placement: RenderFixture.shared.renderer.placement)
            try context.scores.save { $0.arcade.insert(HighScore(name: "Zoé", score: 1_000, accuracy: 99, bestCombo: 30,
                                                                   time: 1_764_460_900, replay: row("Zoé", 1).replay, from: "kiosk-2")) }
            _ = scene.step([], context: context)
            XCTAssertEqual(scene.rows.map(\.name), ["Zoé", "Ana", "Bob", "Cy"])
            XCTAssertEqual(scene.selected, 3, "still on Cy")
            XCTAssertEqual(scene.newRow?.row, 2, "still lighting Bob")
            XCTAssertNotEqual(scene.signature(context: context, placement: RenderFixture.shared.renderer.placement), before,
                              "the next frame is drawn")
        }
    }
}
