import WormGame
import XCTest
@testable import WormApp

/// Settings → World board's address (R120) typed without a physical keyboard: the address keyboard has the keys an
/// address needs (`:`, `/`, `.`, `-`, `http://`), pressed by touch, a pad's cursor, the arrows or one switch (R114).
nonisolated final class BoardAddressSceneTests: XCTestCase, @unchecked Sendable {
    /// A context whose settings have one switch `on`.
    @MainActor
    func context(oneSwitch on: Bool = false) -> SceneContext {
        let storage = MemoryStorage(files: [.settings: Array(#"{"version": 1, "one_switch": \#(on), "scan_ms": 1000}"#.utf8)])
        return SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(), seed: 1,
                            dailyDate: "2026-11-30", settings: SettingsKeeper(store: DocumentStore(storage: storage) { _ in }))
    }

    /// The address a step's commands keep, if one does (`.some(nil)`: the board turned off).
    @MainActor
    func kept(_ commands: [Command]) -> String?? {
        for command in commands { if case .change(.worldBoard(let address)) = command { return .some(address) } }
        return nil
    }

    /// A touch in the middle of the address keyboard's key that types `text` (or ⌫, OK).
    @MainActor
    func touch(_ action: OnScreenKeyboard.Action) throws -> PlayerInput {
        let frame = try XCTUnwrap(OnScreenKeyboard.address().keys.first { $0.action == action }?.frame)
        return .press(Press(timeMs: 0, x: Double(frame.x + frame.width / 2), y: Double(frame.y + frame.height / 2)))
    }

    func testTouchTypesAnAddressWithAPortAndOKKeepsIt() throws {
        try MainActor.assumeIsolated {
            let context = self.context()
            let scene = BoardAddressScene(current: nil)
            var presses = [try self.touch(.type("http://"))]
            for character in "board.example-1:8080" { presses.append(try self.touch(.type(String(character)))) }
            for press in presses { _ = scene.step([press], context: context) }
            XCTAssertEqual(scene.typed, "http://board.example-1:8080")
            try GoldenImage.check(try RenderFixture.shared.frame { try scene.draw(with: $0, context: context) }, named: "board-address-keyboard")
            _ = scene.step([try self.touch(.backspace)], context: context)
            let commands = scene.step([try self.touch(.ok)], context: context)
            XCTAssertEqual(self.kept(commands), .some("http://board.example-1:808"))
        }
    }

    func testTheArrowsReachTheColonAndSayIt() throws {
        try MainActor.assumeIsolated {
            let context = self.context()
            let scene = BoardAddressScene(current: "http://a")
            // The first arrow shows the focus on the first letter (a); Down twice, to u's row, then Left wraps to -.
            for key in [Key.down, .down, .down] { _ = scene.step([.key(KeyPress(key))], context: context) }
            XCTAssertEqual(scene.focusItem(language: .english)?.spoken, "u")
            for _ in 0..<4 { _ = scene.step([.key(KeyPress(.left))], context: context) }
            XCTAssertEqual(scene.focusItem(language: .english)?.spoken, ":")
            _ = scene.step([.key(KeyPress(.enter))], context: context)
            XCTAssertEqual(scene.typed, "http://a:")
        }
    }

    func testOneSwitchScansTheRowsAtOnceAndTypesAPort() throws {
        try MainActor.assumeIsolated {
            let context = self.context(oneSwitch: true)
            let scene = BoardAddressScene(current: "http://b", oneSwitch: true)
            let keyboard = scene.entry.keyboard
            let rows = KeyboardFocus.rows(of: keyboard)
            XCTAssertEqual(scene.oneSwitch?.phase, .rows(row: 0), "no name to offer: the scan starts on the rows")
            XCTAssertEqual(scene.focusItem(language: .english)?.key, "row_1")
            var steps = 0
            /// Steps until the scan shows `phase` (at most 60 s), then presses the switch.
            @MainActor func switchAt(_ phase: OneSwitchNaming.Phase) -> [Command] {
                while scene.oneSwitch?.phase != phase && steps < 60_000 / Simulation.stepMs {
                    _ = scene.step([], context: context)
                    steps += 1
                }
                return scene.step([.key(KeyPress(.space))], context: context)
            }
            /// Where the key of `action` is in the scan: its row and its place in the row.
            @MainActor func place(_ action: OnScreenKeyboard.Action) throws -> (row: Int, key: Int) {
                let index = try XCTUnwrap(keyboard.keys.firstIndex { $0.action == action })
                let row = try XCTUnwrap(rows.firstIndex { $0.contains(index) })
                return (row, try XCTUnwrap(rows[row].firstIndex(of: index)))
            }
            for action in [OnScreenKeyboard.Action.type(":"), .type("8"), .ok] {
                let (row, key) = try place(action)
                _ = switchAt(.rows(row: row))
                let commands = switchAt(.keys(row: row, key: key))
                if action == .ok { XCTAssertEqual(self.kept(commands), .some("http://b:8")) }
            }
            XCTAssertEqual(scene.typed, "http://b:8")
        }
    }
}
