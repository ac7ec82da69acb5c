import WormGame
import XCTest
@testable import WormApp

/// R114 in the program: menus scan by themselves and the switch chooses; in play the switch catches.
nonisolated final class OneSwitchPlayTests: XCTestCase, @unchecked Sendable {
    func testTheTitleScansByItselfAndTheSwitchChoosesWhatItShows() throws {
        try MainActor.assumeIsolated {
            // Classic held 2.25 s, then Arcade for 1.5 s: Space at 3 s chooses Arcade.
            let run = try SceneRun(first: .title, lines: [(3_000, .key("space"))], durationMs: 3_500, settings: .withOneSwitch())
            let items = run.of("focus").compactMap { if case .string(let item)? = $0["item"] { item } else { nil } }
            XCTAssertEqual(items.prefix(2), ["classic", "arcade"])
            XCTAssertEqual(run.scenes, ["title", "arcade"])
            let times = run.of("focus").compactMap { if case .number(let t)? = $0["t"] { Int(t) } else { nil } }
            XCTAssertEqual(times.prefix(2), [0, 2_252], "the first item held 1.5 × the 1.5 s interval")
        }
    }

    func testAClickAnywhereIsTheSwitchInAMenu() throws {
        try MainActor.assumeIsolated {
            let run = try SceneRun(first: .title, lines: [(500, .press(x: 5, y: 5))], durationMs: 1_000, settings: .withOneSwitch())
            XCTAssertEqual(run.scenes, ["title", "classic"], "the focus was on Classic")
        }
    }

    func testARoundPlayedWithOneKeyCatchesTheWormsOutLongestAndNoBeetle() throws {
        try MainActor.assumeIsolated {
            let presses = stride(from: 5_400, through: 64_000, by: 350).map { ($0, ScriptLine.Action.key("space")) }
            let run = try SceneRun(first: .arcade, lines: presses, durationMs: 66_000, settings: .withOneSwitch())
            XCTAssertGreaterThan(run.of("hit").count, 60, "Space alone catches worms")
            XCTAssertTrue(run.of("miss").allSatisfy { $0["reason"] == .string("escape") }, "no press is on the ground")
            XCTAssertEqual(run.scenes.first, "name", "the round entered the table")
        }
    }

    /// A round to its row with Space alone: the name scene's offer is answered by the switch, so the row is kept
    /// under "Player" and the results open (R114).
    func testARoundAndItsNameAreDoneWithOneKey() throws {
        try MainActor.assumeIsolated {
            let presses = stride(from: 5_400, through: 64_000, by: 350).map { ($0, ScriptLine.Action.key("space")) }
            let run = try SceneRun(first: .arcade, lines: presses + [(67_000, .key("space"))], durationMs: 68_000,
                                   settings: .withOneSwitch())
            XCTAssertEqual(Array(run.scenes.prefix(2)), ["name", "results"], "the offer kept the name")
            XCTAssertTrue(run.of("saved").contains { $0["file"] == .string("scores.json") })
            XCTAssertTrue(run.runner.context.scores.document.arcade.entries.contains { $0.name == "Player" })
        }
    }

    /// The name scene's offer and scan are spoken as the focus moves by itself (R111, R114).
    func testTheOfferAndTheScanAreSpoken() throws {
        try MainActor.assumeIsolated {
            var flags = AccessOptions()
            flags.oneSwitch = true
            let storage = MemoryStorage(files: [.settings: Array(#"{"version": 1, "seen_how_to_play": true, "speech": "on"}"#.utf8)])
            let keeper = SettingsKeeper(store: DocumentStore(storage: storage) { _ in }, flags: .init(access: flags))
            let presses = stride(from: 5_400, through: 64_000, by: 350).map { ($0, ScriptLine.Action.key("space")) }
            let run = try SceneRun(first: .arcade, lines: presses, durationMs: 70_000, settings: keeper)
            let spoken = run.of("speak").compactMap { event -> String? in
                if case .string(let text)? = event["text"] { return text }
                return nil
            }
            XCTAssertTrue(spoken.contains("Keep the name Player"), "\(spoken.suffix(6))")
            XCTAssertTrue(spoken.contains("Type a name"), "the scan moved on by itself and said so")
        }
    }

    func testAClickIsTheSwitchInPlayAndNeverAMissWhenNothingIsOut() throws {
        try MainActor.assumeIsolated {
            // A click every 100 ms at the field's middle: each catches the worm out the longest, or does nothing.
            let clicks = stride(from: 5_100, through: 15_000, by: 100).map { ($0, ScriptLine.Action.press(x: 160, y: 240)) }
            let run = try SceneRun(first: .arcade, lines: clicks, durationMs: 15_100, settings: .withOneSwitch())
            XCTAssertGreaterThan(run.of("hit").count, 5, "a click catches")
            XCTAssertTrue(run.of("miss").allSatisfy { $0["reason"] == .string("escape") }, "\(run.of("miss"))")
        }
    }
}
