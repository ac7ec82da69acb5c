import SDLKit

/// What the run allows its visitor, built once from the command line (`--kiosk`, R70) and read by the runner, the
/// platforms and the menus: nothing else asks whether the run is a kiosk. A touchscreen kiosk runs the game alone,
/// so losing focus does not pause it, nothing but SIGTERM and the operator menu's Quit ends it, it is always
/// fullscreen, it keeps nothing of a visitor but scores, and the mouse cursor hides while fingers play.
struct KioskPolicy: Equatable, Sendable {
    /// Whether Ctrl+Q, the title's Quit and Esc, a playback's Esc and closing the window end the program.
    var canQuit: Bool
    /// Whether F11, Alt+Enter and the Fullscreen buttons (pause overlay, settings) switch fullscreen; when not, the
    /// window is always fullscreen and is made so again when the window system takes it away.
    var canSwitchFullscreen: Bool
    /// Whether the title offers the settings.
    var offersSettings: Bool
    /// Whether a changed setting is written to settings.json (else it holds for the run only).
    var savesSettings: Bool
    /// Whether a score saved with no name typed takes the last name, and the name typed is kept as the last.
    var remembersNames: Bool
    /// Whether how to play shows only before a player's first Arcade or Daily round, which settings.json keeps;
    /// else it shows before every such round chosen on the title (each visitor is new).
    var remembersHowToPlay: Bool
    /// Whether losing focus or being minimized reaches the game (a round pauses).
    var pausesOnFocusLoss: Bool
    /// Whether the mouse cursor hides when a finger touches, and shows again when a real mouse moves.
    var hidesCursorForFingers: Bool

    /// The policy of a kiosk (`kiosk`) or of a player's own machine.
    init(kiosk: Bool) {
        canQuit = !kiosk
        canSwitchFullscreen = !kiosk
        offersSettings = !kiosk
        savesSettings = !kiosk
        remembersNames = !kiosk
        remembersHowToPlay = !kiosk
        pausesOnFocusLoss = !kiosk
        hidesCursorForFingers = kiosk
    }

    /// The policy the command line asks for.
    init(options: Options) {
        self.init(kiosk: options.kiosk)
    }

    /// A player's own machine: everything allowed.
    static let open = KioskPolicy(kiosk: false)

    /// The input to hand on for `input`, or nil when the policy ignores it. The window's closing is handed on: the
    /// runner logs it when it is ignored.
    func admit(_ input: PlayerInput) -> PlayerInput? {
        switch input {
        case .focusLost, .minimized: return pausesOnFocusLoss ? input : nil
        case .key(let key) where key.quits: return canQuit ? input : nil
        case .key(let key) where key.switchesFullscreen: return canSwitchFullscreen ? input : nil
        default: return input
        }
    }

    /// Whether the cursor should show after `event`, or nil to leave it as it is: hidden when a finger
    /// touches, shown again when a real mouse moves or clicks.
    func cursorShown(after event: Event) -> Bool? {
        guard hidesCursorForFingers else { return nil }
        switch event {
        case .fingerDown: return false
        case .mouseMotion(_, _, let fromTouch), .mousePress(_, _, let fromTouch): return fromTouch ? nil : true
        default: return nil
        }
    }
}
