import Testing
@testable import WormGame
import WormTestSupport

/// R3: hits; R4: presses on the background.
struct HitTests {
    /// Presses once at an offset from the first worm's centre, 100 ms after it appears.
    static func pressFirstWorm(dx: Double, dy: Double, seed: UInt64 = 9) -> (GameHarness, Worm) {
        var harness = GameHarness(seed: seed)
        let worm = harness.runToFirstWorm()
        harness.press(at: 5_100, x: Double(worm.x) + dx, y: Double(worm.y) + dy)
        harness.run(through: 5_100)
        return (harness, worm)
    }

    @Test(arguments: [(0.0, 0.0), (29.0, 0.0), (-29.0, 0.0), (0.0, 29.9), (0.0, -29.9), (29.5, -29.5), (-29.99, 29.99)])
    func pressInsideTheSquareIsAHit(dx: Double, dy: Double) {
        let (harness, worm) = HitTests.pressFirstWorm(dx: dx, dy: dy)
        #expect(harness.game.caught == 1 && harness.game.missed == 0)
        #expect(harness.events(since: 5_100) == [
            .press(x: Double(worm.x) + dx, y: Double(worm.y) + dy, source: .mouse, ignored: false),
            .hit(worm: 1, reactionMs: 100),
            .sound(name: .hit),
            .effect(name: .explosion, x: Double(worm.x), y: Double(worm.y)),
            .hide(worm: 1),
            .score(ScoreReport(caught: 1, missed: 0)),
            .message(.classicScore(caught: 1, missed: 0)),
        ])
        #expect(harness.game.worm == nil)
        #expect(harness.game.mode.slot == .hidden(untilMs: 5_100 + 500))
    }

    @Test(arguments: [(30.0, 0.0), (-30.0, 0.0), (0.0, 30.0), (0.0, -30.0), (30.0, 30.0), (29.0, 30.5), (-45.0, 2.0)])
    func pressOnTheEdgeOrOutsideIsABackgroundMiss(dx: Double, dy: Double) {
        let (harness, worm) = HitTests.pressFirstWorm(dx: dx, dy: dy)
        #expect(harness.game.caught == 0 && harness.game.missed == 1)
        #expect(harness.events(since: 5_100) == [
            .press(x: Double(worm.x) + dx, y: Double(worm.y) + dy, source: .mouse, ignored: false),
            .miss(worm: 1, reason: .background),
            .sound(name: .miss),
            .hide(worm: 1),
            .score(ScoreReport(caught: 0, missed: 1)),
            .message(.classicScore(caught: 0, missed: 1)),
        ])
        #expect(harness.game.worm == nil, "the worm flees at once")
        #expect(harness.game.mode.slot == .hidden(untilMs: 5_600))
    }

    @Test func reactionTimeIsFromAppearanceToPress() {
        var harness = GameHarness(seed: 21)
        let worm = harness.runToFirstWorm()
        harness.press(at: 5_333, x: Double(worm.x), y: Double(worm.y))
        harness.run(through: 5_400)
        #expect(harness.log.contains { $0.t == 5_336 && $0.event == .hit(worm: 1, reactionMs: 333) })
    }
}

/// R7: the score line; R8: sounds.
struct ScoreAndSoundTests {
    @Test func frenchScoreLine() {
        var harness = GameHarness(seed: 2, language: .testFrench)
        let worm = harness.runToFirstWorm()
        #expect(harness.message == "Vers attrapés 0 ratés 0")
        harness.press(at: 5_200, x: Double(worm.x), y: Double(worm.y))
        harness.run(through: 5_200)
        #expect(harness.message == "Vers attrapés 1 ratés 0")
    }

    /// R90: LANGUAGE's list, then LC_ALL, LC_MESSAGES and LANG, the first with a catalogue (here fr, de, ru).
    @Test(arguments: [
        (["LC_ALL": "fr_FR.UTF-8", "LANG": "en_US.UTF-8"], "fr"),
        (["LC_ALL": "", "LC_MESSAGES": "en_GB.UTF-8", "LANG": "fr_FR"], "en"),
        (["LC_ALL": "", "LC_MESSAGES": "", "LANG": "fr_CA.UTF-8"], "fr"),
        (["LANG": "de_DE.UTF-8"], "de"),
        (["LANG": "ja_JP.UTF-8"], "en"),
        ([:], "en"),
        (["LC_MESSAGES": "fr"], "fr"),
        (["LANGUAGE": "de", "LANG": "C"], "de"),
        (["LANGUAGE": "de", "LC_ALL": "C.UTF-8"], "de"),
        (["LANGUAGE": "pt_BR:ru:fr", "LANG": "fr_FR.UTF-8"], "ru"),
        (["LANGUAGE": "ja", "LANG": "fr_FR.UTF-8"], "fr"),
        (["LANGUAGE": "", "LC_ALL": "C", "LANG": "fr_FR.UTF-8"], "en"),
        (["LANG": "ru_RU.KOI8-R@cyrillic"], "ru"),
        (["LC_ALL": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"], "de"),  // LC_ALL before LC_MESSAGES
        (["LC_MESSAGES": "de_DE.UTF-8", "LANG": "fr_FR.UTF-8"], "de"),  // LC_MESSAGES before LANG
        (["LC_ALL": "C.UTF-8", "LANG": "fr_FR.UTF-8"], "en"),  // C.UTF-8 names English: LANG is not read
    ])
    func languageFollowsLanguageThenThePosixOrder(environment: [String: String], expected: String) {
        #expect(Language.fromEnvironment(environment, available: ["de", "fr", "ru"]).code == expected)
    }

    /// The most precise catalogue wins: pt_BR for a Brazilian locale where both pt and pt_BR exist, pt for Portugal.
    @Test func theMostPreciseCatalogueIsChosen() {
        #expect(Language.fromEnvironment(["LANG": "pt_BR.UTF-8"], available: ["pt", "pt_BR"]).code == "pt_BR")
        #expect(Language.fromEnvironment(["LANG": "pt_PT.UTF-8"], available: ["pt", "pt_BR"]).code == "pt")
    }

    /// A language code is letters, a territory and a variant: nothing a path or a shell could misread.
    @Test func languageCodesAreChecked() {
        for good in ["fr", "pt_BR", "sr@latin", "ast", "es_419"] { #expect(Language.isCode(good), "\(good)") }
        for bad in ["", "f", "FR", "../fr", "fr_", "fr/LC", "fr@", "en_US.UTF-8", String(repeating: "a", count: 40)] {
            #expect(!Language.isCode(bad), "\(bad)")
        }
    }

    @Test func musicStartsOnceAtTheStart() {
        var harness = GameHarness()
        harness.run(through: 20_000)
        let music = harness.log.filter { $0.event == .sound(name: .music) }
        #expect(music.map(\.t) == [0])
    }

    @Test func everyHitAndMissPlaysItsSoundEvenInOneStep() {
        var harness = GameHarness(seed: 4)
        let worm = harness.runToFirstWorm()
        // Three presses in one step: a hit, then two presses in the hidden phase.
        harness.press(at: 5_101, x: Double(worm.x), y: Double(worm.y))
        harness.press(at: 5_102, x: 5, y: 5)
        harness.press(at: 5_103, x: 6, y: 6)
        harness.run(through: 5_104)
        let sounds = harness.events(since: 5_104).compactMap { event -> SoundName? in
            if case .sound(let name, _) = event { return name }
            return nil
        }
        #expect(sounds == [.hit, .miss, .miss])
        #expect(harness.game.caught == 1 && harness.game.missed == 2)
    }
}
