import SDLKit
import Testing
import WormGame
@testable import WormApp

/// The scores scene: pages by swipe and keys, details by long press, rows played back (R40). Its runs on the null
/// platform.
@MainActor
struct ScoresSceneTests {
    /// A storage holding a saved Arcade table of `names`, best first.
    func storage(_ names: [String]) -> MemoryStorage {
        var document = ScoresDocument()
        for (index, name) in names.enumerated() { document.arcade.insert(row(name, 100 - index, time: Int64(index))) }
        return MemoryStorage(files: [.scores: Array(document.text.utf8)])
    }

    /// The scores scene after `lines`, over a table of `names`.
    func scene(_ lines: [(Int, ScriptLine.Action)], names: [String] = ["Ana", "Bob", "Cy"]) throws -> ScoresScene {
        let run = try NullRun(first: .scores, lines: lines, durationMs: 2_000, storage: storage(names))
        return try #require(run.runner.scene as? ScoresScene)
    }

    @Test func swipesAndArrowKeysTurnThePagesAndShortOrSlowDragsDoNot() throws {
        #expect(try scene([]).page == .arcade)
        #expect(try scene([(100, .gesture(x: 200, y: 240, dx: -100, dy: 10, ms: 200))]).page == .daily)
        #expect(try scene([(100, .gesture(x: 200, y: 240, dx: -100, dy: 10, ms: 200)),
                           (300, .gesture(x: 200, y: 240, dx: -100, dy: 10, ms: 200))]).page == .arcadeAssisted,
                "the Assisted pages come after the tables they stand beside (R113)")
        #expect(try scene([(100, .gesture(x: 100, y: 240, dx: 100, dy: 0, ms: 200))]).page == .versus, "right wraps")
        #expect(try scene([(100, .gesture(x: 200, y: 240, dx: -40, dy: 0, ms: 200))]).page == .arcade, "too short")
        #expect(try scene([(100, .gesture(x: 200, y: 240, dx: -100, dy: 80, ms: 200))]).page == .arcade, "too steep")
        #expect(try scene([(100, .gesture(x: 200, y: 240, dx: -100, dy: 0, ms: 1_000))]).page == .arcade, "too slow")
        #expect(try scene([(100, .key("right"))]).page == .daily)
        #expect(try scene([(100, .key("left"))]).page == .versus)
        #expect(try scene([(100, .key("left")), (200, .key("left"))]).rows.isEmpty, "Assisted Daily: an empty page")
    }

    /// Details with no row picked opens the first (R21); so does Enter with no button focused.
    @Test func detailsAndEnterWithNoRowPickedOpenTheFirst() throws {
        #expect(try scene([(100, .press(x: 124, y: 444))]).detailsRow == 0, "Details")
        #expect(try scene([(100, .key("return"))]).detailsRow == 0, "Enter")
    }

    /// Enter on an empty page does nothing: it never reaches the hidden focus on "<" and turns back a page (R21).
    @Test func enterOnAnEmptyPageStaysOnIt() throws {
        let daily = try scene([(100, .key("right")), (200, .key("return")), (300, .press(x: 124, y: 444))])
        #expect(daily.page == .daily)
        #expect(daily.detailsRow == nil)
    }

    /// R35: a table read in part says on the scores scene how many rows could not be read.
    @Test func theScenesLineSaysHowManyRowsCouldNotBeRead() throws {
        var document = ScoresDocument()
        document.arcade.insert(row("Ana", 30))
        document.arcade.insert(row("Bob", 20))
        let text = document.text.replacingOccurrences(of: #""name": "Bob""#, with: #""name": 7"#)
        let run = try NullRun(first: .scores, durationMs: 100, storage: MemoryStorage(files: [.scores: Array(text.utf8)]))
        let scene = try #require(run.runner.scene as? ScoresScene)
        #expect(scene.rows.map(\.name) == ["Ana"])
        #expect(scene.unreadableRows == 1)
    }

    @Test func aLongPressOnARowOpensItsDetailsAndAShortOneOnlyPicksIt() throws {
        let second = ScoresScene.frame(ofRow: 1)
        let x = Double(second.x + 100), y = Double(second.y + 15)
        let long = try scene([(100, .gesture(x: x, y: y, dx: 3, dy: 2, ms: 600))])
        #expect(long.detailsRow == 1)
        let short = try scene([(100, .gesture(x: x, y: y, dx: 0, dy: 0, ms: 300))])
        #expect(short.detailsRow == nil)
        #expect(short.selected == 1)
        let closed = try scene([(100, .gesture(x: x, y: y, dx: 0, dy: 0, ms: 600)), (200, .key("escape"))])
        #expect(closed.detailsRow == nil)
        let byKeys = try scene([(100, .key("down")), (110, .key("down")), (120, .key("return"))])
        #expect(byKeys.detailsRow == 1)
    }

    @Test func aNewScoreOpensOnItsRowLitAfterTheResults() throws {
        let t = NameSceneTests.afterRound
        let run = try NullRun(first: .arcade, lines: NameSceneTests.catchOne + [(t, .text("Zoé")), (t + 100, .key("return")),
                                                                                (t + 900, .press(x: 160, y: 444))],
                              durationMs: 67_000, seed: 7, storage: storage(["Ana"]))
        #expect(run.scenes == ["name", "results", "scores"])
        let scores = try #require(run.runner.scene as? ScoresScene)
        #expect(scores.rows.map(\.name) == ["Ana", "Zoé"])
        #expect(scores.newRow?.row == 1)
        #expect(scores.newRow?.page == .arcade)
    }

    @Test func aRowPlayedBackFromItsDetailsReproducesItsScore() throws {
        let storage = MemoryStorage()
        let t = NameSceneTests.afterRound
        _ = try NullRun(first: .arcade, lines: NameSceneTests.catchOne + [(t, .key("return"))], durationMs: 66_000,
                        seed: 7, storage: storage)
        let row = ScoresScene.frame(ofRow: 0)
        let replay = try NullRun(first: .scores, lines: [
            (100, .gesture(x: Double(row.x + 50), y: Double(row.y + 10), dx: 0, dy: 0, ms: 700)),
            (300, .press(x: 90, y: 360)),  // Replay
        ], durationMs: 70_000, seed: 99, storage: storage)
        #expect(replay.modes == ["arcade"])
        #expect(replay.of("start").first?.int("seed") == 7, "the row's seed, not the run's")
        let check = try #require(replay.of("replay").first)
        #expect(check["matches"] == .bool(true))
        #expect(check.int("score") == 10)
        #expect(replay.of("highscore").isEmpty, "a playback is not saved again")
        #expect(replay.scenes.last == "results")
        let results = try #require(replay.runner.scene as? ResultsScene)
        #expect(results.results.replay == ReplayOutcome(expected: 10, actual: 10), "the results show the outcome")
    }

    @Test func aRowExportedFromItsDetailsIsAReplayFileOfThatRow() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let storage = FileStorage(paths: StoragePaths(dataFolder: folder.path, configFolder: folder.path))
        let t = NameSceneTests.afterRound
        _ = try NullRun(first: .arcade, lines: NameSceneTests.catchOne + [(t, .text("Zoé")), (t + 10, .key("return"))],
                        durationMs: 66_000, seed: 7, storage: storage)
        let row = ScoresScene.frame(ofRow: 0)
        let run = try NullRun(first: .scores, lines: [
            (100, .gesture(x: Double(row.x + 50), y: Double(row.y + 10), dx: 0, dy: 0, ms: 700)),
            (300, .press(x: 160, y: 364)),  // Export
        ], durationMs: 1_000, storage: storage)
        guard case .string(let path)? = run.of("saved").first?["file"] else { return #expect(Bool(false), "no file") }
        #expect(path.hasPrefix(folder.path + "/replay-"), "\(path)")
        let exported = try ReplayFile.read(path: path)
        #expect(exported == run.runner.context.scores.document.arcade.entries.first)
        #expect(exported.name == "Zoé")
        // The details say the whole file name and the folder it went to (the name was cut, the folder never said).
        let scene = try #require(run.runner.scene as? ScoresScene)
        var drawn: [String] = []
        RenderFixture.shared.scene.textRecorder = { drawn.append($0.text) }
        defer { RenderFixture.shared.scene.textRecorder = nil }
        try scene.draw(with: RenderFixture.shared.scene, context: run.runner.context)
        let name = String(path.dropFirst(folder.path.count + 1))
        #expect(drawn.contains("Written: " + name), "\(drawn)")
        let lastFolder = String(folder.path.split(separator: "/").last ?? "")
        #expect(drawn.contains { $0.hasSuffix("/" + lastFolder) && ($0.hasPrefix("/") || $0.hasPrefix("…")) }, "\(drawn)")
    }

    /// The folder of an export as a player reads it: the home folder as "~", a long one cut from the left.
    @Test func anExportsFolderIsShownFromHome() {
        #expect(ScoresScene.shownFolder(of: "/home/zoe/.local/share/worm/replay.json", home: "/home/zoe") == "~/.local/share/worm")
        #expect(ScoresScene.shownFolder(of: "/home/zoey/replay.json", home: "/home/zoe") == "/home/zoey")
        #expect(ScoresScene.shownFolder(of: "/replay.json", home: nil) == "/")
        #expect(ScoresScene.shownFolder(of: "replay.json", home: nil) == nil)
        #expect(SceneRenderer.cutFromTheLeft("/a/long/folder", width: 6) { $0.count } == "…older")
        #expect(SceneRenderer.cutFromTheLeft("/short", width: 6) { $0.count } == "/short")
    }
}
