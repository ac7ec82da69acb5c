import SDLKit
import SpeechKit
import WormGame

/// What a round adds for a player who cannot see it (R110, R111): audio play's grid keys, R to hear the worms out
/// again, the score on a key, and which of the round's events are spoken. A small value the round's scene holds,
/// so it moves whole into whichever scene runs rounds.
struct RoundVoice {
    /// Whether the round is in audio play.
    let audioPlay: Bool
    /// The seconds left last spoken, so each is said once.
    private var lastSecondsSpoken: Int?

    /// The play keys (R116): the grid's, the repeat key and the score key.
    let controls: ControlKeys

    /// A round's voice, in audio play or not, with the play keys `controls`.
    init(audioPlay: Bool, controls: ControlKeys = ControlKeys()) {
        self.audioPlay = audioPlay
        self.controls = controls
    }

    /// The keypad's keys (SDL's lower-cased names), which press at a grid cell as it lies (7 8 9 on top) whatever
    /// the rebindable grid keys (Q W E / A S D / Z X C unless rebound, R116) are.
    static let keypadKeys: [String: AudioGrid.Cell] = {
        var keys: [String: AudioGrid.Cell] = [:]
        let keypad = [["7", "8", "9"], ["4", "5", "6"], ["1", "2", "3"]]
        for row in 0..<3 {
            for column in 0..<3 { keys["keypad " + keypad[row][column]] = AudioGrid.Cell(column: column, row: row) }
        }
        return keys
    }()

    /// The letter keys of the grid as this keyboard labels them, rows top to bottom ("Q W E, A S D, Z X C" on a US
    /// keyboard, "A Z E, Q S D, W X C" on an AZERTY one): the keys sit at the same places on every layout.
    /// The grid's keys are the player's `controls` (R116): a rebound cell is named by its own key.
    static func gridLetters(controls: ControlKeys = ControlKeys(),
                            keyName: (String) -> String? = Keyboard.keyName(atScancodeNamed:)) -> String {
        (0..<3).map { row in
            (0..<3).map { column in label(of: controls.key(for: .grid(AudioGrid.Cell(column: column, row: row))), keyName: keyName) }
                .joined(separator: " ")
        }.joined(separator: ", ")
    }

    /// A play key (SDL's lower-cased name, a place for the standard letters) as this keyboard labels it.
    static func label(of key: String, keyName: (String) -> String? = Keyboard.keyName(atScancodeNamed:)) -> String {
        keyName(key) ?? key.uppercased()
    }

    /// What a Versus round in audio play says once its countdown is over (R111): the player's own grid keys and
    /// repeat key (R116), not the standard ones.
    static func versusGridHint(controls: ControlKeys, language: Language,
                               keyName: (String) -> String? = Keyboard.keyName(atScancodeNamed:)) -> String {
        language.text(.spokenVersusGridHint, gridLetters(controls: controls, keyName: keyName),
                      label(of: controls.key(for: .repeatCalls), keyName: keyName))
    }

    /// The press a key makes in audio play (at its cell's centre, stamped `timeMs` on the round's clock); nil for
    /// any other key, and for every key outside audio play. Read by the key's place, not its letter, so Q W E is the
    /// top row on any layout (the keys an AZERTY keyboard calls A Z E).
    func press(for key: KeyPress, timeMs: Int) -> Press? {
        guard audioPlay, !key.control, !key.alt else { return nil }
        let cell: AudioGrid.Cell
        if let keypad = RoundVoice.keypadKeys[key.name] {
            cell = keypad
        } else if case .grid(let bound)? = controls.action(for: key.place ?? key.name) {
            cell = bound  // the standard Q W E… by their place; a key bound by its name where its place is not bound
        } else if key.place != nil, case .grid(let bound)? = controls.action(for: key.name) {
            cell = bound
        } else {
            return nil
        }
        let centre = cell.centre
        return Press(timeMs: timeMs, x: Double(centre.x), y: Double(centre.y), source: .key)
    }

    /// Whether `key` asks to hear the worms out again: the repeat key, R unless rebound (R110, R116).
    func repeatsCalls(_ key: KeyPress) -> Bool { controls.matches(key, .repeatCalls) }

