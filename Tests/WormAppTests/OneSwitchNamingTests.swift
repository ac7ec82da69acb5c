import Testing
import WormGame
import XCTest
@testable import WormApp

/// R114's name scene: with one switch it offers to keep "Player" first, then a scanning keyboard (rows, then keys).
@MainActor
struct OneSwitchNamingTests {
    /// A name scene for an Arcade round, in a context whose settings have one switch `on`, and the context.
    static func nameScene(oneSwitch on: Bool) -> (NameScene, SceneContext) {
        let storage = MemoryStorage(files: [.settings: Array(#"{"version": 1, "one_switch": \#(on), "scan_ms": 1000}"#.utf8)])
        let context = SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(), seed: 1,
                                   dailyDate: "2026-11-30", settings: SettingsKeeper(store: DocumentStore(storage: storage) { _ in }))
        let summary = ArcadeSummary(score: 420, caught: 12, missed: 3, bestCombo: 5, reactionTimes: [300])
        let round = FinishedRound(kind: .arcade, summary: summary, replay: Replay(mode: .arcade, seed: 1, version: "0.1.0"),
                                  date: "2026-11-30")
        return (NameScene(round: round, context: context), context)
    }

    /// The name a step's commands save the round under, if one does.
    static func saved(_ commands: [Command]) -> String? {
        for command in commands { if case .saveRound(_, let typed) = command { return typed } }
        return nil
    }

    @Test func theSwitchAtOnceKeepsTheOfferedName() {
        let (scene, context) = Self.nameScene(oneSwitch: true)
        #expect(scene.focusItem(language: .english)?.spoken == "Keep the name Player")
        for _ in 0..<(800 / Simulation.stepMs) { _ = scene.step([], context: context) }
        #expect(Self.saved(scene.step([.key(KeyPress(.space))], context: context)) == "", "kept: the empty field's Player")
        // Without one switch, Space is no answer: the scene waits for a name.
        let (plain, plainContext) = Self.nameScene(oneSwitch: false)
        for _ in 0..<(800 / Simulation.stepMs) { _ = plain.step([], context: plainContext) }
        #expect(Self.saved(plain.step([.key(KeyPress(.space))], context: plainContext)) == nil)
    }

    /// After a row's last key the scan goes back to the rows by itself: a row taken by mistake costs one pass.
    @Test func aRowsLastKeyLeadsBackToTheRows() {
        var naming = OneSwitchNaming()
        let rows = [[0, 1], [2, 3]]
        _ = naming.choose(rows: rows)  // Keep is focused: kept
        naming = OneSwitchNaming()
        for _ in 0..<(1_500 / Simulation.stepMs + 1) { naming.step(interval: 1_000, rows: rows) }
        #expect(naming.phase == .offer(keep: false))
        #expect(naming.choose(rows: rows) == nil)
        #expect(naming.choose(rows: rows) == nil)
        #expect(naming.phase == .keys(row: 0, key: 0))
        for _ in 0..<(1_500 / Simulation.stepMs + 1) { naming.step(interval: 1_000, rows: rows) }
        #expect(naming.phase == .keys(row: 0, key: 1))
        for _ in 0..<(1_000 / Simulation.stepMs + 1) { naming.step(interval: 1_000, rows: rows) }
        #expect(naming.phase == .rows(row: 0))
    }
}

/// R114's scanning keyboard, its offer drawn (a golden image, so an XCTest case).
nonisolated final class OneSwitchNamingScanTests: XCTestCase, @unchecked Sendable {
    func testTheScanningKeyboardTypesALetterByRowThenKeyAndOKSavesIt() throws {
        try MainActor.assumeIsolated {
            let (scene, context) = OneSwitchNamingTests.nameScene(oneSwitch: true)
            let rows = KeyboardFocus.rows(of: scene.keyboard)
            let okIndex = try XCTUnwrap(scene.keyboard.keys.firstIndex { $0.action == .ok })
            let okRow = try XCTUnwrap(rows.firstIndex { $0.contains(okIndex) }), okKey = try XCTUnwrap(rows[okRow].firstIndex(of: okIndex))
            var steps = 0
            /// Steps with no input until the scan shows `phase` (at most 30 s), then presses the switch.
            @MainActor func switchAt(_ phase: OneSwitchNaming.Phase) -> [Command] {
                while scene.oneSwitch?.phase != phase && steps < 30_000 / Simulation.stepMs {
                    _ = scene.step([], context: context)
                    steps += 1
                }
                return scene.step([.press(Press(timeMs: 0, x: 5, y: 5))], context: context)  // a click anywhere is the switch
            }
            try GoldenImage.check(try RenderFixture.shared.frame { try scene.draw(with: $0, context: context) }, named: "name-one-switch-offer")
            _ = switchAt(.offer(keep: false))  // Type a name, after Keep's 1.5 s
            XCTAssertEqual(scene.oneSwitch?.phase, .rows(row: 0))
            XCTAssertEqual(scene.focusItem(language: .english)?.key, "row_1")
            _ = switchAt(.rows(row: 1))  // the first letters' row
            XCTAssertEqual(scene.oneSwitch?.phase, .keys(row: 1, key: 0))
            _ = switchAt(.keys(row: 1, key: 2))
            XCTAssertEqual(scene.typed, scene.keyboard.keys[rows[1][2]].label)
            _ = switchAt(.rows(row: okRow))
            let commands = switchAt(.keys(row: okRow, key: okKey))
            XCTAssertEqual(OneSwitchNamingTests.saved(commands), scene.keyboard.keys[rows[1][2]].label, "OK saves the letter typed")
        }
    }
}
