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

    /// `draw` at 100 % as `name`, and at 150 % in high contrast as `name-150-high-contrast` (R115).
    @MainActor
    func checkSizes(named name: String, _ draw: (SceneRenderer) throws -> Void) throws {
        try GoldenImage.check(frame(draw), named: name)
        let painter = RenderFixture.shared.scene
        painter.textStyle.size = .larger
        painter.textStyle.highContrast = true
        defer { painter.textStyle = TextStyle() }
        try GoldenImage.check(frame(draw), named: "\(name)-150-high-contrast")
    }

    /// A host's lobby in Russian (issue 30): the roster under its headings (Имя, Поймано), in two columns, a player
    /// who left marked so.
    func testTheHostsRosterInRussian() throws {
        try MainActor.assumeIsolated {
            TestCatalogues.install()
            let russian = try XCTUnwrap(Language(code: "ru"))
            var players = TextFitTests.party.prefix(6).map { VersusStanding(name: $0.name, caught: $0.caught, present: $0.present) }
            players[2].present = false
            try checkSizes(named: "versus-lobby-roster-ru") {
                try $0.drawVersusLobby(heading: russian.text(.lobby), you: russian.text(.you, "Зоя"), status: russian.text(.playersIn, 5),
                                       found: [], visible: true, players: players, language: russian, button: russian.text(.start))
            }
        }
    }

    /// The lobby's games in French (issue 30): games only, the one under way marked "commencée".
    func testTheGamesFoundInFrenchWithOneStarted() throws {
        try MainActor.assumeIsolated {
            TestCatalogues.install()
            let french = try XCTUnwrap(Language(code: "fr"))
            let games = [LobbyGameRow(text: french.text(.hostedGame, "Ana", 3)),
                         LobbyGameRow(text: french.text(.hostedGame, "Bartholomew-Zoé", 8), started: true),
                         LobbyGameRow(text: french.text(.hostedGame, "Cy", 1))]
            try checkSizes(named: "versus-lobby-games-fr") {
                try $0.drawVersusLobby(heading: french.text(.lobby), you: french.text(.you, "Zoé"), status: french.text(.joinHint),
                                       found: games, visible: true, players: [], language: french, button: french.text(.host))
            }
        }
    }

    /// A player's results in French (issue 30): "On attend l'hôte…" above Leave, a player who left "(parti)".
    func testAPlayersResultsInFrenchWaitForTheHost() throws {
        try MainActor.assumeIsolated {
            TestCatalogues.install()
            let french = try XCTUnwrap(Language(code: "fr"))
            let result = VersusResult(standings: Self.standings)
            try checkSizes(named: "versus-results-joiner-fr") {
                try $0.drawVersusResults(result, language: french, rematch: false, waiting: french.text(.waitingForHost))
            }
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
