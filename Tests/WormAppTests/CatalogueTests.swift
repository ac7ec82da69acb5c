import Foundation
import Testing
import WormGame
@testable import WormApp

/// The catalogues seen from the game: po/worm.pot made from the table, gettext's answers through `Language`.
@MainActor
struct CatalogueTests {
    /// po/worm.pot begins with the table's messages exactly: a key added, removed or reworded in the table without
    /// `scripts/catalogues update` fails here.
    /// gettext answers a text it has no translation for with the pointer it was given: that answer is "none"
    /// (English is drawn), never a read of a temporary C string (it crashed the first time a plural was missing).
    @Test func aTextWithNoTranslationAnswersNoneInEveryForm() throws {
        TestCatalogues.install()
        let missing = GettextCatalogue(folder: TestCatalogues.folder, codes: ["zz"])  // no zz catalogue there
        for count in [1, 2, 5] {
            #expect(missing.translation(of: .rowsUnreadable, count: count, in: "zz") == nil)
        }
        #expect(missing.translation(of: .getReady, count: nil, in: "zz") == nil)
        #expect(TestCatalogues.catalogue.translation(of: .rowsUnreadable, count: 2, in: "fr") != nil)
    }

    @Test func theTemplateIsInStepWithTheTable() throws {
        let template = try String(contentsOf: RenderFixture.repository.appendingPathComponent("po/worm.pot"), encoding: .utf8)
        #expect(template.hasPrefix(CatalogueTemplate.text), "po/worm.pot is out of step with the text table: run scripts/catalogues update")
    }

    /// Russian's three forms (R90): one for 1 and 21, another for 2 to 4 and 22, the third for 0, 5 to 20 and 25.
    @Test(arguments: [(0, "0 игроков в игре"), (1, "1 игрок в игре"), (2, "2 игрока в игре"), (5, "5 игроков в игре"),
                      (11, "11 игроков в игре"), (21, "21 игрок в игре"), (22, "22 игрока в игре"), (25, "25 игроков в игре")])
    func russianHasThreePluralForms(count: Int, text: String) throws {
        TestCatalogues.install()
        let russian = try #require(Language(code: "ru"))
        #expect(russian.text(.playersIn, count) == text)
        #expect(russian.text(.waiting, 1, count) == "1 из \(count) " + (count % 10 == 1 && count != 11 ? "игрока" : "игроков"))
    }

    /// French's plural takes one form for 0 and 1, German's and Spanish's for 1 only.
    @Test func otherLanguagesPluralForms() throws {
        TestCatalogues.install()
        #expect(Language.french.text(.waiting, 0, 1) == "0 sur 1 joueur")
        #expect(Language.french.text(.waiting, 2, 4) == "2 sur 4 joueurs")
        #expect(try #require(Language(code: "de")).text(.waiting, 1, 1) == "1 von 1 Spieler")
        #expect(try #require(Language(code: "es")).text(.waiting, 3, 4) == "3 de 4 jugadores")
    }

    /// The texts R7 writes are the catalogue's, byte for byte; each language names itself.
    @Test func frenchKeepsTheRulesTextsAndEveryLanguageItsName() throws {
        TestCatalogues.install()
        #expect(TextKey.countdown.map { Language.french.text($0) } == ["Attention", "3 ...", "2 ...", "1 ...", "C'est à vous !"])
        #expect(Language.french.scoreLine(caught: 12, missed: 3) == "Vers attrapés 12 ratés 3")
        #expect(Language.allCases.map(\.name) == ["English", "Deutsch", "Español", "Français", "Русский"])
        #expect(try #require(Language(code: "pt_BR")).text(.back) == "Back", "no catalogue: English")
    }

    /// The empty name field shows, and the score takes, the language's word for a player: "Joueur" in French.
    @Test func theNameNobodyTypedIsTheLanguages() throws {
        TestCatalogues.install()
        let context = SceneContext(journal: Journal(sink: nil, language: .french), audio: SilentAudio(), seed: 1,
                                   dailyDate: "2026-11-30", scores: DocumentStore(storage: MemoryStorage()) { _ in })
        let round = FinishedRound(kind: .arcade, summary: ArcadeSummary(score: 10, caught: 1, missed: 0, bestCombo: 1, reactionTimes: [300]),
                                  replay: Replay(mode: .arcade, seed: 1, version: "0.1.0"), date: "2026-11-30")
        let painter = RenderFixture.shared.scene
        var drawn: [String] = []
        painter.textRecorder = { drawn.append($0.text) }
        defer { painter.textRecorder = nil }
        try NameScene(round: round, context: context).draw(with: painter, context: context)
        #expect(drawn.contains("Joueur") && !drawn.contains("Player"), "\(drawn)")
        context.save(round, typed: "  ", at: 0)
        #expect(context.scores.document.arcade.entries.first?.name == "Joueur")
    }
}
