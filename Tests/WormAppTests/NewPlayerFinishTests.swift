import Foundation
import SDLKit
import Testing
import XCTest
import WormGame
@testable import WormApp

/// Issue 30, a new player's finish: the defects a first-time player found, each held here by the behaviour it broke.
@MainActor
struct NewPlayerFinishTests {
    /// A context in `language` with empty tables.
    func context(_ language: Language) -> SceneContext {
        SceneContext(journal: Journal(sink: nil, language: language), audio: SilentAudio(), seed: 1, dailyDate: "2026-11-30")
    }

    /// The texts `draw` drew, in order.
    func texts(_ draw: (SceneRenderer) throws -> Void) throws -> [String] {
        let painter = RenderFixture.shared.scene
        var drawn: [String] = []
        painter.textRecorder = { drawn.append($0.text) }
        defer { painter.textRecorder = nil }
        try draw(painter)
        return drawn
    }

    /// The reaction times on the results speak the player's language: "428 мс" under a Russian chart titled
    /// "(мс)", not "428 ms".
    @Test func theResultsWriteMillisecondsInThePlayersLanguage() throws {
        let russian = try #require(Language(code: "ru"))
        let summary = ArcadeSummary(score: 500, caught: 2, missed: 1, bestCombo: 2, reactionTimes: [428, 428])
        let results = ResultsScene(RoundResults(summary: summary, again: .arcade, note: nil), language: russian)
        let drawn = try texts { try results.draw(with: $0, context: context(russian)) }
        #expect(drawn.filter { $0 == "428 мс" }.count == 2, "\(drawn)")
        #expect(!drawn.contains { $0.hasSuffix(" ms") }, "\(drawn)")
        let english = ResultsScene(RoundResults(summary: summary, again: .arcade, note: nil), language: .english)
        #expect(try texts { try english.draw(with: $0, context: context(.english)) }.contains("428 ms"))
    }

    /// Russian's "Seed" in the score details is a game's seed ("Сид", as players say it), not a grain of wheat.
    @Test func russianSeedIsNotAGrainOfWheat() throws {
        RenderFixture.shared.scene.textRecorder = nil
        let russian = try #require(Language(code: "ru"))
        #expect(russian.text(.seed) == "Сид")
    }

    /// A failed save is said in the player's words, on screen and aloud, from the C library's reason (issue 30).
    @Test func aFailedSaveIsSaidInThePlayersWords() throws {
        #expect(SaveTrouble(errno: EROFS) == .readOnly && SaveTrouble(errno: EACCES) == .readOnly)
        #expect(SaveTrouble(errno: ENOSPC) == .full && SaveTrouble(errno: EDQUOT) == .full)
        #expect(SaveTrouble(errno: ENOTDIR) == .noFolder && SaveTrouble(errno: EIO) == .unwritten)
        let summary = ArcadeSummary(score: 10, caught: 1, missed: 0, bestCombo: 1, reactionTimes: [300])
        let results = ResultsScene(RoundResults(summary: summary, again: .arcade, note: .failed(.full)), language: .english)
        #expect(results.spokenOpening(context: context(.english)).contains("Score not saved: disk full"))
    }

    /// An accuracy is written one way in a language, wherever it is shown ("82%" in English, "82 %" in French; the
    /// results wrote "82 %" and the tables "82%"), and Versus's columns stand apart: a player with no miss reads
    /// "0" and "100%", not "0 100%" run together (issue 30).
    @Test func accuraciesAreWrittenOneWayAndVersusColumnsStandApart() throws {
        TestCatalogues.install()
        let summary = ArcadeSummary(score: 500, caught: 9, missed: 1, bestCombo: 2, reactionTimes: [428])
        let result = VersusResult(standings: [VersusStanding(name: "Bartholomew-Zoé", caught: 12, missed: 0),
                                              VersusStanding(name: "Bo", caught: 0, missed: 10)])
        let painter = RenderFixture.shared.scene
        for code in ["en", "fr", "de", "es", "ru"] {
            let language = try #require(Language(code: code))
            let results = ResultsScene(RoundResults(summary: summary, again: .arcade, note: nil), language: language)
            #expect(try texts { try results.draw(with: $0, context: context(language)) }.contains(language.text(.percent, 90)), "\(code)")
            var drawn: [DrawnText] = []
            painter.textRecorder = { drawn.append($0) }
            defer { painter.textRecorder = nil }
            try painter.drawVersusResults(result, language: language, rematch: true)
            let hundred = try #require(drawn.first { $0.text == language.text(.percent, 100) }?.ink, "\(code): \(drawn.map(\.text))")
            let zero = try #require(drawn.compactMap { $0.text == "0" ? $0.ink : nil }.first { abs($0.y - hundred.y) < 6 })
            #expect(hundred.x - (zero.x + zero.width) >= 12, "\(code): \(zero) \(hundred)")
            let headings = try [TextKey.caught, .missed, .accuracyShort].map { key in
                try #require(drawn.first { $0.text == language.text(key) }?.ink)
            }
            for (left, right) in zip(headings, headings.dropFirst()) {
                #expect(right.x - (left.x + left.width) >= 3, "\(code): headings \(left) \(right)")
            }
        }
        #expect(Language.english.text(.percent, 82) == "82%")
        #expect(try #require(Language(code: "fr")).text(.percent, 82) == "82 %")
    }

