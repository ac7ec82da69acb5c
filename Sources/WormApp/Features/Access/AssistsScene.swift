import SDLKit
import WormGame

/// Settings → Assists (R113–R115): worm time, game speed, hit radius, practice, one switch and its scan interval,
/// text size and high contrast, by mouse, touch and keys; its last row opens Settings → Controls (R116). A press or Enter takes a row's next value, Left and Right
/// the one before or after; each change applies at once, is logged as a `setting` event and saved.
final class AssistsScene: ChangingMenuScene<AssistsScene.Choice>, Scene {
    /// The rows' buttons, and Back.
    enum Choice: Equatable, Sendable, CaseIterable {
        case wormTime, gameSpeed, hitRadius, practice, oneSwitch, scanInterval, textSize, highContrast, controls, back
    }

    /// The rows, top to bottom, with their label.
    static let rows: [(choice: Choice, label: TextKey)] = [
        (.wormTime, .wormTime), (.gameSpeed, .gameSpeed), (.hitRadius, .hitRadius), (.practice, .practice),
        (.oneSwitch, .oneSwitch), (.scanInterval, .scanInterval), (.textSize, .textSize), (.highContrast, .highContrast),
        (.controls, .controls),
    ]

    let name = SceneName.assists
    /// The settings as they stand, for drawing.
    private(set) var settings: Settings

    init(context: SceneContext) {
        settings = context.settings.current
        super.init(menu: AssistsScene.menu(settings, language: context.language))
    }

    /// The buttons for `settings` in `language`: the Settings scene's rows and places.
    static func menu(_ settings: Settings, language: Language) -> Menu<Choice> {
        let right = 312 - SettingsScene.panelInset
        var buttons: [Menu<Choice>.Button] = rows.enumerated().map { index, row in
            .init(choice: row.choice, label: label(row.choice, settings, language: language),
                  frame: WormGame.Rect(x: right - 136, y: SettingsScene.rowY(index), width: 136, height: SettingsScene.rowHeight))
        }
        buttons.append(.init(choice: .back, label: language.text(.back), frame: WormGame.Rect(x: 60, y: 420, width: 200, height: 48)))
        return Menu(buttons)
    }

    /// What a row's button says: its value.
    static func label(_ choice: Choice, _ settings: Settings, language: Language) -> String {
        func toggle(_ on: Bool) -> String { language.text(on ? .on : .off) }
        let assists = settings.assists, access = settings.access
        switch choice {
        case .wormTime:
            let percent = assists.wormTime.percent
            return percent % 100 == 0 ? "×\(percent / 100)" : "×\(percent / 100).\(percent % 100 / 10)"
        case .gameSpeed: return "\(assists.gameSpeedPercent) %"
        case .hitRadius: return language.text(.pixels, assists.hitRadius.rawValue)
        case .practice: return toggle(assists.practice)
        case .oneSwitch: return toggle(access.oneSwitch)
        case .scanInterval:
            let ms = access.scanIntervalMs
            return language.text(.seconds, "\(ms / 1000).\(ms % 1000 / 100)")
        case .textSize: return "\(access.textSize.rawValue) %"
        case .highContrast: return toggle(access.highContrast)
        case .controls:  // the first keys, and the row opens the rest (R116)
            return [ControlAction.pause, .mute, .score].map { ControlsScene.keyLabel(access.controls.key(for: $0)) }.joined(separator: " ")
        case .back: return language.text(.back)
        }
    }

    func step(_ inputs: [PlayerInput], context: SceneContext) -> [Command] {
        countInputs(inputs)
        var menuInputs: [PlayerInput] = [], changes: [Command] = []
        for input in inputs {
            // Left and Right change the focused value (R115), a step down or up.
            if case .key(let key) = input, key.key?.isHorizontal == true, menu.showsFocus {
                let choice = menu.buttons[menu.focus].choice
                if choice != .back && choice != .controls { changes += change(choice, by: key.key == .left ? -1 : 1) }
            } else {
                menuInputs.append(input)
            }
        }
        let opened = stepMenu(menuInputs, context: context, back: .back) { choice in
            guard choice != .back else { return .open(.settings) }
            if choice == .controls { return .open(.controls) }
            changes += change(choice, by: 1)
            return nil
        }
        return changes + opened
    }

