import SDLKit
import WormGame

/// The settings scene (R50): music and effects volumes, sound, language, fullscreen and reduced motion, by mouse,
/// touch and keys (Up/Down or Tab move, Enter or Space choose, Esc goes back). Each change applies at once, is
/// logged as a `setting` event and saved.
final class SettingsScene: ChangingMenuScene<SettingsScene.Choice>, Scene {
    /// The buttons.
    enum Choice: Equatable, Sendable {
        case musicDown, musicUp, effectsDown, effectsUp, sound, language, fullscreen, reducedMotion, vibration, tiltAim, back
        /// Opens Settings → Assists (R113–R115).
        case assists
        case speech, audioPlay
        /// Opens Settings → World board (R120).
        case worldBoard
    }

    /// The rows, top to bottom, with their label.
    static let rows: [TextKey] = [.music, .effects, .sound, .language, .fullscreen, .reducedMotion, .vibration, .tiltAim,
                                  .speechSetting, .audioPlay, .worldBoard]
    /// A volume step, in percent.
    static let volumeStep = 10

    let name = SceneName.settings
    /// The settings as they stand, for drawing.
    private(set) var settings: Settings
    /// Whether a music volume change set the music playing, to pause again when the scene is left.
    private var previewingMusic = false

    /// How far the buttons stand inside the panel's edge, in logical pixels.
    static let panelInset = 6

    /// The top of row `index`, and a row's buttons' height.
    static func rowY(_ index: Int) -> Int { 50 + index * 33 }
    static let rowHeight = 30
    /// The room of a row's label, left of its buttons, from `y` and `height` tall: what the text size may fill (R115).
    static func labelBox(y: Int, height: Int) -> WormGame.Rect { WormGame.Rect(x: 12, y: y, width: 156, height: height) }

    /// Whether the Fullscreen row is offered: not where the run is always fullscreen (a kiosk, R70).
    let offersFullscreen: Bool

    init(context: SceneContext) {
        settings = context.settings.current
        offersFullscreen = context.run.policy.canSwitchFullscreen
        super.init(menu: SettingsScene.menu(settings, language: context.language, fullscreen: offersFullscreen))
    }

    /// The rows shown, with their label and place: no Fullscreen where it cannot be switched (R70).
    var shownRows: [(index: Int, label: TextKey)] {
        SettingsScene.rows.enumerated().filter { offersFullscreen || $0.element != .fullscreen }.map { ($0.offset, $0.element) }
    }

    /// The buttons for `settings` in `language`; without Fullscreen unless `fullscreen`.
    static func menu(_ settings: Settings, language: Language, fullscreen: Bool = true) -> Menu<Choice> {
        func toggle(_ on: Bool) -> String { language.text(on ? .on : .off) }
        let languageLabel = languageLabel(settings.language, in: language)
        // The buttons end `panelInset` inside the panel's right edge (312), not flush against it.
        let right = 312 - panelInset
        func wide(_ row: Int) -> WormGame.Rect { WormGame.Rect(x: right - 136, y: rowY(row), width: 136, height: rowHeight) }
        // 38 wide, 60 apart: the volume between them ("100 %") keeps clear of them and of their focus ring (issue 30).
        func step(_ row: Int, up: Bool) -> WormGame.Rect {
            WormGame.Rect(x: up ? right - 38 : right - 136, y: rowY(row), width: 38, height: rowHeight)
        }
        let buttons: [Menu<Choice>.Button] = [
            .init(choice: .musicDown, label: "-", frame: step(0, up: false)),
            .init(choice: .musicUp, label: "+", frame: step(0, up: true)),
            .init(choice: .effectsDown, label: "-", frame: step(1, up: false)),
            .init(choice: .effectsUp, label: "+", frame: step(1, up: true)),
            .init(choice: .sound, label: toggle(!settings.muted), frame: wide(2)),
            .init(choice: .language, label: languageLabel, frame: wide(3)),
            .init(choice: .fullscreen, label: toggle(settings.fullscreen), frame: wide(4)),
            .init(choice: .reducedMotion, label: toggle(settings.reducedMotion), frame: wide(5)),
            .init(choice: .vibration, label: toggle(settings.vibration), frame: wide(6)),
            .init(choice: .tiltAim, label: toggle(settings.tiltAim), frame: wide(7)),
            .init(choice: .speech, label: speechLabel(settings.speech, in: language), frame: wide(8)),
            .init(choice: .audioPlay, label: toggle(settings.audioPlay), frame: wide(9)),
            .init(choice: .worldBoard, label: boardLabel(settings.worldBoard, in: language), frame: wide(10)),
            // Settings → Assists beside Back (R113–R115).
            .init(choice: .assists, label: language.text(.assists), frame: WormGame.Rect(x: 164, y: 420, width: 140, height: 48)),
            .init(choice: .back, label: language.text(.back), frame: WormGame.Rect(x: 16, y: 420, width: 140, height: 48)),
        ]
        return Menu(buttons.filter { fullscreen || $0.choice != .fullscreen })  // the focus shown from the start (R115)
    }

