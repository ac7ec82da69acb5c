import Testing
import WormGame
@testable import WormApp

/// The scenes that take a name or an address say each letter typed and each letter erased (R111), as the
/// high-score name scene does: a blind player hears what they type into the Versus name and the board's address.
@MainActor
struct TypingSpeechTests {
    /// What a scene said while it took `inputs`, one a step.
    static func heard(_ scene: some Scene, typing inputs: [PlayerInput]) -> [String] {
        let speaker = NarratorTests.ListeningSpeaker()
        let (_, context) = NarratorTests.narrated(by: speaker)
        for input in inputs { _ = scene.step([input], context: context) }
        return speaker.asked
    }

    static let typing: [PlayerInput] = [.text("A"), .text("b"), .key(KeyPress(.backspace))]

    @Test func theVersusNameSceneSaysEachLetter() {
        #expect(Self.heard(DisplayNameScene(current: ""), typing: Self.typing) == ["A", "b", "b erased"])
    }

    @Test func theBoardAddressSceneSaysEachLetter() {
        #expect(Self.heard(BoardAddressScene(current: nil), typing: Self.typing) == ["A", "b", "b erased"])
    }
}
