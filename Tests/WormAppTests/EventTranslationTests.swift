import SDLKit
import WormGame
import XCTest
@testable import WormApp

/// SDL events pushed through SDL's own queue (`SDL_PushEvent`), read back and mapped into the playfield:
/// mouse and finger, at several window sizes and shapes, each counted once.
nonisolated final class EventTranslationTests: XCTestCase, @unchecked Sendable {
    @MainActor var window: Window { RenderFixture.shared.window }

    override func setUp() {
        MainActor.assumeIsolated {
            _ = RenderFixture.shared
            EventQueue.flush()
        }
    }

    /// Every action SDL's queue yields for what was pushed, for a `width` × `height` window.
    @MainActor
    func drain(width: Int, height: Int) -> [PlayerInput] {
        var translator = EventTranslator(width: width, height: height)
        var actions: [PlayerInput] = []
        while let event = EventQueue.poll() {
            if let action = translator.translate(event, timeMs: 1_234) { actions.append(action) }
        }
        return actions
    }

    /// The logical point of the only press among `actions`.
    @MainActor
    func onlyPress(_ actions: [PlayerInput], file: StaticString = #filePath, line: UInt = #line) -> Press? {
        let presses = actions.compactMap { action -> Press? in
            if case .press(let press) = action { return press }
            return nil
        }
        XCTAssertEqual(presses.count, 1, "one press, counted once", file: file, line: line)
        return presses.first
    }

    /// (window size, window point, expected logical point)
    nonisolated let cases: [(Int, Int, Int, Int, Double, Double)] = [
        (320, 480, 100, 200, 100, 200),
        (640, 960, 200, 400, 100, 200),  // 2×, no bars
        (800, 600, 400, 300, 160, 240),  // 1.25×, bars left and right of 200 px
        (800, 600, 200, 0, 0, 0),  // the playfield's top-left corner
        (1000, 2000, 500, 1000, 160, 240),  // 3.125×, bars top and bottom
        (1920, 1080, 960, 540, 160, 240),  // 2.25×, wide screen
    ]

    func testMousePressesLandOnThePlayfieldPoint() throws {
        try MainActor.assumeIsolated {
            for (width, height, x, y, expectedX, expectedY) in cases {
                try EventQueue.pushMousePress(x: x, y: y, fromTouch: false, window: window)
                let press = onlyPress(drain(width: width, height: height))
                XCTAssertEqual(press?.source, .mouse)
                XCTAssertEqual(press?.x ?? -1, expectedX, accuracy: 0.01, "\(width)x\(height)")
                XCTAssertEqual(press?.y ?? -1, expectedY, accuracy: 0.01, "\(width)x\(height)")
                XCTAssertEqual(press?.timeMs, 1_234)
            }
        }
    }

    func testFingersAreMappedFromWindowFractionsAndTheMadeUpMouseEventIsDropped() throws {
        try MainActor.assumeIsolated {
            for (width, height, x, y, expectedX, expectedY) in cases {
                try EventQueue.pushFingerDown(x: Double(x) / Double(width), y: Double(y) / Double(height), finger: 3, window: window)
                // SDL makes up a mouse event from the same touch: it must not count a second time.
                try EventQueue.pushMousePress(x: x, y: y, fromTouch: true, window: window)
                let press = onlyPress(drain(width: width, height: height))
                XCTAssertEqual(press?.source, .touch)
                XCTAssertEqual(press?.x ?? -1, expectedX, accuracy: 0.01, "\(width)x\(height)")
                XCTAssertEqual(press?.y ?? -1, expectedY, accuracy: 0.01, "\(width)x\(height)")
            }
        }
    }

    func testSeveralFingersAreSeveralPressesInArrivalOrder() throws {
        try MainActor.assumeIsolated {
            try EventQueue.pushFingerDown(x: 0.25, y: 0.5, finger: 1, window: window)
            try EventQueue.pushFingerDown(x: 0.75, y: 0.5, finger: 2, window: window)
            let presses = drain(width: 320, height: 480).compactMap { action -> Double? in
                if case .press(let press) = action { return press.x }
                return nil
            }
            XCTAssertEqual(presses, [80, 240])
        }
    }

    func testATapInTheBarsIsOffThePlayfieldAndSoIgnored() throws {
        try MainActor.assumeIsolated {
            try EventQueue.pushFingerDown(x: 0.1, y: 0.5, finger: 1, window: window)
            let press = onlyPress(drain(width: 800, height: 600))!
            XCTAssertFalse(Playfield.contains(x: press.x, y: press.y))
            var harness = ClassicGame(seed: 1)
            var events: [GameEvent] = []
            for _ in 0..<1_300 { harness.step([], into: &events) }
            events.removeAll()
            harness.step([.press(press)], into: &events)
            XCTAssertEqual(events, [.press(x: press.x, y: press.y, source: .touch, ignored: true)])
            XCTAssertEqual(harness.missed, 0)
        }
    }

    func testKeysAndWindowEvents() {
        MainActor.assumeIsolated {
            var translator = EventTranslator(width: 320, height: 480)
            @MainActor func key(_ name: String, shift: Bool = false, control: Bool = false, alt: Bool = false, isRepeat: Bool = false) -> PlayerInput? {
                translator.translate(.key(name: name, shift: shift, control: control, alt: alt, isRepeat: isRepeat), timeMs: 0)
            }
            XCTAssertEqual(key("Escape"), .key(KeyPress(name: "escape")))
            XCTAssertEqual(key("P"), .key(KeyPress(name: "p")))
            XCTAssertNil(key("P", isRepeat: true), "held keys do not repeat")
            XCTAssertEqual(key("Tab", shift: true), .key(KeyPress(name: "tab", shift: true)))
            XCTAssertEqual(key("Return", alt: true), .key(KeyPress(name: "return", alt: true)))
            XCTAssertEqual(key("Q", control: true), .key(KeyPress(name: "q", control: true)))
            // A window's key carries its scan code: kept as the key's place where it is not the key's own name.
            XCTAssertEqual(translator.translate(.key(name: "A", shift: false, control: false, alt: false, isRepeat: false,
                                                     scancode: "Q"), timeMs: 0), .key(KeyPress(name: "a", place: "q")))
            XCTAssertEqual(translator.translate(.key(name: "Keypad 7", shift: false, control: false, alt: false, isRepeat: false,
                                                     scancode: "Keypad 7"), timeMs: 0), .key(KeyPress(name: "keypad 7")))
            XCTAssertEqual(translator.translate(.focusLost, timeMs: 0), .focusLost)
            XCTAssertEqual(translator.translate(.minimized, timeMs: 0), .minimized)
            XCTAssertEqual(translator.translate(.resized, timeMs: 0, windowSize: (800, 600)), .resized(width: 800, height: 600))
            XCTAssertEqual(translator.translate(.quit, timeMs: 0), .closed)
        }
    }

    /// R115: the mouse moving over a button moves the focus, but a window opening under a resting pointer (SDL's
    /// motion after the pointer enters) does not: Enter still chooses the button the keys focused.
    func testAPointerComingOverTheWindowIsNotAHover() {
        MainActor.assumeIsolated {
            var translator = EventTranslator(width: 320, height: 480)
            XCTAssertNil(translator.translate(.mouseMotion(x: 160, y: 220, fromTouch: false), timeMs: 0), "where the pointer rests at the start")
            XCTAssertEqual(translator.translate(.mouseMotion(x: 161, y: 220, fromTouch: false), timeMs: 0), .hover(x: 161, y: 220))
            XCTAssertNil(translator.translate(.pointerEntered, timeMs: 0))
            XCTAssertNil(translator.translate(.mouseMotion(x: 10, y: 20, fromTouch: false), timeMs: 0), "where it came in")
            XCTAssertEqual(translator.translate(.mouseMotion(x: 12, y: 20, fromTouch: false), timeMs: 0), .hover(x: 12, y: 20))
            XCTAssertNil(translator.translate(.mouseMotion(x: 14, y: 20, fromTouch: true), timeMs: 0), "a finger's motion is not a hover")
        }
    }

    /// The window that opens: 320 × 480 times the largest whole factor that fits the desktop.
    func testInitialWindowSize() {
        MainActor.assumeIsolated {
            XCTAssertEqual(WormMain.initialSize(windowOption: nil, desktop: (1920, 1040)).width, 640)
            XCTAssertEqual(WormMain.initialSize(windowOption: nil, desktop: (1920, 1040)).height, 960)
            XCTAssertEqual(WormMain.initialSize(windowOption: nil, desktop: (800, 480)).height, 480, "never below 1×")
            XCTAssertEqual(WormMain.initialSize(windowOption: nil, desktop: (3840, 2100)).height, 1920)
            XCTAssertEqual(WormMain.initialSize(windowOption: (800, 600), desktop: (1920, 1040)).width, 800)
            XCTAssertEqual(WormMain.initialSize(windowOption: nil, desktop: nil).width, 320)
        }
    }

    /// Releases reach the game (R114's hold): a key's, the left button's and a finger's, each once.
    func testReleasesOfKeysButtonsAndFingersAreInputs() {
        MainActor.assumeIsolated {
            var translator = EventTranslator(width: 320, height: 480)
            XCTAssertEqual(translator.translate(.keyRelease(name: "Space", scancode: "Space"), timeMs: 0),
                           .keyUp(KeyPress(name: "space")))
            XCTAssertEqual(translator.translate(.mouseRelease(x: 5, y: 5, fromTouch: false), timeMs: 0), .lifted)
            XCTAssertNil(translator.translate(.mouseRelease(x: 5, y: 5, fromTouch: true), timeMs: 0), "the finger's own")
            XCTAssertEqual(translator.translate(.fingerUp(x: 0.5, y: 0.5, finger: 1), timeMs: 0), .lifted)
        }
    }
}
