import SDLKit
import WormGame

/// Settings → Controls (R116): the play keys, one row each, rebound by choosing a row and pressing the new key (Esc
/// keeps the old one); a key another action had goes to that action in exchange. Reset gives every key back its
/// standard one. Each change applies at once, is logged as a `setting` event (`controls`, `action=key`) and saved.
final class ControlsScene: ChangingMenuScene<ControlsScene.Choice>, Scene {
    /// A row's key button, Reset and Back.
    enum Choice: Equatable, Sendable {
        case action(ControlAction)
        case reset, back
    }

    let name = SceneName.controls
    /// The keys as they stand, for drawing.
    private(set) var controls: ControlKeys
    /// The action whose new key the next key press is, once its row was chosen.
    private(set) var waiting: ControlAction?

    init(context: SceneContext) {
        controls = context.settings.current.access.controls
        super.init(menu: ControlsScene.menu(controls, waiting: nil, language: context.language))
    }

    /// The top of row `index`.
    static func rowY(_ index: Int) -> Int { 41 + index * 29 }
    /// A row's height.
    static let rowHeight = 28

    /// The buttons for `controls` in `language`, with `waiting`'s saying so.
    static func menu(_ controls: ControlKeys, waiting: ControlAction?, language: Language) -> Menu<Choice> {
        var buttons: [Menu<Choice>.Button] = ControlAction.all.enumerated().map { index, action in
            .init(choice: .action(action), label: label(action, controls, waiting: waiting, language: language),
                  frame: WormGame.Rect(x: 160, y: rowY(index), width: 148, height: rowHeight))
        }
        buttons.append(.init(choice: .back, label: language.text(.back), frame: WormGame.Rect(x: 16, y: 420, width: 140, height: 48)))
        buttons.append(.init(choice: .reset, label: language.text(.controlsReset), frame: WormGame.Rect(x: 164, y: 420, width: 140, height: 48)))
        return Menu(buttons)
    }

    /// Where `choice`'s button is (the same in every language).
    static func frame(of choice: Choice) -> WormGame.Rect {
        menu(.standard, waiting: nil, language: .english).buttons.first { $0.choice == choice }!.frame
    }

    /// What `action`'s button says: its key, or "Press a key" while it waits for one.
    static func label(_ action: ControlAction, _ controls: ControlKeys, waiting: ControlAction?, language: Language) -> String {
        action == waiting ? language.text(.pressAKey) : keyLabel(controls.key(for: action))
    }

    /// A key's name as shown: SDL's name with its first letter capital ("P", "Tab", "Keypad 7").
    static func keyLabel(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// While a row waits for its key, M is that key and not the sound (the runner leaves it to the scene).
    var takesText: Bool { waiting != nil }

    func step(_ inputs: [PlayerInput], context: SceneContext) -> [Command] {
        countInputs(inputs)
        var menuInputs: [PlayerInput] = [], changes: [Command] = []
        for input in inputs {
            guard let action = waiting else {
                menuInputs.append(input)
                continue
            }
            switch input {
            case .key(let key) where key.key == .escape:
                wait(for: nil, language: context.language)
            case .key(let key) where !key.control && !key.alt:
                var bound = controls
                guard bound.bind(action, to: key.name) else { continue }  // Enter, Space, the arrows stay theirs
                var access = context.settings.current.access
                access.controls = bound
                changes.append(.change(.access(access, .controls, logged: "\(action.name)=\(key.name)")))
                wait(for: nil, language: context.language)
            case .press, .hover:
                wait(for: nil, language: context.language)
                menuInputs.append(input)
            default:
                break
            }
        }
        let opened = stepMenu(menuInputs, context: context, back: .back) { choice in
            switch choice {
            case .back:
                return .open(.assists)
            case .reset:
                guard context.settings.current.access.controls != .standard else { return nil }
                var access = context.settings.current.access
                access.controls = .standard
                changes.append(.change(.access(access, .controls, logged: "standard")))
                return nil
            case .action(let action):
                wait(for: action, language: context.language)
                return nil
            }
        }
        return changes + opened
    }

    /// Waits for `action`'s new key (nil: for none), the buttons saying so.
    private func wait(for action: ControlAction?, language: Language) {
        waiting = action
        relabel(language: language)
        noteChange()
    }

    private func relabel(language: Language) {
        for action in ControlAction.all {
            menu.relabel(.action(action), as: ControlsScene.label(action, controls, waiting: waiting, language: language))
        }
    }

    /// A change made (here or by another scene's key) shows at once.
    func settingsChanged(context: SceneContext) {
        let now = context.settings.current.access.controls
        guard now != controls else { return }
        controls = now
        relabel(language: context.language)
        noteChange()
    }

    /// The focused row with its key (R111): "Pause, P", "Grid 5, S", "Pause, Press a key".
    override func focusItem(language: Language) -> FocusItem? {
        guard var item = menu.focusItem else { return nil }
        if case .action(let action) = menu.buttons[menu.focus].choice {
            item.key = action.name
            item.spoken = action.label(in: language) + ", " + item.spoken
        }
        return item
    }

    func draw(with painter: SceneRenderer, context: SceneContext) throws {
        try painter.drawControls(self, language: context.language)
    }
}

extension ControlKeys {
    /// Whether `press` is `action`'s key, with no Control or Alt held.
    func matches(_ press: KeyPress, _ action: ControlAction) -> Bool {
        !press.control && !press.alt && press.name == key(for: action)
    }
}

extension SceneRenderer {
    /// Settings → Controls: a label per action, its key on its button, Back and Reset.
    func drawControls(_ scene: ControlsScene, language: Language) throws {
        try renderer.clear(.black)
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        try drawBackdrop()
        try drawCentered(language.text(.controls), centerX: 160, y: 4, scale: 1.1)
        try renderer.fill(FloatRect(x: 8, y: 37, width: 304, height: 381), color: SceneRenderer.panel)
        for (index, action) in ControlAction.all.enumerated() {
            try drawFitted(action.label(in: language), x: 16, y: ControlsScene.rowY(index) + 5, width: 138, scale: 0.75, smallest: 0.6,
                           box: WormGame.Rect(x: 12, y: ControlsScene.rowY(index), width: 146, height: ControlsScene.rowHeight))
        }
        try drawMenu(scene.menu) { $0 == .back ? SceneRenderer.menuLeave : SceneRenderer.menuButton }
    }
}
