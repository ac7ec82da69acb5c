import Foundation
import XCTest

/// Runs the built `worm` program as a player or an outside tool would.
enum WormBinary {
    /// The repository's top folder.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The build folder this test bundle was built into (the debug `worm` sits beside it).
    static var buildFolder: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// The debug build of `worm`, built with the tests.
    static var debug: URL { buildFolder.appendingPathComponent("worm") }

    /// The release build of `worm` (scripts/test builds it before the tests).
    static var release: URL { repository.appendingPathComponent(".build/release/worm") }

    /// The discovery scope of every game this test process starts (docs/VERSUS.md, "Versus protocol"): unique to the
    /// process, so its Versus games never find, or are found by, another test run's or a player's on this machine.
    static let discoveryScope = "tests-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"

    /// This process's environment for a run of the program: its discovery scope, no `LANGUAGE` (which comes before
    /// the locale's variables, R90: a tester's own would override a test's `LC_ALL`), then `extra`.
    static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        ProcessInfo.processInfo.environment.merging(["WORM_DISCOVERY_SCOPE": discoveryScope, "LANGUAGE": ""]) { $1 }
            .merging(extra) { $1 }
    }

    /// What a finished run left behind.
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `binary` with `arguments` and waits for it.
    static func run(_ arguments: [String], binary: URL = debug, environment: [String: String] = [:],
                    file: StaticString = #filePath, line: UInt = #line) throws -> Outcome {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            XCTFail("no program at \(binary.path): run scripts/test (it builds debug and release first)", file: file, line: line)
            throw CocoaError(.fileNoSuchFile)
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = WormBinary.environment(environment)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                       stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// A fresh temporary folder, removed when the test ends.
    static func temporaryFolder(for test: XCTestCase) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("worm-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }
}

/// One parsed line of the event log.
struct LoggedEvent {
    var fields: [String: Any]

    var t: Int { fields["t"] as! Int }
    var type: String { fields["type"] as! String }
    func int(_ key: String) -> Int? { fields[key] as? Int }
    func double(_ key: String) -> Double? { (fields[key] as? NSNumber)?.doubleValue }
    func string(_ key: String) -> String? { fields[key] as? String }

    /// Parses a whole log, failing the test on any line that is not a JSON object with `t` and `type`.
    static func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [LoggedEvent] {
        var events: [LoggedEvent] = []
        for (number, row) in text.split(separator: "\n").enumerated() {
            guard let object = try? JSONSerialization.jsonObject(with: Data(row.utf8)) as? [String: Any],
                  object["t"] is Int, object["type"] is String else {
                XCTFail("log line \(number + 1) is not an event: \(row)", file: file, line: line)
                continue
            }
            events.append(LoggedEvent(fields: object))
        }
        return events
    }
}
