import Foundation
import XCTest

/// The game in a real X11 window under Xvfb: a robot reads each new worm from the event log as it is
/// written and clicks it with xdotool; every click must be a hit.
final class RealWindowTests: XCTestCase {
    /// Xvfb on a free display, stopped when the test ends.
    func startXvfb() throws -> String {
        guard let xvfb = which("Xvfb"), which("xdotool") != nil else {
            XCTFail("Xvfb and xdotool are needed: apt-get install xvfb xdotool (scripts/test installs them)")
            throw CocoaError(.executableNotLoadable)
        }
        let number = (90..<190).first {
            !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock") && !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)")
        }!
        let server = Process()
        server.executableURL = URL(fileURLWithPath: xvfb)
        server.arguments = [":\(number)", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        addTeardownBlock { server.terminate(); server.waitUntilExit() }
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
            guard Date() < deadline, server.isRunning else {
                XCTFail("Xvfb :\(number) did not start")
                throw CocoaError(.executableLoad)
            }
            usleep(20_000)
        }
        return ":\(number)"
    }

    /// Runs xdotool on `display` and returns what it printed.
    @discardableResult
    func xdotool(_ arguments: [String], display: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: which("xdotool")!)
        process.arguments = arguments
        process.environment = ["DISPLAY": display]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func which(_ name: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Plays `worms` worms in a `width` × `height` window, clicking each, and checks every click hit.
    /// How the robot leaves the title for Classic.
    enum TitleChoice {
        /// Enter on the focused first button.
        case key
        /// A click on the Classic button.
        case click
    }

    func playAndClick(width: Int, height: Int, worms: Int = 4, from title: TitleChoice) throws {
        let display = try startXvfb()
        let folder = try WormBinary.temporaryFolder(for: self)
        let log = folder.appendingPathComponent("events.jsonl")
        let game = Process()
        game.executableURL = WormBinary.debug
        game.arguments = ["--seed", "7", "--lang", "en", "--mute", "--window", "\(width)x\(height)", "--events", log.path]
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["SDL_AUDIODRIVER"] = "dummy"
        game.environment = environment
        game.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        game.standardError = errors
        try game.run()
        addTeardownBlock { if game.isRunning { game.terminate() } }

        let window = try xdotool(["search", "--sync", "--name", "^Worm$"], display: display)
            .split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertFalse(window.isEmpty, "the window opened")
        // The playfield's place in the window, as the game fits it (whole factors stay sharp).
        let fit = min(Double(width) / 320, Double(height) / 480)
        let scale = fit.rounded(.down) >= 1 && fit - fit.rounded(.down) < 0.02 * fit.rounded(.down) ? fit.rounded(.down) : fit
        let offsetX = ((Double(width) - 320 * scale) / 2).rounded(.down)
        let offsetY = ((Double(height) - 480 * scale) / 2).rounded(.down)

        // The window opens on the title (R20): choose Classic as a player would.
        let titleDeadline = Date().addingTimeInterval(10)
        while !((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains(#""name": "title""#) && Date() < titleDeadline {
            usleep(10_000)
        }
        switch title {
        case .key:
            try xdotool(["key", "--window", window, "Return"], display: display)
        case .click:
            try xdotool(["mousemove", "--window", window, String(Int(offsetX + 160 * scale)), String(Int(offsetY + 141 * scale)),
                         "click", "1"], display: display)
        }

        var clicked = 0
        var seen = 0
        let deadline = Date().addingTimeInterval(40)
        while clicked < worms && Date() < deadline && game.isRunning {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            let spawns = LoggedEvent.parse(String(text[..<(text.lastIndex(of: "\n") ?? text.startIndex)]))
                .filter { $0.type == "spawn" }
            if spawns.count > seen {
                seen = spawns.count
                let spawn = spawns.last!
                var x = Double(spawn.int("x")!), y = Double(spawn.int("y")!)
                if x >= 276 && y < 44 { y = 45 }  // Stay off the pause button; still within the worm's square.
                x = offsetX + x * scale
                y = offsetY + y * scale
                try xdotool(["mousemove", "--window", window, String(Int(x.rounded())), String(Int(y.rounded())), "click", "1"],
                            display: display)
                clicked += 1
            }
            usleep(5_000)
        }
        // Let the last click land, then quit the way a player would.
        usleep(300_000)
        try xdotool(["key", "--window", window, "ctrl+q"], display: display)
        let stop = Date().addingTimeInterval(5)
        while game.isRunning && Date() < stop { usleep(20_000) }
        if game.isRunning { game.terminate() }
        XCTAssertEqual(game.terminationStatus, 0, String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self))

        let all = LoggedEvent.parse(try String(contentsOf: log, encoding: .utf8))
        XCTAssertEqual(all.first?.type, "scene")
        XCTAssertEqual(all.first?.string("name"), "title")
        let start = all.firstIndex { $0.type == "start" } ?? all.endIndex
        XCTAssertEqual(all[start...].first?.string("mode"), "classic", "the title opened Classic")
        let events = Array(all[start...])
        XCTAssertEqual(clicked, worms, "clicked every worm in time")
        let presses = events.filter { $0.type == "press" }
        XCTAssertEqual(presses.count, worms, "each click is one press")
        XCTAssertTrue(presses.allSatisfy { $0.string("source") == "mouse" && $0.fields["ignored"] as? Bool == false })
        XCTAssertEqual(events.filter { $0.type == "hit" }.count, worms, "every click is a hit")
        XCTAssertFalse(events.contains { $0.type == "miss" && $0.string("reason") == "background" })
        XCTAssertEqual(events.last?.type, "end")
    }

    func testClickEveryWormAtNaturalSize() throws {
        try playAndClick(width: 320, height: 480, from: .key)
    }

    func testClickEveryWormInALetterboxedWindow() throws {
        try playAndClick(width: 800, height: 600, from: .click)
    }
}
