import SDLKit
import WormGame
import XCTest
@testable import WormApp

/// Golden images of the name, scores and settings scenes, and of the lines that saving adds elsewhere.
nonisolated final class ScoreRenderTests: XCTestCase, @unchecked Sendable {
    /// What `draw` drew on the shared renderer.
    @MainActor
    func frame(_ draw: (SceneRenderer) throws -> Void) throws -> Image {
        let fixture = RenderFixture.shared
        try draw(fixture.scene)
        return try fixture.renderer.readPixels(width: Playfield.width, height: Playfield.height)
    }

    /// A context in `language` whose table holds ten rows, one with a name too wide for its column.
    @MainActor
    func context(_ language: Language = .english, settings: SettingsKeeper = SettingsKeeper()) -> SceneContext {
        var document = ScoresDocument()
        let names = ["Zoé", "WWWWWWWWWWWW", "Anne-Sophie", "Bob", "Élodie", "Ray", "Ïsa", "Ken", "O'Neil", "Lu"]
        for (index, name) in names.enumerated() {
            document.arcade.insert(HighScore(name: name, score: 1_500 - index * 110, accuracy: 95 - index * 3, bestCombo: 40 - index * 3,
                                             time: 1_764_460_800 + Int64(index) * 86_400 * 3, replay: row(name, 1).replay))
        }
        return SceneContext(journal: Journal(sink: nil, language: language), audio: SilentAudio(), seed: 1,
                            dailyDate: "2026-11-30", settings: settings,
                            scores: DocumentStore(storage: MemoryStorage(files: [.scores: Array(document.text.utf8)])) { _ in })
    }

    func testTheNameSceneWithItsKeyboard() throws {
        try MainActor.assumeIsolated {
            let context = self.context()
            let round = FinishedRound(kind: .arcade, summary: ArcadeSummary(score: 1_230, caught: 58, missed: 9, bestCombo: 23,
                                                                            reactionTimes: [300]),
                                      replay: Replay(mode: .arcade, seed: 1, version: "0.1.0"), date: "2026-11-30")
            let scene = NameScene(round: round, context: context)
            XCTAssertEqual(scene.rank, 4)
            let e = OnScreenKeyboard().keys.first { $0.action == .type("É") }!.frame
            _ = scene.step([.text("Zo"), .press(Press(timeMs: 0, x: Double(e.x + 5), y: Double(e.y + 5)))], context: context)
            XCTAssertEqual(scene.typed, "ZoÉ")
            try GoldenImage.check(frame { try scene.draw(with: $0, context: context) }, named: "name-en")
        }
    }

    func testTheKeysAreBigEnoughForAFingerAndDoNotOverlap() {
        MainActor.assumeIsolated {
            let keys = OnScreenKeyboard().keys
            for key in keys {
                XCTAssertGreaterThanOrEqual(key.frame.width, 28)
                XCTAssertGreaterThanOrEqual(key.frame.height, 40)
                XCTAssertLessThanOrEqual(key.frame.x + key.frame.width, Playfield.width)
                XCTAssertLessThanOrEqual(key.frame.y + key.frame.height, Playfield.height)
            }
            for (index, key) in keys.enumerated() {
                for other in keys[(index + 1)...] {
                    let apart = key.frame.x + key.frame.width <= other.frame.x || other.frame.x + other.frame.width <= key.frame.x
                        || key.frame.y + key.frame.height <= other.frame.y || other.frame.y + other.frame.height <= key.frame.y
                    XCTAssertTrue(apart, "\(key.action) and \(other.action) overlap")
                }
            }
            let typed = Set(keys.compactMap { if case .type(let text) = $0.action { return text } else { return nil } })
            for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸ " { XCTAssertTrue(typed.contains(String(letter)), "\(letter)") }
            XCTAssertTrue(keys.contains { $0.action == .backspace })
            XCTAssertTrue(keys.contains { $0.action == .ok })
        }
    }

    func testTheScoresWithTheNewRowLitAndAWideNameCut() throws {
        try MainActor.assumeIsolated {
            let context = self.context()
            let scene = ScoresScene(context: context, highlight: ScoreRow(kind: .arcade, row: 3))
            XCTAssertEqual(RenderFixture.shared.scene.fitted("WWWWWWWWWWWW", width: 104, scale: 0.8).last, "…")
            try GoldenImage.check(frame { try scene.draw(with: $0, context: context) }, named: "scores-en")
        }
    }

    func testARowsDetailsInFrench() throws {
        try MainActor.assumeIsolated {
            let context = self.context(.french)
            let scene = ScoresScene(context: context)
            let second = ScoresScene.frame(ofRow: 1)
            _ = scene.step([.longPress(x: Double(second.x + 40), y: Double(second.y + 10))], context: context)
            XCTAssertEqual(scene.detailsRow, 1)
            try GoldenImage.check(frame { try scene.draw(with: $0, context: context) }, named: "scores-details-fr")
        }
    }

    func testTheSettingsInFrench() throws {
        try MainActor.assumeIsolated {
            let context = self.context(.french, settings: SettingsKeeper(store: DocumentStore(storage: MemoryStorage(files: [
                .settings: Array(#"{"version": 1, "music_volume": 60, "language": "fr", "reduced_motion": true}"#.utf8),
            ])) { _ in }))
            let scene = SettingsScene(context: context)
            try GoldenImage.check(frame { try scene.draw(with: $0, context: context) }, named: "settings-fr")
        }
    }

    func testResultsThatSayTheScoreWasNotSaved() throws {
        try MainActor.assumeIsolated {
            let summary = ArcadeSummary(score: 1_230, caught: 58, missed: 9, bestCombo: 23,
                                        reactionTimes: (0..<58).map { 180 + ($0 * 37) % 520 })
            let results = ResultsScene(RoundResults(summary: summary, again: .arcade,
                                                    note: .failed(reason: "No space left on device")), language: .english)
            let context = self.context()
            try GoldenImage.check(frame { try results.draw(with: $0, context: context) }, named: "results-not-saved-en")
        }
    }
}
