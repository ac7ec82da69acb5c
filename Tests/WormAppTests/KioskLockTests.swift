import SDLKit
import WormGame
import XCTest
@testable import WormApp

/// R70: a kiosk stays fullscreen whatever a visitor tries (F11, Alt+Enter, the pause overlay, the settings, the
/// window system taking fullscreen away), offers no Settings and no Quit on its title, and saves nothing but scores.
nonisolated final class KioskLockTests: XCTestCase, @unchecked Sendable {
    @MainActor static let f11 = PlayerInput.key(KeyPress(name: "f11"))
    @MainActor static let altEnter = PlayerInput.key(KeyPress(name: "return", alt: true))

    /// A kiosk run from `first` with `inject`ed inputs on a make-believe fullscreen window.
    @MainActor
    func kioskRun(_ first: SceneName, lines: [(Int, ScriptLine.Action)] = [], inject: [(Int, PlayerInput)],
                  kiosk: Bool = true, storage: MemoryStorage = MemoryStorage(), durationMs: Int = 3_000) throws
        -> (run: SceneRun, window: InjectingPlatform) {
        var window: InjectingPlatform?
        // The run's own keeper, made from the command line as the program makes it.
        let settings = SettingsKeeper(options: try Options.parse(kiosk ? ["--kiosk"] : []), storage: storage, locale: .english)
        let run = try SceneRun(first: first, lines: lines, durationMs: durationMs, storage: storage, settings: settings,
                               run: KioskFixture.run(kiosk: kiosk)) { inner in
            let platform = InjectingPlatform(inner, inject: inject, fullscreen: kiosk)
            window = platform
            return platform
        }
        return (run, window!)
    }

    func testTheFullscreenKeysDoNothingInAKiosk() throws {
        try MainActor.assumeIsolated {
            let keys = [(100, KioskLockTests.f11), (200, KioskLockTests.altEnter)]
            let kiosk = try kioskRun(.title, inject: keys)
            XCTAssertEqual(kiosk.window.switches, 0)
            XCTAssertTrue(kiosk.window.fullscreen)
            XCTAssertTrue(kiosk.run.of("setting").isEmpty)
            XCTAssertEqual(kiosk.run.runner.scene.name, .title, "still running")
            let normal = try kioskRun(.title, inject: keys, kiosk: false)
            XCTAssertEqual(normal.window.switches, 2, "outside a kiosk they switch")
        }
    }

    func testThePauseOverlayHasNoFullscreenInAKiosk() throws {
        try MainActor.assumeIsolated {
            let pause = Playfield.pauseButton, fullscreen = Playfield.fullscreenButton
            let lines: [(Int, ScriptLine.Action)] = [
                (1_000, .press(x: Double(pause.x + 20), y: Double(pause.y + 20))),
                (1_500, .press(x: Double(fullscreen.x + 60), y: Double(fullscreen.y + 20))),
            ]
            let kiosk = try kioskRun(.arcade, lines: lines, inject: [])
            XCTAssertEqual(kiosk.run.of("pause").count, 1)
            XCTAssertEqual(kiosk.window.switches, 0)
            XCTAssertTrue(kiosk.window.fullscreen)
            let scene = try XCTUnwrap(kiosk.run.runner.scene as? GameScene<ArcadeMode>)
            XCTAssertFalse(scene.overlay.buttons.contains { $0.choice == .fullscreen }, "not shown")
            let normal = try kioskRun(.arcade, lines: lines, inject: [], kiosk: false)
            XCTAssertEqual(normal.window.switches, 1, "the same press switches a window that is not a kiosk")
        }
    }

    func testTheSettingsHaveNoFullscreenInAKioskAndNothingIsSaved() throws {
        try MainActor.assumeIsolated {
            let row = SettingsScene.menu(Settings(), language: .english).buttons.first { $0.choice == .fullscreen }!.frame
            let music = SettingsScene.menu(Settings(), language: .english).buttons.first { $0.choice == .musicDown }!.frame
            let lines: [(Int, ScriptLine.Action)] = [
                (100, .press(x: Double(row.x + 10), y: Double(row.y + 10))),
                (200, .press(x: Double(music.x + 10), y: Double(music.y + 10))),
                (300, .key("m")),
            ]
            let storage = MemoryStorage()
            let kiosk = try kioskRun(.settings, lines: lines, inject: [], storage: storage)
            XCTAssertEqual(kiosk.window.switches, 0)
            XCTAssertTrue(kiosk.window.fullscreen)
            XCTAssertEqual(kiosk.run.of("setting").map { $0.text("name") }, ["music_volume", "muted"], "applied for the run")
            XCTAssertTrue(kiosk.run.of("saved").isEmpty)
            XCTAssertNil(storage.files[.settings], "settings.json never written in a kiosk")
            let scene = try XCTUnwrap(kiosk.run.runner.scene as? SettingsScene)
            XCTAssertFalse(scene.menu.buttons.contains { $0.choice == .fullscreen })
            XCTAssertFalse(scene.shownRows.contains { $0.label == .fullscreen })

            let normalStorage = MemoryStorage()
            let normal = try kioskRun(.settings, lines: lines, inject: [], kiosk: false, storage: normalStorage)
            XCTAssertEqual(normal.window.switches, 1)
            XCTAssertNotNil(normalStorage.files[.settings])
        }
    }

    func testAKioskTitleHasNoSettingsNoQuitAndEscDoesNotEndIt() throws {
        try MainActor.assumeIsolated {
            let kiosk = try kioskRun(.title, lines: [(100, .key("escape"))], inject: [])
            let title = try XCTUnwrap(kiosk.run.runner.scene as? TitleScene)
            XCTAssertEqual(title.menu.buttons.map(\.choice), [.classic, .arcade, .daily, .versus, .party, .scores, .howToPlay])
            XCTAssertFalse(kiosk.run.runner.isDone && kiosk.run.runner.runMs < 3_000, "ran to the end")
            XCTAssertEqual(kiosk.run.runner.runMs, 3_000)
        }
    }

    /// A kiosk's name scene left empty saves "Player" in the language, never the last visitor's name (R21).
    func testAKioskNeverGivesTheLastVisitorsName() throws {
        try MainActor.assumeIsolated {
            var document = ScoresDocument()
            document.lastName = "Ana"
            let t = NameSceneTests.afterRound
            for (kiosk, expected) in [(true, "Player"), (false, "Ana")] {
                let run = try SceneRun(first: .arcade, lines: NameSceneTests.catchOne + [(t, .key("return"))], durationMs: t + 500,
                                       seed: 7, storage: MemoryStorage(files: [.scores: Array(document.text.utf8)]),
                                       run: KioskFixture.run(kiosk: kiosk))
                XCTAssertEqual(run.of("highscore").map { $0.text("name") }, [expected], "kiosk: \(kiosk)")
            }
        }
    }

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