    /// The score table's "100 %" in French stays clear of the score before it.
    @Test func aSpacedPercentInTheTableStaysClearOfTheScore() throws {
        TestCatalogues.install()
        let french = try #require(Language(code: "fr"))
        var document = ScoresDocument()
        document.arcade.insert(HighScore(name: "Zoé", score: 1_500, accuracy: 100, bestCombo: 40, time: 1_764_460_800,
                                         replay: Replay(mode: .arcade, seed: 1, version: "0.1.0")))
        let context = SceneContext(journal: Journal(sink: nil, language: french), audio: SilentAudio(), seed: 1,
                                   dailyDate: "2026-11-30",
                                   scores: DocumentStore(storage: MemoryStorage(files: [.scores: Array(document.text.utf8)])) { _ in })
        let scene = ScoresScene(context: context)
        let painter = RenderFixture.shared.scene
        var drawn: [DrawnText] = []
        painter.textRecorder = { drawn.append($0) }
        defer { painter.textRecorder = nil }
        try scene.draw(with: painter, context: context)
        let score = try #require(drawn.first { $0.text == "1500" }?.ink)
        let accuracy = try #require(drawn.first { $0.text == "100 %" }?.ink, "\(drawn.map(\.text))")
        #expect(accuracy.x - (score.x + score.width) >= 4, "\(score) \(accuracy)")
        // The Date heading stands over its column: it ends where the dates end (it stood left of them).
        let heading = try #require(drawn.first { $0.text == french.text(.date) }?.ink)
        let date = try #require(drawn.first { $0.text == "2025-11-30" }?.ink)
        #expect(abs((heading.x + heading.width) - (date.x + date.width)) <= 2, "\(heading) \(date)")
    }

    /// A row's details say a player's facts: no "Version" or "Inputs" (developer data), and the seed whole, not cut.
    @Test func theDetailsShowNoDeveloperDataAndTheSeedWhole() throws {
        TestCatalogues.install()
        let row = HighScore(name: "Zoé", score: 1_500, accuracy: 90, bestCombo: 40, time: 1_764_460_800,
                            replay: Replay(mode: .arcade, seed: 18_446_744_073_709_551_615, version: "0.1.0"))
        let drawn = try texts { painter in
            try painter.drawDetails(of: row, rank: 1, menu: Menu<ScoresScene.DetailsChoice>([]), language: .english)
        }
        #expect(drawn.contains("18446744073709551615"), "\(drawn)")
        #expect(!drawn.contains("Version") && !drawn.contains("Inputs") && !drawn.contains("0.1.0"), "\(drawn)")
    }

