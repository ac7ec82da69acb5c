import SDLKit
import WormGame

/// What an SDL event asks of the game or the window.
enum PlayerAction: Equatable {
    /// An input for the next step.
    case input(StepInput)
    /// A key command (mute, fullscreen, quit, pause).
    case command(KeyCommand)
    /// The window changed size: fit the playfield again.
    case layOut
    /// The window was closed.
    case quit
}

/// Turns SDL events into game inputs: window points through the letterbox into the playfield,
/// fingers from SDL's 0…1 window coordinates, and mouse events made up from touches dropped (R9).
struct EventTranslator {
    /// The window's size in screen coordinates (the space of mouse events).
    private(set) var windowSize: (width: Int, height: Int)
    /// How the playfield sits in that window.
    private(set) var letterbox: Letterbox

    /// Creates a translator for a window of `width` × `height` screen coordinates.
    init(width: Int, height: Int) {
        windowSize = (width, height)
        letterbox = Letterbox(width: width, height: height)
    }

    /// Follows a window that changed size.
    mutating func resize(width: Int, height: Int) {
        self = EventTranslator(width: width, height: height)
    }

    /// The action for `event`, with presses stamped `timeMs`; nil when the event asks nothing.
    func translate(_ event: Event, timeMs: Int) -> PlayerAction? {
        switch event {
        case .quit:
            return .quit
        case .mousePress(let x, let y, let fromTouch):
            guard !fromTouch else { return nil }  // The finger itself was the press.
            let point = letterbox.logicalPoint(x: x, y: y)
            return .input(.press(Press(timeMs: timeMs, x: point.x, y: point.y, source: .mouse)))
        case .fingerDown(let x, let y, _):
            let point = letterbox.logicalPoint(x: x * Double(windowSize.width), y: y * Double(windowSize.height))
            return .input(.press(Press(timeMs: timeMs, x: point.x, y: point.y, source: .touch)))
        case .key(let name, let control, let alt, let isRepeat):
            guard !isRepeat, let command = KeyCommand(keyName: name, control: control, alt: alt) else { return nil }
            return command == .pause ? .input(.pauseKey) : .command(command)
        case .focusLost:
            return .input(.interrupted(.focus))
        case .minimized:
            return .input(.interrupted(.minimize))
        case .resized:
            return .layOut
        case .mouseMotion, .other:
            return nil
        }
    }
}
