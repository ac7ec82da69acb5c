import WormGame

/// A table row as it travels between the machines of a venue (R74): the row with its replay, the table it is for,
/// Daily's date, and the machine it was played on (`entry.from`).
nonisolated struct SharedRow: Equatable, Sendable {
    /// The table: Arcade's, or Daily's of `date`.
    var table: TableMode
    /// Daily's day (`YYYY-MM-DD`); for Arcade, the day it was played.
    var date: String
    /// The row; `from` is the machine that played it.
    var entry: HighScore

    /// The row's identity, the same on every machine (R100): what was played. A 64-bit FNV-1a hash of the table
    /// (and Daily's date), the replay's version and seed, its effect (the score, accuracy and best combo it must
    /// reproduce), the player and the machine that played it (`from`, or `here` for a row played on this one). Not
    /// the replay's bytes nor the time: an edit that changes nothing is the same row, and a relay, which never
    /// changes `from`, passes on the same row.
    func id(playedOn here: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let replay = entry.replay
        let text = "\(table.rawValue)|\(table == .daily ? date : "")|\(replay.version)|\(replay.seed)|\(entry.score)|"
            + "\(entry.accuracy)|\(entry.bestCombo)|\(entry.name)|\(entry.from ?? here)"
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    /// Why this row cannot be taken before its replay is played, or nil: made by another version, a Daily seed
    /// that is not its date's, a replay longer than a check plays.
    /// A row dated after `tomorrow` (UTC's, as `YYYY-MM-DD`), by its date or by its time, is refused (`date`).
    func refusalBeforePlaying(tomorrow: String) -> VenueRefusal? {
        if entry.replay.version != WormVersion.current { return .version }
        if entry.replay.mode != table { return .malformed }
        if date > tomorrow || Dates.day(of: entry.time) > tomorrow { return .date }
        if table == .daily && entry.replay.seed != DailySeed.seed(forDate: date) { return .seed }
        // "Within 30 minutes" includes 30:00.000 (R100).
        if let last = entry.replay.steps.last, last.timeMs > ReplayCheck.maxGameMs { return .oversized }
        return nil
    }

    /// A round with its countdown, as a check plays it when the replay's inputs end sooner.
    static let roundCostMs = 65_000

    /// The game time a check of this row may play: up to its last input, or a whole round when it ends sooner.
    var checkCostMs: Int {
        max(SharedRow.roundCostMs, entry.replay.steps.last?.timeMs ?? 0)
    }

    /// Whether `verdict` (its replay played here) reproduces the row: its score, accuracy and best combo.
    func isReproduced(by verdict: ReplayCheck.Verdict) -> Bool {
        guard case .finished(let summary) = verdict else { return false }
        return summary.score == entry.score && summary.accuracyPercent == entry.accuracy && summary.bestCombo == entry.bestCombo
    }
}
