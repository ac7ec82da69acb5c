import Testing
import WormGame
import WormTestSupport

/// The text table: every key's English, templates a gettext catalogue can hold, no text spelled twice.
struct TextTableTests {
    @Test(arguments: TextKey.allCases)
    func everyKeyHasAnEnglishText(key: TextKey) {
        #expect(!key.entry.english.isEmpty, "\(key.rawValue) has no English text")
        #expect(key.entry.pendingFrench == nil, "\(key.rawValue): its French goes in po/fr.po (scripts/catalogues update)")
    }

    /// A translation takes the same arguments as its source, each of the same kind, numbered from 1 with no gap
    /// (what `msgfmt --check-format` asks of a `c-format` message).
    @Test(arguments: TextKey.allCases)
    func everyTemplateHasWellFormedPlaceholders(key: TextKey) throws {
        let english = try #require(TextTemplate.placeholders(in: key.entry.english), "\(key.rawValue): a stray % in English")
        let plural = try #require(TextTemplate.placeholders(in: key.entry.englishPlural ?? key.entry.english))
        #expect(Set(plural) == Set(english), "\(key.rawValue): the plural takes the singular's arguments")
        #expect(Set(english.map(\.index)) == Set((0..<Set(english.map(\.index)).count).map { $0 + 1 }),
                "\(key.rawValue): placeholders numbered 1, 2, … with no gap")
        #expect(Set(english.map(\.index)).count == Set(english).count, "\(key.rawValue): one kind per argument")
    }

    /// A text marked as counting names one of its number arguments (ngettext's `n`).
    @Test func pluralTextsCountANumber() throws {
        let plural = TextKey.allCases.filter(\.entry.isPlural)
        #expect(Set(plural) == [.waiting, .arcadeScoreLine, .secondsLeft, .spokenSecondsLeft, .playersIn, .rowsUnreadable, .wrongPin,
                                   .pinLocked, .partyPlayers, .spokenDigitsEntered, .spokenHostedGame, .spokenStartedGame])
        for key in plural {
            let placeholders = try #require(TextTemplate.placeholders(in: key.entry.english))
            #expect(placeholders.contains(TextTemplate.Placeholder(index: key.entry.pluralArgument!, kind: .number)),
                    "\(key.rawValue) counts an argument it does not have")
        }
    }

    /// The same English spelled under two keys is one text twice, unless a language needs them apart: "On" and
    /// "Yes" are one text in French (Oui) but not in English; here only the English is known.
    @Test func noTextIsSpelledTwice() {
        var seen: [String: TextKey] = [:]
        for key in TextKey.allCases {
            if let first = seen[key.entry.english] { Issue.record("\(first.rawValue) and \(key.rawValue) are the same text") }
            seen[key.entry.english] = key
        }
    }

    /// A counted text takes the English plural for every count but one (ngettext's English rule), and a
    /// catalogue's translation only when its placeholders are the source's.
    @Test func pluralsAndDamagedTranslations() throws {
        #expect(Language.english.text(.waiting, 1, 1) == "1 of 1 player")
        #expect(Language.english.text(.waiting, 0, 2) == "0 of 2 players")
        // The edges: none is plural in English, and the count is the argument the text names, not the first one.
        #expect(Language.english.text(.partyPlayers, 0) == "0 players in")
        #expect(Language.english.text(.partyPlayers, 1) == "1 player in")
        #expect(Language.english.text(.waiting, 1, 3) == "1 of 3 players")
        #expect(Language.english.text(.waiting, 2, 1) == "2 of 1 player")
        let damaged = DictionaryCatalogue(code: "de", [.rank: "Platz %1$s", .you: "Du: %2$s", .waiting: "%1$d von %2$d", .playersIn: "50 % Spieler",
                                                       .scoreLine: "Gefangen %1$d"])
        let german = try #require(Language(code: "de", catalogue: damaged))
        #expect(german.text(.rank, 3) == "Rank 3", "a number shown as a text: the English")
        #expect(german.text(.you, "Zoé") == "You: Zoé", "an argument it does not have: the English")
        #expect(german.text(.playersIn, 7) == "Players in: 7", "a stray %: the English")
        #expect(german.text(.scoreLine, 3, 4) == Language.english.text(.scoreLine, 3, 4), "a placeholder dropped: the English")
        #expect(german.text(.waiting, 2, 4) == "2 von 4")
        #expect(german.name == "de", "no name in the catalogue: the code")
    }

    /// Message ids read `scene.name`, so a catalogue sorts them by scene.
    @Test func messageIdsNameASceneAndAText() {
        for key in TextKey.allCases {
            let parts = key.rawValue.split(separator: ".", omittingEmptySubsequences: false)
            #expect(parts.count == 2 && parts.allSatisfy { !$0.isEmpty }, "\(key.rawValue)")
        }
    }

    /// R1 and R7's texts, byte for byte.
    @Test func countdownAndScoreLineAreAsTheRulesWriteThem() {
        #expect(TextKey.countdown.map { Language.english.text($0) } == ["Get ready", "3 ...", "2 ...", "1 ...", "Your turn!"])
        #expect(TextKey.countdown.map { Language.testFrench.text($0) } == ["Attention", "3 ...", "2 ...", "1 ...", "C'est à vous !"])
        #expect(Language.english.scoreLine(caught: 12, missed: 3) == "Worms caught 12 missed 3")
        #expect(Language.testFrench.scoreLine(caught: 12, missed: 3) == "Vers attrapés 12 ratés 3")
        #expect(Language.english.text(.arcadeScore(score: 340, secondsLeft: 9)) == "Score 340   9 s")
        #expect(Language.testFrench.text(.versusClock(secondsLeft: 42)) == "42 s")
    }

    @Test func templatesAreFilledByNumber() {
        #expect(Language.english.text(.waiting, 2, 4) == "2 of 4 players")
        #expect(Language.testFrench.text(.hostedGame, "Zoé", 3) == "Partie de Zoé (3)")
        #expect(TextTemplate.fill("%2$s, %1$d %% %2$s", with: [7, "a"]) == "a, 7 % a")
        #expect(TextTemplate.fill("100 %%", with: []) == "100 %")
        #expect(TextTemplate.placeholders(in: "%1$d of %2$d") == [.init(index: 1, kind: .number), .init(index: 2, kind: .number)])
        #expect(TextTemplate.placeholders(in: "50 %") == nil, "a stray %")
        #expect(TextTemplate.placeholders(in: "%d") == nil, "an unnumbered placeholder")
        #expect(TextTemplate.placeholders(in: "%1$x") == nil, "an unknown kind")
    }
}
