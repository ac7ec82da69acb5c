import WormGame
import XCTest
@testable import WormApp

/// R114's "every scene can be reached and left with the switch alone": a player with one switch (Space, taps and
/// holds only) walks every scene from the title and back, waiting each time for the scan to reach the item wanted.
nonisolated final class OneSwitchWalkTests: XCTestCase, @unchecked Sendable {
    typealias Step = SwitchPilot.Step

    /// An Arcade round to its name and results, a row's details with Export and Close, and back to the title.
    @MainActor static let arcadeToScores: [Step] = [
        .choose("arcade", in: "title"), .await("arcade"),
        .tapEvery(350, until: "name"),
        .choose("keep", in: "name"), .await("results"),
        .choose("scores", in: "results"), .await("scores"),
        .choose("details", in: "scores"),
        .choose("export", in: "scores"), .choose("close", in: "scores"),
        .choose("back", in: "scores"), .await("title"),
    ]

    /// Settings and each of its pages, there and back.
    @MainActor static let settingsPages: [Step] = [
        .choose("settings", in: "title"), .await("settings"),
        .choose("assists", in: "settings"), .await("assists"),
        .choose("controls", in: "assists"), .await("controls"),
        .back, .await("assists"),
        .choose("back", in: "assists"), .await("settings"),
        .choose("world_board", in: "settings"), .await("world_board"),
        .back, .await("settings"),
        .choose("back", in: "settings"), .await("title"),
    ]

    /// Every page of the scores (each empty but Versus's until a round is played) and back.
    @MainActor static let scoresPages: [Step] = [.choose("scores", in: "title"), .await("scores")]
        + Array(repeating: Step.choose("next", in: "scores"), count: ScoresScene.Page.allCases.filter { !$0.isWorld }.count)
        + [.choose("previous", in: "scores"), .back, .await("title")]

    /// How to play, Party's lobby (the switch joins as the mouse's seat) and the Versus lobby, its name kept by
    /// the scanning keyboard's OK.
    @MainActor static let lobbies: [Step] = [
        .choose("how_to_play", in: "title"), .await("how_to_play"), .tap, .await("title"),
        .choose("party", in: "title"), .await("party"),
        .choose("join", in: "party"), .choose("back", in: "party"), .await("title"),
        .choose("versus", in: "title"), .await("lobby"),
        .choose("name", in: "lobby"), .await("name"), .choose("row_6", in: "name"), .choose("ok", in: "name"), .await("lobby"),
        .choose("back", in: "lobby"), .await("title"),
    ]

    /// A Classic round paused by a hold, resumed, paused again and quit to its summary, then the title.
    @MainActor static let classicWithPause: [Step] = [
        .choose("classic", in: "title"), .await("classic"), .wait(6_000),
        .back, .choose("resume", in: "classic"), .wait(4_000),
        .back, .choose("quit", in: "classic"), .await("classic_summary"),
        .choose("title", in: "classic_summary"), .await("title"),
    ]

    func testEverySceneIsReachedAndLeftWithTheSwitchAlone() throws {
        try MainActor.assumeIsolated {
            // The scores while empty, an Arcade round before the Versus name is typed (a name known, a row is
            // kept under it with no name scene).
            let walk = Self.settingsPages + Self.scoresPages + Self.classicWithPause + Self.arcadeToScores + Self.lobbies
                + [.back, .choose("yes", in: "title")]
            let run = try PilotRun(walk)
            XCTAssertNil(run.failure, "scenes so far: \(run.scenes)")
            for scene in ["settings", "assists", "controls", "world_board", "how_to_play", "party", "lobby", "scores",
                          "classic", "classic_summary", "arcade", "name", "results"] {
                Self.assertReachedAndLeft(scene, in: run)
            }
            XCTAssertEqual(run.of("peer").first?["state"], .string("joined"), "the switch joined the party")
            XCTAssertEqual(run.of("pause").count, 2)
            XCTAssertEqual(run.of("resume").count, 1, "the overlay's Resume chosen by the switch")
            XCTAssertTrue(run.of("saved").contains { event in
                if case .string(let file)? = event["file"] { file.hasSuffix(".replay") || file.contains("replay") } else { false }
            }, "Export wrote the row's replay: \(run.of("saved"))")
            XCTAssertEqual(run.of("confirm").last?["answer"], .string("yes"), "the quit question's Yes reached by the scan")
            XCTAssertTrue(run.runner.isDone, "Yes ended the program")
        }
    }

    /// A kiosk's walk (R70, R73): the switch plays and walks its menus but never opens the operator's PIN pad, even
    /// held long on the title.
    func testInAKioskTheSwitchNeverOpensTheOperatorsPinPad() throws {
        try MainActor.assumeIsolated {
            // A kiosk shows How to play before each player's first Arcade round (R21, R71).
            let arcade = [Step.choose("arcade", in: "title"), .await("how_to_play"), .tap] + Self.arcadeToScores.dropFirst()
            let walk: [Step] = [.hold(ms: 6_000), .wait(500)] + Self.scoresPages + arcade + Self.lobbies
                + [.hold(ms: 6_000), .wait(1_000)]
            let run = try PilotRun(walk, run: KioskFixture.run(pin: "2468"))
            XCTAssertNil(run.failure, "scenes so far: \(run.scenes)")
            XCTAssertFalse(run.scenes.contains("operator_pin"), "\(run.scenes)")
            XCTAssertTrue(run.of("confirm").isEmpty, "a kiosk's title asks nothing: \(run.of("confirm"))")
            for scene in ["party", "lobby", "scores", "arcade", "name", "results"] { Self.assertReachedAndLeft(scene, in: run) }
            XCTAssertFalse(run.runner.isDone, "the kiosk goes on")
        }
    }

    /// In Party's lobby, where pads aim, the switch still chooses as it is let go: held on Join, it goes back and
    /// joins nobody (R114: a hold never chooses first).
    func testAHoldInThePartyLobbyGoesBackWithoutChoosing() throws {
        try MainActor.assumeIsolated {
            let run = try PilotRun([.choose("party", in: "title"), .await("party"), .backFrom("join", in: "party"),
                                    .await("title")])
            XCTAssertNil(run.failure)
            XCTAssertEqual(run.scenes, ["title", "party", "title"])
            XCTAssertTrue(run.of("peer").isEmpty, "\(run.of("peer"))")
            XCTAssertEqual(run.of("hold").count, 1)
        }
    }

    /// The title's buttons wait under the quit question, whose answers have the scan: answered No after the scan
    /// went round them, the focus is back where the hold asked it (R114).
    func testTheTitlesButtonsWaitUnderTheQuitQuestion() throws {
        try MainActor.assumeIsolated {
            let run = try PilotRun([.wait(500), .back, .wait(3_000), .choose("no", in: "title"), .wait(200)])
            XCTAssertNil(run.failure)
            let answered = try XCTUnwrap(run.events.firstIndex { $0["type"] == .string("confirm") })
            XCTAssertEqual(run.events[answered]["answer"], .string("no"))
            let after = run.events[answered...].compactMap(SwitchPilot.focus).first
            XCTAssertEqual(after?.item, "classic", "the buttons did not scan on under the question")
            let asked = run.events[..<answered].compactMap(SwitchPilot.focus).map(\.item)
            XCTAssertEqual(asked, ["classic", "no", "yes", "no"])
        }
    }

    /// `scene` was opened and another opened after it.
    @MainActor static func assertReachedAndLeft(_ scene: String, in run: PilotRun, line: UInt = #line) {
        guard let at = run.scenes.firstIndex(of: scene) else {
            return XCTFail("\(scene) never reached: \(run.scenes)", line: line)
        }
        XCTAssertLessThan(at, run.scenes.count - 1, "\(scene) never left: \(run.scenes)", line: line)
    }
}
