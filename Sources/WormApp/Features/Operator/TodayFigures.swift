/// Today's figures for the operator menu (R73), counted in memory by this run as rounds end: Arcade and Daily
/// rounds finished on this machine since the game started, or since midnight UTC when it has run past it.
/// Playbacks and the attract mode's rounds are not counted; nothing is read from the tables.
final class TodayFigures {
    /// The day counted (`YYYY-MM-DD`).
    private(set) var day: String?
    /// Rounds finished.
    private(set) var rounds = 0
    /// Their scores added up.
    private(set) var totalScore = 0
    /// The best of them.
    private(set) var bestScore = 0
    /// Worms caught in them.
    private(set) var catches = 0

    /// A round of `score` with `caught` catches finished on `date`; a new day starts the count again.
    func record(score: Int, caught: Int, on date: String) {
        roll(to: date)
        rounds += 1
        totalScore += score
        bestScore = max(bestScore, score)
        catches += caught
    }

    /// The figures as they stand on `date` (all zero when nothing was played that day).
    func figures(on date: String) -> (rounds: Int, meanScore: Int, bestScore: Int, catches: Int) {
        guard day == date, rounds > 0 else { return (0, 0, 0, 0) }
        return (rounds, (totalScore + rounds / 2) / rounds, bestScore, catches)
    }

    /// Starts the count again when `date` is not the day counted.
    private func roll(to date: String) {
        guard day != date else { return }
        day = date
        rounds = 0
        totalScore = 0
        bestScore = 0
        catches = 0
    }
}