    /// Takes the value `offset` places on in `choice`'s list (wrapping round for a press or Enter, stopping at the
    /// ends for Left and Right): the change the runner applies, logs and saves after the step.
    private func change(_ choice: Choice, by offset: Int) -> [Command] {
        let now = settings
        func next<T: Equatable>(_ value: T, in list: [T]) -> T {
            let index = list.firstIndex(of: value) ?? 0
            return offset > 0 && index == list.count - 1 ? list[0] : list[min(list.count - 1, max(0, index + offset))]
        }
        var assists = now.assists, access = now.access
        let name: SettingName, logged: String
        switch choice {
        case .wormTime:
            assists.wormTime = next(assists.wormTime, in: Assists.WormTime.allCases)
            (name, logged) = (.wormTime, "\(Double(assists.wormTime.percent) / 100)")
        case .gameSpeed:
            // Fastest first: a step "up" is slower, as the list reads.
            assists.gameSpeedPercent = next(assists.gameSpeedPercent, in: Assists.gameSpeeds)
            (name, logged) = (.gameSpeed, "\(assists.gameSpeedPercent)")
        case .hitRadius:
            assists.hitRadius = next(assists.hitRadius, in: Assists.HitRadius.allCases)
            (name, logged) = (.hitRadius, "\(assists.hitRadius.rawValue)")
        case .practice:
            assists.practice.toggle()
            (name, logged) = (.practice, "\(assists.practice)")
        case .oneSwitch:
            access.oneSwitch.toggle()
            (name, logged) = (.oneSwitch, "\(access.oneSwitch)")
        case .scanInterval:
            access.scanIntervalMs = next(access.scanIntervalMs, in: AccessSettings.scanIntervals)
            (name, logged) = (.scanInterval, "\(access.scanIntervalMs)")
        case .textSize:
            access.textSize = next(access.textSize, in: TextSize.allCases)
            (name, logged) = (.textSize, "\(access.textSize.rawValue)")
        case .highContrast:
            access.highContrast.toggle()
            (name, logged) = (.highContrast, "\(access.highContrast)")
        case .controls, .back:
            return []
        }
        if assists != now.assists { return [.change(.assists(assists, name, logged: logged))] }
        if access != now.access { return [.change(.access(access, name, logged: logged))] }
        return []
    }

    /// M and F11 work here too, and a change shows at once.
    func settingsChanged(context: SceneContext) {
        let now = context.settings.current
        guard now != settings else { return }
        settings = now
        for row in AssistsScene.rows { menu.relabel(row.choice, as: AssistsScene.label(row.choice, now, language: context.language)) }
        noteChange()
    }

    /// The focused button with its row (R111): "Worm time, ×2", "Practice, On".
    override func focusItem(language: Language) -> FocusItem? {
        guard var item = menu.focusItem else { return nil }
        let choice = menu.buttons[menu.focus].choice
        if let row = AssistsScene.rows.first(where: { $0.choice == choice }) {
            item.spoken = [language.text(row.label), item.spoken].joined(separator: ", ")
        }
        return item
    }

    func draw(with painter: SceneRenderer, context: SceneContext) throws {
        try painter.drawAssists(self, language: context.language)
    }
}

extension SceneRenderer {
    /// Settings → Assists: a label per row, its value on its button, and Back.
    func drawAssists(_ scene: AssistsScene, language: Language) throws {
        try renderer.clear(.black)
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        try drawBackdrop()
        try drawCentered(language.text(.assists), centerX: 160, y: 8, scale: 1.3)
        try renderer.fill(FloatRect(x: 8, y: 48, width: 304, height: 362), color: SceneRenderer.panel)
        for (index, row) in AssistsScene.rows.enumerated() {
            try drawFitted(language.text(row.label), x: 16, y: SettingsScene.rowY(index) + 5, width: 148, scale: 0.85, smallest: 0.7,
                           box: SettingsScene.labelBox(y: SettingsScene.rowY(index), height: SettingsScene.rowHeight))
        }
        try drawMenu(scene.menu) { $0 == .back ? SceneRenderer.menuLeave : SceneRenderer.menuButton }
    }
}
