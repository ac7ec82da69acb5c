import SDLKit
import WormGame
import XCTest
@testable import WormApp

/// The name scene and the saving of scores through the real runner (R33, R40, R41).
nonisolated final class NameSceneTests: XCTestCase, @unchecked Sendable {
    /// Seed 7's first Arcade worm is at (34, 409) from 5000 ms: one catch, 10 points, enough to enter an empty table.
    static let catchOne: [(Int, ScriptLine.Action)] = [(5_100, .press(x: 34, y: 409))]
    /// When the round is over and the next scene has opened.
    static let afterRound = 65_100

    /// The centre of the on-screen key that types `text`, or does `action`.
    @MainActor
    func key(_ action: OnScreenKeyboard.Action) -> ScriptLine.Action {
        let frame = OnScreenKeyboard().keys.first { $0.action == action }!.frame
        return .press(x: Double(frame.x + frame.width / 2), y: Double(frame.y + frame.height / 2))
    }

    /// The centre of `language`'s on-screen key that types `text`.
    @MainActor
    func key(_ text: String, in language: Language) -> ScriptLine.Action {
        guard let frame = OnScreenKeyboard(language: language).keys.first(where: { $0.action == .type(text) })?.frame else {
            XCTFail("\(language) has no key \(text)")
            return .key("escape")
        }
        return .press(x: Double(frame.x + frame.width / 2), y: Double(frame.y + frame.height / 2))
    }

    /// Every language's keyboard has its own letters (R90): a Russian player taps a Cyrillic name, a German one ß.
    func testEachLanguagesKeyboardTypesItsOwnLetters() throws {
        try MainActor.assumeIsolated {
            TestCatalogues.install()
            let t = NameSceneTests.afterRound + 800  // past the 700 ms guard
            let russian = try XCTUnwrap(Language(code: "ru"))
            let run = try self.run([(t, self.key("Я", in: russian)), (t + 100, self.key("Н", in: russian)),
                                    (t + 200, self.key(.ok))], language: russian)
            XCTAssertEqual(run.of("highscore").first?["name"], .string("ЯН"))
            let german = try XCTUnwrap(Language(code: "de"))
            let keys = OnScreenKeyboard(language: german).keys.map(\.label)
            for letter in ["Ä", "Ö", "Ü", "ß"] { XCTAssertTrue(keys.contains(letter), "German keyboard lacks \(letter)") }
            XCTAssertTrue(OnScreenKeyboard(language: try XCTUnwrap(Language(code: "es"))).keys.contains { $0.label == "Ñ" })
            XCTAssertFalse(OnScreenKeyboard().keys.contains { $0.label == "Я" }, "English keeps its Latin keyboard")
        }
    }

    @MainActor
    func run(_ lines: [(Int, ScriptLine.Action)], storage: MemoryStorage = MemoryStorage(), seed: UInt64 = 7,
             duration: Int = 70_000, language: Language = .english, setup: RunSetup = RunSetup()) throws -> SceneRun {
        let settings = SettingsKeeper(store: DocumentStore(storage: MemoryStorage()) { _ in },
                                      flags: SettingsKeeper.Flags(language: language))
        return try SceneRun(first: .arcade, lines: NameSceneTests.catchOne + lines, durationMs: duration, seed: seed,
                            language: language, storage: storage, settings: settings, run: setup)
    }

    func testARoundThatEntersIsNamedByKeysThenSavedAndShownInTheResults() throws {
        try MainActor.assumeIsolated {
            let storage = MemoryStorage()
            let t = NameSceneTests.afterRound
            let run = try self.run([(t, .text("Zoé")), (t + 10, .key("m")), (t + 10, .text("m")), (t + 20, .key("backspace")),
                                    (t + 30, .key("return"))], storage: storage)
            XCTAssertEqual(run.scenes, ["name", "results"])
            XCTAssertTrue(run.of("mute").isEmpty, "M types an M in the name scene, it does not mute")
            let highscore = try XCTUnwrap(run.of("highscore").first)
            XCTAssertEqual(highscore["name"], .string("Zoé"))
            XCTAssertEqual(highscore.int("rank"), 1)
            XCTAssertEqual(highscore.int("score"), 10)
            XCTAssertEqual(run.of("saved").count, 1)
            let results = try XCTUnwrap(run.runner.scene as? ResultsScene)
            XCTAssertEqual(results.note, .saved(rank: 1))
            let saved = Decoded<ScoresDocument>(bytes: try XCTUnwrap(storage.files[.scores]))
            guard case .document(let document) = saved else { return XCTFail("not saved whole: \(saved)") }
            XCTAssertEqual(document.arcade.entries.map(\.name), ["Zoé"])
            XCTAssertEqual(document.arcade.entries.first?.replay.steps.first?.inputs,
                           [.press(Press(timeMs: 5_100, x: 34, y: 409, source: .mouse))])
            XCTAssertEqual(document.lastName, "Zoé")
        }
    }

    func testTheOnScreenKeyboardTypesBackspacesAndSaysOK() throws {
        try MainActor.assumeIsolated {
            let t = NameSceneTests.afterRound + ResultsScene.settleMs
            let run = try self.run([(t, self.key(.type("É"))), (t + 200, self.key(.type("V"))), (t + 400, self.key(.type("A"))),
                                    (t + 600, self.key(.backspace)), (t + 800, self.key(.type(" "))),
                                    (t + 1000, self.key(.type("2"))), (t + 1200, self.key(.ok))])
            XCTAssertEqual(run.of("highscore").first?["name"], .string("ÉV 2"))
            XCTAssertEqual(run.scenes.last, "results")
        }
    }

    func testTheNameStopsAtTwelveCharactersAndEmptyMeansTheLastName() throws {
        try MainActor.assumeIsolated {
            let storage = MemoryStorage()
            let t = NameSceneTests.afterRound
            let first = try self.run([(t, .text("Maximilienne!")), (t + 10, .text("Anne-Sophie")), (t + 20, .text("Zoé")),
                                      (t + 30, .text("x")), (t + 60, .key("return"))],
                                     storage: storage)
            XCTAssertEqual(first.of("highscore").first?["name"], .string("Anne-SophieZ"),
                           "! refused whole, Zoé cut to the one character left, x refused: the name is full")
            let second = try self.run([(t, .key("return"))], storage: storage)
            XCTAssertEqual(second.of("highscore").first?["name"], .string("Anne-SophieZ"), "empty: the last name")
            let fresh = try self.run([(t, .key("return"))])
            XCTAssertEqual(fresh.of("highscore").first?["name"], .string("Player"))
        }
    }

    /// A paste or an input method's commit longer than 12 characters is cut, not refused whole (R21).
    func testAPieceLongerThanTheRoomLeftIsCutAtTwelve() throws {
        try MainActor.assumeIsolated {
            let t = NameSceneTests.afterRound
            let run = try self.run([(t, .text("Maximiliennes de Paris")), (t + 10, .key("return"))])
            XCTAssertEqual(run.of("highscore").first?["name"], .string("Maximilienne"))
        }
    }

    /// In a kiosk an empty name is "Player" in the player's language, never the last visitor's (R21).
    func testAnEmptyNameInAKioskIsPlayerNeverTheLastVisitors() throws {
        try MainActor.assumeIsolated {
            let storage = MemoryStorage()
            let t = NameSceneTests.afterRound
            _ = try self.run([(t, .text("Ana")), (t + 10, .key("return"))], storage: storage)
            let kiosk = RunSetup(policy: KioskPolicy(kiosk: true))
            let english = try self.run([(t, .key("return"))], storage: storage, setup: kiosk)
            XCTAssertEqual(english.of("highscore").first?["name"], .string("Player"))
            let french = try self.run([(t, .key("return"))], storage: storage, language: .french, setup: kiosk)
            XCTAssertEqual(french.of("highscore").first?["name"], .string("Joueur"))
            let home = try self.run([(t, .key("return"))], storage: storage)
            XCTAssertEqual(home.of("highscore").first?["name"], .string("Ana"), "out of a kiosk: the last name, which a kiosk leaves")
        }
    }

    /// A tap aimed at the round's last worm lands in the name scene's first 700 ms: logged as ignored, never a key
    /// (R21); the same press after them types.
    func testAPressInTheFirst700MsOfTheNameSceneIsIgnored() throws {
        try MainActor.assumeIsolated {
            let t = NameSceneTests.afterRound
            let early = try self.run([(t, self.key(.type("A"))), (t + 100, .key("return"))])
            XCTAssertEqual(early.of("highscore").first?["name"], .string("Player"), "the early tap typed nothing")
            XCTAssertEqual(early.of("press").last?["ignored"], .bool(true))
            let late = try self.run([(t + ResultsScene.settleMs, self.key(.type("A"))), (t + 800, .key("return"))])
            XCTAssertEqual(late.of("highscore").first?["name"], .string("A"))
        }
    }

    func testAFailedSaveIsSaidOnTheResultsAndLoggedWithItsReason() throws {
        try MainActor.assumeIsolated {
            let storage = MemoryStorage()
            storage.failure = StorageFailure(reason: "cannot write in /x: Read-only file system", trouble: .readOnly)
            let run = try self.run([(NameSceneTests.afterRound, .key("return"))], storage: storage)
            XCTAssertEqual(run.of("save_failed").first?["reason"], .string("cannot write in /x: Read-only file system"))
            XCTAssertEqual((run.runner.scene as? ResultsScene)?.note, .failed(.readOnly))
            XCTAssertEqual(run.of("highscore").count, 0, "the game goes on with the score in this run's table, but no saved table took it")
            XCTAssertEqual(run.of("scene").last?["name"], .string("results"))
        }
    }

    /// A save that fails says why in the player's language, never with the system's English inside a translated
    /// sentence ("Score non enregistré : Not a directory"), and logs no `highscore`: the score entered no saved
    /// table (issue 30). The log's `save_failed` keeps the system's words.
    func testAFailedSaveSaysWhyInThePlayersWordsAndLogsNoHighscore() throws {
        try MainActor.assumeIsolated {
            TestCatalogues.install()
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("worm-failed-save-\(getpid())")
            try? FileManager.default.removeItem(at: folder)
            try Data("x".utf8).write(to: folder)  // a file where the data folder's parent should be
            defer { try? FileManager.default.removeItem(at: folder) }
            let data = folder.appendingPathComponent("worm").path
            let storage = FileStorage(paths: StoragePaths(dataFolder: data, configFolder: data))
            let settings = SettingsKeeper(store: DocumentStore(storage: MemoryStorage()) { _ in },
                                          flags: SettingsKeeper.Flags(language: .french))
            let run = try SceneRun(first: .arcade, lines: NameSceneTests.catchOne + [(NameSceneTests.afterRound, .key("return"))],
                                   durationMs: 70_000, seed: 7, language: .french, storage: storage, settings: settings)
            XCTAssertTrue(run.of("save_failed").first?["reason"].map { "\($0)".contains("Not a directory") } == true,
                          "the log keeps the system's reason: \(run.of("save_failed"))")
            XCTAssertEqual(run.of("highscore").count, 0, "no saved table took the score")
            let results = try XCTUnwrap(run.runner.scene as? ResultsScene)
            let painter = RenderFixture.shared.scene
            var drawn: [String] = []
            painter.textRecorder = { drawn.append($0.text) }
            defer { painter.textRecorder = nil }
            try results.draw(with: painter, context: run.runner.context)
            let note = try XCTUnwrap(drawn.first { $0.hasPrefix("Score non enregistré") }, "\(drawn)")
            XCTAssertEqual(note, "Score non enregistré : dossier inutilisable")
        }
    }

    func testARoundThatDoesNotEnterGoesStraightToTheResults() throws {
        try MainActor.assumeIsolated {
            let run = try SceneRun(first: .arcade, durationMs: 66_000, seed: 7)
            XCTAssertEqual(run.scenes, ["results"], "a score of 0 never enters")
            XCTAssertNil((run.runner.scene as? ResultsScene)?.note)
        }
    }
}

