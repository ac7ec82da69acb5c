import SDLKit
import Testing
import WormGame
import XCTest
@testable import WormApp

/// R70: a kiosk stays fullscreen whatever a visitor tries (F11, Alt+Enter, the pause overlay, the settings, the
/// window system taking fullscreen away), offers no Settings and no Quit on its title, and saves nothing but scores.
@MainActor
struct KioskLockTests {
    static let f11 = PlayerInput.key(KeyPress(name: "f11"))
    static let altEnter = PlayerInput.key(KeyPress(name: "return", alt: true))

    /// A kiosk run from `first` with `inject`ed inputs on the null platform's make-believe fullscreen window.
    func kioskRun(_ first: SceneName, lines: [(Int, ScriptLine.Action)] = [], inject: [(Int, PlayerInput)],
                  kiosk: Bool = true, storage: MemoryStorage = MemoryStorage(), durationMs: Int = 3_000) throws -> NullRun {
        // The run's own keeper, made from the command line as the program makes it.
        let settings = SettingsKeeper(options: try Options.parse(kiosk ? ["--kiosk"] : []), storage: storage, locale: .english)
        return try NullRun(first: first, lines: lines, inject: inject, durationMs: durationMs, storage: storage,
                           settings: settings, run: KioskFixture.run(kiosk: kiosk), fullscreen: kiosk)
    }

    @Test func theFullscreenKeysDoNothingInAKiosk() throws {
        let keys = [(100, KioskLockTests.f11), (200, KioskLockTests.altEnter)]
        let kiosk = try kioskRun(.title, inject: keys)
        #expect(kiosk.platform.switches == 0)
        #expect(kiosk.platform.fullscreen)
        #expect(kiosk.of("setting").isEmpty)
        #expect(kiosk.runner.scene.name == .title, "still running")
        let normal = try kioskRun(.title, inject: keys, kiosk: false)
        #expect(normal.platform.switches == 2, "outside a kiosk they switch")
    }

    @Test func thePauseOverlayHasNoFullscreenInAKiosk() throws {
        let pause = Playfield.pauseButton, fullscreen = Playfield.fullscreenButton
        let lines: [(Int, ScriptLine.Action)] = [
            (1_000, .press(x: Double(pause.x + 20), y: Double(pause.y + 20))),
            (1_500, .press(x: Double(fullscreen.x + 60), y: Double(fullscreen.y + 20))),
        ]
        let kiosk = try kioskRun(.arcade, lines: lines, inject: [])
        #expect(kiosk.of("pause").count == 1)
        #expect(kiosk.platform.switches == 0)
        #expect(kiosk.platform.fullscreen)
        let scene = try #require(kiosk.runner.scene as? GameScene<ArcadeMode>)
        #expect(!scene.overlay.buttons.contains { $0.choice == .fullscreen }, "not shown")
        let normal = try kioskRun(.arcade, lines: lines, inject: [], kiosk: false)
        #expect(normal.platform.switches == 1, "the same press switches a window that is not a kiosk")
    }

    @Test func theSettingsHaveNoFullscreenInAKioskAndNothingIsSaved() throws {
        let row = SettingsScene.menu(Settings(), language: .english).buttons.first { $0.choice == .fullscreen }!.frame
        let music = SettingsScene.menu(Settings(), language: .english).buttons.first { $0.choice == .musicDown }!.frame
        let lines: [(Int, ScriptLine.Action)] = [
            (100, .press(x: Double(row.x + 10), y: Double(row.y + 10))),
            (200, .press(x: Double(music.x + 10), y: Double(music.y + 10))),
            (300, .key("m")),
        ]
        let storage = MemoryStorage()
        let kiosk = try kioskRun(.settings, lines: lines, inject: [], storage: storage)
        #expect(kiosk.platform.switches == 0)
        #expect(kiosk.platform.fullscreen)
        #expect(kiosk.of("setting").map { $0.text("name") } == ["music_volume", "muted"], "applied for the run")
        #expect(kiosk.of("saved").isEmpty)
        #expect(storage.files[.settings] == nil, "settings.json never written in a kiosk")
        let scene = try #require(kiosk.runner.scene as? SettingsScene)
        #expect(!scene.menu.buttons.contains { $0.choice == .fullscreen })
        #expect(!scene.shownRows.contains { $0.label == .fullscreen })

        let normalStorage = MemoryStorage()
        let normal = try kioskRun(.settings, lines: lines, inject: [], kiosk: false, storage: normalStorage)
        #expect(normal.platform.switches == 1)
        #expect(normalStorage.files[.settings] != nil)
    }

