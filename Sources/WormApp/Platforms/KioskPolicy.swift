import SDLKit

/// What `--kiosk` changes in a windowed run, kept apart from the loop: a touchscreen kiosk runs the game
/// alone, so losing focus does not pause it, Ctrl+Q does not end it (the operator menu's Quit does, and so
/// does the system asking the program to end), F11 and Alt+Enter do nothing (R70), and the mouse cursor
/// hides while fingers play.
struct KioskPolicy: Equatable {
    /// Whether the run is a kiosk; when false every input passes unchanged.
    var isKiosk: Bool

    /// The input to hand on for `input`, or nil when a kiosk ignores it.
    func admit(_ input: PlayerInput) -> PlayerInput? {
        guard isKiosk else { return input }
        switch input {
        case .focusLost, .minimized: return nil
        case .key(let key) where key.quits: return nil
        case .key(let key) where key.switchesFullscreen: return nil  // always fullscreen (R70)
        default: return input
        }
    }

    /// Whether the cursor should show after `event`, or nil to leave it as it is: hidden when a finger
    /// touches, shown again when a real mouse moves or clicks.
    func cursorShown(after event: Event) -> Bool? {
        guard isKiosk else { return nil }
        switch event {
        case .fingerDown: return false
        case .mouseMotion(_, _, let fromTouch), .mousePress(_, _, let fromTouch): return fromTouch ? nil : true
        default: return nil
        }
    }
}
