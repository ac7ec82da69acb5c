import SDLKit
import WormGame
import XCTest
@testable import WormApp

/// Golden images of Versus's finish (R61): the results, the question over a round that plays on, and the scores
/// scene's Versus page.
nonisolated final class VersusRenderTests: XCTestCase, @unchecked Sendable {
    /// What `draw` drew on the shared renderer.
    @MainActor
    func frame(_ draw: (SceneRenderer) throws -> Void) throws -> Image {
        try draw(RenderFixture.shared.scene)
        return try RenderFixture.shared.renderer.readPixels(width: Playfield.width, height: Playfield.height)
    }

    static let standings = [VersusStanding(name: "Ana", caught: 12, missed: 3), VersusStanding(name: "Bartholomew-Zoé", caught: 17, missed: 9),
                            VersusStanding(name: "Cy", caught: 4, missed: 0, present: false), VersusStanding(name: "Dé", caught: 0, missed: 0)]

    func testTheResultsNameTheWinnerWithRematchForTheHost() throws {
        try MainActor.assumeIsolated {
            let result = VersusResult(standings: Self.standings)
            try GoldenImage.check(frame { try $0.drawVersusResults(result, language: .english, rematch: true) },
                                  named: "versus-results-en")
        }
    }

    func testADrawInFrenchForAPlayerWithoutRematch() throws {
        try MainActor.assumeIsolated {
            let result = VersusResult(standings: [VersusStanding(name: "Ana", caught: 5, missed: 1),
                                                  VersusStanding(name: "Bo", caught: 5, missed: 4)])
            try GoldenImage.check(frame { try $0.drawVersusResults(result, language: .french, rematch: false) },
                                  named: "versus-draw-fr")
        }
    }

    func testTheHostsQuestionOverTheRoundWithTooLate() throws {
        try MainActor.assumeIsolated {
            let worm = Worm(number: 4, x: 100, y: 300, visibleMs: 1_500, spawnedAtMs: 0)
            let history = [VersusHistoryEntry(roundMs: 9_000, seat: 1, worm: 3), VersusHistoryEntry(roundMs: 8_000, seat: 0, worm: nil)]
            try GoldenImage.check(frame { painter in
                try painter.drawVersus(slots: [.visible(worm), .hidden(untilMs: 0)], effects: Effects(seed: 1), playMs: 1_000,
                                       message: "41 s", players: Self.standings, history: history, language: .french)
                try painter.drawTooLate(language: .french)
                try painter.drawLeaveQuestion(LeaveQuestion(question: .endForAll, closing: false), language: .french)
            }, named: "versus-question-fr")
        }
    }

    func testTheVersusPageOfTheScores() throws {
        try MainActor.assumeIsolated {
            var document = ScoresDocument()
            document.played(versus: VersusRecord(time: 1_764_460_800, result: VersusResult(standings: Self.standings)))
            document.played(versus: VersusRecord(time: 1_764_547_200, result: VersusResult(standings: [
                VersusStanding(name: "Ana", caught: 5), VersusStanding(name: "Bo", caught: 5)])))
            document.played(versus: VersusRecord(time: 1_764_633_600, result: VersusResult(standings: [
                VersusStanding(name: "Ana", caught: 2), VersusStanding(name: "Bo", caught: 9)])))
            let context = SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(), seed: 1,
                                       dailyDate: "2026-11-30",
                                       scores: DocumentStore(storage: MemoryStorage(files: [.scores: Array(document.text.utf8)])) { _ in })
            let scene = ScoresScene(context: context)
            _ = scene.step([.key(KeyPress(.left))], context: context)
            XCTAssertEqual(scene.page, .versus)
            XCTAssertEqual(scene.versus.map(\.winner), ["Bo", nil, "Bartholomew-Zoé"])
            try GoldenImage.check(frame { try scene.draw(with: $0, context: context) }, named: "scores-versus-en")
        }
    }
}
