import Testing
@testable import WormGame
import WormTestSupport

/// R1: the countdown.
struct CountdownTests {
    @Test(arguments: [
        (Language.english, ["Get ready", "3 ...", "2 ...", "1 ...", "Your turn!"]),
        (Language.testFrench, ["Attention", "3 ...", "2 ...", "1 ...", "C'est à vous !"]),
    ])
    func fiveMessagesOneSecondApart(language: Language, texts: [String]) {
        var harness = GameHarness(language: language)
        harness.run(through: 4_996)
        let messages = harness.messages
        #expect(messages.map(\.0) == [0, 1000, 2000, 3000, 4000])
        #expect(messages.map(\.1) == texts)
        #expect(harness.game.worm == nil)
    }

    @Test func firstWormAppearsAtFiveSeconds() {
        var harness = GameHarness()
        harness.run(through: 4_996)
        #expect(harness.spawns.isEmpty)
        harness.run(through: 5_000)
        #expect(harness.spawns.map(\.t) == [5_000])
    }

    @Test func pressesDuringTheCountdownChangeNothing() {
        var harness = GameHarness()
        for t in stride(from: 0, to: 5_000, by: 250) {
            harness.press(at: t, x: 160, y: 240)
        }
        harness.run(through: 4_996)
        #expect(harness.game.caught == 0 && harness.game.missed == 0)
        let sounds = harness.log.filter { if case .sound(let name, _) = $0.event { return name != .music } else { return false } }
        #expect(sounds.isEmpty)
        let presses = harness.log.filter { if case .press(_, _, _, true, _) = $0.event { return true } else { return false } }
        #expect(presses.count == 20)
        // The countdown is not broken by them.
        harness.run(through: 5_000)
        #expect(harness.spawns.map(\.t) == [5_000])
    }
}
