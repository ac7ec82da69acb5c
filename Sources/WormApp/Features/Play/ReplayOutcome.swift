import WormGame

/// How a playback of a table row went: the score it reached against the one the row says (R40).
struct ReplayOutcome: Equatable {
    /// The row's score.
    var expected: Int
    /// The playback's score.
    var actual: Int

    var matches: Bool { expected == actual }
}

extension SceneContext {
    /// Logs (`replay` event) and returns how the playback of `entry` went.
    func checkPlayback(of entry: HighScore, scored actual: Int, at t: Int) -> ReplayOutcome {
        let outcome = ReplayOutcome(expected: entry.score, actual: actual)
        journal.write(.replayChecked(expected: outcome.expected, actual: outcome.actual), t: t)
        return outcome
    }
}
