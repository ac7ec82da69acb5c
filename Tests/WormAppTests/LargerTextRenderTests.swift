import SDLKit
import WormGame
import XCTest
@testable import WormApp

/// Golden images at 150 % (R115) of the layouts that made room for it: the Versus page, a venue row, the results, the Versus lobby with games found and with 8 players.
nonisolated final class LargerTextRenderTests: XCTestCase, @unchecked Sendable {
    /// What `draw` drew on the shared renderer at 150 %.
    @MainActor
    static func frame(_ draw: (SceneRenderer) throws -> Void) throws -> Image {
        let painter = RenderFixture.shared.scene
        painter.textStyle.size = .larger
        defer { painter.textStyle = TextStyle() }
        try draw(painter)
        return try RenderFixture.shared.renderer.readPixels(width: Playfield.width, height: Playfield.height)
    }

    func testTheVersusPageAndAVenueRowAt150Percent() throws {
        try MainActor.assumeIsolated {
            var document = ScoresDocument()
            for record in TextFitTests.versusRounds { document.played(versus: record) }
            document.arcade.insert(HighScore(name: "Ana", score: 420, accuracy: 90, bestCombo: 9, time: 1_764_460_800,
                                             replay: Replay(mode: .arcade, seed: 1, version: "0.1.0")))
            document.arcade.insert(HighScore(name: "Zoé", score: 900, accuracy: 90, bestCombo: 9, time: 1_764_460_800,
                                             replay: Replay(mode: .arcade, seed: 1, version: "0.1.0"), from: "kiosk-2"))
            let context = SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(), seed: 1,
                                       dailyDate: "2026-11-30",
                                       scores: DocumentStore(storage: MemoryStorage(files: [.scores: Array(document.text.utf8)])) { _ in })
            let scene = ScoresScene(context: context)
            try GoldenImage.check(Self.frame { try scene.draw(with: $0, context: context) }, named: "scores-venue-row-150")
            _ = scene.step([.key(KeyPress(.left))], context: context)
            XCTAssertEqual(scene.page, .versus)
            try GoldenImage.check(Self.frame { try scene.draw(with: $0, context: context) }, named: "scores-versus-150")
        }
    }

    func testTheResultsRowsAndASmallerChartAt150Percent() throws {
        try MainActor.assumeIsolated {
            let summary = ArcadeSummary(score: 420, caught: 12, missed: 3, bestCombo: 5, reactionTimes: [300, 420, 380, 520, 610, 300, 1_500])
            let context = TextFitTests.venueContext(.english)
            let results = ResultsScene(RoundResults(summary: summary, again: .arcade, note: .saved(rank: 3)), language: .english)
            try GoldenImage.check(Self.frame { try results.draw(with: $0, context: context) }, named: "results-150")
        }
    }

    func testTheVersusLobbyAt150Percent() throws {
        try MainActor.assumeIsolated {
            let language = Language.english
            try GoldenImage.check(Self.frame {
                try $0.drawVersusLobby(heading: language.text(.lobby), you: language.text(.you, "Zoé"), status: language.text(.joinHint),
                                       found: [LobbyGameRow(text: "Ana's game (1)"), LobbyGameRow(text: "Bo's game (3)", started: true),
                                               LobbyGameRow(text: "Cy's game (2)"), LobbyGameRow(text: "Dee's game (1)")],
                                       visible: true, players: [], language: language, button: language.text(.host))
            }, named: "versus-lobby-150")
        }
    }

    /// A host's lobby of 8: two columns of 4 above the Visible switch.
    func testAHostsLobbyOfEightAt150Percent() throws {
        try MainActor.assumeIsolated {
            let language = Language.english
            try GoldenImage.check(Self.frame {
                try $0.drawVersusLobby(heading: language.text(.lobby), you: language.text(.you, "Zoé"), status: language.text(.playersIn, 8),
                                       found: [], visible: true, players: TextFitTests.party, language: language,
                                       button: language.text(.start))
            }, named: "versus-lobby-8-150")
        }
    }
}
