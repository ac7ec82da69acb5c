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
        TestCatalogues.install()  // before any label is made: a scene takes its buttons' texts when it opens
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
            // Past the first 700 ms, which ignore presses (R21), and at 1 s, where the cursor shows as at 0.
            for _ in 0..<(1_000 / Simulation.stepMs) { _ = scene.step([], context: context) }
            _ = scene.step([.text("Zo"), .press(Press(timeMs: 0, x: Double(e.x + 5), y: Double(e.y + 5)))], context: context)
            XCTAssertEqual(scene.typed, "ZoÉ")
            try GoldenImage.check(frame { try scene.draw(with: $0, context: context) }, named: "name-en")
        }
    }

    /// A new best bursts into confetti for a moment (issue 30); with reduced motion the burst stands still, and
    /// after 1.5 s the scene is as without it.
    func testANewBestIsCelebratedForAMoment() throws {
        try MainActor.assumeIsolated {
            let round = FinishedRound(kind: .arcade, summary: ArcadeSummary(score: 99_999, caught: 99, missed: 1, bestCombo: 60,
                                                                            reactionTimes: [300]),
                                      replay: Replay(mode: .arcade, seed: 1, version: "0.1.0"), date: "2026-11-30")
            @MainActor func frames(reducedMotion: Bool) throws -> [Image] {
                let context = self.context()
                try context.settings.set(\.reducedMotion, to: reducedMotion)
                let scene = NameScene(round: round, context: context)
                XCTAssertTrue(scene.isNewBest)
                var frames: [Image] = []
                for ms in [300, 1_100, 2_000] {  // the name's cursor shown at each
                    while scene.clockMs < ms { _ = scene.step([], context: context) }
                    frames.append(try frame { try scene.draw(with: $0, context: context) })
                }
                return frames
            }
            let moving = try frames(reducedMotion: false), still = try frames(reducedMotion: true)
            try GoldenImage.check(moving[0], named: "name-new-best-en")
            XCTAssertTrue(moving[0] != moving[1], "the confetti flies")
            XCTAssertTrue(still[0] == still[1], "with reduced motion it stands still")
            XCTAssertTrue(still[0] != still[2], "for a moment")
            XCTAssertTrue(moving[2] == still[2], "then it is gone")
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
            for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ÀÂÆÇÉÈÊËÎÏÔŒÙÛ'. " { XCTAssertTrue(typed.contains(String(letter)), "\(letter)") }
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

    /// R35's line under a table read in part, in French.
    func testAPartlyReadTableSaysSoInFrench() throws {
        try MainActor.assumeIsolated {
            TestCatalogues.install()  // before the scene makes its buttons' labels
            var document = ScoresDocument()
            document.arcade.insert(row("Ana", 30))
            document.arcade.insert(row("Bob", 20))
            document.arcade.insert(row("Cy", 10))
            let text = document.text.replacingOccurrences(of: #""name": "Bob""#, with: #""name": """#)
                .replacingOccurrences(of: #""name": "Cy""#, with: #""name": "C!""#)
            let context = SceneContext(journal: Journal(sink: nil, language: .french), audio: SilentAudio(), seed: 1,
                                       dailyDate: "2026-11-30",
                                       settings: SettingsKeeper(store: DocumentStore(storage: MemoryStorage()) { _ in },
                                                                flags: SettingsKeeper.Flags(language: .french)),
                                       scores: DocumentStore(storage: MemoryStorage(files: [.scores: Array(text.utf8)])) { _ in })
            context.applySettings()
            let scene = ScoresScene(context: context)
            XCTAssertEqual(scene.unreadableRows, 2)
            try GoldenImage.check(frame { try scene.draw(with: $0, context: context) }, named: "scores-partly-read-fr")
        }
    }

    /// A row's date ends inside it: nothing of a row is drawn in its last 5 px, where the ring of a picked row
    /// and the panel's edge are (R21).
    func testNothingOfARowTouchesItsRightBorder() throws {
        try MainActor.assumeIsolated {
            let full = self.context()
            let empty = SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(), seed: 1,
                                     dailyDate: "2026-11-30")
            let rows = try frame { try ScoresScene(context: full).draw(with: $0, context: full) }
            let none = try frame { try ScoresScene(context: empty).draw(with: $0, context: empty) }
            let last = ScoresScene.frame(ofRow: 9)
            for y in ScoresScene.frame(ofRow: 0).y..<(last.y + last.height) {
                for x in (last.x + last.width - 5)..<(last.x + last.width) {
                    let at = (y * rows.width + x) * 4
                    XCTAssertEqual(rows.pixels[at..<at + 4], none.pixels[at..<at + 4], "a row drew at (\(x), \(y))")
                }
            }
        }
    }

    /// The settings' buttons stand inside the panel (x 8 to 312), clear of its edges (R21).
    func testTheSettingsButtonsStandClearOfThePanelsEdge() {
        MainActor.assumeIsolated {
            for button in SettingsScene.menu(Settings(), language: .english).buttons where button.choice != .back {
                XCTAssertLessThanOrEqual(button.frame.x + button.frame.width, 312 - 4, "\(button.choice)")
                XCTAssertGreaterThanOrEqual(button.frame.x, 8 + 4, "\(button.choice)")
            }
        }
    }

    /// The chart's ticks stand between bars, the last bar labelled too (R21); the labels centred on them are in
    /// the results' golden images.
    func testTheChartsTicksStandBetweenBarsAndTheLastIsLabelled() {
        MainActor.assumeIsolated {
            let ticks = SceneRenderer.chartTicks(left: 40, barWidth: 16)
            XCTAssertEqual(ticks.map(\.label), ["0", "500", "1000", "1400+"])
            XCTAssertEqual(ticks.map(\.x), [39, 129, 219, 291], "the middle of the gap before bars 0, 5, 10 and 14")
        }
    }

    func testARowsDetailsInFrench() throws {
        try MainActor.assumeIsolated {
            let context = self.context(.french)
            let scene = ScoresScene(context: context)
            let second = ScoresScene.frame(ofRow: 1)
            _ = scene.step([.longPress(x: Double(second.x + 40), y: Double(second.y + 10), ms: 600)], context: context)
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
                                                    note: .failed(.full)), language: .english)
            let context = self.context()
            try GoldenImage.check(frame { try results.draw(with: $0, context: context) }, named: "results-not-saved-en")
        }
    }
}
