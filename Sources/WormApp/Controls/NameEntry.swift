import WormGame

/// Typing a name on a physical keyboard (SDL text input, Backspace, Enter, Esc) or on the on-screen one: what
/// the high-score name scene (R40) and Versus's display-name scene (R60) share. The scene says which names are
/// allowed and what Enter, OK and Esc lead to.
struct NameEntry {
    /// What an input asked of the scene beyond typing.
    enum Request: Equatable {
        /// Enter or the on-screen OK.
        case ok
        /// Esc.
        case escape
    }

    /// How long a pressed on-screen key stays lit, in ms.
    static let keyLightMs = 150

    /// The keyboard on screen, with the letters of the player's language.
    let keyboard: OnScreenKeyboard
    /// The name typed so far.
    private(set) var typed: String
    /// The on-screen key last pressed, lit for a moment.
    private(set) var litKey: OnScreenKeyboard.Key?
    private var litUntilMs = 0
    /// The longer name that typing gives, or nil when it is refused as typed.
    private let extend: (_ name: String, _ typed: String) -> String?

    /// An entry starting from `typed`, taking what `extend` accepts.
    init(typed: String = "", language: Language = .english, extend: @escaping (_ name: String, _ typed: String) -> String?) {
        self.typed = typed
        keyboard = OnScreenKeyboard(language: language)
        self.extend = extend
    }

    /// Handles one input at `clockMs` of the scene's clock, logging on-screen presses to `journal`.
    mutating func handle(_ input: PlayerInput, atMs clockMs: Int, journal: Journal) -> Request? {
        switch input {
        case .text(let text):
            type(text)
        case .key(let key):
            switch key.key {
            case .backspace?: erase()
            case .enter?, .keypadEnter?: return .ok
            case .escape?: return .escape
            default: break
            }
        case .press(let press):
            let key = keyboard.key(at: press.x, y: press.y)
            journal.write(.game(.press(x: press.x, y: press.y, source: press.source, ignored: key == nil, pad: press.pad)), t: clockMs)
            guard let key else { return nil }
            litKey = key
            litUntilMs = clockMs + NameEntry.keyLightMs
            switch key.action {
            case .type(let text): type(text)
            case .backspace: erase()
            case .ok: return .ok
            }
        case .focusLost, .minimized, .resized, .closed, .swipe, .longPress, .pad, .padUnplugged, .padButton, .hover:
            break
        }
        return nil
    }

    /// Ends a step at `clockMs`: the lit key goes dark when its time is up.
    mutating func endStep(atMs clockMs: Int) {
        if clockMs >= litUntilMs { litKey = nil }
    }

    /// Adds `text` when the scene accepts the longer name.
    private mutating func type(_ text: String) {
        if let longer = extend(typed, text) { typed = longer }
    }

    /// Removes the last character.
    private mutating func erase() {
        if !typed.isEmpty { typed.removeLast() }
    }
}
