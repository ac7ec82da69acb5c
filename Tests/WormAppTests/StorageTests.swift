import Foundation
import Testing
@testable import WormApp
import WormGame

/// A fresh folder under the system's temporary folder, removed by `remove()`.
struct TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "worm-storage-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// The names in the folder, sorted.
    var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }

    /// Writes `bytes` to `name`.
    func write(_ name: String, _ bytes: [UInt8]) {
        if !FileManager.default.createFile(atPath: path + "/" + name, contents: Data(bytes)) { Issue.record("cannot write \(name)") }
    }

    /// The bytes of `name`.
    func read(_ name: String) -> [UInt8]? { FileManager.default.contents(atPath: path + "/" + name).map { [UInt8]($0) } }
}

/// A row for tests.
func row(_ name: String, _ score: Int, time: Int64 = 1_764_460_800, seed: UInt64 = 1) -> HighScore {
    HighScore(name: name, score: score, accuracy: 80, bestCombo: 7, time: time,
              replay: Replay(mode: .arcade, seed: seed, version: "0.1.0", steps: [
                  Replay.Step(timeMs: 5600, inputs: [.press(Press(timeMs: 5600, x: 140.5, y: 380, source: .touch)), .pauseKey]),
                  Replay.Step(timeMs: 9000, inputs: [.resume(.button), .interrupted(.focus), .interrupted(.minimize)]),
              ]))
}

/// The file storage and the documents on it (R41).
@Suite(.serialized) struct StorageTests {
    /// A scores store on a folder, with its warnings.
    final class Store {
        let storage: FileStorage
        var warnings: [String] = []
        private(set) var scores: DocumentStore<ScoresDocument>!

        init(_ folder: TemporaryFolder) {
            storage = FileStorage(paths: StoragePaths(dataFolder: folder.path, configFolder: folder.path))
            scores = DocumentStore(storage: storage) { [unowned self] in self.warnings.append($0) }
        }
    }

