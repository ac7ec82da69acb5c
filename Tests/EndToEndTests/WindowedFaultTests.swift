import Foundation
import XCTest

extension RealWindowTests {
    /// Runs the windowed game on a fresh Xvfb with `arguments` and extra `environment` for three seconds from its
    /// window's opening, then asks it to quit (SDL turns SIGTERM into a quit event); returns whether it was still
    /// playing then, its exit status and its standard error.
    func playWindowed(_ arguments: [String], environment extra: [String: String]) throws
        -> (playedOn: Bool, status: Int32, stderr: String) {
        let display = try startXvfb()
        let process = Process()
        process.executableURL = WormBinary.debug
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(extra.merging(["DISPLAY": display]) { $1 }) { $1 }
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Three seconds of play, counted from the window: a busy machine took longer than three seconds to start
        // the game, whose SIGTERM then came before SDL was there to turn it into a quit (status 15, no music yet).
        let opened = Date().addingTimeInterval(20)
        while process.isRunning && Date() < opened
            && (try? xdotool(["search", "--name", "^Worm$"], display: display))?.isEmpty ?? true { usleep(50_000) }
        sleep(3)
        let playedOn = process.isRunning
        process.terminate()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (playedOn, process.terminationStatus, stderr)
    }

    /// In a window, faults of the platform are one line each and the game plays on: no sound device
    /// (SDL_AUDIODRIVER names one that does not exist) and an event log that cannot be written.
    func testNoSoundAndAFullLogAreOneLineEachAndTheGamePlaysOn() throws {
        let run = try playWindowed(["--events", "/dev/full"], environment: ["SDL_AUDIODRIVER": "bogus"])
        XCTAssertTrue(run.playedOn, "the game plays on")
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, run.stderr)
        XCTAssertTrue(lines.contains { $0.hasPrefix("worm: no sound device") && $0.hasSuffix("playing silently") }, run.stderr)
        XCTAssertTrue(lines.contains { $0.hasPrefix("worm: cannot write the event log '/dev/full'") }, run.stderr)
    }

    /// A damaged MP3 that still loads makes libmpg123 print on the audio thread as it plays: one line
    /// of ours instead, and the game plays on.
    func testADamagedMP3IsOneLineWhileItPlays() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        var music = try Data(contentsOf: WormBinary.repository.appendingPathComponent("Resources/music.mp3"))
        for index in 1_000..<4_000 { music[index] = UInt8(truncatingIfNeeded: index &* 37 &+ index >> 3) }
        try music.write(to: folder.appendingPathComponent("music.mp3"))
        let run = try playWindowed(["--mode", "classic", "--resources", folder.path], environment: ["SDL_AUDIODRIVER": "dummy"])
        XCTAssertTrue(run.playedOn, "the game plays on")
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, run.stderr)
        XCTAssertTrue(lines.first?.hasPrefix("worm: the sound library reports a damaged file (") ?? false, run.stderr)
    }

    /// A music file that cannot be loaded at all, given with `--resources`, is one line and the windowed game
    /// plays on without music, as a headless one does (it stopped with exit status 1).
    func testAMusicFileThatCannotLoadIsPlayedWithout() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        try Data((0..<4_000).map { UInt8(truncatingIfNeeded: $0 &* 37) }).write(to: folder.appendingPathComponent("music.ogg"))
        let run = try playWindowed(["--mode", "classic", "--resources", folder.path], environment: ["SDL_AUDIODRIVER": "dummy"])
        XCTAssertTrue(run.playedOn, "the game plays on")
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, run.stderr)
        XCTAssertTrue(lines.first?.hasPrefix("worm: cannot load \(folder.path)/music.ogg") ?? false, run.stderr)
        XCTAssertTrue(lines.first?.hasSuffix("; playing without it") ?? false, run.stderr)
    }

    /// With a sound device (SDL's dummy one) and sound on, the windowed game plays, on the title and in a
    /// game: the helper threads that watch the sound libraries must not trip Swift's actor checks.
    func testTheWindowedGamePlaysWithSound() throws {
        for mode in ["title", "classic"] {
            let run = try playWindowed(["--mode", mode], environment: ["SDL_AUDIODRIVER": "dummy"])
            XCTAssertTrue(run.playedOn, "\(mode): still playing after 3 s")
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertEqual(run.stderr, "", "\(mode): nothing on the terminal")
        }
    }
}
