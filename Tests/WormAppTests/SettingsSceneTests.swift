import SDLKit
import WormGame
import XCTest
@testable import WormApp

/// An audio service that notes what it is asked, in order.
final class RecordingAudio: AudioOutput {
    private(set) var calls: [String] = []
    func play(_ name: SoundName, pitch: Int) { calls.append("play \(name.rawValue)") }
    func setPaused(_ paused: Bool) { calls.append("paused \(paused)") }
    func setMuted(_ muted: Bool) {}
    func setVolumes(music: Double, effects: Double) { calls.append("volumes \(music) \(effects)") }
    func previewMusic() { calls.append("preview music") }
}

/// The settings scene and settings.json (R50, R41).
nonisolated final class SettingsSceneTests: XCTestCase, @unchecked Sendable {
    /// The centre of the settings button for `choice`.
    @MainActor
    func button(_ choice: SettingsScene.Choice) -> ScriptLine.Action {
        let frame = SettingsScene.menu(Settings(), language: .english).buttons.first { $0.choice == choice }!.frame
        return .press(x: Double(frame.x + frame.width / 2), y: Double(frame.y + frame.height / 2))
    }

    /// Runs the settings scene with `lines` on `storage`, under `flags`.
    @MainActor
    func run(_ lines: [(Int, ScriptLine.Action)], storage: Storage, flags: SettingsKeeper.Flags = .init()) throws -> SceneRun {
        try SceneRun(first: .settings, lines: lines, durationMs: 2_000, storage: storage,
                     settings: SettingsKeeper(store: DocumentStore(storage: storage) { _ in }, flags: flags))
    }

    func testChangesApplyAtOnceAreLoggedAndKeptForTheNextRun() throws {
        try MainActor.assumeIsolated {
            let storage = MemoryStorage()
            // The language button cycles through auto, English and every catalogue (R90): pressed up to French.
            TestCatalogues.install()
            let toFrench = Settings.LanguageChoice.allCases.firstIndex(of: .chosen(.french))!
            let languages = Settings.LanguageChoice.allCases[1...toFrench].map { "string(\"language\")=string(\"\($0.rawValue)\")" }
            let presses = (0..<toFrench).map { (500 + 10 * $0, self.button(.language)) }
            let run = try self.run([(100, self.button(.musicDown)), (200, self.button(.musicDown)), (300, self.button(.effectsUp)),
                                    (400, self.button(.sound))] + presses + [(600, self.button(.reducedMotion))],
                                   storage: storage)
            let changes = run.of("setting").map { "\($0["name"]!)=\($0["value"]!)" }
            XCTAssertEqual(changes, ["string(\"music_volume\")=string(\"70\")", "string(\"music_volume\")=string(\"60\")",
                                     "string(\"effects_volume\")=string(\"100\")", "string(\"muted\")=string(\"true\")"]
                           + languages + ["string(\"reduced_motion\")=string(\"true\")"])
            XCTAssertEqual(run.runner.context.language, .french, "the language applies at once")
            XCTAssertTrue(run.runner.context.muted)
            let labels = try XCTUnwrap(run.runner.scene as? SettingsScene).menu.buttons.map(\.label)
            XCTAssertEqual(labels.last, "Retour", "the scene itself speaks French now")
            let next = try self.run([], storage: storage)
            let settings = next.runner.context.settings.current
            XCTAssertEqual(settings, Settings(musicVolume: 60, effectsVolume: 100, muted: true, language: .chosen(.french), fullscreen: false,
                                              reducedMotion: true))
        }
    }

    func testKeysWorkTheButtonsAndEscGoesBack() throws {
        try MainActor.assumeIsolated {
            let storage = MemoryStorage()
            let run = try self.run([(100, .key("down")), (105, .key("down")), (110, .key("return")), (120, .key("escape"))],
                                   storage: storage)
            XCTAssertEqual(run.of("setting").first?["value"], .string("90"), "the first Down shows the focus on −, the second moves it to +, then Enter")
            XCTAssertEqual(run.scenes, ["settings", "title"])
        }
    }

    func testAFlagWinsForTheRunAndIsNotSaved() throws {
        try MainActor.assumeIsolated {
            let storage = MemoryStorage()
            let run = try self.run([(100, self.button(.musicUp))], storage: storage, flags: .init(muted: true))
            XCTAssertTrue(run.runner.context.muted)
            let saved = try XCTUnwrap(storage.files[.settings]).map { Character(Unicode.Scalar($0)) }
            XCTAssertTrue(String(saved).contains("\"muted\": false"), String(saved))
            XCTAssertTrue(String(saved).contains("\"music_volume\": 90"), String(saved))
        }
    }

    func testABadSettingsFileIsSetAsideAndTheDefaultsServe() {
        MainActor.assumeIsolated {
            let storage = MemoryStorage(files: [.settings: Array(#"{"version": 1, "music_volume": 400}"#.utf8)])
            var warnings: [String] = []
            let keeper = SettingsKeeper(store: DocumentStore(storage: storage) { warnings.append($0) })
            XCTAssertEqual(keeper.current, Settings())
            XCTAssertEqual(warnings.count, 1)
            XCTAssertEqual(storage.setAsideFiles.count, 1)
        }
    }

    /// F11 (or Alt+Enter, or the pause overlay's button) changes the fullscreen setting as the settings scene
    /// does, so the scene shows what the window is and its button switches it the right way.
    func testFullscreenByKeyIsTheSettingTooAndTheSceneAgrees() throws {
        try MainActor.assumeIsolated {
            let storage = MemoryStorage()
            var window: WatchedPlatform?
            let run = try SceneRun(first: .settings, lines: [(100, .key("f11")), (200, self.button(.fullscreen)),
                                                             (300, .key("f11"))],
                                   durationMs: 2_000, storage: storage,
                                   settings: SettingsKeeper(store: DocumentStore(storage: storage) { _ in }), platform: { inner in
                                       let platform = WatchedPlatform(inner, fullscreen: false)
                                       window = platform
                                       return platform
                                   })
            XCTAssertEqual(run.of("setting").map { $0["value"] }, [.string("true"), .string("false"), .string("true")],
                           "F11 on; the scene's button off; F11 on")
            XCTAssertEqual(run.of("saved").count, 3)
            XCTAssertEqual(window?.fullscreen, true, "the window as the setting says")
            XCTAssertEqual(run.runner.context.settings.saved.fullscreen, true)
            let scene = try XCTUnwrap(run.runner.scene as? SettingsScene)
            XCTAssertEqual(scene.menu.buttons.first { $0.choice == .fullscreen }?.label, "On", "the scene shows it")
            let next = try self.run([(100, .key("f11"))], storage: storage)
            XCTAssertTrue(next.of("setting").isEmpty, "headless has no window to put in fullscreen: nothing to remember")
        }
    }

    /// Fullscreen the window manager sets (its own F11, seen as a resize) is read back: the setting and the scene
    /// show it, and it is not switched back (R21).
    func testFullscreenSetByTheWindowManagerIsReadBack() throws {
        try MainActor.assumeIsolated {
            let storage = MemoryStorage()
            var window: WatchedPlatform?
            let run = try SceneRun(first: .settings, lines: [(100, .resize(width: 1920, height: 1080))],
                                   durationMs: 1_000, storage: storage,
                                   settings: SettingsKeeper(store: DocumentStore(storage: storage) { _ in }), platform: { inner in
                                       let platform = WatchedPlatform(inner, fullscreen: false)
                                       platform.fullscreenAtResize = true
                                       window = platform
                                       return platform
                                   })
            XCTAssertEqual(run.of("setting").map { $0["value"] }, [.string("true")])
            XCTAssertEqual(window?.fullscreen, true, "left as the window manager made it")
            let scene = try XCTUnwrap(run.runner.scene as? SettingsScene)
            XCTAssertEqual(scene.menu.buttons.first { $0.choice == .fullscreen }?.label, "On", "the scene shows it")
            XCTAssertEqual(run.runner.context.settings.saved.fullscreen, true)
        }
    }

    /// M never reaches the scene's step: its frame must still differ, so the Sound row shows the change in the next
    /// frame, not at the next forced redraw half a second on (R21).
    func testMChangesTheSettingsFrameAtOnce() {
        MainActor.assumeIsolated {
            let context = SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(), seed: 1,
                                       dailyDate: "2026-11-30")
            let scene = SettingsScene(context: context)
            let placement = Placement(scale: 1, offsetX: 0, offsetY: 0)
            let before = scene.signature(context: context, placement: placement)
            context.apply(.toggleMute, t: 0)
            scene.settingsChanged(context: context)  // as the runner tells it, at the step's end
            XCTAssertNotEqual(scene.signature(context: context, placement: placement), before)
        }
    }

    /// Changing the effects volume plays the catch sound at the new volume; changing the music's makes the music
    /// heard at once, until the scene is left (R21).
    func testVolumeChangesAreHeardAtTheNewVolume() throws {
        try MainActor.assumeIsolated {
            let audio = RecordingAudio()
            let run = try SceneRun(first: .settings, lines: [(100, self.button(.effectsDown)), (200, self.button(.musicUp)),
                                                             (300, .key("escape"))],
                                   durationMs: 1_000, storage: MemoryStorage(), audio: audio)
            let effects = try XCTUnwrap(audio.calls.firstIndex(of: "play hit"))
            XCTAssertEqual(audio.calls[effects - 1], "volumes 0.8 0.9", "the sound plays after the new volume is set")
            let music = try XCTUnwrap(audio.calls.firstIndex(of: "preview music"))
            XCTAssertEqual(audio.calls[music - 1], "volumes 0.9 0.9")
            XCTAssertEqual(audio.calls.last, "paused true", "the music stops with the scene")
            XCTAssertEqual(run.of("sound").compactMap { $0["name"] }, [.string("hit"), .string("music")])
        }
    }

    /// M (and the pause overlay's Sound) changes the sound setting as the settings scene's Sound does: kept
    /// for the next run, shown at once; over a `--mute` flag too, which is the player's to change.
    func testMIsTheSoundSettingToo() throws {
        try MainActor.assumeIsolated {
            let storage = MemoryStorage()
            let run = try self.run([(100, .key("m"))], storage: storage)
            XCTAssertEqual(run.of("mute").first?["muted"], .bool(true))
            XCTAssertEqual(run.of("setting").map { $0["value"] }, [.string("true")])
            XCTAssertEqual(run.of("saved").count, 1)
            let scene = try XCTUnwrap(run.runner.scene as? SettingsScene)
            XCTAssertEqual(scene.menu.buttons.first { $0.choice == .sound }?.label, "Off", "the scene shows it")
            let next = try self.run([(100, .key("m"))], storage: storage, flags: .init(muted: true))
            XCTAssertEqual(next.of("setting").map { $0["value"] }, [.string("false")], "the flag said muted; M unmutes, and that is kept")
            XCTAssertFalse(try self.run([], storage: storage).runner.context.settings.current.muted)
        }
    }
}