    @Test func pathsFollowXDGAndTreatEmptyAsUnset() {
        #expect(StoragePaths.resolve(dataDir: "/d", variables: ["HOME": "/h"]) == StoragePaths(dataFolder: "/d", configFolder: "/d"))
        #expect(StoragePaths.resolve(dataDir: nil, variables: ["HOME": "/h", "XDG_DATA_HOME": "", "XDG_CONFIG_HOME": "/c"])
                == StoragePaths(dataFolder: "/h/.local/share/worm", configFolder: "/c/worm"))
        #expect(StoragePaths.resolve(dataDir: nil, variables: ["HOME": "/h", "XDG_DATA_HOME": "/x"])
                == StoragePaths(dataFolder: "/x/worm", configFolder: "/h/.config/worm"))
        #expect(StoragePaths.resolve(dataDir: nil, variables: [:]) == nil)
    }

    @Test func aTableRoundTripsThroughTheFileWithItsReplays() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = Store(folder)
        try first.scores.save { $0.arcade.insert(row("Zoé", 120)); $0.daily["2026-11-30"] = ScoreTable([row("Ana", 40)]); $0.lastName = "Zoé" }
        let second = Store(folder)
        #expect(second.scores.document == first.scores.document)
        #expect(second.scores.document.arcade.entries == [row("Zoé", 120)])
        #expect(second.scores.document.lastName == "Zoé")
        #expect(second.warnings.isEmpty)
        #expect(folder.names == ["scores.json", "scores.json.lock"], "no temporary file is left")
    }

    @Test func twoGamesSavingInTurnKeepBothScores() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let one = Store(folder), two = Store(folder)  // both loaded the empty table
        try one.scores.save { $0.arcade.insert(row("One", 100)) }
        try two.scores.save { $0.arcade.insert(row("Two", 200)) }
        #expect(Store(folder).scores.document.arcade.entries.map(\.name) == ["Two", "One"])
        #expect(two.scores.document.arcade.entries.map(\.name) == ["Two", "One"], "the second game sees the first's score")
    }

    @Test(arguments: [
        ("empty", [UInt8]()), ("truncated", Array(#"{"version": 1, "arcade": [{"name": "A""#.utf8)),
        ("not UTF-8", [0x7B, 0xFF, 0xFE, 0x7D]), ("not JSON", Array("scores!".utf8)),
        ("no version", Array(#"{"arcade": []}"#.utf8)), ("bad table", Array(#"{"version": 1, "arcade": {"name": ""}}"#.utf8)),
    ])
    func aCorruptFileIsSetAsideWithOneWarningAndTheGameGoesOn(kind: String, bytes: [UInt8]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        folder.write("scores.json", bytes)
        let store = Store(folder)
        #expect(store.scores.document == ScoresDocument(), "\(kind): an empty table")
        #expect(store.warnings.count == 1, "\(kind): one warning line")
        #expect(store.warnings.first?.contains("kept as \(folder.path)/scores.json.corrupt-") == true, "\(store.warnings)")
        let aside = try #require(folder.names.first { $0.hasPrefix("scores.json.corrupt-") })
        #expect(folder.read(aside) == bytes, "\(kind): the bad file is kept as it was")
        try store.scores.save { $0.arcade.insert(row("New", 10)) }
        #expect(Store(folder).scores.document.arcade.entries.map(\.name) == ["New"])
    }

    /// R35: one bad row keeps the good ones; the file is set aside all the same (R41), and the count is kept for
    /// the scores scene's line.
    @Test func aTableWithABadRowKeepsItsGoodRowsAndIsSetAside() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var document = ScoresDocument()
        document.arcade.insert(row("Ana", 30))
        document.arcade.insert(row("Bob", 20))
        document.arcade.insert(row("Cy", 10))
        let text = document.text.replacingOccurrences(of: #""name": "Bob", "score": 20"#, with: #""name": "Bob", "score": -5"#)
        #expect(text != document.text)
        folder.write("scores.json", Array(text.utf8))
        let store = Store(folder)
        #expect(store.scores.document.arcade.entries.map(\.name) == ["Ana", "Cy"])
        #expect(store.scores.unreadableRows == 1)
        #expect(store.warnings.count == 1, "one warning line: \(store.warnings)")
        #expect(store.warnings.first?.contains("1 of its rows cannot be read (arcade row 2: \"score\"") == true, "\(store.warnings)")
        #expect(store.warnings.first?.contains("scores.json: 1 of its rows") == true, "no space before the colon: \(store.warnings)")
        let aside = try #require(folder.names.first { $0.hasPrefix("scores.json.corrupt-") })
        #expect(folder.read(aside) == Array(text.utf8), "the file is kept as it was, bad row and all")
        try store.scores.save { $0.arcade.insert(row("New", 15)) }
        #expect(Store(folder).scores.document.arcade.entries.map(\.name) == ["Ana", "New", "Cy"], "the good rows go on")
    }

    @Test func aFolderInThePlaceOfTheFileIsSetAside() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path + "/scores.json", withIntermediateDirectories: false)
        let store = Store(folder)
        #expect(store.warnings.count == 1)
        #expect(store.warnings.first?.contains("is a folder") == true)
        try store.scores.save { $0.arcade.insert(row("New", 10)) }
        #expect(FileSystem.isFile(folder.path + "/scores.json"))
    }

    @Test func aFileFromANewerVersionIsNeverOverwritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let newer = Array(#"{"version": \#(ScoresDocument.formatVersion + 1), "arcade": "something new"}"#.utf8)
        folder.write("scores.json", newer)
        let store = Store(folder)
        #expect(store.warnings.count == 1)
        #expect(store.warnings.first?.contains("newer version") == true)
        #expect(throws: StorageFailure.self) { try store.scores.save { $0.arcade.insert(row("New", 10)) } }
        #expect(store.scores.document.arcade.entries.map(\.name) == ["New"], "the game goes on with the score in memory")
        #expect(folder.read("scores.json") == newer)
        #expect(!folder.names.contains { $0.contains("corrupt") })
    }

    @Test func aNewerFileWrittenByAnotherGameAfterTheStartIsLeftAloneToo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = Store(folder)
        let newer = Array(#"{"version": 9}"#.utf8)
        folder.write("scores.json", newer)
        #expect(throws: StorageFailure.self) { try store.scores.save { $0.arcade.insert(row("New", 10)) } }
        #expect(folder.read("scores.json") == newer)
    }

    @Test func aFailedWriteKeepsTheOldFileWholeAndLeavesNoTemporary() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = Store(folder)
        try store.scores.save { $0.arcade.insert(row("Old", 50)) }
        let before = folder.read("scores.json")
        store.storage.injectedWriteError = ENOSPC
        let error = try #require(throws: StorageFailure.self) { try store.scores.save { $0.arcade.insert(row("New", 90)) } }
        #expect(error.reason == "No space left on device")
        #expect(folder.read("scores.json") == before)
        #expect(folder.names == ["scores.json", "scores.json.lock"])
        #expect(store.scores.document.arcade.entries.map(\.name) == ["New", "Old"], "kept in memory for this run")
    }

    @Test func aTemporaryLeftByAKilledGameIsRemovedAtTheNextSave() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        folder.write(".scores.json.tmp-99999", Array("half a fi".utf8))
        let store = Store(folder)
        try store.scores.save { $0.arcade.insert(row("New", 90)) }
        #expect(folder.names == ["scores.json", "scores.json.lock"])
    }

    @Test func aFolderThatCannotBeCreatedIsAFailureWithItsReason() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        folder.write("file", [1])
        let storage = FileStorage(paths: StoragePaths(dataFolder: folder.path + "/file/worm", configFolder: folder.path))
        let scores = DocumentStore<ScoresDocument>(storage: storage) { _ in }
        let error = try #require(throws: StorageFailure.self) { try scores.save { $0.arcade.insert(row("New", 90)) } }
        #expect(error.reason.contains("Not a directory"), "\(error.reason)")
    }
}

