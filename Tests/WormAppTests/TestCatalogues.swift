import Foundation
import WormGame
@testable import WormApp

/// The catalogues of po/*.po compiled for this test process (scripts/catalogues build into a folder of its own)
/// and installed for every text, as the program installs its own at start.
enum TestCatalogues {
    /// The folder of the compiled catalogues.
    static let folder: String = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("worm-test-locale-\(getpid())").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [RenderFixture.repository.appendingPathComponent("scripts/catalogues").path, "build", folder]
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            fatalError("cannot run scripts/catalogues build: \(error)")
        }
        guard process.terminationStatus == 0 else { fatalError("scripts/catalogues build failed") }
        return folder
    }()

    /// The catalogue over `folder`, installed once.
    static let catalogue: GettextCatalogue = {
        let catalogue = GettextCatalogue(folder: folder, codes: CatalogueFolder.codes(in: folder))
        TextCatalogues.install(catalogue)
        return catalogue
    }()

    /// Compiles and installs the catalogues, the first time.
    static func install() { _ = catalogue }
}
