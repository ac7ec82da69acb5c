import SDLKit

/// What `--kiosk` changes in a windowed run, kept apart from the loop: a touchscreen kiosk runs the game
/// alone, so losing focus does not pause it, Ctrl+Q does not end it (the pause overlay's Quit does, and so
/// does the system asking the program to end), and the mouse cursor hides while fingers play.
struct KioskPolicy: Equatable {
    /// Whether the run is a kiosk; when false every action passes unchanged.
    var isKiosk: Bool

    /// The action to carry out for `action`, or nil when a kiosk ignores it.
    func admit(_ action: PlayerAction) -> PlayerAction? {
        guard isKiosk else { return action }
        switch action {
        case .input(.interrupted): return nil
        case .command(.quit): return nil
        default: return action
        }
    }

    /// Whether the cursor should show after `event`, or nil to leave it as it is: hidden when a finger
    /// touches, shown again when a real mouse moves or clicks.
    func cursorShown(after event: Event) -> Bool? {
        guard isKiosk else { return nil }
        switch event {
        case .fingerDown: return false
        case .mouseMotion(let fromTouch), .mousePress(_, _, let fromTouch): return fromTouch ? nil : true
        default: return nil
        }
    }
}
