import SpeechKit
import Synchronization
import Testing
import WormGame
@testable import WormApp

/// The narrator's order of speech (R111), heard through a speaker that only writes down what it is asked.
@MainActor
struct NarratorTests {
    /// A speaker that keeps what it is asked: each text said, and `stop` where the narrator stops it.
    final class ListeningSpeaker: SpeechOutput {
        private let heard = Mutex<[String]>([])
        var asked: [String] { heard.withLock { $0 } }
        func say(_ text: String, priority: SpeechPriority) { heard.withLock { $0.append(text) } }
        func stop() { heard.withLock { $0.append("stop") } }
        func setLanguage(_ code: String) {}
        func close(waitMs: Int) {}
        var failure: SpeechFailure? { nil }
    }

    /// A narrator with speech on, speaking to `speaker`, and a context around it.
    static func narrated(by speaker: ListeningSpeaker) -> (Narrator, SceneContext) {
        let journal = Journal(sink: MemorySink(), language: .english)
        let narrator = Narrator(journal: journal, screenReader: nil) { _ in speaker }
        narrator.mode = .on
        return (narrator, SceneContext(journal: journal, audio: SilentAudio(), seed: 1, dailyDate: nil, narrator: narrator))
    }

    @Test func goingOnFromHowToPlayStopsTheRestOfItsPageBeforeTheRoundSpeaks() {
        let speaker = ListeningSpeaker()
        let (narrator, context) = Self.narrated(by: speaker)
        narrator.opened(HowToPlayScene(then: .arcade), context: context)
        #expect(speaker.asked.first == "How to play" && !speaker.asked.contains("stop"))
        let round = GameScene<ArcadeMode>(kind: .arcade, seed: 1, context: context)
        narrator.opened(round, context: context)
        let after = speaker.asked.drop { $0 != "stop" }
        #expect(after.first == "stop", "the page's rest is dropped: \(speaker.asked)")
        #expect(after.dropFirst().first == "Arcade", "then the round's own lines, the countdown's first among them")
    }

    @Test func aSceneWhoseSpeechDoesNotEndWithItIsNotCutWhenItIsLeft() {
        let speaker = ListeningSpeaker()
        let (narrator, context) = Self.narrated(by: speaker)
        narrator.opened(TitleScene(language: .english, cosmeticSeed: 1), context: context)
        narrator.opened(GameScene<ArcadeMode>(kind: .arcade, seed: 1, context: context), context: context)
        #expect(!speaker.asked.contains("stop"), "\(speaker.asked)")
    }
}