    /// The world board button's label: Off, or the board's host (R120).
    static func boardLabel(_ address: String?, in language: Language) -> String {
        guard let address else { return language.text(.off) }
        let host = address.split(separator: "/", omittingEmptySubsequences: true).dropFirst().first
        return host.map(String.init) ?? address
    }

    /// The speech button's label for `mode`: Off, On or Auto (R111).
    static func speechLabel(_ mode: SpeechMode, in language: Language) -> String {
        switch mode {
        case .off: language.text(.off)
        case .on: language.text(.on)
        case .auto: language.text(.languageAuto)
        }
    }

    /// The language button's label for `choice`: each language by its own name, `auto` in `language`.
    static func languageLabel(_ choice: Settings.LanguageChoice, in language: Language) -> String {
        switch choice {
        case .auto: return language.text(.languageAuto)
        case .chosen(let chosen): return chosen.name  // in its own language, as a player looks for it
        }
    }

    func step(_ inputs: [PlayerInput], context: SceneContext) -> [Command] {
        countInputs(inputs)
        var changes: [Command] = []
        // Left and Right change the focused row's value (R115); elsewhere they move the focus as before.
        let inputs = inputs.filter { input in
            guard case .key(let key) = input, key.key?.isHorizontal == true, menu.showsFocus,
                  let change = SettingsScene.change(menu.buttons[menu.focus].choice, up: key.key == .right) else { return true }
            changes += change == .language ? stepLanguage(by: key.key == .right ? 1 : -1) : apply(change)
            return false
        }
        let opened = stepMenu(inputs, context: context, back: .back) { choice in
            guard choice != .back else { return .open(.title) }
            if choice == .assists { return .open(.assists) }
            if choice == .worldBoard { return .open(.worldBoard) }
            changes += apply(choice)
            return nil
        }
        return changes + opened
    }

    /// M and F11 work everywhere, this scene too: its buttons show the change at once.
    func settingsChanged(context: SceneContext) {
        show(context: context)
        noteChange()  // M and F11 never reach the scene's step: the frame after them is drawn all the same
    }

    /// What Left (`up` false) or Right does on the row of `focused`: the button that lowers or raises its value, or
    /// nil on Back and Assists.
    static func change(_ focused: Choice, up: Bool) -> Choice? {
        switch focused {
        case .musicDown, .musicUp: up ? .musicUp : .musicDown
        case .effectsDown, .effectsUp: up ? .effectsUp : .effectsDown
        case .back, .assists, .worldBoard: nil
        default: focused  // an on-off row flips either way; the language goes on or back (stepLanguage)
        }
    }

    /// The language `offset` places on in the list, wrapping round.
    private func stepLanguage(by offset: Int) -> [Command] {
        let all = Settings.LanguageChoice.allCases
        let language = all[((all.firstIndex(of: settings.language) ?? 0) + offset + all.count) % all.count]
        return [.change(.language(language))]
    }

