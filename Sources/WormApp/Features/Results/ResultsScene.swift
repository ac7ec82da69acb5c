import SDLKit
import WormGame

/// The results of an Arcade round (R33): score, counts, accuracy, best combo, reaction times and their chart,
/// a rating line, and Again, Scores, Title.
final class ResultsScene: MenuScene<ResultsScene.Choice>, Scene {
    /// The results' buttons.
    enum Choice: Equatable, Sendable {
        case again, scores, title
    }

    let name = SceneName.results
    /// The round's results, with what became of its save.
    let results: RoundResults
    /// How the round went.
    var summary: ArcadeSummary { results.summary }
    /// What became of the round's save, when it entered a table.
    var note: SaveNote? { results.note }

    /// The results of `results` in `language`.
    init(_ results: RoundResults, language: Language) {
        self.results = results
        let labels: [(Choice, TextKey)] = [(.again, .again), (.scores, .scores), (.title, .title)]
        let buttons = labels.enumerated().map { index, entry in
            Menu<Choice>.Button(choice: entry.0, label: language.text(entry.1),
                                frame: WormGame.Rect(x: 8 + index * 104, y: 420, width: 96, height: 48))
        }
        super.init(menu: Menu(buttons))
        pressesIgnoredUntilMs = ResultsScene.settleMs
    }

    /// How long the results ignore presses after they open: the buttons lie where worms were a moment ago.
    static let settleMs = 700

    func step(_ inputs: [PlayerInput], context: SceneContext) -> [Command] {
        stepMenu(inputs, context: context, back: .title) { choice in
            switch choice {
            case .again: return .play(results.again)
            case .scores: return .open(.scores(highlight: results.highlight))
            case .title: return .open(.title)
            }
        }
    }

    /// The results as spoken when they open (R111): the score, the rank the row took, the counts and the rating.
    func spokenOpening(context: SceneContext) -> [String] {
        let language = context.language
        var lines = [language.text(.results), language.text(.spokenScore, summary.score)]
        switch note {
        case .saved(let rank)?: lines.append(language.text(.rank, rank))
        case .failed(let trouble)?: lines.append(language.text(.notSaved, language.text(trouble.text)))
        case nil: break
        }
        if let world = worldLine(context: context) { lines.append(world) }  // its answer is said when it comes
        lines.append(language.text(.caught) + " \(summary.caught), " + language.text(.missed) + " \(summary.missed)")
        lines.append(language.text(.accuracy) + " " + language.text(.spokenPercent, summary.accuracyPercent))
        lines.append(language.text(TextKey.rating(tier: summary.ratingTier)))
        return lines
    }

    func draw(with painter: SceneRenderer, context: SceneContext) throws {
        try painter.drawResults(summary, menu: menu, language: context.language, note: note, replay: results.replay,
                                world: worldLine(context: context))
    }

    /// The line on the round's world board (R120): its rank, that it is on its way, or why it is not on the board;
    /// nil without a board, and for a table row played back.
    func worldLine(context: SceneContext) -> String? {
        guard results.replay == nil else { return nil }
        return context.board?.standing?.line(context.language)
    }

    /// The menu's signature, and the world board's line: its answer, when it comes, is drawn.
    override func signature(context: SceneContext, placement: Placement) -> FrameSignature? {
        var signature = super.signature(context: context, placement: placement)
        signature?.boardRevision = results.replay == nil ? context.board?.revision ?? 0 : 0
        return signature
    }
}

/// What the results scene shows of a round: how it went, what Again starts, and what became of its save.
struct RoundResults {
    /// How the round went.
    var summary: ArcadeSummary
    /// What Again starts.
    var again: GameKind
    /// What became of the round's save, when it entered a table.
    var note: SaveNote?
    /// The row it took, lit when the scores open from here.
    var highlight: ScoreRow?
    /// How the playback of a table row went, when the round was one (R40): shown under the results (R21).
    var replay: ReplayOutcome?
}
