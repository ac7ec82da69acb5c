import Foundation
import WormGame
import XCTest
@testable import WormApp

/// A window with uneven frames, as a busy machine gives them: 0 to 5 steps each, and the player's own inputs at
/// chosen frames. It counts the frames it was asked to end.
final class ChoppyWindow: GamePlatform {
    /// Steps of each frame, in turn.
    static let pattern = [0, 3, 1, 5, 2, 0, 4, 1]
    /// The player's inputs by frame number.
    let playerInputs: [Int: [PlayerInput]]
    private(set) var frames = 0, endedFrames = 0

    init(playerInputs: [Int: [PlayerInput]] = [:]) {
        self.playerInputs = playerInputs
    }

    func beginFrame(runMs: Int, inputs: inout [PlayerInput]) throws -> Int? {
        defer { frames += 1 }
        inputs += playerInputs[frames] ?? []
        return Self.pattern[frames % Self.pattern.count]
    }
    func endFrame(lastStepMs: Int, signature: FrameSignature?, draw: () throws -> Void) throws { endedFrames += 1 }
    func finish(draw: () throws -> Void) throws {}
    func endRunMs(runMs: Int) -> Int { runMs }
    func toggleFullscreen() throws {}
    var isFullscreen: Bool? { false }
    func resize(width: Int, height: Int) throws {}
}

/// `ScriptedPlatform` hands a window's frames to the runner a step at a time with the script's lines due at each
/// step, so a window's playback logs what the headless run of the script logs, whatever its frames; the player's
/// presses and keys are left out, but for leaving.
nonisolated final class ScriptedPlatformTests: XCTestCase, @unchecked Sendable {
    /// Seed 7's first worm is at (131, 37) from 5 s: caught, then a miss, a pause and its resume.
    static let script: [(Int, ScriptLine.Action)] = [
        (5200, .press(x: 131, y: 37)), (7000, .press(x: 182, y: 220)), (8300, .key("p")), (8800, .key("p")),
    ]

    func scriptLines() -> [ScriptLine] {
        Self.script.enumerated().map { ScriptLine(timeMs: $1.0, action: $1.1, lineNumber: $0 + 1) }
    }

    func testUnevenFramesPlayTheScriptAsHeadlessDoesAndThePlayerIsLeftOut() throws {
        try MainActor.assumeIsolated {
            let headless = try SceneRun(first: .classic, lines: Self.script, durationMs: 12_000, seed: 7)
            XCTAssertEqual(headless.of("hit").count, 1)
            // The player clicks the first worm, pauses and loses the focus; none of it reaches the playback.
            let player: [PlayerInput] = [.press(Press(timeMs: 0, x: 131, y: 37)), .key(KeyPress(name: "p")), .focusLost,
                                         .text("a"), .minimized]
            let window = ChoppyWindow(playerInputs: [640: player, 660: player])  // about 5.1 and 5.3 s
            let scripted = ScriptedPlatform(window: window, script: scriptLines(), durationMs: 12_000)
            let played = try SceneRun(first: .classic, durationMs: 12_000, seed: 7, platform: { _ in scripted })
            XCTAssertEqual(played.events, headless.events)
            XCTAssertEqual(window.endedFrames, window.frames - 1, "each of the window's frames ended once (not the last)")
        }
    }

    func testEscAndClosingLeaveThePlaybackButNotAKiosksEsc() throws {
        try MainActor.assumeIsolated {
            for (input, kiosk, leaves) in [(PlayerInput.key(KeyPress(name: "escape")), false, true),
                                           (.closed, false, true), (.key(KeyPress(name: "escape")), true, false)] {
                let window = ChoppyWindow(playerInputs: [400: [input]])
                let scripted = ScriptedPlatform(window: window, script: scriptLines(), durationMs: 12_000, policy: KioskPolicy(kiosk: kiosk))
                let run = try SceneRun(first: .classic, durationMs: 12_000, seed: 7, platform: { _ in scripted })
                let lastT = run.events.last?["t"].flatMap { if case .number(let t) = $0 { Int(t) } else { nil } } ?? 0
                XCTAssertEqual(lastT < 5_000, leaves, "\(input), kiosk: \(kiosk)")
            }
        }
    }
}
