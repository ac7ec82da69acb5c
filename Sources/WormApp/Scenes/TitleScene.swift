import WormGame

/// The title (R20): the game's name over drifting clouds, and Classic, Arcade, Daily, Versus, Scores, Settings, Quit.
final class TitleScene: MenuScene<TitleScene.Choice>, Scene {
    /// The title's buttons.
    enum Choice: Equatable, Sendable, CaseIterable {
        case classic, arcade, daily, versus, scores, settings, quit

        /// The button's text.
        var text: UIText {
            switch self {
            case .classic: return .classic
            case .arcade: return .arcade
            case .daily: return .daily
            case .versus: return .versus
            case .scores: return .scores
            case .settings: return .settings
            case .quit: return .quit
            }
        }
    }

    /// Where the buttons stand: 7 of 46 px with 6 px between them, below the name.
    static func frame(ofButton index: Int) -> WormGame.Rect {
        WormGame.Rect(x: 60, y: 118 + index * 52, width: 200, height: 46)
    }

    let name = SceneName.title
    /// The clouds behind the name (cosmetic stream).
    private(set) var clouds: Clouds

    /// The title in `language`; the clouds follow from `cosmeticSeed`.
    init(language: Language, cosmeticSeed: UInt64) {
        clouds = Clouds(seed: cosmeticSeed)
        let buttons = Choice.allCases.enumerated().map { index, choice in
            Menu<Choice>.Button(choice: choice, label: language.text(choice.text), frame: TitleScene.frame(ofButton: index))
        }
        super.init(menu: Menu(buttons))
    }

    func step(_ inputs: [PlayerInput], context: SceneContext) {
        stepMenu(inputs, context: context, back: .quit) { choice in
            switch choice {
            case .classic: context.perform(.play(.classic))
            case .arcade: context.perform(.play(.arcade))
            case .daily: context.perform(.play(.daily))
            case .versus: context.perform(.open(.lobby))
            case .scores: context.perform(.open(.scores))
            case .settings: context.perform(.open(.settings))
            case .quit: context.perform(.exit)
            }
        }
        clouds.update(stepMs: Game<ClassicMode>.stepMs)
    }

    func draw(with painter: SceneRenderer, context: SceneContext) throws {
        try painter.drawTitle(clouds: clouds, menu: menu, language: context.language)
    }
}
