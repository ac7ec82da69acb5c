import SDLKit
import WormGame

/// The operator menu (R73), behind the PIN: today's figures, clearing today's Daily table or every table (each
/// asked first, Yes or No), the music and effects volumes, the language, Quit (ends the program, a kiosk too) and
/// Back to the title. In a kiosk its settings hold for the run only, as every setting there does (R70).
final class OperatorMenuScene: ChangingMenuScene<OperatorMenuScene.Choice>, Scene {
    /// The buttons.
    enum Choice: Equatable, Sendable {
        case clearToday, clearAll, musicDown, musicUp, effectsDown, effectsUp, language, quit, back
    }

    let name = SceneName.operatorMenu
    /// The settings as shown.
    private(set) var settings: Settings
    /// The question being asked before a table is cleared, if any.
    private(set) var question: LeaveQuestion?

    /// The top of the first setting row (music), then effects and language 50 px apart.
    static func settingRowY(_ index: Int) -> Int { 272 + index * 50 }

    init(context: SceneContext) {
        settings = context.settings.current
        super.init(menu: OperatorMenuScene.menu(settings, language: context.language))
    }

    /// The buttons for `settings` in `language`.
    static func menu(_ settings: Settings, language: Language) -> Menu<Choice> {
        // 38 wide, 60 apart: the volume between them ("100 %") keeps clear of them and of their focus ring (issue 30).
        func small(_ x: Int, _ row: Int) -> WormGame.Rect { WormGame.Rect(x: x, y: settingRowY(row), width: 38, height: 44) }
        return Menu([
            .init(choice: .clearToday, label: language.text(.clearToday), frame: WormGame.Rect(x: 20, y: 166, width: 280, height: 44)),
            .init(choice: .clearAll, label: language.text(.clearAll), frame: WormGame.Rect(x: 20, y: 218, width: 280, height: 44)),
            .init(choice: .musicDown, label: "-", frame: small(176, 0)),
            .init(choice: .musicUp, label: "+", frame: small(274, 0)),
            .init(choice: .effectsDown, label: "-", frame: small(176, 1)),
            .init(choice: .effectsUp, label: "+", frame: small(274, 1)),
            .init(choice: .language, label: SettingsScene.languageLabel(settings.language, in: language),
                  frame: WormGame.Rect(x: 176, y: settingRowY(2), width: 136, height: 44)),
            .init(choice: .quit, label: language.text(.quit), frame: WormGame.Rect(x: 20, y: 424, width: 136, height: 46)),
            .init(choice: .back, label: language.text(.back), frame: WormGame.Rect(x: 164, y: 424, width: 136, height: 46)),
        ])  // the focus shown from the start (R115)
    }

    func step(_ inputs: [PlayerInput], context: SceneContext) -> [Command] {
        countInputs(inputs)
        if var asked = question {
            var answered = false
            for input in inputs where !answered {
                guard let yes = asked.take(input) else {
                    question = asked  // the focus moved
                    continue
                }
                answered = true
                question = nil
                context.journal.write(.confirm(asked.question, yes: yes), t: clockMs)
                if yes { clear(asked.question, context: context) }
            }
            return stepMenu([], context: context, back: nil) { _ in nil }
        }
        var changes: [Command] = []
        let opened = stepMenu(inputs, context: context, back: .back) { choice in
            switch choice {
            case .back: return .open(.title)
            case .quit:
                context.journal.write(.kiosk(.operatorAction(.quit)), t: clockMs)
                return .exit
            case .clearToday: ask(.clearToday, context: context)
            case .clearAll: ask(.clearAll, context: context)
            default: changes += apply(choice, context: context)
            }
            return nil
        }
        return changes + opened
    }

    /// Asks `asked` before clearing, aloud (R111).
    private func ask(_ asked: Question, context: SceneContext) {
        let question = LeaveQuestion(question: asked, closing: false)
        self.question = question
        context.narrator.say(question.spoken(language: context.language), .message, t: clockMs)
    }

    /// Clears today's Daily table (and its best score on the title), or every table and the Versus history.
    private func clear(_ asked: Question, context: SceneContext) {
        let date = context.dailyDate, all = asked == .clearAll
        do {
            try context.scores.save { document in
                if all {
                    document.arcade = ScoreTable()
                    document.daily = [:]
                    document.dailyBest = [:]
                    document.versus = []
                } else {
                    document.daily[date] = nil
                    document.dailyBest[date] = nil
                }
            }
            context.journal.write(.saved(file: context.scores.fileName), t: clockMs)
        } catch {
            context.journal.write(.saveFailed(file: context.scores.fileName, reason: error.reason), t: clockMs)
        }
        context.journal.write(.kiosk(.operatorAction(all ? .clearedAll : .clearedToday)), t: clockMs)
    }

    /// A volume or the language, applied by the runner after the step and logged (`setting`, then `operator`).
    private func apply(_ choice: Choice, context: SceneContext) -> [Command] {
        let now = context.settings.current
        func volume(_ value: Int, _ up: Bool) -> Int { min(100, max(0, value + (up ? 1 : -1) * SettingsScene.volumeStep)) }
        switch choice {
        case .musicDown, .musicUp:
            return [.change(.musicVolume(volume(now.musicVolume, choice == .musicUp))), .log(.kiosk(.operatorAction(.musicVolume)))]
        case .effectsDown, .effectsUp:
            return [.change(.effectsVolume(volume(now.effectsVolume, choice == .effectsUp))),
                    .log(.kiosk(.operatorAction(.effectsVolume)))]
        case .language:
            let all = Settings.LanguageChoice.allCases
            return [.change(.language(all[((all.firstIndex(of: now.language) ?? 0) + 1) % all.count])),
                    .log(.kiosk(.operatorAction(.language)))]
        case .clearToday, .clearAll, .quit, .back:
            return []
        }
    }

    /// The labels follow the settings (a volume, the language), whoever changed them.
    func settingsChanged(context: SceneContext) {
        settings = context.settings.current
        let labels = OperatorMenuScene.menu(settings, language: context.language)
        for button in labels.buttons { menu.relabel(button.choice, as: button.label) }
    }

    /// The Clear question's answer in focus, over the menu's (R111, R115).
    override func focusItem(language: Language) -> FocusItem? {
        question?.focusItem(language: language) ?? menu.focusItem
    }

    override func signature(context: SceneContext, placement: Placement) -> FrameSignature? {
        var signature = super.signature(context: context, placement: placement)
        signature?.question = question
        return signature
    }

    func draw(with painter: SceneRenderer, context: SceneContext) throws {
        try painter.drawOperatorMenu(self, figures: context.figures.figures(on: context.dailyDate), language: context.language)
    }
}
