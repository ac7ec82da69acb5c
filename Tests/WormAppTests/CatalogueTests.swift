import Foundation
import Testing
import WormGame
@testable import WormApp

/// The catalogues seen from the game: po/worm.pot made from the table, gettext's answers through `Language`.
@MainActor
struct CatalogueTests {
    /// po/worm.pot begins with the table's messages exactly: a key added, removed or reworded in the table without
    /// `scripts/catalogues update` fails here.
    @Test func theTemplateIsInStepWithTheTable() throws {
        let template = try String(contentsOf: RenderFixture.repository.appendingPathComponent("po/worm.pot"), encoding: .utf8)
        #expect(template.hasPrefix(CatalogueTemplate.text), "po/worm.pot is out of step with the text table: run scripts/catalogues update")
    }

    /// Russian's three forms (R90): one for 1 and 21, another for 2 to 4 and 22, the third for 5 to 20 and 25.
    @Test(arguments: [(1, "1 игрок в игре"), (2, "2 игрока в игре"), (5, "5 игроков в игре"), (11, "11 игроков в игре"),
                      (21, "21 игрок в игре"), (22, "22 игрока в игре"), (25, "25 игроков в игре")])
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
}