    /// What a button asks for: the new value, which the runner applies, logs and saves (kept for the run when it
    /// cannot be) after the step.
    private func apply(_ choice: Choice) -> [Command] {
        let now = settings  // as shown: every change of a setting is shown once made (settingsChanged)
        func volume(_ value: Int, _ up: Bool) -> Int { min(100, max(0, value + (up ? 1 : -1) * SettingsScene.volumeStep)) }
        func flip(_ name: SettingName) -> [Command] {
            [.change(.flag(name, !now[keyPath: Settings.flag(name)]))]
        }
        switch choice {
        case .musicDown, .musicUp:
            // Heard at once, at the new volume (R21): the music plays while the settings stay open.
            previewingMusic = true
            return [.change(.musicVolume(volume(now.musicVolume, choice == .musicUp))), .preview(.music)]
        case .effectsDown, .effectsUp:
            // The catch sound at the new volume, to judge it by (R21).
            return [.change(.effectsVolume(volume(now.effectsVolume, choice == .effectsUp))), .preview(.hit)]
        case .sound:
            return flip(.muted)
        case .language:
            let all = Settings.LanguageChoice.allCases
            return [.change(.language(all[((all.firstIndex(of: now.language) ?? 0) + 1) % all.count]))]
        case .fullscreen:
            return offersFullscreen ? flip(.fullscreen) : []
        case .reducedMotion:
            return flip(.reducedMotion)
        case .vibration:
            return flip(.vibration)
        case .tiltAim:
            return flip(.tiltAim)
        case .speech:
            return [.change(.speech(now.speech.next))]
        case .audioPlay:
            return flip(.audioPlay)
        case .back, .assists, .worldBoard:
            return []
        }
    }

    /// Shows the settings in force, when they are not what the buttons say.
    private func show(context: SceneContext) {
        let now = context.settings.current
        guard now != settings else { return }
        settings = now
        let labels = SettingsScene.menu(settings, language: context.language, fullscreen: offersFullscreen)
        for button in labels.buttons { menu.relabel(button.choice, as: button.label) }
    }

    func draw(with painter: SceneRenderer, context: SceneContext) throws {
        try painter.drawSettings(self, language: context.language)
    }

    /// The focused button with its row and value (R111): "Music volume, 60 percent, raise", "Sound, On".
    override func focusItem(language: Language) -> FocusItem? {
        guard var item = menu.focusItem else { return nil }
        let choice = menu.buttons[menu.focus].choice
        func row(_ key: TextKey) -> String { language.text(key) }
        func percent(_ value: Int) -> String { language.text(.spokenPercent, value) }
        switch choice {
        case .musicDown: item.spoken = [row(.music), percent(settings.musicVolume), row(.spokenLower)].joined(separator: ", ")
        case .musicUp: item.spoken = [row(.music), percent(settings.musicVolume), row(.spokenRaise)].joined(separator: ", ")
        case .effectsDown: item.spoken = [row(.effects), percent(settings.effectsVolume), row(.spokenLower)].joined(separator: ", ")
        case .effectsUp: item.spoken = [row(.effects), percent(settings.effectsVolume), row(.spokenRaise)].joined(separator: ", ")
        case .back, .assists: break
        default:
            let label = SettingsScene.rowLabel(of: choice)
            item.spoken = [row(label), item.spoken].joined(separator: ", ")
        }
        return item
    }

    /// The row label of an on-off or cycling button.
    static func rowLabel(of choice: Choice) -> TextKey {
        switch choice {
        case .musicDown, .musicUp: .music
        case .effectsDown, .effectsUp: .effects
        case .sound: .sound
        case .language: .language
        case .fullscreen: .fullscreen
        case .reducedMotion: .reducedMotion
        case .vibration: .vibration
        case .tiltAim: .tiltAim
        case .speech: .speechSetting
        case .audioPlay: .audioPlay
        case .worldBoard: .worldBoard
        case .back: .back
        case .assists: .assists
        }
    }

    /// The music a volume change played stops with the scene, as it stands outside a round.
    override func leave(at t: Int, context: SceneContext) {
        if previewingMusic { context.audio.setPaused(true) }
    }
}
