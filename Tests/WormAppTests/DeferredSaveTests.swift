import Foundation
import Testing
@testable import WormApp
import WormGame

/// Saving off the frame (issue 32): the venue's saves are handed to its helper thread. The table in memory has the
/// rows at once; the file has them when the write has run, whole (the same merge, atomic and synced write as every
/// save); a save meanwhile waits for it and loses neither; a failed write says why; a venue leaving waits for its
/// saves, so the rows are on disk when the run ends.
@MainActor
struct DeferredSaveTests {
    static func store(_ storage: Storage) -> DocumentStore<ScoresDocument> {
        DocumentStore(storage: storage) { _ in }
    }

    @Test func aDeferredSaveIsInMemoryAtOnceAndInTheFileWhenItsWriteRuns() throws {
        let storage = MemoryStorage(), store = Self.store(storage)
        let row = VenueTests.row(seed: 3).entry
        let write = try #require(try store.saveLater { $0.arcade.insert(row) })
        #expect(store.document.arcade.entries == [row])
        #expect(storage.files[.scores] == nil, "nothing is written on the frame")
        #expect(store.finishDeferred().isEmpty, "not done yet")
        write.run()  // as the helper thread does
        #expect(Self.store(storage).document.arcade.entries == [row], "the file has it")
        #expect(store.finishDeferred() == [nil])
        #expect(store.finishDeferred().isEmpty, "each outcome is told once")
        #expect(!store.hasDeferred)
    }

    @Test func aSaveWaitsForTheDeferredOneAndLosesNeither() throws {
        let storage = MemoryStorage(), store = Self.store(storage)
        let first = VenueTests.row(seed: 3).entry, second = VenueTests.row(seed: 4, time: 1_764_400_100).entry
        let write = try #require(try store.saveLater { $0.arcade.insert(first) })
        // The helper runs it a little later, on its own thread.
        let helper = Thread {
            usleep(100_000)
            write.run()
        }
        helper.start()
        try store.save { $0.arcade.insert(second) }
        #expect(Set(store.document.arcade.entries.map(\.time)) == [first.time, second.time], "the memory has both")
        #expect(Set(Self.store(storage).document.arcade.entries.map(\.time)) == [first.time, second.time], "the file has both")
        #expect(store.finishDeferred() == [nil])
    }

    @Test func aFailedDeferredWriteSaysWhyAndTheRowStaysInMemory() throws {
        let storage = MemoryStorage(), store = Self.store(storage)
        storage.failure = StorageFailure(reason: "cannot write in /x: No space left on device")
        let row = VenueTests.row(seed: 3).entry
        let write = try #require(try store.saveLater { $0.arcade.insert(row) })
        write.run()
        #expect(store.finishDeferred() == [StorageFailure(reason: "cannot write in /x: No space left on device")])
        #expect(store.document.arcade.entries == [row])
    }

    @Test func aVenuesRowsAreOnDiskWhenItLeaves() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("worm-deferred-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scope = VenueTests.scope()
        let rows = (0..<3).map { VenueTests.row(seed: 40 + UInt64($0), time: 1_764_400_000 + Int64($0)) }
        let sender = try VenueTests.Machine("kiosk-a", scope: scope, rows: rows)
        let context = SceneContext.quiet(dailyDate: VenueTests.date, dataFolder: folder)
        let venue = try Venue(name: "hall", machine: "kiosk-b", scope: scope)
        defer { venue.close() }
        venue.wallClock = { VenueTests.wallClock }
        var now = 0
        while now <= 20_000 && context.scores.document.arcade.entries.count < rows.count {
            sender.venue.frame(nowMs: now, t: now, context: sender.context)
            venue.frame(nowMs: now, t: now, context: context)
            now += 16
            usleep(200)
        }
        #expect(context.scores.document.arcade.entries.count == rows.count, "taken")
        venue.leave(t: now, context: context)
        let onDisk = Self.store(FileStorage(paths: StoragePaths(dataFolder: folder, configFolder: folder)))
        #expect(onDisk.document.arcade.entries == context.scores.document.arcade.entries, "on disk when the run ends")
        #expect(!context.scores.hasDeferred)
    }
}
