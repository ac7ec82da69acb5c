import Foundation
import SDLKit
import XCTest

/// The program's answers to good and bad command lines and files: one line, the right exit status,
/// never a crash trace.
final class CommandLineTests: XCTestCase {
    func assertOneLineError(_ outcome: WormBinary.Outcome, status: Int32, mentions: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(outcome.status, status, outcome.stderr, file: file, line: line)
        let lines = outcome.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, "one line: \(outcome.stderr)", file: file, line: line)
        XCTAssertTrue(outcome.stderr.hasPrefix("worm: "), outcome.stderr, file: file, line: line)
        XCTAssertTrue(outcome.stderr.contains(mentions), "\(outcome.stderr) names \(mentions)", file: file, line: line)
    }

    func testHelpListsEveryFlagOfTheContract() throws {
        let outcome = try WormBinary.run(["--help"])
        XCTAssertEqual(outcome.status, 0)
        for flag in ["--seed", "--lang", "--events", "--resources", "--mute", "--window", "--fullscreen", "--headless",
                     "--input", "--duration", "--screenshot ", "--screenshot-at", "--help", "--version"] {
            XCTAssertTrue(outcome.stdout.contains(flag), "--help lists \(flag)")
        }
    }

    /// `scripts/play --help` answers at once, from the game already built: it built the whole game in release
    /// (minutes) before printing anything. A `swift` that leaves a mark stands in for the toolchain.
    func testPlayScriptsHelpPrintsWithoutBuilding() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let mark = folder.appendingPathComponent("swift-ran")
        let swift = folder.appendingPathComponent("swift")
        try "#!/bin/sh\ntouch '\(mark.path)'\nexit 1\n".write(to: swift, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        let outcome = try Command.run("/bin/bash", ["scripts/play", "--help"],
                                      environment: ["PATH": folder.path + ":/usr/bin:/bin"], directory: WormBinary.repository)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: mark.path), "nothing is built for --help")
        XCTAssertTrue(outcome.stdout.contains("--lang"), outcome.stdout)
    }

    func testVersion() throws {
        let outcome = try WormBinary.run(["--version"])
        XCTAssertEqual(outcome.status, 0)
        XCTAssertTrue(outcome.stdout.hasPrefix("worm 0."))
    }

    func testBadFlagsExitTwo() throws {
        assertOneLineError(try WormBinary.run(["--bogus"]), status: 2, mentions: "--bogus")
        assertOneLineError(try WormBinary.run(["--seed", "many"]), status: 2, mentions: "--seed")
        assertOneLineError(try WormBinary.run(["--headless", "--input", "/no/such.jsonl"]), status: 2, mentions: "/no/such.jsonl")
        assertOneLineError(try WormBinary.run(["--headless", "--events", "/no/such/dir/log"]), status: 2, mentions: "--events")
    }

    func testABadScriptLineExitsTwoNamingTheLine() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let script = folder.appendingPathComponent("bad.jsonl")
        try "{\"t\": 10, \"type\": \"press\", \"x\": 1, \"y\": 2}\n# fine\n{\"t\": 20, \"type\": \"press\", \"x\": 1}\n"
            .write(to: script, atomically: true, encoding: .utf8)
        assertOneLineError(try WormBinary.run(["--headless", "--input", script.path]), status: 2, mentions: "line 3")
    }

    func testABrokenResourceExitsOneNamingTheFile() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("worm.png"))
        let outcome = try WormBinary.run(["--headless", "--duration", "0", "--resources", folder.path])
        assertOneLineError(outcome, status: 1, mentions: folder.appendingPathComponent("worm.png").path)
        let font = try WormBinary.temporaryFolder(for: self)
        try Data("common lineHeight=oops".utf8).write(to: font.appendingPathComponent("font.fnt"))
        assertOneLineError(try WormBinary.run(["--headless", "--duration", "0", "--resources", font.path]),
                           status: 1, mentions: "font.fnt")
    }

    func testPlayerResourcesReplaceTheBundledOnes() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let shotDefault = folder.appendingPathComponent("default.png"), shotCustom = folder.appendingPathComponent("custom.png")
        // A plain JPEG background of the player's own.
        let custom = folder.appendingPathComponent("res")
        try FileManager.default.createDirectory(at: custom, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: WormBinary.repository.appendingPathComponent("Tests/EndToEndTests/Fixtures/background.jpg"),
                                         to: custom.appendingPathComponent("background.jpg"))
        XCTAssertEqual(try WormBinary.run(["--headless", "--duration", "0", "--screenshot", shotDefault.path]).status, 0)
        let outcome = try WormBinary.run(["--headless", "--duration", "0", "--resources", custom.path, "--screenshot", shotCustom.path])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertNotEqual(try Image.load(path: shotDefault.path), try Image.load(path: shotCustom.path))
    }

    func testTheFirstFrameIsTheGoldenCountdown() throws {
        // The program's own screenshot matches the render tests' golden image: one drawing code.
        let folder = try WormBinary.temporaryFolder(for: self)
        let shot = folder.appendingPathComponent("first.png")
        let outcome = try WormBinary.run(["--headless", "--seed", "1", "--lang", "en", "--duration", "0", "--screenshot", shot.path])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let golden = WormBinary.repository.appendingPathComponent("Tests/WormAppTests/Golden/countdown-en.png")
        // Pixels, not PNG bytes: another libpng or zlib may write the same image differently.
        XCTAssertEqual(try Image.load(path: shot.path), try Image.load(path: golden.path))
    }
}
