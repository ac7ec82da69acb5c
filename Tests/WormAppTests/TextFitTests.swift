import SDLKit
import WormGame
import WormTestSupport
import XCTest
@testable import WormApp

/// Every text of every scene, in every language with a catalogue and at every text size, fits its box at 320 × 480 without touching its
/// border (R90): a button's label inside the button's light edge, any other text inside the playfield, the message
/// line left of the pause button. The texts are recorded as the game's own drawing draws them.
nonisolated final class TextFitTests: XCTestCase, @unchecked Sendable {
    /// A long name and large numbers: the widest the game shows of each.
    static let name = "Zoé"

    /// What `draw` drew in `language`, each text with its box.
    @MainActor
    func texts(_ draw: (SceneRenderer) throws -> Void) throws -> [DrawnText] {
        let painter = RenderFixture.shared.scene
        var drawn: [DrawnText] = []
        painter.textRecorder = { drawn.append($0) }
        defer { painter.textRecorder = nil }
        try draw(painter)
        return drawn
    }

    /// A context in `language` with a table of ten rows and a Versus history.
    @MainActor
    func context(_ language: Language, settings: SettingsKeeper = SettingsKeeper()) -> SceneContext {
        var document = ScoresDocument()
        for index in 0..<10 {
            document.arcade.insert(HighScore(name: "Anne-Sophie", score: 9_999 - index, accuracy: 100, bestCombo: 99,
                                             time: 1_764_460_800, replay: Replay(mode: .arcade, seed: 1, version: "0.1.0")))
        }
        document.played(versus: VersusRecord(time: 1_764_460_800, result: VersusResult(standings: [
            VersusStanding(name: "Ana", caught: 5), VersusStanding(name: "Bo", caught: 5)])))
        return SceneContext(journal: Journal(sink: nil, language: language), audio: SilentAudio(), seed: 1,
                            dailyDate: "2026-11-30", settings: settings,
                            scores: DocumentStore(storage: MemoryStorage(files: [.scores: Array(document.text.utf8)])) { _ in })
    }

    /// Every scene and overlay of the game in `language`, with the texts each one can show.
    @MainActor
    func everyScene(in language: Language) throws -> [(scene: String, texts: [DrawnText])] {
        var scenes: [(String, [DrawnText])] = []
        func add(_ scene: String, _ draw: (SceneRenderer) throws -> Void) throws { scenes.append((scene, try texts(draw))) }
        let context = self.context(language)
        try add("title") { try TitleScene(language: language, cosmeticSeed: 11).draw(with: $0, context: context) }
        try add("daily badge") { try $0.drawDailyBadge(best: 9_999, language: language) }
        for key in TextKey.countdown { try add("message \(key.rawValue)") { try $0.drawMessage(language.text(key)) } }
        for index in TextKey.countdown.indices {  // and big in the middle of the field (issue 30)
            try add("big countdown \(index)") { try $0.drawBigCountdown(.countdown(index), language: language) }
        }
        for message in [MessageKey.classicScore(caught: 888, missed: 888), .arcadeScore(score: 8_888, secondsLeft: 60),
                        .versusClock(secondsLeft: 60)] {
            try add("message \(message)") { try $0.drawMessage(language.text(message)) }
        }
        for muted in [false, true] {
            try add("pause") { try $0.drawOverlay(.paused(sinceMs: 0), language: language, overlay: OverlayChoice.menu(language: language, muted: muted)) }
        }
        let summary = ArcadeSummary(score: 9_999, caught: 88, missed: 88, bestCombo: 88, reactionTimes: [300, 420])
        for note in [nil, SaveNote.saved(rank: 10), .failed(.full), .failed(.newerFile)] {
            let results = ResultsScene(RoundResults(summary: summary, again: .arcade, note: note), language: language)
            try add("results") { try results.draw(with: $0, context: context) }
        }
        let played = ClassicSession(caught: 88_888, missed: 88_888, bestStreak: 88_888)
        for summary in [ClassicSummary(session: played, best: played, isNewBest: true, trouble: .full),
                        ClassicSummary(session: played, best: played, isNewBest: false)] {  // issue 30
            try add("classic summary") { try ClassicSummaryScene(summary, language: language).draw(with: $0, context: context) }
        }
        let empty = ResultsScene(RoundResults(summary: ArcadeSummary(score: 0, caught: 0, missed: 8, bestCombo: 0, reactionTimes: []),
                                              again: .classic), language: language)
        try add("results without a catch") { try empty.draw(with: $0, context: context) }
        let round = FinishedRound(kind: .arcade, summary: summary, replay: Replay(mode: .arcade, seed: 1, version: "0.1.0"),
                                  date: "2026-11-30")
        let nameScene = NameScene(round: round, context: context)
        try add("name") { try nameScene.draw(with: $0, context: context) }
        // With one switch, the offer to keep the name, over the keyboard (R114).
        let switchSettings = SettingsKeeper(store: DocumentStore(storage: MemoryStorage(files: [
            .settings: Array(#"{"version": 1, "one_switch": true}"#.utf8),
        ])) { _ in })
        let switchContext = self.context(language, settings: switchSettings)
        let switchName = NameScene(round: round, context: switchContext)
        try add("name, one switch") { try switchName.draw(with: $0, context: switchContext) }
        let scores = ScoresScene(context: context)
        try add("scores") { try scores.draw(with: $0, context: context) }
        let venue = Self.venueContext(language)
        try add("scores, a venue row") { try ScoresScene(context: venue).draw(with: $0, context: venue) }
        let noScores = SceneContext(journal: Journal(sink: nil, language: language), audio: SilentAudio(), seed: 1, dailyDate: "2026-11-30")
        try add("scores, empty") { try ScoresScene(context: noScores).draw(with: $0, context: noScores) }
        let second = ScoresScene.frame(ofRow: 1)
        _ = scores.step([.longPress(x: Double(second.x + 40), y: Double(second.y + 10), ms: 600)], context: context)
        try add("scores, details") { try scores.draw(with: $0, context: context) }
        try add("versus history") { try $0.drawVersusHistory([], language: language) }
        try add("versus history, full") { try $0.drawVersusHistory(Self.versusRounds, language: language) }
        for choice in Settings.LanguageChoice.allCases {
            let settings = SettingsKeeper(store: DocumentStore(storage: MemoryStorage(files: [
                .settings: Array(#"{"version": 1, "language": "\#(choice.rawValue)", "reduced_motion": true}"#.utf8),
            ])) { _ in })
            let settingsContext = self.context(language, settings: settings)
            try add("settings, \(choice.rawValue)") { try SettingsScene(context: settingsContext).draw(with: $0, context: settingsContext) }
        }
        // Settings → Assists at its longest values (R113–R115).
        let assisted = SettingsKeeper(store: DocumentStore(storage: MemoryStorage(files: [
            .settings: Array(#"{"version": 1, "worm_time": 150, "game_speed": 100, "hit_radius": 50, "scan_ms": 2500, "text_size": 150, "high_contrast": true}"#.utf8),
        ])) { _ in })
        let assistsContext = self.context(language, settings: assisted)
        try add("assists") { try AssistsScene(context: assistsContext).draw(with: $0, context: assistsContext) }
        // Settings → Controls (R116), and its first row waiting for a key.
        let controls = ControlsScene(context: context)
        try add("controls") { try controls.draw(with: $0, context: context) }
        _ = controls.step([.key(KeyPress(.enter))], context: context)
        try add("controls, waiting") { try controls.draw(with: $0, context: context) }
        let assistedScores = ScoresScene(context: context)
        for _ in 0..<2 { _ = assistedScores.step([.key(KeyPress(.right))], context: context) }
        try add("scores, assisted") { try assistedScores.draw(with: $0, context: context) }
        // The World pages (R120): the rows around the player's, with its line; the assisted board's page.
        let worldContext = WorldPagesFixture.context(language, extra: #", "worm_time": 150"#)
        defer { worldContext.board?.leave(t: 0, context: worldContext) }
        let world = WorldPagesFixture.worldDaily(worldContext)
        _ = world.step([.key(KeyPress(.right))], context: worldContext)
        try add("scores, world around") { try world.draw(with: $0, context: worldContext) }
        while world.page != .worldDailyAssisted { _ = world.step([.key(KeyPress(.right))], context: worldContext) }
        WorldPagesFixture.answer(world, context: worldContext, board: "daily/2026-11-30+time150", top: 100, of: 99_999, rank: 99_998)
        try add("scores, world assisted") { try world.draw(with: $0, context: worldContext) }
        let statuses = [language.text(.joinHint), language.text(.hosting), language.text(.joining, "192.168.100.200:65535"),
                        language.text(.unreachable), language.text(.badAddress), language.text(.refusedFull, Self.name),
                        language.text(.refusedStarted, Self.name), language.text(.mustUpdate, Self.name),
                        language.text(.updateToPlay, Self.name), language.text(.waitingFor, Self.name),
                        language.text(.lostContact, Self.name), language.text(.ended, Self.name), language.text(.started, Self.name),
                        language.text(.waiting, 7, 8), language.text(.playersIn, 8), language.text(.results)]
        for (index, status) in statuses.enumerated() {
            try add("lobby \(index)") {
                try $0.drawVersusLobby(heading: language.text(.lobby), you: language.text(.you, Self.name), status: status,
                                       found: [LobbyGameRow(text: language.text(.hostedGame, Self.name, 8), started: index % 2 == 1)], visible: index % 2 == 0,
                                       players: [], language: language,
                                       button: language.text([.host, .start, .rematch][index % 3]))
            }
        }
        for count in [4, 8] {  // a host's lobby with its players: 4 in taller lines at a larger text, 8 as they were
            try add("lobby, \(count) players") {
                try $0.drawVersusLobby(heading: language.text(.lobby), you: language.text(.you, Self.name), status: language.text(.playersIn, count),
                                       found: [], visible: true, players: Array(Self.party.prefix(count)), language: language,
                                       button: language.text(.start))
            }
        }
        let standings = [VersusStanding(name: "Ana", caught: 12, missed: 3), VersusStanding(name: "Bo", caught: 17, missed: 9)]
        for rematch in [false, true] {
            try add("versus results") { try $0.drawVersusResults(VersusResult(standings: standings), language: language, rematch: rematch) }
            try add("versus draw") {
                try $0.drawVersusResults(VersusResult(standings: [standings[0], standings[0]]), language: language, rematch: rematch)
            }
        }
        for question in [Question.endForAll, .leave] {
            try add("question") { try $0.drawLeaveQuestion(LeaveQuestion(question: question, closing: false), language: language) }
        }
        try add("too late") { try $0.drawTooLate(language: language) }
        // A party of 8 in audio play: the history, the scoreboard between the grid's rows, "Too late" (R110).
        for audioPlay in [false, true] {
            try add("versus round, audio play \(audioPlay)") {
                try $0.drawVersus(slots: [], effects: Effects(seed: 1), playMs: 1_000, message: "41 s", players: Self.party,
                                  history: Self.history, language: language, marks: SeatMark.byName(seats: [.mouse, .pad(0)], names: ["Ana", "Bo"]),
                                  audioPlay: audioPlay)
                try $0.drawTooLate(language: language, audioPlay: audioPlay)
            }
        }
        try add("display name") { try DisplayNameScene(current: Self.name).draw(with: $0, context: context) }
        try add("world board address") {
            try BoardAddressScene(current: "https://board.example.org:8080").draw(with: $0, context: context)
        }
        // The scenes this test once skipped (R115): How to play, Party's lobby, the kiosk's attract mode, PIN pad and
        // operator menu with its question.
        try add("how to play") { try HowToPlayScene(then: .arcade).draw(with: $0, context: context) }
        let party = PartyScene(context: context)
        try add("party lobby") { try party.draw(with: $0, context: context) }
        _ = party.step([.press(Press(timeMs: 0, x: 160, y: 240))], context: context)
        try add("party lobby, one in") { try party.draw(with: $0, context: context) }
        try add("party lobby, one switch") { try $0.drawPartyLobby(seats: [], names: [], language: language, oneSwitch: true) }
        let kiosk = SceneContext(journal: Journal(sink: nil, language: language), audio: SilentAudio(), seed: 1, dailyDate: "2026-11-30",
                                 scores: DocumentStore(storage: KioskFixture.scores([KioskFixture.playedRow(seed: 41, name: "Anne-Sophie")])) { _ in },
                                 run: KioskFixture.run(pin: "2468"))
        let attract = AttractScene(context: kiosk)
        for _ in 0..<(3_000 / Simulation.stepMs) { _ = attract.step([], context: kiosk) }
        try add("attract") { try attract.draw(with: $0, context: kiosk) }
        let pad = PinPadScene(context: kiosk)
        for key in ["1", "2", "3", "4", "return", "2"] { _ = pad.step([.key(KeyPress(name: key))], context: kiosk) }
        try add("pin pad") { try pad.draw(with: $0, context: kiosk) }
        let operatorMenu = OperatorMenuScene(context: kiosk)
        try add("operator menu") { try operatorMenu.draw(with: $0, context: kiosk) }
        _ = operatorMenu.step([.key(KeyPress(.down)), .key(KeyPress(.enter))], context: kiosk)
        try add("operator question") { try operatorMenu.draw(with: $0, context: kiosk) }
        return scenes
    }

    func testEveryTextFitsItsBoxInEveryLanguage() throws {
        try MainActor.assumeIsolated {
            TestCatalogues.install()
            XCTAssertEqual(Language.allCases.map(\.code), ["en", "de", "es", "fr", "ru"])
            var checked = 0
            let painter = RenderFixture.shared.scene
            defer { painter.textStyle = TextStyle() }
            // Which texts cover each other at 100 %, by scene and language.
            var normalOverlaps: [String: Set<[Int]>] = [:]
            for language in Language.allCases {
                for (place, (_, texts)) in try everyScene(in: language).enumerated() {
                    for index in texts.indices {
                        for other in 0..<index where texts[index].overlaps(texts[other]) {
                            normalOverlaps["\(place) \(language.code)", default: []].insert([other, index])
                        }
                    }
                }
            }
            // At every text size (R115): a larger text grows only as far as its box lets it.
            for size in TextSize.allCases {
                painter.textStyle.size = size
                for language in Language.allCases {
                    for (place, (scene, texts)) in try everyScene(in: language).enumerated() {
                        for (index, text) in texts.enumerated() {
                            checked += 1
                            XCTAssertTrue(text.fits, "\(size.rawValue) %, \(language.code), \(scene): \"\(text.text)\" at \(text.ink!) leaves or touches its box \(text.box)")
                            // Growing never makes a text cover another that it did not at 100 % (the logo's shadow is
                            // the same text, and the scores' widest numbers touch already).
                            for (otherIndex, other) in texts[..<index].enumerated()
                            where size != .normal && text.overlaps(other) && !(normalOverlaps["\(place) \(language.code)"]?.contains([otherIndex, index]) ?? false) {
                                XCTFail("\(size.rawValue) %, \(language.code), \(scene): \"\(text.text)\" at \(text.ink!) covers \"\(other.text)\" at \(other.ink!)")
                            }
                        }
                    }
                }
            }
            XCTAssertGreaterThan(checked, 3_000, "the texts were recorded")
        }
    }

    /// At 100 % no text is shrunk below 85 % of its size to fit its room, where it would look smaller than its
    /// neighbours (Spanish "Pantalla completa" was about 6 px high, issue 30): a shorter word, or two lines.
    func testNoTextIsShrunkBelow85PercentToFit() throws {
        try MainActor.assumeIsolated {
            TestCatalogues.install()
            var shrunk: [String] = []
            for language in Language.allCases {
                for (scene, texts) in try everyScene(in: language) {
                    for text in texts where text.share < 0.85 {
                        shrunk.append("\(language.code) \(scene): \"\(text.text)\" at \(Int(text.share * 100)) %")
                    }
                }
            }
            XCTAssertEqual(Set(shrunk).sorted(), [])
        }
    }

    /// The check itself: a label wider than its button is caught, one inside it is not.
    func testATextCrossingItsButtonIsCaught() throws {
        try MainActor.assumeIsolated {
            let box = WormGame.Rect(x: 100, y: 100, width: 60, height: 48)
            let wide = try texts { try $0.drawButton("Exporter un fichier", box, color: .black) }
            XCTAssertEqual(wide.map(\.fits), [false])
            let narrow = try texts { try $0.drawButton("Ok", box, color: .black) }
            XCTAssertEqual(narrow.map(\.fits), [true])
            XCTAssertEqual(narrow.first?.box, WormGame.Rect(x: 102, y: 102, width: 56, height: 44), "inside the light edge")
        }
    }

    /// The fitting floor is a share of the scale a text is asked at (R90): a text asked smaller (0.5) and far too wide
    /// goes down to 0.6 of 0.5, never up to 0.6 of the full size; a text that fits keeps its scale.
    func testTheFittingFloorIsAShareOfTheTextsOwnScale() throws {
        try MainActor.assumeIsolated {
            let painter = RenderFixture.shared.scene
            let long = String(repeating: "W", count: 60)
            XCTAssertEqual(painter.fittingScale(of: long, scale: 0.5, width: 40), 0.5 * SceneRenderer.minimumScale, accuracy: 0.000_1)
            XCTAssertEqual(painter.fittingScale(of: long, scale: 1, width: 40), SceneRenderer.minimumScale, accuracy: 0.000_1)
            XCTAssertEqual(painter.fittingScale(of: "W", scale: 0.5, width: 300), 0.5)
            let natural = Float(painter.sprites.font.width(of: long))
            XCTAssertEqual(painter.fittingScale(of: long, scale: 0.8, width: Int(natural * 0.6)), 0.8 * 0.75, accuracy: 0.01,
                           "above the floor: the width's share")
        }
    }

    /// A label drawn fitted, as the settings draw theirs (R90): smaller down to its smallest and only then cut, and its
    /// line's middle kept: its top goes down by half of what the line's height lost.
    func testAFittedLabelStopsAtItsSmallestThenIsCutAndKeepsItsLinesMiddle() throws {
        try MainActor.assumeIsolated {
            let painter = RenderFixture.shared.scene
            let long = String(repeating: "Wo", count: 30)
            let cut = try texts { try $0.drawFitted(long, x: 10, y: 100, width: 120, scale: 1, smallest: 0.8) }
            XCTAssertEqual(cut.map(\.text), [painter.fitted(long, width: 120, scale: 0.8)], "drawn at its smallest, 0.8, then cut")
            let word = "Mouvements"
            let width = painter.sprites.font.width(of: word) * 3 / 4
            let size = painter.fittingScale(of: word, scale: 1, width: width)
            let lowered = Int((Float(painter.sprites.font.lineHeight) * (1 - size) / 2).rounded())
            XCTAssertGreaterThan(lowered, 0)
            let fitted = try texts { try $0.drawFitted(word, x: 10, y: 100, width: width, scale: 1, smallest: 0.5) }
            let expected = try texts { try $0.drawText(word, x: 10, y: 100 + lowered, scale: size) }
            XCTAssertEqual(fitted.map(\.text), [word], "whole, only smaller")
            XCTAssertEqual(fitted.first?.ink, expected.first?.ink)
        }
    }
}

extension TextFitTests {
    /// Texts laid out among others grow too (R115): How to play's lines, the score table's cells and the results'
    /// rows are drawn larger at 150 % than at 100 %, in every language, each inside its own line or cell (the fit
    /// test above).
    func testHowToPlaysLinesTheTablesCellsAndTheResultsRowsGrowAt150Percent() throws {
        try MainActor.assumeIsolated {
            try inEveryLanguage { language, painter in
                let context = self.context(language)
                let summary = ArcadeSummary(score: 420, caught: 12, missed: 3, bestCombo: 5, reactionTimes: [300, 420])
                @MainActor func heights(_ size: TextSize) throws -> (howTo: [Float], table: [Float], results: [Float]) {
                    painter.textStyle.size = size
                    let howTo = try texts { try HowToPlayScene(then: .arcade).draw(with: $0, context: context) }
                    let table = try texts { try ScoresScene(context: context).draw(with: $0, context: context) }
                    let results = try texts {
                        try ResultsScene(RoundResults(summary: summary, again: .arcade), language: language).draw(with: $0, context: context)
                    }
                    // The lines under the heading; the table's cells above its buttons (y < 365); the results' six
                    // rows, after its heading and score.
                    return (howTo.dropFirst(2).compactMap { $0.ink?.height },
                            table.filter { ($0.ink?.y ?? 999) > 40 && ($0.ink?.y ?? 999) < 365 }.compactMap { $0.ink?.height },
                            results.dropFirst(2).prefix(12).compactMap { $0.ink?.height })
                }
                let normal = try heights(.normal), larger = try heights(.larger)
                XCTAssertEqual(normal.howTo.count, larger.howTo.count)
                let grownLines = zip(normal.howTo, larger.howTo).filter { $1 > $0 * 1.15 }.count
                XCTAssertGreaterThanOrEqual(grownLines, 6, "\(language.code): How to play's lines grow: \(normal.howTo) → \(larger.howTo)")
                // The widest of the fixture (9 999 points, "Anne-Sophie", 100 %) fill their cells already and stay.
                let grownCells = zip(normal.table, larger.table).filter { $1 > $0 * 1.15 }.count
                XCTAssertGreaterThanOrEqual(grownCells, 20, "\(language.code): the table's cells grow: \(normal.table) → \(larger.table)")
                let grownRows = zip(normal.results, larger.results).filter { $1 > $0 * 1.15 }.count
                // A long label (German's mean reaction time) fills its row's width already.
                XCTAssertGreaterThanOrEqual(grownRows, 8, "\(language.code): the results' labels and values grow: \(normal.results) → \(larger.results)")
            }
        }
    }
}
