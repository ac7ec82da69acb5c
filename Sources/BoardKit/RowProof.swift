import WormGame

/// The proof a row must give before the board takes it (R120): the replay, played here on the token's seed by
/// this version's core, reproduces the row's score, accuracy and best combo, and its length on the run clock
/// (pauses included) matches the board's time since the token within 3.5 s.
enum RowProof {
    /// Throws why `submission` is refused (`version`, `not_reproduced`, `too_slow`, `too_fast`); returns when it
    /// is proven. `elapsedMs` is the board's time between the token and the submission.
    static func check(_ submission: Submission, token: IssuedToken, version: String, elapsedMs: Int64) throws(BoardRefusal) {
        let replay = submission.replay
        guard replay.version == version else { throw .version }
        guard replay.mode == token.mode, replay.seed == token.seed else { throw .notReproduced }
        // A game slowed by the speed assist takes longer in real time by design: its expected time is stretched.
        let speed = Int64(token.assists.gameSpeedPercent)
        let allowedGameMs = (elapsedMs + BoardService.Limits.slackMs) * speed / 100
        // A replay whose last input is already beyond what the time since the token allows is not played at all.
        if let last = replay.steps.last, Int64(last.timeMs) > allowedGameMs { throw .tooFast }
        var check = ReplayCheck(replay)
        var verdict: ReplayCheck.Verdict?
        while verdict == nil {
            verdict = check.run(steps: 4096)
            if verdict == nil, Int64(check.stepsPlayed * Simulation.stepMs) > allowedGameMs { throw .tooFast }
        }
        guard case .finished(let summary)? = verdict, summary.score == submission.score,
              summary.accuracyPercent == submission.accuracy, summary.bestCombo == submission.bestCombo else {
            throw .notReproduced
        }
        let expectedMs = Int64(check.stepsPlayed * Simulation.stepMs) * 100 / speed
        if elapsedMs - expectedMs > BoardService.Limits.slackMs { throw .tooSlow }
        if expectedMs - elapsedMs > BoardService.Limits.slackMs { throw .tooFast }
    }
}
