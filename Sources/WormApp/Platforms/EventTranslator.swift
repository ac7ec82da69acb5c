import SDLKit
import WormGame

/// Turns SDL events into player inputs: window points through the letterbox into the playfield,
/// fingers from SDL's 0…1 window coordinates, and mouse events made up from touches dropped (R9).
struct EventTranslator {
    /// The window's size in screen coordinates (the space of mouse events).
    private(set) var windowSize: (width: Int, height: Int)
    /// How the playfield sits in that window.
    private(set) var letterbox: Letterbox
    /// Whether the next mouse motion only tells where a pointer that has just come over the window rests: a window
    /// that opens under a resting mouse must not move a menu's focus away from where the keys expect it (R115).
    private(set) var pointerArriving = true

    /// Creates a translator for a window of `width` × `height` screen coordinates.
    init(width: Int, height: Int) {
        windowSize = (width, height)
        letterbox = Letterbox(width: width, height: height)
    }

    /// Follows a window that changed size.
    mutating func resize(width: Int, height: Int) {
        windowSize = (width, height)
        letterbox = Letterbox(width: width, height: height)
    }

    /// The playfield point of a finger at (`x`, `y`), each 0…1 across the window.
    func logicalFinger(x: Double, y: Double) -> (x: Double, y: Double) {
        letterbox.logicalPoint(x: x * Double(windowSize.width), y: y * Double(windowSize.height))
    }

    /// The playfield point of a mouse event at window coordinates (`x`, `y`).
    func logicalPoint(x: Double, y: Double) -> (x: Double, y: Double) {
        letterbox.logicalPoint(x: x, y: y)
    }

    /// The input for `event`, with presses stamped `timeMs`; nil when the event asks nothing.
    /// `windowSize` is the window's size now, reported with a resize.
    /// A hover is a motion of the player's: the first motion after the pointer comes over the window is not one.
    mutating func translate(_ event: Event, timeMs: Int, windowSize now: (width: Int, height: Int)? = nil) -> PlayerInput? {
        switch event {
        case .pointerEntered:
            pointerArriving = true
            return nil
        case .quit:
            return .closed
        case .mousePress(let x, let y, let fromTouch):
            guard !fromTouch else { return nil }  // The finger itself was the press.
            let point = letterbox.logicalPoint(x: x, y: y)
            return .press(Press(timeMs: timeMs, x: point.x, y: point.y, source: .mouse))
        case .fingerDown(let x, let y, _):
            let point = letterbox.logicalPoint(x: x * Double(windowSize.width), y: y * Double(windowSize.height))
            return .press(Press(timeMs: timeMs, x: point.x, y: point.y, source: .touch))
        case .key(let name, let shift, let control, let alt, let isRepeat, let scancode):
            guard !isRepeat else { return nil }
            return .key(KeyPress(name: name.lowercased(), shift: shift, control: control, alt: alt,
                                 place: KeyPress.place(scancode: scancode, name: name)))
        case .keyRelease(let name, let scancode):
            return .keyUp(KeyPress(name: name.lowercased(), place: KeyPress.place(scancode: scancode, name: name)))
        case .mouseRelease(_, _, let fromTouch):
            return fromTouch ? nil : .lifted
        case .fingerUp:
            return .lifted
        case .focusLost:
            return .focusLost
        case .minimized:
            return .minimized
        case .resized:
            let size = now ?? windowSize
            return .resized(width: size.width, height: size.height)
        case .text(let text):
            return .text(text)
        case .mouseMotion(let x, let y, let fromTouch):
            guard !fromTouch else { return nil }
            guard !pointerArriving else {
                pointerArriving = false
                return nil
            }
            let point = letterbox.logicalPoint(x: x, y: y)
            return .hover(x: point.x, y: point.y)  // the focus follows the pointer (R115)
        case .exposed, .other:
            return nil
        case .padAdded, .padRemoved, .padRemapped, .padButton, .padAxis, .padSensor:  // the pads' hub reads these
            return nil
        }
    }
}
