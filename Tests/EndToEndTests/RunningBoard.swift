import Foundation
import XCTest

/// A running `worm-board` and the port it listens on, for the tests that start one (WorldBoardRunTests with the
/// debug build, BoardInstallTests with the packaged one).
struct RunningBoard {
    var process: Process
    var port: Int
    /// What it printed as it started: "worm-board VERSION listening on 127.0.0.1:PORT".
    var firstLine: String
    var url: String { "http://127.0.0.1:\(port)" }

    /// Starts `binary` on a fresh SQLite file in `folder`, on a port the system picks (the one its first line names);
    /// stopped (SIGTERM) when `test` ends.
    static func start(_ binary: URL, in folder: URL, for test: XCTestCase) throws -> RunningBoard {
        try start(binary, database: folder.appendingPathComponent("board.sqlite").path, for: test)
    }

    /// Starts `binary` on `database` (an SQLite file or a `postgresql://` URL), on a port the system picks; stopped
    /// (SIGTERM) when `test` ends.
    static func start(_ binary: URL, database: String, for test: XCTestCase) throws -> RunningBoard {
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--listen", "127.0.0.1:0", "--db", database]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        test.addTeardownBlock {
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
            }
        }
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let first = text.split(separator: "\n").first, let port = first.split(separator: ":").last.flatMap({ Int($0) }) else {
            XCTFail("worm-board did not say where it listens: \(text)")
            throw CocoaError(.fileReadCorruptFile)
        }
        return RunningBoard(process: process, port: port, firstLine: String(first))
    }
}
