/// The keys the game gives a meaning to, by SDL's lower-cased key name (`SDL_GetKeyName`): the one place that
/// names keys. Any other key reaches the scenes as a `KeyPress` whose `key` is nil.
enum Key: String, Sendable, CaseIterable {
    case escape, tab, space, backspace, up, down, left, right, f11
    case enter = "return"
    case keypadEnter = "keypad enter"
    case m, n, o, p, q, v, y

    /// Enter, the keypad's Enter or Space: the keys that choose the focused button.
    var chooses: Bool { self == .enter || self == .keypadEnter || self == .space }
    /// Enter or the keypad's Enter: the keys that end typing.
    var confirms: Bool { self == .enter || self == .keypadEnter }
    /// Up or Down: the keys that move through rows.
    var isVertical: Bool { self == .up || self == .down }
    /// Left or Right: the keys that turn pages.
    var isHorizontal: Bool { self == .left || self == .right }
}