    /// The English on-screen keyboard types every character a name allows that an English name uses: ' and .
    /// (O'Neil, J.R.); the French one keeps its Ü and Ÿ (issue 30).
    @Test func theEnglishKeyboardHasTheApostropheAndTheFullStop() throws {
        TestCatalogues.install()
        let english = OnScreenKeyboard(language: .english).keys.map(\.action)
        #expect(english.contains(.type("'")) && english.contains(.type(".")))
        let french = OnScreenKeyboard(language: try #require(Language(code: "fr"))).keys.map(\.action)
        #expect(french.contains(.type("Ü")) && french.contains(.type("Ÿ")))
    }

    /// The on-screen keyboard types small letters behind its case key, and the Russian one Latin letters behind its
    /// alphabet key (names allow both; it had capitals only, and Cyrillic only); each key's change is said (issue 30).
    @Test func theKeyboardTypesSmallLettersAndTheRussianOneLatinLetters() throws {
        TestCatalogues.install()
        let russian = try #require(Language(code: "ru"))
        let context = SceneContext(journal: Journal(sink: nil, language: russian), audio: SilentAudio(), seed: 1,
                                   dailyDate: "2026-11-30")
        var entry = NameEntry(language: russian) { name, typed in PlayerName.appending(typed, to: name) }
        func press(_ action: OnScreenKeyboard.Action) throws {
            let frame = try #require(entry.keyboard.keys.first { $0.action == action }?.frame, "\(action)")
            _ = entry.type(.press(Press(timeMs: 0, x: Double(frame.x + 2), y: Double(frame.y + 2))), atMs: 1_000, context: context)
        }
        try press(.type("А"))
        try press(.letterCase)
        #expect(entry.keyboard.label(of: try #require(entry.keyboard.keys.first { $0.action == .letterCase })) == "A")
        try press(.type("б"))
        try press(.alphabet)
        try press(.type("z"))
        try press(.letterCase)
        try press(.type("Q"))
        #expect(entry.typed == "АбzQ")
        #expect(OnScreenKeyboard(language: .english, smallLetters: true).keys.contains { $0.action == .type("é") })
        #expect(!OnScreenKeyboard(language: .english).keys.contains { $0.action == .alphabet }, "Latin only: no alphabet key")
        let before = entry
        try press(.alphabet)
        #expect(entry.spokenChange(since: before, language: russian) == [russian.text(.spokenCyrillicLetters) + ", "
                                                                          + russian.text(.spokenCapitalLetters)])
    }

    /// The pointer over a button shows it, as the focus does, where it did not (issue 30): the PIN pad's keys and the
    /// party and Versus lobbies' lines and buttons take the focus (R115); an on-screen key and the results' buttons are
    /// drawn lighter, and Enter still ends the typing rather than pressing the key.
    @Test func thePointerOverAButtonShowsIt() throws {
        TestCatalogues.install()
        let context = context(.english)
        func hover(_ box: WormGame.Rect) -> PlayerInput { .hover(x: Double(box.x + box.width / 2), y: Double(box.y + box.height / 2)) }
        let pinPad = PinPadScene(context: context)
        let eight = try #require(pinPad.menu.buttons.firstIndex { $0.choice == .digit(8) })
        _ = pinPad.step([hover(pinPad.menu.buttons[eight].frame)], context: context)
        #expect(pinPad.menu.showsFocus && pinPad.menu.focus == eight)
        let party = PartyScene(context: context)
        _ = party.step([hover(PartyLayout.back)], context: context)
        #expect(party.lobbyFocus.focused(in: party.lobbyItems) == .back)
        _ = SceneRun.discoveryScope
        var setup = VersusSetup(name: "Ana", durationMs: 8_000, headless: true)
        setup.options.host = true
        setup.options.port = 0
        setup.options.invisible = true
        let versus = VersusScene(name: .versus, setup: setup, context: context)
        defer { versus.leave(at: 0, context: context) }
        _ = versus.step([hover(LobbyLayout.back)], context: context)
        #expect(versus.lobbyFocus.focused(in: versus.lobbyItems) == .back)
        var entry = NameEntry { name, typed in PlayerName.appending(typed, to: name) }
        let a = try #require(entry.keyboard.keys.first { $0.action == .type("A") })
        _ = entry.handle(hover(a.frame), atMs: 0, journal: context.journal)
        #expect(entry.hoveredKey == a)
        #expect(entry.focus.key(on: entry.keyboard) == nil, "not the focus")
        #expect(entry.handle(.key(KeyPress(.enter)), atMs: 0, journal: context.journal) == .ok)
        let painter = RenderFixture.shared.scene
        try painter.drawKeyboard(entry.keyboard, lit: nil)
        let plain = try RenderFixture.shared.renderer.readPixels(width: Playfield.width, height: Playfield.height)
        try painter.drawKeyboard(entry.keyboard, lit: nil, hovered: entry.hoveredKey)
        let hovered = try RenderFixture.shared.renderer.readPixels(width: Playfield.width, height: Playfield.height)
        #expect(plain != hovered, "the key under the pointer is drawn lighter")
        // The results' Rematch and Leave (Versus, Party), which have no focus, are drawn lighter too.
        let leave = ResultsLayout.leave(besideRematch: true)
        #expect(ResultsLayout.button(at: Double(leave.x + 5), y: Double(leave.y + 5), rematch: true) == leave)
        let result = VersusResult(standings: [VersusStanding(name: "Ana", caught: 2), VersusStanding(name: "Bo", caught: 1)])
        try painter.drawVersusResults(result, language: .english, rematch: true)
        let results = try RenderFixture.shared.renderer.readPixels(width: Playfield.width, height: Playfield.height)
        try painter.drawVersusResults(result, language: .english, rematch: true, hovered: leave)
        let resultsHovered = try RenderFixture.shared.renderer.readPixels(width: Playfield.width, height: Playfield.height)
        #expect(results != resultsHovered, "Leave under the pointer is drawn lighter")
    }

    /// A 12-character name, which the table accepts, is drawn whole in the table and the details, not cut.
    @Test func twelveCharacterNamesAreDrawnWhole() throws {
        TestCatalogues.install()
        let row = HighScore(name: "WWWWWWWWWWWW", score: 1_500, accuracy: 90, bestCombo: 40, time: 1_764_460_800,
                            replay: Replay(mode: .arcade, seed: 1, version: "0.1.0"))
        // "Maximilienne" and "Anne-Sophie Z" type lengths; twelve W would need less than the smallest a text is drawn.
        var wide = ScoresDocument()
        for (index, name) in ["MAXIMILIENNE", "ANNE-SOPHIEZ", "WILHELMINA W"].enumerated() {
            wide.arcade.insert(HighScore(name: name, score: 1_500 - index, accuracy: 90, bestCombo: 40, time: 1_764_460_800,
                                         replay: Replay(mode: .arcade, seed: 1, version: "0.1.0")))
        }
        let wideContext = SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(), seed: 1,
                                       dailyDate: "2026-11-30",
                                       scores: DocumentStore(storage: MemoryStorage(files: [.scores: Array(wide.text.utf8)])) { _ in })
        let table = try texts { try ScoresScene(context: wideContext).draw(with: $0, context: wideContext) }
        for name in ["MAXIMILIENNE", "ANNE-SOPHIEZ", "WILHELMINA W"] { #expect(table.contains(name), "\(table)") }
        let details = try texts { try $0.drawDetails(of: row, rank: 10, menu: Menu<ScoresScene.DetailsChoice>([]), language: .english) }
        #expect(details.contains("10. WWWWWWWWWWWW"), "\(details)")
    }

    /// Whether `commands` end the program.
    static func exits(_ commands: [Command]) -> Bool {
        commands.contains { if case .exit = $0 { true } else { false } }
    }

    static let escape = PlayerInput.key(KeyPress(.escape))

    /// A press at the middle of `box`.
    static func press(_ box: WormGame.Rect) -> PlayerInput {
        .press(Press(timeMs: 0, x: Double(box.x + box.width / 2), y: Double(box.y + box.height / 2)))
    }

    /// Esc on the title asks "Quit Worm?" first: Esc again or No stays, Yes ends the program; a kiosk's title
    /// ignores Esc (R70). It quit at once.
    @Test func escOnTheTitleAsksBeforeQuitting() {
        let context = context(.english)
        let title = TitleScene(language: .english, cosmeticSeed: 1)
        #expect(!Self.exits(title.step([Self.escape], context: context)))
        #expect(!Self.exits(title.step([Self.escape], context: context)), "Esc again is No")
        #expect(!Self.exits(title.step([Self.escape], context: context)))
        #expect(!Self.exits(title.step([Self.press(LeaveQuestion.no)], context: context)))
        #expect(!title.step([Self.press(TitleScene.frame(of: .settings))], context: context).isEmpty,
                "after No the buttons work again")
        let again = TitleScene(language: .english, cosmeticSeed: 1)
        #expect(!Self.exits(again.step([Self.escape], context: context)))
        #expect(Self.exits(again.step([Self.press(LeaveQuestion.yes)], context: context)))
        let kiosk = TitleScene(language: .english, cosmeticSeed: 1, policy: KioskPolicy(kiosk: true))
        #expect(kiosk.step([Self.escape], context: context).isEmpty)
        #expect(kiosk.step([.key(KeyPress(.y))], context: context).isEmpty, "no question in a kiosk")
        #expect(Self.exits(TitleScene(language: .english, cosmeticSeed: 1).step([Self.press(TitleScene.frame(of: .quit))],
                                                                                 context: context)), "the Quit button quits")
    }

    /// At 320 × 480 every title button stands inside the buttons' column, "?" too (it stood outside it), and Quit
    /// keeps clear of the field's foot (it was 4 px from it); in a kiosk too, where "?" ends the row of Scores.
    @Test func theTitlesButtonsStayInTheirColumnAndClearOfTheFoot() {
        let column = TitleScene.frame(ofButton: 0)
        for policy in [KioskPolicy.open, KioskPolicy(kiosk: true)] {
            let buttons = TitleScene(language: .english, cosmeticSeed: 1, policy: policy).menu.buttons
            for button in buttons {
                #expect(button.frame.x >= column.x && button.frame.x + button.frame.width <= column.x + column.width, "\(button.label)")
                #expect(button.frame.height >= 44, "\(button.label): a finger's size")
                #expect(Playfield.height - (button.frame.y + button.frame.height) >= 16, "\(button.label): clear of the foot")
                for other in buttons where other.choice != button.choice {
                    let (a, b) = (button.frame, other.frame)
                    let apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y
                    #expect(apart, "\(button.label) and \(other.label)")
                }
            }
        }
    }

    /// "100 %" keeps clear of the − and + beside it, focus ring included, in the settings and the operator menu, in
    /// every language: it touched them.
    @Test func aFullVolumeKeepsClearOfItsButtons() throws {
        for code in ["en", "fr", "de", "es", "ru"] {
            let language = try #require(Language(code: code))
            let context = context(language)
            try context.settings.set(\.musicVolume, to: 100)
            let settings = SettingsScene(context: context), operatorMenu = OperatorMenuScene(context: context)
            let scenes: [(Scene, [WormGame.Rect])] = [
                (settings, settings.menu.buttons.filter { [.musicDown, .musicUp].contains($0.choice) }.map(\.frame)),
                (operatorMenu, operatorMenu.menu.buttons.filter { [.musicDown, .musicUp].contains($0.choice) }.map(\.frame)),
            ]
            for (scene, steps) in scenes {
                let painter = RenderFixture.shared.scene
                var drawn: [DrawnText] = []
                painter.textRecorder = { drawn.append($0) }
                defer { painter.textRecorder = nil }
                try scene.draw(with: painter, context: context)
                let volume = try #require(drawn.first { $0.text == language.text(.percent, 100) }?.ink, "\(code)")
                let (minus, plus) = (steps[0], steps[1])
                #expect(volume.x >= Float(minus.x + minus.width + 3 + 2), "\(code) \(scene.name): clear of − and its ring")
                #expect(volume.x + volume.width <= Float(plus.x - 3 - 2), "\(code) \(scene.name): clear of + and its ring")
            }
        }
    }
}

