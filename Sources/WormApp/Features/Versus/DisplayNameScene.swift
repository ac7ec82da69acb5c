import SDLKit
import WormGame

/// Where a Versus player types the display name (R60): 1 to 20 characters, by a physical keyboard (SDL text
/// input) or the on-screen one. OK keeps it and goes back to the lobby (a new name leaves the game the player
/// was in: the lobby opens anew); Esc goes back unchanged.
final class DisplayNameScene: TypingScene {
    let name = SceneName.name
    /// The name being typed: the current one to start with; 1 to 20 characters of a valid display name.
    private(set) var entry: NameEntry
    private(set) var clockMs = 0
    /// Whether the scene is done (it is left after this step).
    private var done = false
    /// With one switch (R114): the scanning keyboard, from its rows; nil otherwise.
    private(set) var oneSwitch: OneSwitchNaming?

    /// The name typed so far.
    var typed: String { entry.typed }

    /// The scene for the player whose name is `current`, on the keyboard of `language`, scanned by one switch when
    /// `oneSwitch`.
    init(current: String, language: Language = .english, oneSwitch: Bool = false) {
        entry = NameEntry(typed: current, language: language) { name, typed in
            let longer = name + typed
            return longer.count <= PlayerName.versus.characters && PlayerName.checked(Array(longer.utf8)) == longer ? longer : nil
        }
        if oneSwitch { self.oneSwitch = OneSwitchNaming(phase: .rows(row: 0)) }
    }

    func step(_ inputs: [PlayerInput], context: SceneContext) -> [Command] {
        var commands: [Command] = []
        for input in inputs where !done {
            let request = entry.type(input, scan: &oneSwitch, atMs: clockMs, context: context)
            switch request {
            case .ok?: commands.append(finish(keep: true, context: context))
            case .escape?: commands.append(finish(keep: false, context: context))
            case nil: break
            }
        }
        entry.endStep(atMs: clockMs)
        if !context.switchHeld {  // the scan waits while the switch is down (R114)
            oneSwitch?.step(interval: context.settings.current.access.scanIntervalMs, rows: KeyboardFocus.rows(of: entry.keyboard))
        }
        clockMs += Simulation.stepMs
        return commands
    }

    /// Back to the lobby, with the typed name when `keep` and it is a valid one.
    private func finish(keep: Bool, context: SceneContext) -> Command {
        done = true
        let name = keep ? PlayerName.checked(Array(entry.typed.utf8)) : nil
        if let name { context.narrator.say(context.language.text(.spokenNameSaved, name), .message, t: clockMs) }
        return .open(.lobby(displayName: name))
    }

    /// What the scene says as it opens (R111): its heading, the name as it stands, and what to do.
    func spokenOpening(context: SceneContext) -> [String] {
        let language = context.language
        return [language.text(.yourName), typed, language.text(.spokenTypeYourName)]
    }

    /// The row or key one switch's scan shows, else the on-screen key the arrows focus, when shown (R111).
    func focusItem(language: Language) -> FocusItem? {
        if let oneSwitch { return oneSwitch.focusItem(keyboard: entry.keyboard, offered: "", language: language) }
        return entry.focusItem(language: language)
    }

    func draw(with painter: SceneRenderer, context: SceneContext) throws {
        let cursors = context.pads.deck.cursors()
        try painter.drawDisplayNameScene(self, language: context.language, cursors: cursors)
        if let oneSwitch { try painter.drawOneSwitchNaming(oneSwitch, keyboard: entry.keyboard, offered: "", language: context.language) }
        try painter.drawPadCursors(cursors)
    }

    func leave(at t: Int, context: SceneContext) {}
}
