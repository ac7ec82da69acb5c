import BoardClient
import SDLKit
import WormGame

/// Settings → World board (R120): the board's address typed on a physical keyboard (SDL text input) or on the
/// address keyboard (`OnScreenKeyboard.address()`: small letters, `:`, `/`, `http://`…) by touch, a pad's cursor,
/// the arrows, or one switch's scan (R114, starting on the rows: there is no name to offer). Enter or OK keeps it
/// (an empty one turns the board off; one that is not an `http://` or `https://` address with a host is said so and
/// kept on screen); Esc goes back unchanged. Rounds opened from then on use it.
final class BoardAddressScene: TypingScene {
    let name = SceneName.worldBoard
    /// The longest address typed.
    static let maxCharacters = 200
    /// The address being typed: the current one to start with.
    private(set) var entry: NameEntry
    private(set) var clockMs = 0
    /// Whether the scene is done (it is left after this step).
    private var done = false
    /// Whether the last Enter found no address in what was typed.
    private(set) var invalid = false
    /// With one switch (R114): the scanning keyboard; nil otherwise.
    private(set) var oneSwitch: OneSwitchNaming?

    /// The address typed so far.
    var typed: String { entry.typed }

    /// The scene for the address `current` (nil: none yet), scanned by one switch when `oneSwitch`.
    init(current: String?, oneSwitch: Bool = false) {
        entry = NameEntry(typed: current ?? "", keyboard: .address()) { address, typed in
            let longer = address + typed
            let printable = longer.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F }
            return printable && longer.count <= BoardAddressScene.maxCharacters ? longer : nil
        }
        if oneSwitch { self.oneSwitch = OneSwitchNaming(phase: .rows(row: 0)) }
    }

    func step(_ inputs: [PlayerInput], context: SceneContext) -> [Command] {
        var commands: [Command] = []
        for input in inputs where !done {
            let before = typed
            let request = entry.type(input, scan: &oneSwitch, atMs: clockMs, context: context)
            if typed != before { invalid = false }
            switch request {
            case .ok?: commands += keep(context: context)
            case .escape?:
                done = true
                commands.append(.open(.settings))
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

    /// Enter: the address kept (or the board off, when empty) and back to the settings; nothing when it is not
    /// an address, which is said.
    private func keep(context: SceneContext) -> [Command] {
        let text = typed.trimmingSpaces
        if text.isEmpty {
            done = true
            return [.change(.worldBoard(nil)), .open(.settings)]
        }
        guard let address = BoardAddress(text) else {
            invalid = true
            context.narrator.say(context.language.text(.worldBoardInvalid), .important, t: clockMs)
            return []
        }
        done = true
        return [.change(.worldBoard(address.url)), .open(.settings)]
    }

    /// What the scene says as it opens (R111): its heading, the address as it stands (or Off), and what to type.
    func spokenOpening(context: SceneContext) -> [String] {
        let language = context.language
        return [spokenTitle(context: context) ?? "", typed.isEmpty ? language.text(.off) : typed, language.text(.worldBoardHint)]
    }

    /// The row or key one switch's scan shows, else the on-screen key the arrows focus, when shown (R111).
    func focusItem(language: Language) -> FocusItem? {
        if let oneSwitch { return oneSwitch.focusItem(keyboard: entry.keyboard, offered: "", language: language) }
        return entry.focusItem(language: language)
    }

    func draw(with painter: SceneRenderer, context: SceneContext) throws {
        let cursors = context.pads.deck.cursors()
        try painter.drawBoardAddressScene(self, language: context.language, cursors: cursors)
        if let oneSwitch { try painter.drawOneSwitchNaming(oneSwitch, keyboard: entry.keyboard, offered: "", language: context.language) }
        try painter.drawPadCursors(cursors)
    }

    func leave(at t: Int, context: SceneContext) {}
}

extension SceneRenderer {
    /// Settings → World board: heading, what to type (or that it is not an address), the field, the keyboard.
    func drawBoardAddressScene(_ scene: BoardAddressScene, language: Language,
                                cursors: [(pad: Int, x: Double, y: Double)] = []) throws {
        try clearWithBars()
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        try drawBackdrop()
        try renderer.fill(FloatRect(x: 8, y: 60, width: 304, height: 140), color: SceneRenderer.panel)
        try drawCentered(language.text(.worldBoard), centerX: 160, y: 72, scale: 1.2)
        let hint = language.text(scene.invalid ? .worldBoardInvalid : .worldBoardHint)
        try drawCentered(fitted(hint, width: 290, scale: 0.7), centerX: 160, y: 110, scale: 0.7,
                         tint: scene.invalid ? Color(red: 255, green: 140, blue: 120, alpha: 255) : nil)
        try renderer.fill(FloatRect(x: 20, y: 150, width: 280, height: 40), color: Color(red: 250, green: 245, blue: 230, alpha: 255))
        try renderer.fill(FloatRect(x: 22, y: 152, width: 276, height: 36), color: Color(red: 20, green: 14, blue: 8, alpha: 255))
        // The end of a long address shows: that is where the typing is.
        var text = scene.typed
        while sprites.font.width(of: text) * 3 > 256 * 4, text.count > 1 { text.removeFirst() }
        if text != scene.typed { text = "…" + text }
        try drawText(text, x: 30, y: 160, scale: 0.75)
        if (scene.clockMs / 500) % 2 == 0 {
            let end = 30 + sprites.font.width(of: text) * 3 / 4 + 1
            try renderer.fill(FloatRect(x: Float(end), y: 158, width: 2, height: 20), color: SceneRenderer.gold)
        }
        try drawKeyboard(scene.entry.keyboard, lit: scene.entry.litKey, focused: scene.entry.focus.key(on: scene.entry.keyboard),
                         cursors: cursors, hovered: scene.entry.hoveredKey)
    }
}

private extension String {
    /// The string without spaces at either end.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
