import WormGame

/// The results of an Arcade round (R33): score, counts, accuracy, best combo, reaction times and their chart,
/// a rating line, and Again, Scores, Title.
final class ResultsScene: MenuScene<ResultsScene.Choice>, Scene {
    /// The results' buttons.
    enum Choice: Equatable, Sendable {
        case again, scores, title
    }

    let name = SceneName.results
    /// How the round went.
    let summary: ArcadeSummary
    /// What Again starts.
    let again: GameKind
    /// What became of the round's save, when it entered a table.
    let note: SaveNote?

    /// The results of `summary` in `language`, with what became of its save.
    init(summary: ArcadeSummary, again: GameKind, language: Language, note: SaveNote? = nil) {
        self.summary = summary
        self.again = again
        self.note = note
        let labels: [(Choice, UIText)] = [(.again, .again), (.scores, .scores), (.title, .title)]
        let buttons = labels.enumerated().map { index, entry in
            Menu<Choice>.Button(choice: entry.0, label: language.text(entry.1),
                                frame: WormGame.Rect(x: 8 + index * 104, y: 420, width: 96, height: 48))
        }
        super.init(menu: Menu(buttons))
        pressesIgnoredUntilMs = ResultsScene.settleMs
    }

    /// How long the results ignore presses after they open: the buttons lie where worms were a moment ago.
    static let settleMs = 700

    func step(_ inputs: [PlayerInput], context: SceneContext) {
        stepMenu(inputs, context: context, back: .title) { choice in
            switch choice {
            case .again: context.perform(.play(again))
            case .scores: context.perform(.open(.scores))
            case .title: context.perform(.open(.title))
            }
        }
    }

    func draw(with painter: SceneRenderer, context: SceneContext) throws {
        try painter.drawResults(summary, menu: menu, language: context.language, note: note)
    }
}

/// A scene the game has no screen for (the runner's first scene before the real one opens): says so, with
/// Back to the title.
final class PlaceholderScene: MenuScene<PlaceholderScene.Choice>, Scene {
    /// The one button.
    enum Choice: Equatable, Sendable {
        case back
    }

    let name: SceneName

    /// The placeholder of scene `name` in `language`.
    init(name: SceneName, language: Language) {
        self.name = name
        super.init(menu: Menu([.init(choice: .back, label: language.text(.back),
                                     frame: WormGame.Rect(x: 60, y: 380, width: 200, height: 48))]))
    }

    func step(_ inputs: [PlayerInput], context: SceneContext) {
        stepMenu(inputs, context: context, back: .back) { _ in context.perform(.open(.title)) }
    }

    func draw(with painter: SceneRenderer, context: SceneContext) throws {
        let heading: UIText
        switch name {
        case .scores: heading = .scores
        case .settings: heading = .settings
        default: heading = .versus
        }
        let detail: UIText = name == .scores ? .noScoresYet : .comingSoonDetail
        try painter.drawPlaceholder(heading: context.language.text(heading), detail: context.language.text(detail),
                                    menu: menu)
    }
}
