import SDLKit
import Testing
@testable import WormApp
import WormGame

/// `--kiosk`: what it ignores, what it keeps, and the cursor while fingers play.
struct KioskPolicyTests {
    let kiosk = KioskPolicy(isKiosk: true)
    let normal = KioskPolicy(isKiosk: false)
    let press = PlayerInput.press(Press(timeMs: 0, x: 1, y: 2, source: .touch))
    let ctrlQ = PlayerInput.key(KeyPress(name: "q", control: true))

    @Test func aKioskIgnoresFocusLossMinimizingCtrlQAndTheFullscreenKeys() {
        #expect(kiosk.admit(.focusLost) == nil)
        #expect(kiosk.admit(.minimized) == nil)
        #expect(kiosk.admit(ctrlQ) == nil)
        #expect(kiosk.admit(.key(KeyPress(name: "f11"))) == nil)
        #expect(kiosk.admit(.key(KeyPress(name: "return", alt: true))) == nil)
        #expect(normal.admit(.key(KeyPress(name: "f11"))) == .key(KeyPress(name: "f11")))
    }

    @Test func aKioskStillPlaysPausesAndEndsWhenTheSystemAsks() {
        let keys = ["p", "escape", "m", "return", "q"].map { PlayerInput.key(KeyPress(name: $0)) }
        for action in [press, .resized(width: 800, height: 600), .closed] + keys {
            #expect(kiosk.admit(action) == action)
        }
    }

    @Test func withoutKioskEveryActionPasses() {
        for action in [press, .focusLost, .minimized, ctrlQ, .closed] {
            #expect(normal.admit(action) == action)
        }
        #expect(normal.cursorShown(after: .fingerDown(x: 0.5, y: 0.5, finger: 1)) == nil)
    }

    @Test func theCursorHidesOnTouchAndComesBackWithTheMouse() {
        #expect(kiosk.cursorShown(after: .fingerDown(x: 0.5, y: 0.5, finger: 1)) == false)
        #expect(kiosk.cursorShown(after: .mouseMotion(x: 0, y: 0, fromTouch: false)) == true)
        #expect(kiosk.cursorShown(after: .mousePress(x: 1, y: 1, fromTouch: false)) == true)
        #expect(kiosk.cursorShown(after: .mouseMotion(x: 0, y: 0, fromTouch: true)) == nil)
        #expect(kiosk.cursorShown(after: .mousePress(x: 1, y: 1, fromTouch: true)) == nil)
        #expect(kiosk.cursorShown(after: .focusLost) == nil)
    }

    @Test func kioskMeansFullscreenAndIsNotForHeadlessRuns() throws {
        let options = try Options.parse(["--kiosk"])
        #expect(options.kiosk && options.fullscreen)
        #expect(throws: UsageError.self) { try Options.parse(["--kiosk", "--headless"]) }
        #expect(!(try Options.parse(["--fullscreen"]).kiosk))
    }
}
