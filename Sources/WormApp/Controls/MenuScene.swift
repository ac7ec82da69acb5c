import SDLKit
import WormGame

/// The steps every menu scene shares: its own clock, presses and keys through its menu, Esc to go back.
///
/// Title, results, scores and settings are this with their own buttons and drawing.
class MenuScene<Choice: Equatable> {
    /// The scene's buttons.
    var menu: Menu<Choice>
    /// The scene's clock at its next step.
    private(set) var clockMs = 0
    /// Presses before this time on the scene's clock are logged and ignored: taps aimed at the last worms
    /// of a round must not choose a button of the scene that replaced it.
    var pressesIgnoredUntilMs = 0
    /// The one switch's scan of the menu (R114).
    private var scan = OneSwitchScan()

    /// A scene with `menu`.
    init(menu: Menu<Choice>) {
        self.menu = menu
    }

    /// Runs one step: presses and keys through the menu, logged as presses; Esc is `back`. Returns the commands that
    /// `choose` gives for the choices made, in order. The one switch's scan moves on unless `scans` is false (the
    /// menu stands under a question or a panel that has the scan).
    func stepMenu(_ inputs: [PlayerInput], context: SceneContext, back: Choice?, scans: Bool = true,
                  choose: (Choice) -> Command?) -> [Command] {
        var commands: [Command] = []
        func chosen(_ choice: Choice) {
            if let command = choose(choice) { commands.append(command) }
        }
        let access = context.settings.current.access
        if access.oneSwitch && scans && !context.switchHeld { scan.step(&menu, interval: access.scanIntervalMs) }
        for input in inputs {
            // One switch (R114): a press anywhere, Space or Enter chooses the item the scan shows.
            if access.oneSwitch, input.isSwitch, !menu.buttons.isEmpty {
                if case .press(let press) = input {
                    context.journal.write(.game(.press(x: press.x, y: press.y, source: press.source, ignored: false, pad: press.pad)),
                                          t: clockMs)
                    if clockMs < pressesIgnoredUntilMs { continue }
                }
                scan.restart()
                chosen(menu.buttons[menu.focus].choice)
                continue
            }
            switch input {
            case .press(let press):
                let choice = clockMs < pressesIgnoredUntilMs ? nil : menu.choice(at: press.x, y: press.y)
                context.journal.write(.game(.press(x: press.x, y: press.y, source: press.source, ignored: choice == nil, pad: press.pad)),
                                      t: clockMs)
                if let choice { chosen(choice) }
            case .key(let key) where key.key == .escape:
                if let back { chosen(back) }
            case .key(let key):
                if let choice = menu.choice(for: key) { chosen(choice) }
            case .hover(let x, let y):
                menu.hover(x: x, y: y)
            case .focusLost, .minimized, .resized, .closed, .text, .swipe, .longPress, .pad, .padUnplugged, .padButton, .padHeld, .keyUp, .lifted:
                break
            }
        }
        clockMs += Simulation.stepMs
        return commands
    }

    func leave(at t: Int, context: SceneContext) {}

    /// The focused button, when the focus shows (R111).
    func focusItem(language: Language) -> FocusItem? { menu.focusItem }

    /// A still menu scene changes only with its focus.
    func signature(context: SceneContext, placement: Placement) -> FrameSignature? {
        FrameSignature(scene: ObjectIdentifier(self), focus: menu.showsFocus ? menu.focus : nil, placement: placement)
    }
}
