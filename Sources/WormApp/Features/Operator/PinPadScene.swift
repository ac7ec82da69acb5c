import SDLKit
import WormGame

/// The operator's PIN pad (R73): ten digits, Del and OK on screen (touch, mouse), or the digit keys, Backspace
/// and Enter; Esc or Back goes to the title. The right PIN opens the operator menu; three wrong ones lock the pad
/// for 60 s (`OperatorGate`). Its presses are never logged, so the log cannot spell the PIN by where they fell.
final class PinPadScene: Scene {
    /// A key of the pad.
    enum PadKey: Equatable, Sendable {
        case digit(Int), delete, ok, back

        /// Whether the key is a digit.
        var isDigit: Bool {
            if case .digit = self { return true }
            return false
        }
    }

    /// What the pad says under the PIN.
    enum Status: Equatable {
        case none
        case wrong(triesLeft: Int)
    }

    /// How long the top-left corner is held to open the pad.
    static let holdMs = 5_000
    /// The corner held (44 × 44, the size of a finger).
    static let corner = WormGame.Rect(x: 0, y: 0, width: 44, height: 44)
    /// The longest PIN.
    static let maxDigits = OperatorPin.lengths.upperBound

    let name = SceneName.operatorPin
    /// The pad's keys.
    private(set) var menu: Menu<PadKey>
    /// The digits typed so far (drawn as dots only).
    private(set) var typed = ""
    /// The line under the PIN.
    private(set) var status = Status.none
    private(set) var clockMs = 0
    /// The gate the PIN is checked by, for its lock (nil: no PIN is set, and nothing opens).
    let gate: OperatorGate?
    /// Inputs handed to the scene, so the frame after each is drawn.
    private var inputsSeen = 0

    /// Where key `index` stands: 1–9 in three rows, then Del, 0, OK.
    static func frame(ofKey index: Int) -> WormGame.Rect {
        WormGame.Rect(x: 28 + (index % 3) * 92, y: 138 + (index / 3) * 66, width: 80, height: 56)
    }

    /// Back.
    static let backButton = WormGame.Rect(x: 60, y: 414, width: 200, height: 48)

    /// The pad of the run's gate (the runner opens it only where a PIN is set).
    init(context: SceneContext) {
        gate = context.run.operatorGate
        let keys: [PadKey] = (1...9).map { .digit($0) } + [.delete, .digit(0), .ok]
        var buttons = keys.enumerated().map { index, key in
            Menu<PadKey>.Button(choice: key, label: PinPadScene.label(key, language: context.language), frame: PinPadScene.frame(ofKey: index))
        }
        buttons.append(.init(choice: .back, label: context.language.text(.back), frame: PinPadScene.backButton))
        menu = Menu(buttons)  // the focus shown from the start (R115)
    }

    /// A key's label.
    static func label(_ key: PadKey, language: Language) -> String {
        switch key {
        case .digit(let digit): return "\(digit)"
        case .delete: return language.text(.pinDelete)
        case .ok: return language.text(.ok)
        case .back: return language.text(.back)
        }
    }

    func step(_ inputs: [PlayerInput], context: SceneContext) -> [Command] {
        inputsSeen += inputs.count
        var commands: [Command] = []
        for input in inputs where commands.isEmpty {
            var key: PadKey?
            switch input {
            case .press(let press): key = menu.choice(at: press.x, y: press.y)
            case .key(let press): key = PinPadScene.padKey(for: press) ?? menu.choice(for: press)
            case .hover(let x, let y): menu.hover(x: x, y: y)  // the focus follows the pointer (R115)
            default: break
            }
            guard let key else { continue }
            let before = (typed.count, status)
            if let command = choose(key, context: context) { commands.append(command) }
            sayChange(from: before, key: key, context: context)
        }
        clockMs += Simulation.stepMs
        return commands
    }

    /// What a key press means on the pad: a digit (the row's or the keypad's), Backspace, Enter, Esc.
    static func padKey(for press: KeyPress) -> PadKey? {
        var name = Substring(press.name)
        if name.hasPrefix("keypad ") { name = name.dropFirst("keypad ".count) }
        if name.count == 1, let digit = Int(name) { return .digit(digit) }
        switch press.key {
        case .backspace?: return .delete
        case .escape?: return .back
        case let key? where key.confirms: return .ok
        default: return nil
        }
    }

    /// Carries out `key`; returns the scene to open, if any.
    private func choose(_ key: PadKey, context: SceneContext) -> Command? {
        switch key {
        case .back:
            return .open(.title)
        case .digit(let digit):
            guard gate?.isLocked != true, typed.count < PinPadScene.maxDigits else { return nil }
            typed += "\(digit)"
        case .delete:
            if !typed.isEmpty { typed.removeLast() }
        case .ok:
            guard let gate, !typed.isEmpty || gate.isLocked else { return nil }
            let answer = gate.check(typed)
            typed = ""
            switch answer {
            case .opened:
                context.journal.write(.kiosk(.operatorAction(.opened)), t: clockMs)
                return .open(.operatorMenu)
            case .wrong(let left):
                status = .wrong(triesLeft: left)
                context.journal.write(.kiosk(.operatorAction(.wrongPin)), t: clockMs)
            case .locked:
                status = .none
                context.journal.write(.kiosk(.operatorAction(.locked)), t: clockMs)
            }
        }
        return nil
    }

    /// What the pad says as it opens (R111): its heading and how to use it by keys.
    func spokenOpening(context: SceneContext) -> [String] {
        [context.language.text(.operatorPin), context.language.text(.spokenPinHint)]
    }

    /// Says what `key` changed (R111), never a digit: how many digits are entered now, a wrong PIN with the tries
    /// left, or the lock with its seconds.
    private func sayChange(from before: (digits: Int, status: Status), key: PadKey, context: SceneContext) {
        let language = context.language
        if lockedSeconds > 0, key == .ok || key.isDigit {
            context.narrator.say(language.text(.pinLocked, lockedSeconds), .message, t: clockMs)
        } else if case .wrong(let left) = status, key == .ok {
            context.narrator.say(language.text(.wrongPin, left), .message, t: clockMs)
        } else if typed.count != before.digits {
            context.narrator.say(language.text(.spokenDigitsEntered, typed.count), .text, t: clockMs)
        }
    }

    /// The focused key (R111): a digit is said aloud as the focus lands on it, but logged only as "digit", so the
    /// log cannot spell the PIN from where the focus stood when a digit was entered (R73).
    func focusItem(language: Language) -> FocusItem? {
        guard var item = menu.focusItem else { return nil }
        if case .digit = menu.buttons[menu.focus].choice { item.logged = language.text(.spokenDigitKey) }
        return item
    }

    /// The seconds the pad stays locked, rounded up (0: open).
    var lockedSeconds: Int { ((gate?.lockedForMs ?? 0) + 999) / 1000 }

    func leave(at t: Int, context: SceneContext) {}

    func signature(context: SceneContext, placement: Placement) -> FrameSignature? {
        var signature = FrameSignature(scene: ObjectIdentifier(self), focus: menu.showsFocus ? menu.focus : nil, placement: placement)
        signature.animationMs = inputsSeen * 100_000 + lockedSeconds
        return signature
    }

    func draw(with painter: SceneRenderer, context: SceneContext) throws {
        try painter.drawPinPad(self, language: context.language)
    }
}
