import Foundation
import XCTest

/// The .deb of the release programs as scripts/package builds it, for the package's tests (InstallTests,
/// BoardInstallTests).
enum DebianPackage {
    /// The release build of `worm-board` (scripts/test builds it before the tests), packaged beside the game's.
    static var releaseBoard: URL { WormBinary.release.deletingLastPathComponent().appendingPathComponent("worm-board") }

    /// Builds the .deb of the release programs with scripts/package into a fresh folder of `test` and returns it.
    static func build(for test: XCTestCase, file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        let folder = try WormBinary.temporaryFolder(for: test)
        let built = try Command.run(WormBinary.repository.appendingPathComponent("scripts/package").path, [folder.path],
                                    environment: ["WORM_BINARY": WormBinary.release.path, "WORM_BOARD_BINARY": releaseBoard.path])
        XCTAssertEqual(built.status, 0, built.stderr, file: file, line: line)
        let arch = try Command.run("dpkg", ["--print-architecture"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let deb = folder.appendingPathComponent("worm_\(try version())_\(arch).deb")
        XCTAssertEqual(built.stdout.trimmingCharacters(in: .whitespacesAndNewlines), deb.path, file: file, line: line)
        return deb
    }

    /// The version the release program reports.
    static func version() throws -> String {
        let outcome = try WormBinary.run(["--version"], binary: WormBinary.release)
        return String(outcome.stdout.trimmingCharacters(in: .whitespacesAndNewlines).dropFirst("worm ".count))
    }

    /// The paths `deb` holds, as `dpkg-deb -c` lists them (`./usr/…`).
    static func files(of deb: URL) throws -> [String] {
        try Command.run("dpkg-deb", ["-c", deb.path]).stdout.split(separator: "\n")
            .map { $0.split(separator: " ", omittingEmptySubsequences: true).last.map(String.init) ?? "" }
    }

    /// systemd's folder for packages' units (`pkg-config`; Debian 12's /lib/systemd/system when it cannot say).
    static func unitFolder() throws -> String {
        let asked = try Command.run("pkg-config", ["--variable=systemdsystemunitdir", "systemd"]).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return asked.isEmpty ? "/lib/systemd/system" : asked
    }

    /// `page` as `man` shows it in plain text (overstrikes dropped), after checking it renders with no warning
    /// through groff and as lintian renders it (man's warnings on, 80 columns, UTF-8).
    static func cleanText(ofManualPage page: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        XCTAssertEqual(try Command.run("groff", ["-ww", "-z", "-man", page]).stderr, "", "groff has no warning", file: file, line: line)
        let checked = try Command.run("man", ["--warnings", "-E", "UTF-8", "-l", "-Tutf8", "-Z", page],
                                      environment: ["LC_ALL": "C.UTF-8", "MANROFFSEQ": "", "MANWIDTH": "80"])
        XCTAssertEqual(checked.status, 0, file: file, line: line)
        XCTAssertEqual(checked.stderr, "", "man has no warning", file: file, line: line)
        return try Command.run("man", ["-l", page], environment: ["MANWIDTH": "80", "LANG": "C.UTF-8"]).stdout
            .replacingOccurrences(of: "[^\n]\u{8}", with: "", options: .regularExpression)
    }
}
