import SDLKit
import WormGame
import XCTest
@testable import WormApp

/// Daily's own table and the title's word on today's round (R34).
nonisolated final class DailyTests: XCTestCase, @unchecked Sendable {
    /// 2026-11-30's first worm is at (136, 418) from 5000 ms.
    static let catchOne: [(Int, ScriptLine.Action)] = [(5_100, .press(x: 136, y: 418))]

    @MainActor
    func document(_ storage: MemoryStorage) throws -> ScoresDocument {
        guard case .document(let document) = Decoded<ScoresDocument>(bytes: try XCTUnwrap(storage.files[.scores])) else {
            throw RuntimeFailure("not a table")
        }
        return document
    }

    func testADailyScoreGoesInTheDaysTableNotTheAllTimeOne() throws {
        try MainActor.assumeIsolated {
            let storage = MemoryStorage()
            let run = try SceneRun(first: .daily, lines: DailyTests.catchOne + [(NameSceneTests.afterRound, .text("Zoé")),
                                                                                (NameSceneTests.afterRound + 10, .key("return"))],
                                   durationMs: 66_000, storage: storage)
            XCTAssertEqual(run.of("highscore").first?.int("score"), 10)
            let document = try self.document(storage)
            XCTAssertEqual(document.daily("2026-11-30").entries.map(\.name), ["Zoé"])
            XCTAssertEqual(document.daily("2026-11-30").entries.first?.replay.mode, .daily)
            XCTAssertTrue(document.arcade.entries.isEmpty)
            XCTAssertEqual(document.dailyBest, ["2026-11-30": 10])
        }
    }

    func testARoundOfNothingStillCountsAsPlayedAndTheTitleSaysSo() throws {
        try MainActor.assumeIsolated {
            let storage = MemoryStorage()
            let run = try SceneRun(first: .daily, durationMs: 66_000, storage: storage)
            XCTAssertEqual(run.scenes, ["results"], "0 does not enter")
            XCTAssertEqual(try self.document(storage).dailyBest, ["2026-11-30": 0])
            XCTAssertEqual(run.of("saved").count, 1)
            let other = try SceneRun(first: .daily, durationMs: 66_000, date: "2026-12-01", storage: storage)
            XCTAssertEqual(other.of("saved").count, 1)
            XCTAssertEqual(try self.document(storage).dailyBest, ["2026-11-30": 0, "2026-12-01": 0])
        }
    }

    func testTheTitleShowsTodaysBestOnlyOnceItIsPlayed() throws {
        try MainActor.assumeIsolated {
            let fixture = RenderFixture.shared
            /// A context whose scores are `document`.
            @MainActor func makeContext(with document: ScoresDocument) -> SceneContext {
                SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(), seed: 1, dailyDate: "2026-11-30",
                             scores: DocumentStore(storage: MemoryStorage(files: [.scores: Array(document.text.utf8)])) { _ in })
            }
            var context = SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(),
                                       seed: 1, dailyDate: "2026-11-30")
            let title = TitleScene(language: .english, cosmeticSeed: 11)
            @MainActor func frame() throws -> Image {
                try title.draw(with: fixture.scene, context: context)
                return try fixture.renderer.readPixels(width: Playfield.width, height: Playfield.height)
            }
            let unplayed = try frame()
            var document = ScoresDocument()
            document.played(daily: "2026-11-29", score: 500)
            context = makeContext(with: document)
            XCTAssertEqual(try frame(), unplayed, "yesterday's round is not today's")
            document.played(daily: "2026-11-30", score: 640)
            context = makeContext(with: document)
            try GoldenImage.check(try frame(), named: "title-daily-played-en")
        }
    }
}
