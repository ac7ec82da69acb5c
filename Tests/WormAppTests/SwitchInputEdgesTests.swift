import WormGame
import XCTest
@testable import WormApp

/// Where the one switch's press and release meet the rest of the input (R73, R114): a held click's or a script's
/// gesture, and a key held across a Versus round's change.
nonisolated final class SwitchInputEdgesTests: XCTestCase, @unchecked Sendable {
    /// A click held 5.1 s at the top-left corner, let go as a window tells it: the lift, then the long press.
    @MainActor static let cornerHeld: [(Int, PlayerInput)] = [
        (500, .press(Press(timeMs: 500, x: 10, y: 10, source: .mouse))), (5_600, .lifted), (5_600, .longPress(x: 10, y: 10, ms: 5_100)),
    ]

    func testAClickSwitchHeldAtTheCornerNeverOpensTheOperatorsPinPad() throws {
        try MainActor.assumeIsolated {
            let kiosk = KioskFixture.run(pin: "2468")
            let withSwitch = try NullRun(first: .title, inject: Self.cornerHeld, durationMs: 6_000, settings: .withOneSwitch(), run: kiosk)
            XCTAssertFalse(withSwitch.scenes.contains("operator_pin"), "\(withSwitch.scenes)")
            // A script's long press comes with its touch, before the lift: the switch's all the same.
            let scripted = try NullRun(first: .title, lines: [(500, .gesture(x: 10, y: 10, dx: 0, dy: 0, ms: 5_100))],
                                       durationMs: 6_000, settings: .withOneSwitch(), run: kiosk)
            XCTAssertFalse(scripted.scenes.contains("operator_pin"), "\(scripted.scenes)")
            let without = try NullRun(first: .title, inject: Self.cornerHeld, durationMs: 6_000, run: KioskFixture.run(pin: "2468"))
            XCTAssertEqual(without.scenes, ["title", "operator_pin"], "without one switch the corner is the operator's")
        }
    }

    func testAKeyHeldWhenAVersusRoundChangesIsLetGo() {
        MainActor.assumeIsolated {
            let line = ScriptLine(timeMs: 500, action: .key("space", scancode: nil), lineNumber: 1, heldMs: 2_000)
            var feeder = ScriptFeeder(lines: [line])
            var pads: [ScriptLine.PadLine] = []
            var first: [PlayerInput] = []
            _ = feeder.feed(on: .round(1, ms: 600), runMs: 600, into: &first, pads: &pads)
            XCTAssertEqual(first, [.key(KeyPress(.space))])
            var next: [PlayerInput] = []
            _ = feeder.feed(on: .round(2, ms: 0), runMs: 9_000, into: &next, pads: &pads)
            XCTAssertEqual(next, [.keyUp(KeyPress(.space))], "let go as the round changes, not kept down")
        }
    }
}
