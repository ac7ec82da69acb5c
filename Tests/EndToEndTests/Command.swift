import Foundation
import XCTest

/// Runs the project's scripts and Debian's tools as a player or a packager would.
enum Command {
    /// Where a tool is on a Debian system, or nil when it is not installed.
    static func which(_ name: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/sbin/", "/sbin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `tool` (a name found by `which`, or a path) with `arguments` in `directory`, and waits for it.
    /// Fails the test when the tool is missing: scripts/test installs every tool the tests use.
    static func run(_ tool: String, _ arguments: [String], environment: [String: String] = [:], directory: URL? = nil,
                    file: StaticString = #filePath, line: UInt = #line) throws -> WormBinary.Outcome {
        guard let path = tool.contains("/") ? tool : which(tool) else {
            XCTFail("\(tool) is not installed (scripts/test installs it)", file: file, line: line)
            throw CocoaError(.fileNoSuchFile)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes as the process writes, so a full pipe never stalls it.
        let stderr = Collected()
        let reader = Thread { stderr.data = err.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1_000) }
        return WormBinary.Outcome(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                                  stderr: String(decoding: stderr.data, as: UTF8.self))
    }
}

/// Bytes read on another thread, handed over once that thread has finished.
private final class Collected: @unchecked Sendable {
    var data = Data()
}
