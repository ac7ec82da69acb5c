import Testing
import WormGame
@testable import WormApp

/// What a window-close request (SDL_QUIT: Alt+F4, the title bar's ×, the window manager's WM_DELETE_WINDOW) does:
/// a kiosk ignores it and logs it (R70: only SIGTERM and the operator's Quit end a kiosk); anywhere else it ends
/// the program, in the attract mode too. On the null platform.
@MainActor
struct WindowCloseTests {
    /// A run from `first` with the window closed at 100 ms, for at most 2 s.
    func closedRun(_ first: SceneName, kiosk: Bool, attractMs: Int? = nil) throws -> NullRun {
        try NullRun(first: first, inject: [(100, .closed)], durationMs: 2_000,
                    run: KioskFixture.run(kiosk: kiosk, attractMs: attractMs), fullscreen: kiosk)
    }

    @Test func aKioskIgnoresTheWindowsClosingAndLogsIt() throws {
        let run = try closedRun(.title, kiosk: true)
        #expect(run.runner.runMs >= 2_000, "the kiosk plays on")
        #expect(run.runner.scene.name == .title)
        let ignored = run.of("close_ignored")
        #expect(ignored.count == 1)
        #expect(ignored.first?.int("t") == 100)
    }

    @Test func aKioskInItsAttractModeIgnoresTheClosingToo() throws {
        let run = try closedRun(.attract, kiosk: true)
        #expect(run.runner.runMs >= 2_000)
        #expect(run.of("close_ignored").count == 1)
        #expect(run.scenes == ["attract"], "the closing is not a player's input: the attract mode plays on")
    }

    @Test func outsideAKioskClosingTheWindowEndsTheProgramAtOnce() throws {
        let run = try closedRun(.title, kiosk: false)
        #expect(run.runner.runMs < 200)
        #expect(run.of("close_ignored").isEmpty)
    }

    @Test func outsideAKioskClosingTheWindowDuringTheAttractModeEndsTheProgram() throws {
        let run = try closedRun(.attract, kiosk: false, attractMs: 1_000)
        #expect(run.runner.runMs < 200, "the attract mode does not swallow the window's closing")
        #expect(run.scenes == ["attract"])
        #expect(run.of("attract").map { $0.text("state") } == ["start", "stop"])
    }

    @Test func theNullPlatformRecordsTheFramesItWouldDrawAndSkipsTheSameOnes() throws {
        let run = try NullRun(first: .scores, durationMs: 1_000)
        #expect(run.platform.frames.count == 1, "a still scene is drawn once: \(run.platform.frames.count)")
        #expect(run.platform.frames.first?.lastStepMs == 0)
    }
}