/// A headless platform that notes when the runner turns text input on and off, and that has, when
/// given one, a window's fullscreen state, which it switches as a window would.
final class WatchedPlatform: GamePlatform {
    let inner: HeadlessPlatform
    private(set) var textInput: [Bool] = []
    /// Whether the make-believe window is in fullscreen; nil: no window, as headless.
    private(set) var fullscreen: Bool?

    init(_ inner: HeadlessPlatform, fullscreen: Bool? = nil) {
        self.inner = inner
        self.fullscreen = fullscreen
    }

    func beginFrame(runMs: Int, inputs: inout [PlayerInput]) throws -> Int? { try inner.beginFrame(runMs: runMs, inputs: &inputs) }
    func endFrame(lastStepMs: Int, signature: FrameSignature?, draw: () throws -> Void) throws {
        try inner.endFrame(lastStepMs: lastStepMs, signature: signature, draw: draw)
    }
    func finish(draw: () throws -> Void) throws { try inner.finish(draw: draw) }
    func endRunMs(runMs: Int) -> Int { inner.endRunMs(runMs: runMs) }
    func toggleFullscreen() throws { fullscreen?.toggle() }
    var isFullscreen: Bool? { fullscreen }
    /// What the window manager makes of the window at its next resize (its own F11): nil leaves it as it is.
    var fullscreenAtResize: Bool?
    func resize(width: Int, height: Int) throws {
        if let fullscreenAtResize { fullscreen = fullscreenAtResize }
    }
    func setTextInput(_ on: Bool) { textInput.append(on) }
}

