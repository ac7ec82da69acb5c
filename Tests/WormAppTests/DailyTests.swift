import SDLKit
import Testing
import WormGame
import XCTest
@testable import WormApp

/// Daily's own table and the title's word on today's round (R34): its runs, on the null platform.
@MainActor
struct DailyRunTests {
    /// 2026-11-30's first worm is at (136, 418) from 5000 ms.
    static let catchOne: [(Int, ScriptLine.Action)] = [(5_100, .press(x: 136, y: 418))]

    /// The scores saved in `storage`.
    func document(_ storage: MemoryStorage) throws -> ScoresDocument {
        guard case .document(let document) = Decoded<ScoresDocument>(bytes: try #require(storage.files[.scores])) else {
            throw RuntimeFailure("not a table")
        }
        return document
    }

    @Test func aDailyScoreGoesInTheDaysTableNotTheAllTimeOne() throws {
        let storage = MemoryStorage()
        let run = try NullRun(first: .daily, lines: Self.catchOne + [(NameSceneTests.afterRound, .text("Zoé")),
                                                                     (NameSceneTests.afterRound + 10, .key("return"))],
                              durationMs: 66_000, storage: storage)
        #expect(run.of("highscore").first?.int("score") == 10)
        let saved = try document(storage)
        #expect(saved.daily("2026-11-30").entries.map(\.name) == ["Zoé"])
        #expect(saved.daily("2026-11-30").entries.first?.replay.mode == .daily)
        #expect(saved.arcade.entries.isEmpty)
        #expect(saved.dailyBest == ["2026-11-30": 10])
    }

    @Test func aRoundOfNothingStillCountsAsPlayedAndTheTitleSaysSo() throws {
        let storage = MemoryStorage()
        let run = try NullRun(first: .daily, durationMs: 66_000, storage: storage)
        #expect(run.scenes == ["results"], "0 does not enter")
        #expect(try document(storage).dailyBest == ["2026-11-30": 0])
        #expect(run.of("saved").count == 1)
        let other = try NullRun(first: .daily, durationMs: 66_000, date: "2026-12-01", storage: storage)
        #expect(other.of("saved").count == 1)
        #expect(try document(storage).dailyBest == ["2026-11-30": 0, "2026-12-01": 0])
    }
}

/// The title's word on today's round, drawn.
nonisolated final class DailyTests: XCTestCase, @unchecked Sendable {
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
