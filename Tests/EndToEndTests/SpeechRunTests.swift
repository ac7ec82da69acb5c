import Foundation
import XCTest

/// Speech (R111) from the log: what is said, when the game speaks at all, and a game without Speech Dispatcher.
final class SpeechRunTests: XCTestCase {
    /// An environment whose Speech Dispatcher cannot be reached (a socket that is not there, and a spawn command
    /// that fails) and whose session bus is none, inside `folder`.
    static func noDaemon(in folder: URL) -> [String: String] {
        // No daemon, and none to start, as on a machine without speech-dispatcher: libspeechd's autospawn of the
        // real one (which refuses a socket it was not configured for) took up to 4 s on a busy machine, past the
        // 2 s a run's end waits for the connection, and the failure's line was then never written.
        ["SPEECHD_ADDRESS": "unix_socket:" + folder.appendingPathComponent("no-speechd.sock").path,
         "SPEECHD_CMD": "/bin/false",
         "DBUS_SESSION_BUS_ADDRESS": "unix:path=" + folder.appendingPathComponent("no-bus.sock").path]
    }

    /// Runs a headless title with `script` (JSON Lines) and `arguments`, returning the log and the run.
    func runTitle(_ script: [String], arguments: [String] = ["--speech", "on"], environment: [String: String]? = nil,
                  in folder: URL) throws -> (events: [LoggedEvent], outcome: WormBinary.Outcome) {
        let input = folder.appendingPathComponent("walk.jsonl")
        try (script.joined(separator: "\n") + "\n").write(to: input, atomically: true, encoding: .utf8)
        let outcome = try WormBinary.run(["--headless", "--mode", "title", "--lang", "en", "--input", input.path,
                                          "--duration", "20", "--events", "-"] + arguments,
                                         environment: environment ?? Self.noDaemon(in: folder))
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        return (LoggedEvent.parse(outcome.stdout), outcome)
    }

    /// Key lines, one every 100 ms from `startMs`.
    static func keys(_ names: [String], from startMs: Int) -> [String] {
        names.enumerated().map { #"{"t": \#(startMs + 100 * $0.offset), "type": "key", "key": "\#($0.element)"}"# }
    }

    func testAMenuWalkSpeaksEveryItemWithItsValueAndLogsEachFocus() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        // Down through the title's nine buttons, back to Classic; Up to Settings is 3 up from Classic
        // (Quit, ?, Settings); Enter; then Down through the settings' fifteen buttons (their focus shown from the start,
        // R115: Music − to Back), Up back to Sound, and Enter on it.
        var script = Self.keys(Array(repeating: "down", count: 9), from: 500)
        script += Self.keys(["up", "up", "up", "return"], from: 2_000)
        script += Self.keys(Array(repeating: "down", count: 14), from: 3_000)
        script += Self.keys(Array(repeating: "up", count: 10), from: 5_000)
        script += Self.keys(["return"], from: 6_500)
        let (events, _) = try runTitle(script, in: folder)
        let spoken = events.filter { $0.type == "speak" }.map { $0.string("text")! }
        let focus = events.filter { $0.type == "focus" }.map { "\($0.string("scene")!):\($0.string("item")!)" }

        XCTAssertEqual(spoken.first, "WORM", "the title says itself as it opens")
        for label in ["Classic", "Arcade", "Daily", "Versus", "Party", "Scores", "Settings", "How to play", "Quit"] {
            XCTAssertTrue(spoken.contains(label), "the title's \(label) is spoken: \(spoken)")
        }
        XCTAssertEqual(Array(focus.prefix(10)), ["classic", "arcade", "daily", "versus", "party", "scores", "settings",
                                                  "how_to_play", "quit", "classic"].map { "title:" + $0 })
        for said in ["Music, 80 percent, lower", "Music, 80 percent, raise", "Effects, 100 percent, lower",
                     "Effects, 100 percent, raise", "Sound, On", "Language, English", "Fullscreen, Off", "Reduced motion, Off",
                     "Vibration, On", "Tilt aim, On", "Speech, On", "Audio play, Off", "World board, Off", "Assists", "Back"] {
            XCTAssertTrue(spoken.contains(said), "\"\(said)\" spoken: \(spoken)")
        }
        XCTAssertTrue(focus.contains("settings:audio_play"))
        // Enter on Sound turns it off: the item's new value is said at once.
        XCTAssertEqual(spoken.last, "Sound, Off")
        XCTAssertTrue(events.contains { $0.type == "setting" && $0.string("name") == "muted" && $0.string("value") == "true" })
        XCTAssertTrue(events.filter { $0.type == "speak" && $0.string("text")!.contains(", ") }
            .allSatisfy { $0.string("priority") == "text" }, "a focus is said at text priority")
    }

