import Foundation
import Testing
@testable import WormApp

/// The one search for what ships beside the executable: installed places first, then up the tree.
struct BesideExecutableTests {
    /// A fresh folder tree: `bin/worm`, `share/worm/worm.png`, `src/.build/debug/worm`, `src/Resources/worm.png`.
    func tree() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("beside-\(UUID().uuidString)").path
        for folder in ["bin", "share/worm", "src/.build/debug", "src/Resources"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["bin/worm", "share/worm/worm.png", "src/.build/debug/worm", "src/Resources/worm.png"] {
            _ = FileManager.default.createFile(atPath: root + "/" + file, contents: Data())
        }
        return root
    }

    @Test func anInstalledPlaceComesFirstThenTheNearestAbove() throws {
        let root = try tree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(ResourceFiles.locateBundled(executable: root + "/bin/worm") == root + "/bin/../share/worm")
        #expect(ResourceFiles.locateBundled(executable: root + "/src/.build/debug/worm") == root + "/src/Resources")
        #expect(ResourceFiles.locateBundled(executable: nil) == nil)
    }

    @Test func aStopEndsTheWalkUpAndNotHereGoesOn() throws {
        var seen: [String] = []
        let found = BesideExecutable.find(executable: "/a/b/c/worm", installed: [], holds: { _ in false }) { folder in
            seen.append(folder)
            return folder == "/a" ? .stop : .notHere
        }
        #expect(found == nil)
        #expect(seen == ["/a/b/c", "/a/b", "/a"])
        let up = BesideExecutable.find(executable: "/a/b/c/worm", installed: [], holds: { _ in false }) { folder in
            folder == "/a/b" ? .found("/a/b/x") : .notHere
        }
        #expect(up == "/a/b/x")
    }
}
