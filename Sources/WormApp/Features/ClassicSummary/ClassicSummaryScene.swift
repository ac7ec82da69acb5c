import SDLKit
import WormGame

/// After Quit on a Classic game's pause (issue 30): its catches, misses, accuracy and best streak, the best Classic
/// game kept, and Again or Title. Classic's own scene stays still during play (R1–R13); this one comes after it.
final class ClassicSummaryScene: MenuScene<ClassicSummaryScene.Choice>, Scene {
    /// The summary's buttons.
    enum Choice: Equatable, Sendable {
        case again, title
    }

    let name = SceneName.classicSummary
    /// The game quit, the best kept and what became of its save.
    let summary: ClassicSummary

    /// The summary of `summary` in `language`.
    init(_ summary: ClassicSummary, language: Language) {
        self.summary = summary
        let buttons = [(Choice.again, TextKey.again), (.title, .title)].enumerated().map { index, entry in
            Menu<Choice>.Button(choice: entry.0, label: language.text(entry.1),
                                frame: WormGame.Rect(x: 8 + index * 156, y: 420, width: 148, height: 48))
        }
        super.init(menu: Menu(buttons))
        pressesIgnoredUntilMs = ResultsScene.settleMs  // the buttons lie where worms were a moment ago
    }

    func step(_ inputs: [PlayerInput], context: SceneContext) -> [Command] {
        stepMenu(inputs, context: context, back: .title) { choice in
            switch choice {
            case .again: return .play(.classic)
            case .title: return .open(.title)
            }
        }
    }

    /// The summary as spoken when it opens (R111): the game's figures, then the best kept.
    func spokenOpening(context: SceneContext) -> [String] {
        let language = context.language, game = summary.session
        var lines = [language.text(.classicSummary)]
        lines.append(language.text(.caught) + " \(game.caught), " + language.text(.missed) + " \(game.missed)")
        lines.append(language.text(.accuracy) + " " + language.text(.spokenPercent, game.accuracyPercent))
        lines.append(language.text(.bestStreak) + " \(game.bestStreak)")
        if summary.isNewBest { lines.append(language.text(.newBestClassic)) }
        if let trouble = summary.trouble { lines.append(language.text(.notSaved, language.text(trouble.text))) }
        if let best = summary.best, !summary.isNewBest {
            lines.append(language.text(.bestClassic) + ": " + language.text(.bestStreak) + " \(best.bestStreak), "
                         + language.text(.accuracy) + " " + language.text(.spokenPercent, best.accuracyPercent))
        }
        return lines
    }

    func draw(with painter: SceneRenderer, context: SceneContext) throws {
        try painter.drawClassicSummary(summary, menu: menu, language: context.language)
    }
}