    func testSpeechOffSpeaksNothingButTheFocusIsStillLogged() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let (events, _) = try runTitle(Self.keys(["down", "down"], from: 500), arguments: ["--speech", "off"], in: folder)
        XCTAssertFalse(events.contains { $0.type == "speak" })
        XCTAssertEqual(events.filter { $0.type == "focus" }.map { $0.string("item")! }, ["classic", "arcade", "daily"])
    }

    func testSpeechWithoutADaemonRunsSilentAndSaysSoInOneLine() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let (events, outcome) = try runTitle(Self.keys(["down"], from: 500), in: folder)
        XCTAssertTrue(events.contains { $0.type == "speak" && $0.string("text") == "Arcade" }, "logged all the same")
        let lines = outcome.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, outcome.stderr)
        XCTAssertTrue(lines.first?.hasPrefix("worm: speech: cannot reach Speech Dispatcher") == true, outcome.stderr)
        XCTAssertTrue(lines.first?.hasSuffix("the game runs silent") == true, outcome.stderr)
    }

    /// Speech Dispatcher's library is loaded when the game first speaks, never linked: named a file that is not
    /// there (`WORM_SPEECHD_LIBRARY`), the game starts, says so in one line, and goes on, every text still logged.
    func testWithoutTheSpeechLibraryTheGameRunsSilentAndSaysSoInOneLine() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let missing = folder.appendingPathComponent("no-libspeechd.so.2").path
        var environment = Self.noDaemon(in: folder)
        environment["WORM_SPEECHD_LIBRARY"] = missing
        let (events, outcome) = try runTitle(Self.keys(["down", "down", "up"], from: 500), environment: environment,
                                             in: folder)
        let spoken = events.filter { $0.type == "speak" }.map { $0.string("text")! }
        XCTAssertEqual(spoken, ["WORM", "Classic", "Arcade", "Daily", "Arcade"], "every text logged as it would be said")
        let lines = outcome.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, outcome.stderr)
        XCTAssertTrue(lines.first?.hasPrefix("worm: speech: cannot load \(missing) (") == true, outcome.stderr)
        XCTAssertTrue(lines.first?.hasSuffix("; the game runs silent") == true, outcome.stderr)
    }

    /// The built `worm` needs no libspeechd to start: no NEEDED entry names it (readelf -d).
    func testTheProgramDoesNotLinkSpeechDispatcher() throws {
        for binary in [WormBinary.debug, WormBinary.release] where FileManager.default.fileExists(atPath: binary.path) {
            let dynamic = try Command.run("readelf", ["-d", binary.path])
            XCTAssertEqual(dynamic.status, 0, dynamic.stderr)
            let needed = dynamic.stdout.split(separator: "\n").filter { $0.contains("(NEEDED)") }
            XCTAssertTrue(needed.contains { $0.contains("libSDL2") }, "readelf lists what is linked: \(needed)")
            XCTAssertFalse(needed.contains { $0.contains("libspeechd") }, "\(binary.path) links libspeechd: \(needed)")
        }
    }

    // MARK: A round's time-critical lines

    func testTheCountdownIsSaidOnTimeAndTheAudioPlayGuideWaitsForItAtALowerPriority() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let outcome = try WormBinary.run(["--headless", "--mode", "arcade", "--lang", "en", "--seed", "5", "--audio-play",
                                          "--speech", "on", "--duration", "8", "--events", "-"],
                                         environment: Self.noDaemon(in: folder))
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let events = LoggedEvent.parse(outcome.stdout)
        let spoken = events.filter { $0.type == "speak" }
        let countdown = ["Get ready", "3 ...", "2 ...", "1 ...", "Your turn!"]
        let guide = "Listen for the worms. Q W E, A S D, Z X C or the keypad catch. R repeats the calls. Tab says the score."
        XCTAssertEqual(spoken.map { $0.string("text")! }, ["Arcade"] + countdown + [guide],
                       "the seven-second guide comes after the countdown, never before a line of it")
        for line in countdown {
            let message = try XCTUnwrap(events.first { $0.type == "message" && $0.string("text") == line })
            let said = try XCTUnwrap(spoken.first { $0.string("text") == line })
            XCTAssertEqual(said.t, message.t, "\"\(line)\" is said as it shows")
            XCTAssertEqual(said.string("priority"), "message")
        }
        let toldGuide = try XCTUnwrap(spoken.last)
        XCTAssertEqual(toldGuide.string("priority"), "text", "a lower priority: seconds left, the score, interrupt it (R111)")
        XCTAssertGreaterThanOrEqual(toldGuide.t, spoken.first { $0.string("text") == "Your turn!" }!.t)
    }

    // MARK: Auto, from a private session bus

    /// A private session bus in `folder`, with AT-SPI's own bus launcher owning `org.a11y.Bus` when `owned`
    /// (its ScreenReaderEnabled then set to `screenReader`); stopped when the test ends.
    func privateBus(in folder: URL, owned: Bool, screenReader: Bool = false) throws -> [String: String] {
        let socket = folder.appendingPathComponent("bus.sock").path
        let config = folder.appendingPathComponent("bus.conf")
        try """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig><type>session</type><listen>unix:path=\(socket)</listen><auth>EXTERNAL</auth>
        <policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/>
        </policy></busconfig>
        """.write(to: config, atomically: true, encoding: .utf8)
        var environment = Self.noDaemon(in: folder)
        environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=" + socket
        environment["GSETTINGS_BACKEND"] = "memory"  // the launcher's default is then off, whatever the desktop says
        try start("/usr/bin/dbus-daemon", ["--config-file=" + config.path, "--nofork", "--nosyslog"], environment)
        try waitFor { FileManager.default.fileExists(atPath: socket) }
        guard owned else { return environment }
        try start("/usr/libexec/at-spi-bus-launcher", ["--launch-immediately"], environment)
        try waitFor { self.busctl(["get-property", "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Status", "ScreenReaderEnabled"],
                                  environment).status == 0 }
        let set = busctl(["set-property", "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Status", "ScreenReaderEnabled",
                          "b", screenReader ? "true" : "false"], environment)
        XCTAssertEqual(set.status, 0)
        return environment
    }

    /// Starts `path` with `arguments`, stopped (by its own id) when the test ends.
    func start(_ path: String, _ arguments: [String], _ environment: [String: String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = WormBinary.environment(environment)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        addTeardownBlock {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// `busctl --user ARGUMENTS` on the bus of `environment`: its status and output.
    func busctl(_ arguments: [String], _ environment: [String: String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/busctl")
        process.arguments = ["--user", "--timeout=2"] + arguments
        process.environment = WormBinary.environment(environment)
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return (-1, "") }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Polls `ready` until it holds (a service coming up), failing after 10 s.
    func waitFor(_ ready: () -> Bool) throws {
        for _ in 0..<200 {
            if ready() { return }
            usleep(50_000)
        }
        XCTFail("the private bus did not come up")
        throw CocoaError(.fileNoSuchFile)
    }

    func testAutoSpeaksWhenTheSessionBusSaysAScreenReaderRuns() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let bus = try privateBus(in: folder, owned: true, screenReader: true)
        let (events, _) = try runTitle(Self.keys(["down"], from: 500), arguments: ["--speech", "auto"], environment: bus,
                                       in: folder)
        XCTAssertEqual(events.filter { $0.type == "speak" }.map { $0.string("text")! }, ["WORM", "Classic", "Arcade"])
    }

    func testAutoIsSilentWhenTheScreenReaderIsOff() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let bus = try privateBus(in: folder, owned: true, screenReader: false)
        let (events, outcome) = try runTitle(Self.keys(["down"], from: 500), arguments: ["--speech", "auto"],
                                             environment: bus, in: folder)
        XCTAssertFalse(events.contains { $0.type == "speak" })
        XCTAssertEqual(outcome.stderr, "", "silent by choice: nothing to say")
    }

    func testAutoIsSilentWhenNobodyOwnsTheA11yBus() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let bus = try privateBus(in: folder, owned: false)
        let (events, _) = try runTitle(Self.keys(["down"], from: 500), arguments: ["--speech", "auto"], environment: bus,
                                       in: folder)
        XCTAssertFalse(events.contains { $0.type == "speak" })
        XCTAssertTrue(events.contains { $0.type == "focus" })
    }
}
