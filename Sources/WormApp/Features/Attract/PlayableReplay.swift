import WormGame

/// Which table row the attract mode may show (R72): one of this version whose replay, played through here
/// first, reproduces its score. A row from another version, or one whose replay does not give its score
/// (damaged, edited), is skipped: never shown playing out wrong.
enum PlayableReplay {
    /// The longest an Arcade round's replay is played for when checked, in steps: its 60 s and the pauses a
    /// replay can hold are well within it; a replay that does not end by then is not shown.
    static let maxSteps = 600_000 / Simulation.stepMs

    /// The best row of `table` that can be shown, if any.
    static func best(in table: ScoreTable) -> HighScore? {
        table.entries.first(where: reproduces)
    }

    /// Whether `row`'s replay, played here, ends with `row`'s score.
    static func reproduces(_ row: HighScore) -> Bool {
        guard row.replay.version == WormVersion.current, row.replay.mode == .arcade else { return false }
        var game = Game(mode: ArcadeMode(seed: row.replay.seed, assists: row.replay.assists))
        var events: [GameEvent] = []
        events.reserveCapacity(32)
        var index = 0
        let steps = row.replay.steps
        for _ in 0..<maxSteps where !game.mode.isOver {
            while index < steps.count, steps[index].timeMs < game.timeMs { index += 1 }
            var inputs: [StepInput] = []
            if index < steps.count, steps[index].timeMs == game.timeMs {
                inputs = steps[index].inputs
                index += 1
            }
            events.removeAll(keepingCapacity: true)
            game.step(inputs, into: &events)
        }
        return game.mode.isOver && game.mode.score == row.score
    }
}
