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

    /// The keyboard on screen, with the letters of the player's language, small or capital.
    private(set) var keyboard: OnScreenKeyboard
    /// The name typed so far.
    private(set) var typed: String
    /// The on-screen key last pressed, lit for a moment.
    private(set) var litKey: OnScreenKeyboard.Key?
    /// The arrow keys' focus over the on-screen keyboard (R111, R112).
    private(set) var focus = KeyboardFocus()
    /// The on-screen key under the mouse pointer, drawn lighter (issue 30); unlike the focus, Enter does not press it.
    private(set) var hoveredKey: OnScreenKeyboard.Key?
    private var litUntilMs = 0
    /// The longer name that typing gives, or nil when it is refused as typed.
    private let extend: (_ name: String, _ typed: String) -> String?

    /// An entry starting from `typed`, taking what `extend` accepts.
    init(typed: String = "", language: Language = .english, extend: @escaping (_ name: String, _ typed: String) -> String?) {
        self.init(typed: typed, keyboard: OnScreenKeyboard(language: language), extend: extend)
    }

    /// An entry starting from `typed` on `keyboard`, taking what `extend` accepts.
    init(typed: String, keyboard: OnScreenKeyboard, extend: @escaping (_ name: String, _ typed: String) -> String?) {
        self.typed = typed
        self.keyboard = keyboard
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
            case .enter?, .keypadEnter?:
                // With the focus shown, Enter presses the focused key (OK among them); else it ends typing.
                guard let focused = focus.key(on: keyboard) else { return .ok }
                return press(focused, atMs: clockMs)
            case .escape?: return .escape
            case let arrow?: _ = focus.move(arrow, on: keyboard)
            case nil: break
            }
        case .press(let press):
            let key = keyboard.key(at: press.x, y: press.y)
            journal.write(.game(.press(x: press.x, y: press.y, source: press.source, ignored: key == nil, pad: press.pad)), t: clockMs)
            guard let key else { return nil }
            return self.press(key, atMs: clockMs)
        case .hover(let x, let y):
            hoveredKey = keyboard.key(at: x, y: y)
        case .focusLost, .minimized, .resized, .closed, .swipe, .longPress, .pad, .padUnplugged, .padButton, .padHeld, .keyUp, .lifted:
            break
        }
        return nil
    }

    /// Presses the on-screen `key` at `clockMs`: lit for a moment, and what it does.
    private mutating func press(_ key: OnScreenKeyboard.Key, atMs clockMs: Int) -> Request? {
        litKey = key
        litUntilMs = clockMs + NameEntry.keyLightMs
        switch key.action {
        case .type(let text): type(text)
        case .backspace: erase()
        case .ok: return .ok
        case .letterCase: keyboard = keyboard.withOtherCase()
        case .alphabet: keyboard = keyboard.withOtherAlphabet()
        }
        if let hovered = hoveredKey { hoveredKey = keyboard.keys.first { $0.frame == hovered.frame } }
        return nil
    }

    /// Presses the on-screen key at `index` of the keyboard's keys (one switch's scan, R114).
    mutating func pressKey(at index: Int, atMs clockMs: Int) -> Request? {
        guard keyboard.keys.indices.contains(index) else { return nil }
        return press(keyboard.keys[index], atMs: clockMs)
    }

    /// The focused key as a focus item, when the arrows have shown the focus (R111).
    /// The case and alphabet keys are said by the letters they give now ("small letters", "Latin letters").
    func focusItem(language: Language) -> FocusItem? {
        guard let key = focus.key(on: keyboard) else { return nil }
        var item = key.focusItem(language: language)
        switch key.action {
        case .letterCase: item.spoken = language.text(keyboard.smallLetters ? .spokenCapitalLetters : .spokenSmallLetters)
        case .alphabet: item.spoken = language.text(keyboard.latin ? .spokenCyrillicLetters : .spokenLatinLetters)
        default: break
        }
        return item
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
