import WormGame

/// What a rebindable play key does (R116).
enum ControlAction: Hashable, Sendable {
    /// Pause and resume a round (Esc always does too).
    case pause
    /// Sound off and on.
    case mute
    /// Say the score (R111).
    case score
    /// Hear the worms out again (R110).
    case repeatCalls
    /// Press at a cell of audio play's grid (R110).
    case grid(AudioGrid.Cell)

    /// Every action, in the order Settings → Controls lists them: the four keys, then the grid row by row.
    static let all: [ControlAction] = [.pause, .mute, .score, .repeatCalls] + (0..<9).map { .grid(AudioGrid.Cell(index: $0)) }

    /// The action's name in settings.json and the `setting` event: `pause`, `mute`, `score`, `repeat`, `grid1`…`grid9`.
    var name: String {
        switch self {
        case .pause: "pause"
        case .mute: "mute"
        case .score: "score"
        case .repeatCalls: "repeat"
        case .grid(let cell): "grid\(cell.row * 3 + cell.column + 1)"
        }
    }

    /// The action named `name`, if any.
    init?(name: String) {
        guard let action = ControlAction.all.first(where: { $0.name == name }) else { return nil }
        self = action
    }

    /// The action's label in `language`.
    func label(in language: Language) -> String {
        switch self {
        case .pause: language.text(.controlPause)
        case .mute: language.text(.controlMute)
        case .score: language.text(.controlScore)
        case .repeatCalls: language.text(.controlRepeat)
        case .grid(let cell): language.text(.controlGrid, cell.row * 3 + cell.column + 1)
        }
    }
}

/// The play keys (R116): one key for each `ControlAction`, by SDL's lower-cased key name; never two actions on one key.
struct ControlKeys: Equatable, Sendable {
    /// The key of each action.
    private(set) var keys: [ControlAction: String]

    /// The keys as the game comes: P, M, Tab, R, and Q W E / A S D / Z X C.
    static let standard: ControlKeys = {
        var keys: [ControlAction: String] = [.pause: "p", .mute: "m", .score: "tab", .repeatCalls: "r"]
        let letters = ["q", "w", "e", "a", "s", "d", "z", "x", "c"]
        for index in 0..<9 { keys[.grid(AudioGrid.Cell(index: index))] = letters[index] }
        return ControlKeys(keys: keys)
    }()

    /// The keys no action may take: they leave, choose and move in every scene (Esc, Enter, Space, the arrows, F11).
    static let reserved: Set<String> = ["escape", "return", "keypad enter", "space", "up", "down", "left", "right", "f11",
                                        "backspace"]

    private init(keys: [ControlAction: String]) {
        self.keys = keys
    }

    /// The standard keys.
    init() {
        self = .standard
    }

    /// The key of `action`.
    func key(for action: ControlAction) -> String {
        keys[action] ?? ControlKeys.standard.keys[action]!
    }

    /// The action `key` (SDL's lower-cased name) does, if any.
    func action(for key: String) -> ControlAction? {
        ControlAction.all.first { keys[$0] == key }
    }

    /// `action` bound to `key`; the action that had `key` takes `action`'s old key, so no key does two things.
    /// Returns false, changing nothing, for a reserved key.
    @discardableResult
    mutating func bind(_ action: ControlAction, to key: String) -> Bool {
        guard !ControlKeys.reserved.contains(key) else { return false }
        let old = self.key(for: action)
        if let other = self.action(for: key), other != action { keys[other] = old }
        keys[action] = key
        return true
    }

    /// The keys as settings.json keeps them: an object of action name to key name.
    var members: [(name: String, key: String)] {
        ControlAction.all.map { ($0.name, key(for: $0)) }
    }

    /// The keys read from settings.json's `controls` object; a missing action keeps its standard key.
    static func read(_ members: [String: JSONValue]) throws(DocumentError) -> ControlKeys {
        var controls = ControlKeys()
        for (name, value) in members {
            guard let action = ControlAction(name: name) else { throw DocumentError("settings: \"controls\" has no action \"\(name)\"") }
            guard case .string(let key) = value, !key.isEmpty, key.count <= 32, controls.bind(action, to: key) else {
                throw DocumentError("settings: \"controls\".\"\(name)\" is not a key that can be bound")
            }
        }
        return controls
    }
}