    /// Whether `key` asks for the score (R111): the score key (Tab unless rebound, R116), which also works in audio
    /// play, or S outside audio play (where S is the grid's centre).
    func asksScore(_ key: KeyPress) -> Bool {
        guard !key.control && !key.alt else { return false }
        return controls.matches(key, .score) || (key.name == "s" && !audioPlay)
    }

    /// What is said of `event`, if anything, in `language` (R111): every countdown message, the seconds left every
    /// 10 s and each of the last 5, and the pause.
    mutating func spoken(_ event: GameEvent, language: Language) -> (text: String, priority: SpeechPriority)? {
        switch event {
        case .message(.countdown(let index)):
            return (language.text(MessageKey.countdown(index)), .message)
        case .message(.arcadeScore(_, let seconds)), .message(.versusClock(let seconds)):
            guard seconds != lastSecondsSpoken, seconds > 0, seconds % 10 == 0 || seconds <= 5 else { return nil }
            let first = lastSecondsSpoken == nil
            lastSecondsSpoken = seconds
            return first ? nil : (language.text(.spokenSecondsLeft, seconds), .message)  // not the round's whole 60 s
        case .pause:
            return (language.text(.paused), .message)
        default:
            return nil
        }
    }

    /// The score as spoken (R111): Arcade's points and seconds left, Classic's line.
    static func score(_ message: MessageKey?, language: Language) -> String? {
        switch message {
        case .arcadeScore(let score, let seconds)?:
            return language.text(.spokenScore, score) + ", " + language.text(.spokenSecondsLeft, seconds)
        case .classicScore?:
            return message.map { language.text($0) }
        default:
            return nil
        }
    }
}

extension NameEntry {
    /// One input typed into the entry, and what it changed said (R111): the typing step of the scenes that take a
    /// name or an address. Returns what the input asks of the scene (OK, Esc), if anything.
    mutating func type(_ input: PlayerInput, atMs clockMs: Int, context: SceneContext) -> Request? {
        saying(atMs: clockMs, context: context) { $0.handle(input, atMs: clockMs, journal: context.journal) }
    }

    /// Presses the on-screen key at `index` (one switch's scan, R114), and says what it changed.
    mutating func pressKey(at index: Int, atMs clockMs: Int, context: SceneContext) -> Request? {
        saying(atMs: clockMs, context: context) { $0.pressKey(at: index, atMs: clockMs) }
    }

    /// Does `change` to the entry and says what it changed of the name and the keyboard (R111).
    private mutating func saying(atMs clockMs: Int, context: SceneContext, _ change: (inout NameEntry) -> Request?) -> Request? {
        let before = self
        let request = change(&self)
        context.narrator.say(spokenChange(since: before, language: context.language), .text, t: clockMs)
        return request
    }

    /// What is said of what changed since `before` (R111): the letters typed or erased, and after the case or
    /// alphabet key the letters the keys give now.
    func spokenChange(since before: NameEntry, language: Language) -> [String] {
        var lines = NameEntry.spokenChange(from: before.typed, to: typed, language: language)
        if (before.keyboard.smallLetters, before.keyboard.latin) != (keyboard.smallLetters, keyboard.latin) {
            lines.append(keyboard.spokenState(language: language))
        }
        return lines
    }

    /// What is said when a name changes from `before` to `after` (R111): the letters typed, or the letter erased
    /// ("A erased"); nothing when it did not change.
    static func spokenChange(from before: String, to after: String, language: Language) -> [String] {
        func spoken(_ character: Character) -> String { character == " " ? language.text(.spokenSpace) : String(character) }
        if after.count > before.count, after.hasPrefix(before) {
            return after.dropFirst(before.count).map(spoken)
        }
        if after.count < before.count, before.hasPrefix(after) {
            return before.dropFirst(after.count).reversed().map { language.text(.spokenErased, spoken($0)) }
        }
        return []
    }
}

extension VersusResult {
    /// What is said of a race's results (R111): the winner or a draw, then each player's line, best first, with
    /// their catches, misses and accuracy ("Ana, Caught 5, Missed 2, 71 percent").
    func spoken(language: Language) -> [String] {
        let headline = winner.map { language.text(.wins, $0) } ?? language.text(.draw)
        return [headline] + lines.map { line in
            [line.name, language.text(.caught) + " \(line.caught)", language.text(.missed) + " \(line.missed)",
             language.text(.spokenPercent, line.accuracy)].joined(separator: ", ")
        }
    }
}
