import SDLKit
import Testing
@testable import WormApp
import WormGame

/// `--kiosk`: what it ignores, what it keeps, and the cursor while fingers play.
struct KioskPolicyTests {
    let kiosk = KioskPolicy(kiosk: true)
    let normal = KioskPolicy(kiosk: false)
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

    /// The one value every part of the program reads: built from the command line, with each of its locks.
    @Test func thePolicyIsBuiltOnceFromTheFlagsAndSaysWhatAKioskLocks() throws {
        let locked = KioskPolicy(options: try Options.parse(["--kiosk"]))
        #expect(locked == kiosk)
        #expect(!locked.canQuit && !locked.canSwitchFullscreen && !locked.offersSettings && !locked.savesSettings)
        #expect(!locked.remembersNames && !locked.remembersHowToPlay && !locked.pausesOnFocusLoss)
        #expect(locked.hidesCursorForFingers)
        let open = KioskPolicy(options: try Options.parse(["--fullscreen", "--idle", "5"]))
        #expect(open == .open)
        #expect(open.canQuit && open.canSwitchFullscreen && open.offersSettings && open.savesSettings)
        #expect(open.remembersNames && open.remembersHowToPlay && open.pausesOnFocusLoss)
        #expect(!open.hidesCursorForFingers)
        // The settings a kiosk's visitor changes hold for the run only.
        let storage = MemoryStorage()
        #expect(SettingsKeeper(options: try Options.parse(["--kiosk"]), storage: storage, locale: .english).store.keepsChangesInMemory)
        #expect(!SettingsKeeper(options: try Options.parse([]), storage: storage, locale: .english).store.keepsChangesInMemory)
    }

    /// The window's closing is handed on in a kiosk too: the runner ignores it there and logs it (WindowCloseTests).
    @Test func aKioskStillPlaysAndPausesAndHandsOnTheWindowsClosing() {
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