    @Test func aKioskTitleHasNoSettingsNoQuitAndEscDoesNotEndIt() throws {
        let kiosk = try kioskRun(.title, lines: [(100, .key("escape"))], inject: [])
        let title = try #require(kiosk.runner.scene as? TitleScene)
        #expect(title.menu.buttons.map(\.choice) == [.classic, .arcade, .daily, .versus, .party, .scores, .howToPlay])
        #expect(kiosk.runner.runMs == 3_000, "ran to the end")
    }

    /// A kiosk's name scene left empty saves "Player" in the language, never the last visitor's name (R21).
    @Test func aKioskNeverGivesTheLastVisitorsName() throws {
        var document = ScoresDocument()
        document.lastName = "Ana"
        let t = NameSceneTests.afterRound
        for (kiosk, expected) in [(true, "Player"), (false, "Ana")] {
            let run = try NullRun(first: .arcade, lines: NameSceneTests.catchOne + [(t, .key("return"))], durationMs: t + 500,
                                  seed: 7, storage: MemoryStorage(files: [.scores: Array(document.text.utf8)]),
                                  run: KioskFixture.run(kiosk: kiosk))
            #expect(run.of("highscore").map { $0.text("name") } == [expected], "kiosk: \(kiosk)")
        }
    }
}

/// R70 on the real windowed platform.
nonisolated final class KioskWindowLockTests: XCTestCase, @unchecked Sendable {
    /// The real windowed platform on SDL's dummy driver: the window system taking fullscreen away (as a window
    /// manager may) is undone at the next frame, and F11 and Alt+Enter from SDL's queue do nothing.
    func testAKioskWindowGoesBackToFullscreenAndIgnoresTheFullscreenKeys() throws {
        try MainActor.assumeIsolated {
            let fixture = RenderFixture.shared
            EventQueue.flush()
            let window = try Window(title: "kiosk", width: 320, height: 480, fullscreen: true)
            let renderer = try Renderer(window: window, software: true, vsync: false)
            let files = ResourceFiles(custom: nil, bundled: RenderFixture.repository.appendingPathComponent("Resources").path)
            let painter = SceneRenderer(renderer: renderer, sprites: try Sprites(renderer: renderer, files: files),
                                        particleDrawing: .fastest(on: renderer.kind))
            let platform = try WindowedPlatform(window: window, painter: painter, clock: ManualClock(),
                                                kiosk: KioskPolicy(kiosk: true))
            XCTAssertTrue(window.isFullscreen)
            var inputs: [PlayerInput] = []
            try window.setFullscreen(false)  // what a window manager's request does
            XCTAssertFalse(window.isFullscreen)
            _ = try platform.beginFrame(runMs: 0, inputs: &inputs)
            XCTAssertTrue(window.isFullscreen, "fullscreen again")
            try EventQueue.pushKey(named: "F11", window: window)
            try EventQueue.pushKey(named: "Return", alt: true, window: window)
            try EventQueue.pushKey(named: "P", window: window)
            _ = try platform.beginFrame(runMs: 4, inputs: &inputs)
            let keys = inputs.filter { if case .key = $0 { return true } else { return false } }
            XCTAssertEqual(keys, [.key(KeyPress(name: "p"))], "the fullscreen keys never reach the game")
            XCTAssertTrue(window.isFullscreen)
            _ = fixture
        }
    }
}
