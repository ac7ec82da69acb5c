import SDLKit
import WormGame
import XCTest
@testable import WormApp

/// The scores scene: pages by swipe and keys, details by long press, rows played back (R40).
nonisolated final class ScoresSceneTests: XCTestCase, @unchecked Sendable {
    /// A storage holding a saved Arcade table of `names`, best first.
    @MainActor
    func storage(_ names: [String]) -> MemoryStorage {
        var document = ScoresDocument()
        for (index, name) in names.enumerated() { document.arcade.insert(row(name, 100 - index, time: Int64(index))) }
        return MemoryStorage(files: [.scores: Array(document.text.utf8)])
    }

    @MainActor
    func scene(_ lines: [(Int, ScriptLine.Action)], names: [String] = ["Ana", "Bob", "Cy"]) throws -> ScoresScene {
        let run = try SceneRun(first: .scores, lines: lines, durationMs: 2_000, storage: storage(names))
        return try XCTUnwrap(run.runner.scene as? ScoresScene)
    }

    func testSwipesAndArrowKeysTurnThePagesAndShortOrSlowDragsDoNot() throws {
        try MainActor.assumeIsolated {
            XCTAssertEqual(try self.scene([]).page, .arcade)
            XCTAssertEqual(try self.scene([(100, .gesture(x: 200, y: 240, dx: -100, dy: 10, ms: 200))]).page, .daily)
            XCTAssertEqual(try self.scene([(100, .gesture(x: 200, y: 240, dx: -100, dy: 10, ms: 200)),
                                           (300, .gesture(x: 200, y: 240, dx: -100, dy: 10, ms: 200))]).page, .arcadeAssisted,
                           "the Assisted pages come after the tables they stand beside (R113)")
            XCTAssertEqual(try self.scene([(100, .gesture(x: 100, y: 240, dx: 100, dy: 0, ms: 200))]).page, .versus, "right wraps")
            XCTAssertEqual(try self.scene([(100, .gesture(x: 200, y: 240, dx: -40, dy: 0, ms: 200))]).page, .arcade, "too short")
            XCTAssertEqual(try self.scene([(100, .gesture(x: 200, y: 240, dx: -100, dy: 80, ms: 200))]).page, .arcade, "too steep")
            XCTAssertEqual(try self.scene([(100, .gesture(x: 200, y: 240, dx: -100, dy: 0, ms: 1_000))]).page, .arcade, "too slow")
            XCTAssertEqual(try self.scene([(100, .key("right"))]).page, .daily)
            XCTAssertEqual(try self.scene([(100, .key("left"))]).page, .versus)
            XCTAssertTrue(try self.scene([(100, .key("left")), (200, .key("left"))]).rows.isEmpty, "Assisted Daily: an empty page")
        }
    }

    /// Details with no row picked opens the first (R21); so does Enter with no button focused.
    func testDetailsAndEnterWithNoRowPickedOpenTheFirst() throws {
        try MainActor.assumeIsolated {
            XCTAssertEqual(try self.scene([(100, .press(x: 124, y: 444))]).detailsRow, 0, "Details")
            XCTAssertEqual(try self.scene([(100, .key("return"))]).detailsRow, 0, "Enter")
        }
    }

    /// Enter on an empty page does nothing: it never reaches the hidden focus on "<" and turns back a page (R21).
    func testEnterOnAnEmptyPageStaysOnIt() throws {
        try MainActor.assumeIsolated {
            let daily = try self.scene([(100, .key("right")), (200, .key("return")), (300, .press(x: 124, y: 444))])
            XCTAssertEqual(daily.page, .daily)
            XCTAssertNil(daily.detailsRow)
        }
    }

    /// R35: a table read in part says on the scores scene how many rows could not be read.
    func testTheScenesLineSaysHowManyRowsCouldNotBeRead() throws {
        try MainActor.assumeIsolated {
            var document = ScoresDocument()
            document.arcade.insert(row("Ana", 30))
            document.arcade.insert(row("Bob", 20))
            let text = document.text.replacingOccurrences(of: #""name": "Bob""#, with: #""name": 7"#)
            let run = try SceneRun(first: .scores, durationMs: 100, storage: MemoryStorage(files: [.scores: Array(text.utf8)]))
            let scene = try XCTUnwrap(run.runner.scene as? ScoresScene)
            XCTAssertEqual(scene.rows.map(\.name), ["Ana"])
            XCTAssertEqual(scene.unreadableRows, 1)
        }
    }

    func testALongPressOnARowOpensItsDetailsAndAShortOneOnlyPicksIt() throws {
        try MainActor.assumeIsolated {
            let second = ScoresScene.frame(ofRow: 1)
            let x = Double(second.x + 100), y = Double(second.y + 15)
            let long = try self.scene([(100, .gesture(x: x, y: y, dx: 3, dy: 2, ms: 600))])
            XCTAssertEqual(long.detailsRow, 1)
            let short = try self.scene([(100, .gesture(x: x, y: y, dx: 0, dy: 0, ms: 300))])
            XCTAssertNil(short.detailsRow)
            XCTAssertEqual(short.selected, 1)
            let closed = try self.scene([(100, .gesture(x: x, y: y, dx: 0, dy: 0, ms: 600)), (200, .key("escape"))])
            XCTAssertNil(closed.detailsRow)
            let byKeys = try self.scene([(100, .key("down")), (110, .key("down")), (120, .key("return"))])
            XCTAssertEqual(byKeys.detailsRow, 1)
        }
    }

    func testANewScoreOpensOnItsRowLitAfterTheResults() throws {
        try MainActor.assumeIsolated {
            let t = NameSceneTests.afterRound
            let run = try SceneRun(first: .arcade, lines: NameSceneTests.catchOne + [(t, .text("Zoé")), (t + 100, .key("return")),
                                                                                     (t + 900, .press(x: 160, y: 444))],
                                   durationMs: 67_000, seed: 7, storage: self.storage(["Ana"]))
            XCTAssertEqual(run.scenes, ["name", "results", "scores"])
            let scores = try XCTUnwrap(run.runner.scene as? ScoresScene)
            XCTAssertEqual(scores.rows.map(\.name), ["Ana", "Zoé"])
            XCTAssertEqual(scores.newRow?.row, 1)
            XCTAssertEqual(scores.newRow?.page, .arcade)
        }
    }

    func testARowPlayedBackFromItsDetailsReproducesItsScore() throws {
        try MainActor.assumeIsolated {
            let storage = MemoryStorage()
            let t = NameSceneTests.afterRound
            _ = try SceneRun(first: .arcade, lines: NameSceneTests.catchOne + [(t, .key("return"))], durationMs: 66_000,
                             seed: 7, storage: storage)
            let row = ScoresScene.frame(ofRow: 0)
            let replay = try SceneRun(first: .scores, lines: [
                (100, .gesture(x: Double(row.x + 50), y: Double(row.y + 10), dx: 0, dy: 0, ms: 700)),
                (300, .press(x: 90, y: 360)),  // Replay
            ], durationMs: 70_000, seed: 99, storage: storage)
            XCTAssertEqual(replay.modes, ["arcade"])
            XCTAssertEqual(replay.of("start").first?.int("seed"), 7, "the row's seed, not the run's")
            let check = try XCTUnwrap(replay.of("replay").first)
            XCTAssertEqual(check["matches"], .bool(true))
            XCTAssertEqual(check.int("score"), 10)
            XCTAssertTrue(replay.of("highscore").isEmpty, "a playback is not saved again")
            XCTAssertEqual(replay.scenes.last, "results")
            let results = try XCTUnwrap(replay.runner.scene as? ResultsScene)
            XCTAssertEqual(results.results.replay, ReplayOutcome(expected: 10, actual: 10), "the results show the outcome")
        }
    }

    func testARowExportedFromItsDetailsIsAReplayFileOfThatRow() throws {
        try MainActor.assumeIsolated {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let storage = FileStorage(paths: StoragePaths(dataFolder: folder.path, configFolder: folder.path))
            let t = NameSceneTests.afterRound
            _ = try SceneRun(first: .arcade, lines: NameSceneTests.catchOne + [(t, .text("Zoé")), (t + 10, .key("return"))],
                             durationMs: 66_000, seed: 7, storage: storage)
            let row = ScoresScene.frame(ofRow: 0)
            let run = try SceneRun(first: .scores, lines: [
                (100, .gesture(x: Double(row.x + 50), y: Double(row.y + 10), dx: 0, dy: 0, ms: 700)),
                (300, .press(x: 160, y: 364)),  // Export
            ], durationMs: 1_000, storage: storage)
            let file = try XCTUnwrap(run.of("saved").first?["file"])
            guard case .string(let path) = file else { return XCTFail("no file") }
            XCTAssertTrue(path.hasPrefix(folder.path + "/replay-"), path)
            let exported = try ReplayFile.read(path: path)
            XCTAssertEqual(exported, try XCTUnwrap(run.runner.context.scores.document.arcade.entries.first))
            XCTAssertEqual(exported.name, "Zoé")
            // The details say the whole file name and the folder it went to (the name was cut, the folder never said).
            let scene = try XCTUnwrap(run.runner.scene as? ScoresScene)
            var drawn: [String] = []
            RenderFixture.shared.scene.textRecorder = { drawn.append($0.text) }
            defer { RenderFixture.shared.scene.textRecorder = nil }
            try scene.draw(with: RenderFixture.shared.scene, context: run.runner.context)
            let name = String(path.dropFirst(folder.path.count + 1))
            XCTAssertTrue(drawn.contains("Written: " + name), "\(drawn)")
            let lastFolder = String(folder.path.split(separator: "/").last ?? "")
            XCTAssertTrue(drawn.contains { $0.hasSuffix("/" + lastFolder) && ($0.hasPrefix("/") || $0.hasPrefix("…")) }, "\(drawn)")
        }
    }

    /// The folder of an export as a player reads it: the home folder as "~", a long one cut from the left.
    func testAnExportsFolderIsShownFromHome() {
        XCTAssertEqual(ScoresScene.shownFolder(of: "/home/zoe/.local/share/worm/replay.json", home: "/home/zoe"), "~/.local/share/worm")
        XCTAssertEqual(ScoresScene.shownFolder(of: "/home/zoey/replay.json", home: "/home/zoe"), "/home/zoey")
        XCTAssertEqual(ScoresScene.shownFolder(of: "/replay.json", home: nil), "/")
        XCTAssertNil(ScoresScene.shownFolder(of: "replay.json", home: nil))
        XCTAssertEqual(SceneRenderer.cutFromTheLeft("/a/long/folder", width: 6) { $0.count }, "…older")
        XCTAssertEqual(SceneRenderer.cutFromTheLeft("/short", width: 6) { $0.count }, "/short")
    }
}
