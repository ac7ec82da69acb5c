import Testing
import WormGame
@testable import WormApp

/// Audio play's grid keys by place (R110): read at the key's place whatever its letter, and named in the spoken
/// guide as the player's own keyboard labels them.
struct RoundVoiceTests {
    /// An AZERTY keyboard's labels at the grid's places (A at Q's, Z at W's, Q at A's, W at Z's).
    static func azerty(_ place: String) -> String? {
        ["q": "A", "w": "Z", "a": "Q", "z": "W"][place] ?? place.uppercased()
    }

    @Test func theGuideNamesTheGridKeysAsTheKeyboardLabelsThem() {
        #expect(RoundVoice.gridLetters(keyName: { $0.uppercased() }) == "Q W E, A S D, Z X C")
        #expect(RoundVoice.gridLetters(keyName: Self.azerty) == "A Z E, Q S D, W X C")
        #expect(RoundVoice.gridLetters(keyName: { _ in nil }) == "Q W E, A S D, Z X C", "unknown: the places' own names")
        #expect(Language.english.text(.spokenGridHint, RoundVoice.gridLetters(keyName: Self.azerty))
                == "Listen for the worms. A Z E, Q S D, W X C or the keypad catch. R repeats the calls. Tab says the score.")
    }

    /// Versus's guide names the player's own keys (R116), where it named Q W E and R whatever Controls said.
    @Test func theVersusGuideNamesTheReboundKeys() {
        var controls = ControlKeys()
        controls.bind(.grid(AudioGrid.Cell(column: 0, row: 0)), to: "u")
        controls.bind(.repeatCalls, to: "t")
        #expect(RoundVoice.gridLetters(controls: controls, keyName: { $0.uppercased() }) == "U W E, A S D, Z X C")
        #expect(RoundVoice.versusGridHint(controls: controls, language: .english, keyName: { $0.uppercased() })
                == "Listen for the worms. U W E, A S D, Z X C or the keypad catch. T repeats the calls.")
        #expect(RoundVoice.versusGridHint(controls: ControlKeys(), language: .english, keyName: Self.azerty)
                == "Listen for the worms. A Z E, Q S D, W X C or the keypad catch. R repeats the calls.")
    }

    @Test func aGridKeyPressesAtItsPlaceNotItsLetter() {
        let voice = RoundVoice(audioPlay: true)
        let topLeft = voice.press(for: KeyPress(name: "a", place: "q"), timeMs: 0)
        #expect(topLeft.map { [$0.x, $0.y] } == [55, 130], "an AZERTY A sits where Q is")
        #expect(voice.press(for: KeyPress(name: "a"), timeMs: 0).map { [$0.x, $0.y] } == [55, 280])
        #expect(RoundVoice(audioPlay: false).press(for: KeyPress(name: "q"), timeMs: 0) == nil)
    }
}