/// Ranking and the rules of names (R40).
struct ScoreTableTests {
    @Test func rowsRankByScoreThenOlderFirstAndTheTableKeepsTen() {
        var table = ScoreTable()
        for index in 0..<10 { #expect(table.insert(row("P\(index)", 10 * (index + 1), time: Int64(index))) != nil) }
        #expect(table.entries.first?.score == 100)
        #expect(!table.admits(10), "equal to the 10th does not enter")
        #expect(!table.admits(0))
        #expect(table.insert(row("Late", 50, time: 100)) == 7, "after the older 50")
        #expect(table.entries.count == 10)
        #expect(table.entries.last?.score == 20)
        #expect(ScoreTable().admits(1))
        #expect(!ScoreTable().admits(0))
    }

    @Test func namesCountWhatAPlayerSeesAndRefuseOtherCharacters() {
        #expect(PlayerName.appending("Zoé", to: "") == "Zoé")
        #expect(PlayerName.appending("e\u{301}", to: "ABCDEFGHIJK")?.count == 12, "a decomposed é is one character")
        #expect(PlayerName.appending("L", to: "ABCDEFGHIJKL") == nil, "the 13th is refused")
        #expect(PlayerName.appending("<", to: "A") == nil)
        #expect(PlayerName.appending("😀", to: "A") == nil)
        #expect(PlayerName.appending("O'Neil-2_x.", to: "") != nil)
        #expect(PlayerName.final("  ", last: "Zoé") == "Zoé")
        #expect(PlayerName.final("", last: nil) == "Player")
        #expect(PlayerName.final(" Ana ", last: "Zoé") == "Ana")
    }

    @Test func aNameTooWideIsCutWithAnEllipsis() {
        let measure: (String) -> Int = { $0.count * 10 }
        #expect(PlayerName.fitted("Zoé", width: 30, measure: measure) == "Zoé")
        #expect(PlayerName.fitted("Maximilienne", width: 60, measure: measure) == "Maxim…")
    }

    @Test func daysFromUnixTime() {
        #expect(Dates.day(of: 0) == "1970-01-01")
        #expect(Dates.day(of: 1_764_460_800) == "2025-11-30")
        #expect(Dates.day(of: 951_782_400) == "2000-02-29")
    }
}

/// A table that replays make large is still written under the reading limit, dropping the oldest Daily tables.
struct LargeTableTests {
    @Test func theOldestDailyTablesGoWhenReplaysWouldMakeTheFileTooLargeToReadBack() throws {
        let steps = (0..<15_000).map { Replay.Step(timeMs: 5_000 + $0 * 4, inputs: [.press(Press(timeMs: 5_000 + $0 * 4, x: 160.5, y: 240.25))]) }
        func heavy(_ score: Int) -> HighScore {
            HighScore(name: "Bot", score: score, accuracy: 1, bestCombo: 1, time: Int64(score),
                      replay: Replay(mode: .daily, seed: 1, version: "0.1.0", steps: steps))
        }
        var document = ScoresDocument()
        for day in 1...20 { document.daily["2026-11-\(day < 10 ? "0" : "")\(day)"] = ScoreTable([heavy(day)]) }
        let bytes = Array(document.text.utf8)
        #expect(bytes.count <= ScoresDocument.maxTextBytes)
        #expect(bytes.count > ScoresDocument.maxTextBytes / 2, "it is a large table")
        guard case .document(let read) = Decoded<ScoresDocument>(bytes: bytes) else { Issue.record("not read back"); return }
        #expect(read.daily["2026-11-20"] != nil, "the newest day is kept")
        #expect(read.daily["2026-11-01"] == nil, "the oldest went")
        #expect(read.daily.count < 20)
    }
}

/// The replay check (R40): a playback must reach the file's score exactly; a score edited up or down is refused.
struct ReplayCheckTests {
    @Test(arguments: [(10, 10, true), (50, 10, false), (5, 10, false), (0, 10, false)])
    func onlyTheScoreReachedPasses(fileScore: Int, played: Int, passes: Bool) throws {
        let entry = row("Zoé", fileScore)
        let outcome = ReplayOutcome(expected: entry.score, actual: played)
        #expect(outcome.matches == passes)
        let check = { try ReplayFile.check(outcome, of: entry, path: "edited.json", headless: true) }
        if passes {
            try check()
        } else {
            #expect(throws: RuntimeFailure("--replay: 'edited.json': the replay scores \(played), not the \(fileScore) the file "
                                           + "says (the file was edited, or the rules changed since version 0.1.0)"), performing: check)
        }
    }
}
