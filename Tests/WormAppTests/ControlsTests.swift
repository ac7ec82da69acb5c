import WormGame
import XCTest
@testable import WormApp

/// R116: the play keys (pause, mute, the score key, the repeat key, the 9 grid keys) can be rebound in Settings →
/// Controls, saved, and reset; a round uses the keys as rebound.
nonisolated final class ControlsTests: XCTestCase, @unchecked Sendable {
    /// Settings whose file is `json` (with how to play seen), in a storage the test can read back.
    @MainActor
    func settings(_ json: String = #"{"version": 1, "seen_how_to_play": true}"#) -> (SettingsKeeper, MemoryStorage) {
        let storage = MemoryStorage(files: [.settings: Array(json.utf8)])
        return (SettingsKeeper(store: DocumentStore(storage: storage) { _ in }), storage)
    }

    /// The `setting` events of `run` as "name=value".
    @MainActor
    func changes(_ run: SceneRun) -> [String] {
        run.of("setting").compactMap {
            guard case .string(let name)? = $0["name"], case .string(let value)? = $0["value"] else { return nil }
            return "\(name)=\(value)"
        }
    }

    func testAKeyIsReboundByChoosingItsRowAndPressingTheNewKeyAndIsSaved() throws {
        try MainActor.assumeIsolated {
            let (keeper, storage) = settings()
            // The focus opens on Pause: Enter waits for its key, K is it; Down, Enter, then J takes Sound on/off's
            // row; P, free again, is nothing's.
            let run = try SceneRun(first: .controls, lines: [(100, .key("return")), (200, .key("k")),
                                                             (300, .key("down")), (400, .key("return")), (500, .key("j"))],
                                   durationMs: 1_000, settings: keeper)
            XCTAssertEqual(self.changes(run), ["controls=pause=k", "controls=mute=j"])
            let controls = run.runner.context.settings.current.access.controls
            XCTAssertEqual(controls.key(for: .pause), "k")
            XCTAssertEqual(controls.key(for: .mute), "j")
            let saved = String(decoding: try XCTUnwrap(storage.files[.settings]), as: UTF8.self)
            XCTAssertTrue(saved.contains(#""pause": "k""#), saved)
            XCTAssertTrue(saved.contains(#""mute": "j""#), saved)
            // Read back as the next run reads it.
            let (next, _) = self.settings(saved)
            XCTAssertEqual(next.current.access.controls, controls)
        }
    }

    /// Every text of the scene is spoken (R111): its title, each row with its key, the wait, the new key.
    func testTheScenesTextsAreSpoken() throws {
        try MainActor.assumeIsolated {
            let (keeper, _) = settings(#"{"version": 1, "speech": "on"}"#)
            let run = try SceneRun(first: .controls, lines: [(100, .key("return")), (200, .key("k")), (300, .key("down"))],
                                   durationMs: 1_000, settings: keeper)
            let spoken = run.of("speak").compactMap { event -> String? in
                if case .string(let text)? = event["text"] { return text }
                return nil
            }
            XCTAssertEqual(spoken, ["Controls", "Pause, P", "Pause, Press a key", "Pause, K", "Sound on/off, M"])
        }
    }

    func testAKeyAnotherActionHadIsExchangedAndMWaitedForDoesNotMute() throws {
        try MainActor.assumeIsolated {
            let (keeper, _) = settings()
            let run = try SceneRun(first: .controls, lines: [(100, .key("return")), (200, .key("m"))],
                                   durationMs: 1_000, settings: keeper)
            let controls = run.runner.context.settings.current.access.controls
            XCTAssertEqual(controls.key(for: .pause), "m")
            XCTAssertEqual(controls.key(for: .mute), "p", "Sound on/off takes Pause's old key: no key does two things")
            XCTAssertTrue(run.of("mute").isEmpty, "M was the key waited for, not the sound")
        }
    }

    func testEscKeepsTheOldKeyEnterCannotBeBoundAndResetGivesTheStandardKeys() throws {
        try MainActor.assumeIsolated {
            let (keeper, _) = settings(#"{"version": 1, "controls": {"pause": "k", "grid5": "g"}}"#)
            XCTAssertEqual(keeper.current.access.controls.key(for: .grid(AudioGrid.Cell(index: 4))), "g")
            // Enter waits on Pause; Enter again and Space are refused (they choose everywhere); Esc keeps K.
            let run = try SceneRun(first: .controls, lines: [(100, .key("return")), (200, .key("return")), (250, .key("space")),
                                                             (300, .key("escape"))],
                                   durationMs: 1_000, settings: keeper)
            XCTAssertEqual(self.changes(run), [])
            XCTAssertEqual(run.scenes, ["controls"], "Esc while waiting leaves the key, not the scene")
            XCTAssertEqual(run.runner.context.settings.current.access.controls.key(for: .pause), "k")
            let reset = ControlsScene.frame(of: .reset)
            let again = try SceneRun(first: .controls, lines: [(100, .press(x: Double(reset.x + 10), y: Double(reset.y + 10)))],
                                     durationMs: 1_000, settings: keeper)
            XCTAssertEqual(self.changes(again), ["controls=standard"])
            XCTAssertEqual(again.runner.context.settings.current.access.controls, .standard)
        }
    }

    func testARoundPausesOnTheReboundKeyAndNoLongerOnP() throws {
        try MainActor.assumeIsolated {
            let rebound = #"{"version": 1, "seen_how_to_play": true, "controls": {"pause": "k", "mute": "n"}}"#
            let old = try SceneRun(first: .classic, lines: [(6_000, .key("p")), (6_100, .key("m"))], durationMs: 7_000,
                                   settings: self.settings(rebound).0)
            XCTAssertTrue(old.of("pause").isEmpty, "P no longer pauses")
            XCTAssertTrue(old.of("mute").isEmpty, "M is no longer the sound's key")
            let new = try SceneRun(first: .classic, lines: [(6_000, .key("k")), (6_100, .key("n"))], durationMs: 7_000,
                                   settings: self.settings(rebound).0)
            XCTAssertEqual(new.of("pause").count, 1, "K pauses")
            XCTAssertEqual(new.of("mute").count, 1, "N mutes")
            let standard = try SceneRun(first: .classic, lines: [(6_000, .key("p"))], durationMs: 7_000)
            XCTAssertEqual(standard.of("pause").count, 1, "P pauses with the standard keys")
        }
    }

    /// The scene as looked at (320 × 480), its first row waiting for a key.
    func testTheControlsSceneLooksAsRecorded() throws {
        try MainActor.assumeIsolated {
            let (keeper, _) = settings()
            let context = SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(), seed: 1,
                                       dailyDate: "2026-11-30", settings: keeper)
            let scene = ControlsScene(context: context)
            _ = scene.step([.key(KeyPress(.enter))], context: context)
            try GoldenImage.check(try RenderFixture.shared.frame { try scene.draw(with: $0, context: context) }, named: "controls-en")
        }
    }

    /// Audio play's grid keys follow the rebinding; the keypad always presses at its cells, and the repeat and score
    /// keys follow theirs.
    func testTheGridRepeatAndScoreKeysFollowTheirBindings() {
        MainActor.assumeIsolated {
            var controls = ControlKeys()
            XCTAssertTrue(controls.bind(.grid(AudioGrid.Cell(index: 0)), to: "u"))
            XCTAssertTrue(controls.bind(.repeatCalls, to: "f"))
            XCTAssertTrue(controls.bind(.score, to: "h"))
            XCTAssertFalse(controls.bind(.pause, to: "return"), "Enter chooses everywhere")
            let voice = RoundVoice(audioPlay: true, controls: controls)
            let top = voice.press(for: KeyPress(name: "u"), timeMs: 10)
            XCTAssertEqual(top.map { [$0.x, $0.y] }, [55, 130])
            XCTAssertNil(voice.press(for: KeyPress(name: "q"), timeMs: 10), "Q is nothing's now")
            XCTAssertEqual(voice.press(for: KeyPress(name: "keypad 7"), timeMs: 10).map { [$0.x, $0.y] }, [55, 130])
            XCTAssertTrue(voice.repeatsCalls(KeyPress(name: "f")))
            XCTAssertFalse(voice.repeatsCalls(KeyPress(name: "r")))
            XCTAssertTrue(voice.asksScore(KeyPress(name: "h")))
            XCTAssertFalse(voice.asksScore(KeyPress(name: "tab")))
        }
    }

    func testASettingsFileWithAnUnknownActionOrAReservedKeyIsRefused() throws {
        try MainActor.assumeIsolated {
            XCTAssertThrowsError(try ControlKeys.read(["jump": .string("j")]))
            XCTAssertThrowsError(try ControlKeys.read(["pause": .string("escape")]))
            XCTAssertThrowsError(try ControlKeys.read(["pause": .number(3)]))
            XCTAssertEqual(try ControlKeys.read([:]), .standard)
        }
    }
}
