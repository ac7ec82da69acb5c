import SDLKit
import WormGame

/// A key press as scenes read it: SDL's key name in lower case, and the modifiers held.
struct KeyPress: Equatable, Sendable {
    /// SDL's key name (`SDL_GetKeyName`), lower-cased: `escape`, `p`, `return`, `up`, `tab`…
    var name: String
    var shift = false
    var control = false
    var alt = false
    /// Where the key sits, when that is not its name: SDL's scan code name, lower-cased (the US label of that place,
    /// `q` for the key an AZERTY keyboard calls `a`); nil where the place has the key's own name, or is not known.
    /// Audio play's grid keys are read by place (R110), so every layout catches with the same hand shape.
    var place: String?

    /// The keyboard's Pause key, by SDL's name; a pad's Start in play comes as it (R13, R116).
    static let pauseKeyName = "pause"

    /// A press of `key` with no modifier.
    init(_ key: Key) {
        name = key.rawValue
    }

    /// A press of the key SDL calls `name` (lower-cased), with the modifiers held.
    init(name: String, shift: Bool = false, control: Bool = false, alt: Bool = false, place: String? = nil) {
        self.name = name
        self.shift = shift
        self.control = control
        self.alt = alt
        self.place = place
    }

    /// The `place` of a key SDL calls `name` at scan code `scancode` (both as SDL spells them): nil when they are
    /// the same, or the scan code has no name.
    static func place(scancode: String, name: String) -> String? {
        let place = scancode.lowercased()
        return place.isEmpty || place == name.lowercased() ? nil : place
    }

    /// The key, when it is one the game gives a meaning to.
    var key: Key? { Key(rawValue: name) }

    /// Ctrl+Q: ends the program, wherever it is (not in a kiosk).
    var quits: Bool { key == .q && control }
    /// M alone: mutes or unmutes, outside a scene that takes typed text.
    var mutes: Bool { key == .m && !control && !alt }
    /// F11 or Alt+Enter: switches fullscreen.
    var switchesFullscreen: Bool { key == .f11 || (key == .enter && alt) }
    /// Ctrl+Alt+O: opens the operator's PIN pad, where a PIN is set (R73).
    var opensOperatorPad: Bool { key == .o && control && alt }
}

/// What the player or the window system did, in the playfield's logical coordinates: from SDL's events in a
/// window, from an input script headless. The runner hands these to the scene, step by step.
enum PlayerInput: Equatable, Sendable {
    /// A left mouse press or a finger touching down.
    case press(Press)
    /// A key press (repeats are dropped before this).
    case key(KeyPress)
    /// A key let go. Scenes never see it: the runner times the one switch's hold with it (R114, `SwitchHold`).
    case keyUp(KeyPress)
    /// The left mouse button, a finger or a pad's A (where it presses) let go; for the runner alone, as `keyUp`.
    case lifted
    /// The window lost keyboard focus.
    case focusLost
    /// The window was minimized.
    case minimized
    /// The window's size is now `width` × `height` screen coordinates (or is asked to become it, headless).
    case resized(width: Int, height: Int)
    /// The window was closed, or the script said `quit`.
    case closed
    /// Text typed on a physical keyboard (SDL text input, on only in scenes that take text).
    case text(String)
    /// A finger swiped by (`dx`, `dy`) logical pixels (`Gestures`).
    case swipe(dx: Double, dy: Double)
    /// A finger held still at (`x`, `y`) for `ms` (at least `Gestures.longPressMs`).
    case longPress(x: Double, y: Double, ms: Int)
    /// A game controller's event (R80), as the platform read it; the runner turns it into the inputs above.
    case pad(PadEvent)
    /// A pad that played was unplugged (R80): a round pauses.
    case padUnplugged(pad: Int)
    /// A pad's button that is neither a key nor a press (Y, north), for the scenes that give it a meaning: in the
    /// party lobby, the player's name (R80).
    case padButton(pad: Int, PadButton)
    /// A pad's button held down `PadDeck.holdMs`, told once a hold (after its `padButton`): Y held says the score in
    /// audio play, where Y's press repeats the calls (R110).
    case padHeld(pad: Int, PadButton)
    /// The mouse pointer is over this playfield point: a menu's focus follows it (R115).
    case hover(x: Double, y: Double)
}

extension PlayerInput {
    /// Whether a player gave this input (a press, a key, text, a gesture, a pad), rather than the window system:
    /// what keeps a kiosk from its idle reset (R71) and ends its attract mode (R72).
    var isPlayers: Bool {
        switch self {
        case .press, .key, .text, .swipe, .longPress, .pad, .padButton, .padHeld: return true
        case .focusLost, .minimized, .resized, .closed, .padUnplugged, .hover: return false
        case .keyUp, .lifted: return false  // a release follows its press, which was the player's already
        }
    }
}
