import Foundation
import XCTest

/// R120 in a real window (issue 29): a windowed Daily round sent to a local `worm-board` shows its world rank on
/// its results, at 320 × 480 and in a 1920 × 1080 window, checked from the log and on a screenshot of the screen
/// against the same results a headless run of the round draws. The screenshots are kept in /tmp/board-shots/.
extension RealWindowTests {
    /// Where the screenshots are kept, to be looked at.
    static let boardShots = URL(fileURLWithPath: "/tmp/board-shots")

    /// The band of the field (in 320 × 480 points) where the results draw the world board's line.
    static let worldBand = (x: 10..<310, y: 394..<419)

    /// Takes a screenshot of `display`'s root window, keeps it as `name`.png in /tmp/board-shots/, and returns its
    /// field (the window's `field` rectangle, in screen pixels) scaled to 320 × 480.
    func fieldShot(display: String, name: String, field: (x: Int, y: Int, width: Int, height: Int)) throws -> Screenshot {
        // Taken and read in a file of this call's own: test processes side by side write the kept copy too.
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("worm-shot-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: png) }
        let taken = try Command.run("import", ["-window", "root", png.path], environment: ["DISPLAY": display])
        XCTAssertEqual(taken.status, 0, taken.stderr)
        keep(png, as: name)
        return try scaledField(of: png, field: field)
    }

    /// Puts a copy of `png` in /tmp/board-shots/ as `name`.png, whole or not at all (renamed into place), to be
    /// looked at; a copy that cannot be made is not the test's concern.
    func keep(_ png: URL, as name: String) {
        let folder = RealWindowTests.boardShots
        let partial = folder.appendingPathComponent(".\(name)-\(UUID().uuidString).png")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
              (try? FileManager.default.copyItem(at: png, to: partial)) != nil else { return }
        if rename(partial.path, folder.appendingPathComponent(name + ".png").path) != 0 {
            try? FileManager.default.removeItem(at: partial)
        }
    }

    /// The `field` rectangle of the image in `png`, scaled to 320 × 480.
    func scaledField(of png: URL, field: (x: Int, y: Int, width: Int, height: Int)) throws -> Screenshot {
        let ppm = FileManager.default.temporaryDirectory.appendingPathComponent("worm-field-\(UUID().uuidString).ppm")
        defer { try? FileManager.default.removeItem(at: ppm) }
        let converted = try Command.run("convert", [png.path, "-crop", "\(field.width)x\(field.height)+\(field.x)+\(field.y)", "+repage",
                                                    "-resize", "320x480!", "-depth", "8", "ppm:" + ppm.path])
        XCTAssertEqual(converted.status, 0, converted.stderr)
        return try Screenshot.parse(Data(contentsOf: ppm))
    }

    /// The pixels of the world line's band that are the line's light blue (150, 205, 255), within 40 levels: its
    /// letters, whatever the soil behind them (its specks are not the same from run to run).
    func worldLinePixels(_ shot: Screenshot) -> Set<Int> {
        var pixels: Set<Int> = []
        for y in RealWindowTests.worldBand.y {
            for x in RealWindowTests.worldBand.x
            where zip(shot.pixel(x: x, y: y), [150, 205, 255]).allSatisfy({ abs(Int($0) - $1) <= 40 }) {
                pixels.insert(y * 320 + x)
            }
        }
        return pixels
    }

    /// Where the line's letters are, and how many pixels they take: a window's renderer samples the letters, drawn at
    /// three quarters of their size, otherwise than the headless one (the same words, not the same pixels), so a line
    /// is known by its extent (its words' length and place) and its ink.
    struct LineExtent: Equatable, CustomStringConvertible {
        var left = Int.max, right = Int.min, top = Int.max, bottom = Int.min, ink = 0

        /// The extent of `pixels`; an empty one's edges are all -1000 (far from any line's, and no overflow).
        init(_ pixels: Set<Int>) {
            if pixels.isEmpty { (left, right, top, bottom) = (-1000, -1000, -1000, -1000) }
            for pixel in pixels {
                left = min(left, pixel % 320)
                right = max(right, pixel % 320)
                top = min(top, pixel / 320)
                bottom = max(bottom, pixel / 320)
            }
            ink = pixels.count
        }

        /// Whether `other` is this line within `slack` pixels on each edge and a quarter of its ink.
        func matches(_ other: LineExtent, slack: Int = 3) -> Bool {
            abs(left - other.left) <= slack && abs(right - other.right) <= slack && abs(top - other.top) <= slack
                && abs(bottom - other.bottom) <= slack && abs(ink - other.ink) * 4 <= other.ink
        }

        var description: String { "x \(left)–\(right), y \(top)–\(bottom), \(ink) pixels" }
    }

    /// Waits up to `seconds` for `text` in the log of `game`.
    func waitForLog(_ log: URL, containing text: String, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if ((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains(text) { return true }
            usleep(100_000)
        }
        return false
    }

    func testADailyRoundInAWindowShowsItsWorldRankFromARealBoard() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let binary = WormBinary.buildFolder.appendingPathComponent("worm-board")
        // A board for each game, so each row is the first of one.
        let boards = try (0..<3).map { try RunningBoard.start(binary, database: folder.appendingPathComponent("board\($0).sqlite").path, for: self) }
        let speech = ["SPEECHD_ADDRESS": "unix_socket:/nonexistent/worm-tests.sock"]

        // The reference: the same untouched Daily round headless, its last frame (the results with the world line).
        let reference = folder.appendingPathComponent("headless.png")
        let headlessLog = folder.appendingPathComponent("headless.jsonl")
        let headless = Process()
        // The release program, which players run: a debug build drawing a 1920 × 1080 window on a loaded machine can
        // take frames over 250 ms, which the run clock does not count (docs/TESTING.md, "Timing"), and the board
        // rightly finds such a round too slow.
        headless.executableURL = WormBinary.release
        headless.arguments = ["--headless", "--mode", "daily", "--lang", "en", "--mute", "--board", boards[2].url,
                              "--data-dir", folder.appendingPathComponent("headless").path, "--duration", "75",
                              "--screenshot", reference.path, "--events", headlessLog.path]
        headless.environment = WormBinary.environment(speech)
        headless.standardOutput = FileHandle.nullDevice
        headless.standardError = FileHandle.nullDevice
        try headless.run()
        addTeardownBlock { if headless.isRunning { headless.terminate() } }

        let small = try startGame(["--window", "320x480", "--board", boards[0].url, "--speech", "on"], screen: "320x480",
                                  mode: "daily", seeded: false, environment: speech, binary: WormBinary.release)
        let large = try startGame(["--window", "1920x1080", "--board", boards[1].url, "--speech", "on"], screen: "1920x1080",
                                  mode: "daily", seeded: false, environment: speech, binary: WormBinary.release)
        for game in [small, large] {
            XCTAssertTrue(waitForLog(game.log, containing: "\"state\": \"taken\"", seconds: 120), "the board took the window's row")
            let events = LoggedEvent.parse(try String(contentsOf: game.log, encoding: .utf8))
            let lines = events.filter { $0.type == "board" }
            XCTAssertEqual(lines.map { $0.string("state") }, ["token", "taken"], "\(lines.map(\.fields))")
            XCTAssertEqual(lines.last?.int("rank"), 1)
            XCTAssertEqual(lines.last?.int("of"), 1)
            XCTAssertTrue(events.contains { $0.type == "speak" && $0.string("text") == "World: #1 of 1 today" }, "the rank is said")
            XCTAssertEqual(events.last { $0.type == "scene" }?.string("name"), "results")
        }
        headless.waitUntilExit()
        XCTAssertEqual(headless.terminationStatus, 0)
        let headlessEvents = LoggedEvent.parse(try String(contentsOf: headlessLog, encoding: .utf8))
        XCTAssertEqual(headlessEvents.last { $0.type == "board" }?.string("state"), "taken")
        keep(reference, as: "world-rank-headless")
        let expected = LineExtent(worldLinePixels(try scaledField(of: reference, field: (0, 0, 320, 480))))
        XCTAssertGreaterThan(expected.ink, 200, "the headless results draw the world line: \(expected)")
        XCTAssertGreaterThan(expected.right - expected.left, 100, "\(expected)")

        // On each screen, once a frame with the answer is drawn, the world line's band is the headless run's.
        let screens: [(RealWindowTests.Game, String, (x: Int, y: Int, width: Int, height: Int))] = [
            (small, "world-rank-320x480", (0, 0, 320, 480)),
            (large, "world-rank-1920x1080", (600, 0, 720, 1080)),
        ]
        for (game, name, field) in screens {
            var line = LineExtent(worldLinePixels(try fieldShot(display: game.display, name: name, field: field)))
            let deadline = Date().addingTimeInterval(10)
            while !line.matches(expected) && Date() < deadline {
                usleep(200_000)
                line = LineExtent(worldLinePixels(try fieldShot(display: game.display, name: name, field: field)))
            }
            XCTAssertTrue(line.matches(expected), "\(name): the world line (\(line)) is where the headless run draws it (\(expected))")
            try xdotool(["key", "--window", game.window, "ctrl+q"], display: game.display)
            if waitForExit(game) == nil { game.process.terminate() }
            XCTAssertEqual(game.process.terminationStatus, 0)
        }
    }
}
