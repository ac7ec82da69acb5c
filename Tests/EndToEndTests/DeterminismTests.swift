import Foundation
import SDLKit
import XCTest

/// Same seed and same inputs: the same log, byte for byte, and the same frames, pixel for pixel,
/// run after run, debug or release.
final class DeterminismTests: XCTestCase {
    /// Runs a scripted game and returns its log and its screenshots' pixels.
    func record(binary: URL, in folder: URL, tag: String) throws -> (log: Data, shots: [Image]) {
        let script = folder.appendingPathComponent("script.jsonl")
        if !FileManager.default.fileExists(atPath: script.path) {
            var lines: [String] = []
            for i in 0..<60 {
                lines.append("{\"t\": \(5_000 + i * 230), \"type\": \"press\", \"x\": \(40 + (i * 37) % 240), \"y\": \(60 + (i * 53) % 380)}")
            }
            try lines.joined(separator: "\n").write(to: script, atomically: true, encoding: .utf8)
        }
        let log = folder.appendingPathComponent("\(tag).jsonl")
        let times = [5_300, 9_000, 14_000]
        let shots = times.map { folder.appendingPathComponent("\(tag)-\($0).png") }
        let outcome = try WormBinary.run(
            ["--headless", "--seed", "4242", "--lang", "fr", "--input", script.path, "--duration", "20",
             "--events", log.path, "--screenshot", folder.appendingPathComponent("\(tag)-last.png").path]
            + zip(times, shots).flatMap { ["--screenshot-at", "\($0):\($1.path)"] },
            binary: binary)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        return (try Data(contentsOf: log), try shots.map { try Image.load(path: $0.path) }
                + [try Image.load(path: folder.appendingPathComponent("\(tag)-last.png").path)])
    }

    func testRunAfterRunAndDebugAgainstRelease() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let first = try record(binary: WormBinary.debug, in: folder, tag: "a")
        let second = try record(binary: WormBinary.debug, in: folder, tag: "b")
        let release = try record(binary: WormBinary.release, in: folder, tag: "r")
        XCTAssertGreaterThan(first.log.count, 2_000)
        XCTAssertEqual(first.log, second.log, "same log run after run")
        XCTAssertEqual(first.shots, second.shots, "same frames run after run")
        XCTAssertEqual(first.log, release.log, "same log in debug and release")
        XCTAssertEqual(first.shots, release.shots, "same frames in debug and release")
        let log = String(decoding: first.log, as: UTF8.self)
        XCTAssertTrue(log.contains("\"type\": \"hit\""), "the script catches worms")
        XCTAssertTrue(log.contains("\"type\": \"effect\", \"name\": \"explosion\""))
    }

    func testAnotherSeedGivesAnotherGame() throws {
        // Without the start line, which names the seed and so always differs.
        let a = try WormBinary.run(["--headless", "--seed", "1", "--duration", "8", "--events", "-"])
        let b = try WormBinary.run(["--headless", "--seed", "2", "--duration", "8", "--events", "-"])
        XCTAssertTrue(a.stdout.hasPrefix("{\"t\": 0, \"type\": \"start\"") && b.stdout.hasPrefix("{\"t\": 0, \"type\": \"start\""))
        XCTAssertNotEqual(a.stdout.split(separator: "\n").dropFirst(), b.stdout.split(separator: "\n").dropFirst())
    }

    /// Without --seed the seed is random and written in the start line, so any game can be replayed.
    func testTheRandomSeedIsLoggedAndReplays() throws {
        let first = try WormBinary.run(["--headless", "--duration", "8", "--events", "-"])
        let start = LoggedEvent.parse(first.stdout).first!
        let seed = start.fields["seed"] as! NSNumber
        let replay = try WormBinary.run(["--headless", "--seed", seed.stringValue, "--duration", "8", "--events", "-"])
        XCTAssertEqual(first.stdout, replay.stdout)
    }
}
