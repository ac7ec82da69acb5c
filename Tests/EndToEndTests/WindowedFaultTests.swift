import Foundation
import XCTest

extension RealWindowTests {
    /// In a window, faults of the platform are one line each and the game plays on: no sound device
    /// (SDL_AUDIODRIVER names one that does not exist) and an event log that cannot be written.
    func testNoSoundAndAFullLogAreOneLineEachAndTheGamePlaysOn() throws {
        let display = try startXvfb()
        let process = Process()
        process.executableURL = WormBinary.debug
        process.arguments = ["--events", "/dev/full"]
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["SDL_AUDIODRIVER"] = "bogus"
        process.environment = environment
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        sleep(3)
        XCTAssertTrue(process.isRunning, "the game plays on")
        process.terminate()  // SDL turns SIGTERM into a quit event
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, stderr)
        let lines = stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, stderr)
        XCTAssertTrue(lines.contains { $0.hasPrefix("worm: no sound device") && $0.hasSuffix("playing silently") }, stderr)
        XCTAssertTrue(lines.contains { $0.hasPrefix("worm: cannot write the event log '/dev/full'") }, stderr)
    }
}

extension RealWindowTests {
    /// A damaged MP3 that still loads makes libmpg123 print on the audio thread as it plays: one line
    /// of ours instead, and the game plays on.
    func testADamagedMP3IsOneLineWhileItPlays() throws {
        let display = try startXvfb()
        let folder = try WormBinary.temporaryFolder(for: self)
        var music = try Data(contentsOf: WormBinary.repository.appendingPathComponent("Resources/music.mp3"))
        for index in 1_000..<4_000 { music[index] = UInt8(truncatingIfNeeded: index &* 37 &+ index >> 3) }
        try music.write(to: folder.appendingPathComponent("music.mp3"))
        let process = Process()
        process.executableURL = WormBinary.debug
        process.arguments = ["--resources", folder.path]
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["SDL_AUDIODRIVER"] = "dummy"
        process.environment = environment
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        sleep(3)
        XCTAssertTrue(process.isRunning, "the game plays on")
        process.terminate()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, stderr)
        let lines = stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, stderr)
        XCTAssertTrue(lines.first?.hasPrefix("worm: the sound library reports a damaged file (") ?? false, stderr)
    }
}
