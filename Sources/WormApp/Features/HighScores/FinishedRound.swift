#if canImport(Glibc)
import Glibc
#endif
import WormGame

/// An Arcade or Daily round just over, with its replay, until it is saved or left (R33, R40).
struct FinishedRound {
    var kind: GameKind
    var summary: ArcadeSummary
    var replay: Replay
    /// Daily's day (`YYYY-MM-DD`), for its table.
    var date: String
}

/// What became of a round's save, for the line on the results scene.
enum SaveNote: Equatable {
    case saved(rank: Int)
    /// Not saved, and why in the player's words (the log keeps the system's).
    case failed(SaveTrouble)
}

/// The scores of a run: the rounds that enter a table go through the name scene, then are saved and logged.
extension SceneContext {
    /// The table `round` goes into: Daily's day's, else the all-time Arcade one; the Assisted one of either for a
    /// round played with any assist (R113).
    func table(for round: FinishedRound) -> ScoreTable {
        scores.document.table(round.kind == .daily ? .daily : .arcade, date: round.date, assisted: round.replay.assists.isAssisted)
    }

    /// The scene that follows a round's end: the name scene when the round enters its table, else the results.
    /// It saves nothing: the runner saved what had to be first (`recordPlayed`).
    func sceneAfterRound(_ round: FinishedRound) -> Scene {
        if table(for: round).admits(round.summary.score) {
            return NameScene(round: round, context: self)
        }
        return ResultsScene(RoundResults(summary: round.summary, again: round.kind), language: language)
    }

    /// A Daily round that does not enter its table was played all the same: today's best for the title (R34),
    /// saved and logged at `t`. Nothing for the other rounds, which the name scene saves.
    func recordPlayed(_ round: FinishedRound, t: Int) {
        guard round.kind == .daily, !table(for: round).admits(round.summary.score) else { return }
        do {
            try scores.save { $0.played(daily: round.date, score: round.summary.score) }
            journal.write(.saved(file: scores.fileName), t: t)
        } catch {
            journal.write(.saveFailed(file: scores.fileName, reason: error.reason), t: t)
        }
    }

    /// The name a score typed as `typed` is kept under: an empty one takes the last name, or "Player" in the
    /// player's language; where names are not remembered (a kiosk), or with `forgettingLast` (an idle reset,
    /// R71), never the last visitor's (R21).
    func finalName(_ typed: String, forgettingLast: Bool = false) -> String {
        PlayerName.final(typed, last: !run.policy.remembersNames || forgettingLast ? nil : scores.document.lastName,
                         fallback: language.text(.defaultName))
    }

    /// Saves `round` under `typed` (or the last name, or "Player"; with `forgettingLast`, never the last name),
    /// logs `saved` and `highscore`, or `save_failed` alone, and returns the results to show: with what became of the save
    /// and the row it took.
    @discardableResult
    func save(_ round: FinishedRound, typed: String, at t: Int, forgettingLast: Bool = false) -> RoundResults {
        var results = RoundResults(summary: round.summary, again: round.kind)
        let name = finalName(typed, forgettingLast: forgettingLast)
        let entry = HighScore(name: name, score: round.summary.score, accuracy: round.summary.accuracyPercent,
                              bestCombo: round.summary.bestCombo, time: now(), replay: round.replay)
        let date = round.date, daily = round.kind == .daily, remembersName = run.policy.remembersNames
        do {
            try scores.save { document in
                document.insert(entry, date: date)  // its table, the Assisted one for an assisted round (R113)
                if daily { document.played(daily: date, score: entry.score) }
                if remembersName { document.lastName = name }  // a kiosk's visitors leave no name behind
            }
            journal.write(.saved(file: scores.fileName), t: t)
        } catch {
            journal.write(.saveFailed(file: scores.fileName, reason: error.reason), t: t)
            results.note = .failed(error.trouble)
        }
        guard let index = table(for: round).entries.lastIndex(of: entry) else { return results }
        // `highscore` says a score entered the saved table: a score that stays in this run's table only (the save
        // failed) is not logged as one.
        if results.note == nil { journal.write(.highscore(rank: index + 1, name: name, score: entry.score), t: t) }
        results.highlight = ScoreRow(kind: round.kind, row: index, assisted: round.replay.assists.isAssisted)
        if results.note == nil { results.note = .saved(rank: index + 1) }
        return results
    }
}

/// The wall clock, for the dates of scores (never for the game).
nonisolated enum WallClock {
    /// Seconds since 1970 (UTC).
    static func seconds() -> Int64 { Int64(time(nil)) }
}