/// Issue 30's golden images: what the new player saw, mended.
nonisolated final class NewPlayerFinishRenderTests: XCTestCase, @unchecked Sendable {
    /// A worm out under the score line does not hide it: the line is drawn over it on a backing.
    func testTheScoreLineIsReadableOverAWorm() throws {
        try MainActor.assumeIsolated {
            let fixture = RenderFixture.shared
            let worm = Worm(number: 1, x: 110, y: 26, visibleMs: 1_500, spawnedAtMs: 0)
            try fixture.scene.drawField(stardust: ParticlePool(capacity: 1), worms: CollectionOfOne((worm, ageMs: 1_000)),
                                        explosion: ParticlePool(capacity: 1), message: "Score 1250   42 s")
            try GoldenImage.check(fixture.renderer.readPixels(width: Playfield.width, height: Playfield.height),
                                  named: "message-over-worm")
        }
    }

    /// Details on an empty scores page is greyed: it does nothing there. With a row it is a button like "<".
    func testDetailsOnAnEmptyScoresPageLooksInactive() throws {
        try MainActor.assumeIsolated {
            @MainActor func colourGap(_ storage: MemoryStorage) throws -> Int {
                let context = SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(), seed: 1,
                                           dailyDate: "2026-11-30", scores: DocumentStore(storage: storage) { _ in })
                let scene = ScoresScene(context: context)
                let image = try RenderFixture.shared.frame { try scene.draw(with: $0, context: context) }
                // Inside each face, clear of its label: Details (x 72) and "<" (x 8), 6 px in, row 426.
                func channel(_ x: Int, _ c: Int) -> Int { Int(image.pixels[(426 * image.width + x) * 4 + c]) }
                return (0..<3).reduce(0) { $0 + abs(channel(72 + 6, $1) - channel(8 + 6, $1)) }
            }
            XCTAssertGreaterThan(try colourGap(MemoryStorage()), 40, "greyed on an empty page")
            var document = ScoresDocument()
            document.arcade.insert(HighScore(name: "Zoé", score: 10, accuracy: 100, bestCombo: 1, time: 1_764_460_800,
                                             replay: Replay(mode: .arcade, seed: 1, version: "0.1.0")))
            XCTAssertLessThan(try colourGap(MemoryStorage(files: [.scores: Array(document.text.utf8)])), 10, "a button with a row")
        }
    }
}

