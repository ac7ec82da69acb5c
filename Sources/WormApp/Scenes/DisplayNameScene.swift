import SDLKit
import WormGame

/// Where a Versus player types the display name (R60): 1 to 20 characters, by a physical keyboard (SDL text
/// input) or the on-screen one. OK keeps it and goes back to the lobby (a new name leaves the game the player
/// was in: the lobby opens anew); Esc goes back unchanged.
final class DisplayNameScene: Scene {
    let name = SceneName.name
    /// The keyboard on screen.
    let keyboard = OnScreenKeyboard()
    /// The name typed so far: the current one to start with.
    private(set) var typed: String
    private(set) var clockMs = 0
    /// Whether the scene is done (it is left after this step).
    private var done = false

    /// The scene for the player whose name is `current`.
    init(current: String) {
        typed = current
    }

    var takesText: Bool { true }

    /// The cursor blinks: every frame is drawn.
    func signature(context: SceneContext, placement: Placement) -> FrameSignature? { nil }

    func step(_ inputs: [PlayerInput], context: SceneContext) {
        for input in inputs where !done {
            switch input {
            case .text(let text):
                type(text)
            case .key(let key):
                switch key.name {
                case "backspace": if !typed.isEmpty { typed.removeLast() }
                case "return", "keypad enter": finish(keep: true, context: context)
                case "escape": finish(keep: false, context: context)
                default: break
                }
            case .press(let press):
                let key = keyboard.key(at: press.x, y: press.y)
                context.journal.write(.game(.press(x: press.x, y: press.y, source: press.source, ignored: key == nil)),
                                      t: clockMs)
                switch key?.action {
                case .type(let text)?: type(text)
                case .backspace?: if !typed.isEmpty { typed.removeLast() }
                case .ok?: finish(keep: true, context: context)
                case nil: break
                }
            case .focusLost, .minimized, .resized, .closed, .swipe, .longPress:
                break
            }
        }
        clockMs += Game<ClassicMode>.stepMs
    }

    /// Adds `text` when the name stays a valid display name (R60); longer or bad input is refused as typed.
    private func type(_ text: String) {
        let longer = typed + text
        if longer.count <= DisplayName.maxCharacters, DisplayName.check(Array(longer.utf8)) == longer { typed = longer }
    }

    /// Back to the lobby, with the typed name when `keep` and it is a valid one.
    private func finish(keep: Bool, context: SceneContext) {
        done = true
        if keep, let name = DisplayName.check(Array(typed.utf8)) { context.versus.name = name }
        context.perform(.open(.lobby))
    }

    func draw(with painter: SceneRenderer, context: SceneContext) throws {
        try painter.drawDisplayNameScene(self, language: context.language)
    }

    func leave(at t: Int, context: SceneContext) {}
}
