import Testing
import WormGame

/// The text table: every key in both languages, templates a gettext catalogue can hold, no text spelled twice.
struct TextTableTests {
    @Test(arguments: TextKey.allCases)
    func everyKeyHasAnEnglishAndAFrenchText(key: TextKey) {
        for language in Language.allCases {
            #expect(!key.entry.template(in: language).isEmpty, "\(key.rawValue) has no \(language) text")
        }
    }

    /// A translation takes the same arguments as its source, each of the same kind, numbered from 1 with no gap
    /// (what `msgfmt --check-format` asks of a `c-format` message).
    @Test(arguments: TextKey.allCases)
    func everyTemplateHasTheSamePlaceholdersInBothLanguages(key: TextKey) throws {
        let english = try #require(TextTemplate.placeholders(in: key.entry.english), "\(key.rawValue): a stray % in English")
        let french = try #require(TextTemplate.placeholders(in: key.entry.french), "\(key.rawValue): a stray % in French")
        #expect(Set(french) == Set(english), "\(key.rawValue): \"\(key.entry.english)\" and \"\(key.entry.french)\"")
        #expect(Set(english.map(\.index)) == Set((0..<Set(english.map(\.index)).count).map { $0 + 1 }),
                "\(key.rawValue): placeholders numbered 1, 2, … with no gap")
        #expect(Set(english.map(\.index)).count == Set(english).count, "\(key.rawValue): one kind per argument")
    }

    /// A text marked as counting names one of its number arguments (ngettext's `n`).
    @Test func pluralTextsCountANumber() throws {
        let plural = TextKey.allCases.filter(\.entry.isPlural)
        #expect(Set(plural) == [.waiting, .arcadeScoreLine, .secondsLeft, .rowsUnreadable, .wrongPin, .pinLocked])
        for key in plural {
            let placeholders = try #require(TextTemplate.placeholders(in: key.entry.english))
            #expect(placeholders.contains(TextTemplate.Placeholder(index: key.entry.pluralArgument!, kind: .number)),
                    "\(key.rawValue) counts an argument it does not have")
        }
    }

    /// The same English and French spelled under two keys is one text twice: it wants one key.
    @Test func noTextIsSpelledTwice() {
        var seen: [String: TextKey] = [:]
        for key in TextKey.allCases {
            let pair = key.entry.english + "\u{0}" + key.entry.french
            if let first = seen[pair] { Issue.record("\(first.rawValue) and \(key.rawValue) are the same text") }
            seen[pair] = key
        }
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
        #expect(TextKey.countdown.map { Language.french.text($0) } == ["Attention", "3 ...", "2 ...", "1 ...", "C'est à vous !"])
        #expect(Language.english.scoreLine(caught: 12, missed: 3) == "Worms caught 12 missed 3")
        #expect(Language.french.scoreLine(caught: 12, missed: 3) == "Vers attrapés 12 ratés 3")
        #expect(Language.english.text(.arcadeScore(score: 340, secondsLeft: 9)) == "Score 340   9 s")
        #expect(Language.french.text(.versusClock(secondsLeft: 42)) == "42 s")
    }

    @Test func templatesAreFilledByNumber() {
        #expect(Language.english.text(.waiting, 2, 4) == "2 of 4 players")
        #expect(Language.french.text(.hostedGame, "Zoé", 3) == "Partie de Zoé (3)")
        #expect(TextTemplate.fill("%2$s, %1$d %% %2$s", with: [7, "a"]) == "a, 7 % a")
        #expect(TextTemplate.fill("100 %%", with: []) == "100 %")
        #expect(TextTemplate.placeholders(in: "%1$d of %2$d") == [.init(index: 1, kind: .number), .init(index: 2, kind: .number)])
        #expect(TextTemplate.placeholders(in: "50 %") == nil, "a stray %")
        #expect(TextTemplate.placeholders(in: "%d") == nil, "an unnumbered placeholder")
        #expect(TextTemplate.placeholders(in: "%1$x") == nil, "an unknown kind")
    }
}