/// The title's "Quit Worm?" (issue 30) by every hand: spoken as it is asked, answered by keys, the mouse, touch and a
/// pad, with the focus on No until the player moves it.
nonisolated final class TitleQuestionTests: XCTestCase, @unchecked Sendable {
    /// Settings with speech on, How to play seen.
    @MainActor static var speaking: SettingsKeeper {
        SettingsKeeper(store: DocumentStore(storage: MemoryStorage(files: [
            .settings: Array(#"{"version": 1, "seen_how_to_play": true, "speech": "on"}"#.utf8),
        ])) { _ in })
    }

    /// The title run with `lines` for at most 3 s.
    @MainActor func run(_ lines: [(Int, ScriptLine.Action)]) throws -> SceneRun {
        try SceneRun(first: .title, lines: PadScript.ordered(lines), durationMs: 3_000, settings: Self.speaking)
    }

    func testTheQuestionIsSpokenAndAPadAnswersIt() throws {
        try MainActor.assumeIsolated {
            // Esc asks; the pad's D-pad moves the focus to Yes and A answers with it: the program ends.
            let yes = try run([PadScript.added(0), (200, .key("escape"))] + PadScript.tap(400, .dpadLeft) + PadScript.tap(600, .a))
            let spoken = yes.of("speak").map { $0.text("text") }
            XCTAssertEqual(Array(spoken.drop { $0 != "Quit Worm?" }.prefix(4)), ["Quit Worm?", "Y for Yes, N for No.", "No", "Yes"],
                           "the question, its keys, the answer in focus as it moves")
            XCTAssertEqual(yes.of("confirm").map { $0.text("answer") }, ["yes"])
            XCTAssertTrue(yes.of("focus").contains { $0.text("item") == "yes" }, "\(yes.of("focus"))")
            XCTAssertLessThan(yes.events.last?.int("t") ?? .max, 1_000, "the program ended at A")
            // A at once answers with the focus as asked, No: the title stays.
            let no = try run([PadScript.added(0), (200, .key("escape"))] + PadScript.tap(400, .a))
            XCTAssertEqual(no.of("confirm").map { $0.text("answer") }, ["no"])
            XCTAssertEqual(no.runner.scene.name, .title)
        }
    }

    func testKeysMouseAndTouchAnswerIt() throws {
        try MainActor.assumeIsolated {
            let yes = LeaveQuestion.yes, no = LeaveQuestion.no
            func centre(_ box: WormGame.Rect) -> (Double, Double) { (Double(box.x + box.width / 2), Double(box.y + box.height / 2)) }
            let cases: [(String, [(Int, ScriptLine.Action)], String)] = [
                ("Enter on the focus as asked", [(300, .key("return"))], "no"),
                ("Tab then Enter", [(300, .key("tab")), (400, .key("return"))], "yes"),
                ("Y", [(300, .key("y"))], "yes"),
                ("a click on Yes", [(300, .press(x: centre(yes).0, y: centre(yes).1))], "yes"),
                ("a touch on No", [(300, .touch(x: centre(no).0, y: centre(no).1, finger: 0))], "no"),
            ]
            for (name, lines, answer) in cases {
                let run = try run([(200, .key("escape"))] + lines)
                XCTAssertEqual(run.of("confirm").map { $0.text("answer") }, [answer], name)
            }
        }
    }
}
