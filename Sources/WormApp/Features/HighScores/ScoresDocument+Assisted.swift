import WormGame

/// The Assisted tables (R113): rows played with any assist (audio play included) are kept apart from the rest, in
/// an Arcade table and a Daily table a day of their own, so nobody competes with a row played another way.
nonisolated extension ScoresDocument {
    /// The table a row of `mode` (Daily's of `date`) goes into, assisted or not.
    func table(_ mode: TableMode, date: String, assisted: Bool) -> ScoreTable {
        switch (mode, assisted) {
        case (.arcade, false): arcade
        case (.daily, false): daily(date)
        case (.arcade, true): assistedArcade
        case (.daily, true): assistedDaily[date] ?? ScoreTable()
        }
    }

    /// The table `entry` goes into: by its replay's mode and assists (Daily's of `date`).
    func table(for entry: HighScore, date: String) -> ScoreTable {
        table(entry.replay.mode, date: date, assisted: entry.replay.assists.isAssisted)
    }

    /// Inserts `entry` into its table (by its replay's mode and assists; Daily's of `date`); returns its rank there.
    @discardableResult
    mutating func insert(_ entry: HighScore, date: String) -> Int? {
        switch (entry.replay.mode, entry.replay.assists.isAssisted) {
        case (.arcade, false): arcade.insert(entry)
        case (.daily, false): daily[date, default: ScoreTable()].insert(entry)
        case (.arcade, true): assistedArcade.insert(entry)
        case (.daily, true): assistedDaily[date, default: ScoreTable()].insert(entry)
        }
    }

    /// Whether any assisted row is kept: the file is then written as format 3, which an older Worm leaves alone
    /// rather than rewriting without them.
    var hasAssistedRows: Bool { !assistedArcade.entries.isEmpty || assistedDaily.values.contains { !$0.entries.isEmpty } }
}