nonisolated final class TextInputTests: XCTestCase, @unchecked Sendable {
    func testTextInputIsOnOnlyWhileTheNameSceneIsOpen() throws {
        try MainActor.assumeIsolated {
            let t = NameSceneTests.afterRound
            let lines: [(Int, ScriptLine.Action)] = NameSceneTests.catchOne + [(t, .key("return")), (t + 100, .key("return"))]
            let script = lines.enumerated().map { ScriptLine(timeMs: $1.0, action: $1.1, lineNumber: $0 + 1) }
            let platform = WatchedPlatform(HeadlessPlatform(renderer: RenderFixture.shared.renderer, script: script,
                                                             durationMs: t + 1_000, screenshot: nil, timedScreenshots: []))
            let context = SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(),
                                       seed: 7, dailyDate: "2026-11-30")
            try Runner(platform: platform, context: context, painter: RenderFixture.shared.scene, first: .arcade).run()
            XCTAssertEqual(platform.textInput, [true, false, false], "on for the name scene, off for the results and Again's game")
        }
    }
}

nonisolated final class NameSceneEndTests: XCTestCase, @unchecked Sendable {
    func testARunThatEndsInTheNameSceneStillSavesTheScore() throws {
        try MainActor.assumeIsolated {
            let storage = MemoryStorage()
            let run = try SceneRun(first: .arcade, lines: NameSceneTests.catchOne + [(NameSceneTests.afterRound, .text("Ana"))],
                                   durationMs: 66_000, seed: 7, storage: storage)
            XCTAssertEqual(run.scenes, ["name"])
            XCTAssertEqual(run.of("highscore").first?["name"], .string("Ana"))
            XCTAssertEqual(run.of("saved").count, 1)
        }
    }
}
