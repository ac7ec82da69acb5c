import WormGame

/// Classic's best game, kept in scores.json (issue 30).
extension SceneContext {
    /// Keeps `session` as the best Classic game when it ranks above the one kept (saved at once, `saved` or
    /// `save_failed` logged at `t`), and returns what its summary shows.
    func keep(_ session: ClassicSession, at t: Int) -> ClassicSummary {
        let kept = scores.document.classicBest
        guard session.ranks(above: kept) else { return ClassicSummary(session: session, best: kept, isNewBest: false) }
        var dated = session
        dated.time = now()
        do {
            try scores.save { $0.classicBest = dated }
            journal.write(.saved(file: scores.fileName), t: t)
            return ClassicSummary(session: dated, best: dated, isNewBest: true)
        } catch {
            journal.write(.saveFailed(file: scores.fileName, reason: error.reason), t: t)
            return ClassicSummary(session: dated, best: dated, isNewBest: true, trouble: error.trouble)
        }
    }
}
