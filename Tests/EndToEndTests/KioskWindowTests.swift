import Foundation
import XCTest

/// R70 and R73 in a real X11 window under Xvfb with no window manager: a kiosk stays fullscreen through F11,
/// Alt+Enter and a press where the title's Settings would be, and only its operator's PIN and Quit end it.
extension RealWindowTests {
    func testAKioskStaysFullscreenThroughEveryWayOutAndOnlyItsOperatorQuits() throws {
        let game = try startGame(["--kiosk", "--operator-pin", "2468", "--attract", "0"], screen: "1920x1080", mode: nil)
        try assertFieldFillsTheScreen(game, sky: false)
        for keys in ["F11", "alt+Return", "F11"] {
            try xdotool(["key", "--window", game.window, keys], display: game.display)
            usleep(400_000)
            try assertFieldFillsTheScreen(game, sky: false)
        }
        let place = placement(width: 1920, height: 1080)
        try click(game, x: place.x + 160 * place.scale, y: place.y + 401 * place.scale)  // where Settings would be
        usleep(400_000)
        try assertFieldFillsTheScreen(game, sky: false)
        XCTAssertTrue(game.process.isRunning, "still running")
        // The operator: Ctrl+Alt+O, the PIN on the keyboard, then Quit on the menu.
        try xdotool(["key", "--window", game.window, "ctrl+alt+o"], display: game.display)
        usleep(300_000)
        try xdotool(["key", "--window", game.window, "2", "4", "6", "8", "Return"], display: game.display)
        usleep(400_000)
        let shot = try Screenshot.ofRoot(display: game.display, test: self)
        XCTAssertEqual(shot.width, 1920)
        try click(game, x: place.x + 88 * place.scale, y: place.y + 447 * place.scale)
        XCTAssertEqual(waitForExit(game), 0, "Quit on the operator menu ends the kiosk")
        let events = LoggedEvent.parse(try String(contentsOf: game.log, encoding: .utf8))
        XCTAssertEqual(events.filter { $0.type == "scene" }.map { $0.string("name") }, ["title", "operator_pin", "operator"])
        XCTAssertEqual(events.filter { $0.type == "operator" }.map { $0.string("action") }, ["opened", "quit"])
        XCTAssertTrue(events.filter { $0.type == "setting" }.isEmpty, "no fullscreen setting changed")
        let settings = game.log.deletingLastPathComponent().appendingPathComponent("config/worm/settings.json")
        XCTAssertFalse(FileManager.default.fileExists(atPath: settings.path), "nothing saved")
    }

    /// An idle kiosk title plays its attract mode full screen; a key ends it and the title comes back.
    func testAnIdleKioskPlaysItsAttractModeUntilAKey() throws {
        let game = try startGame(["--kiosk", "--attract", "1"], screen: "1920x1080", mode: nil)
        usleep(2_500_000)
        try assertFieldFillsTheScreen(game, sky: false)
        _ = try Screenshot.ofRoot(display: game.display, test: self)
        try xdotool(["key", "--window", game.window, "space"], display: game.display)
        usleep(300_000)
        game.process.terminate()
        XCTAssertEqual(waitForExit(game), 0)
        let events = LoggedEvent.parse(try String(contentsOf: game.log, encoding: .utf8))
        XCTAssertEqual(events.filter { $0.type == "attract" }.map { $0.string("state") }.prefix(2), ["start", "stop"])
        XCTAssertEqual(events.filter { $0.type == "scene" }.map { $0.string("name") }.prefix(3), ["title", "attract", "title"])
    }
}
