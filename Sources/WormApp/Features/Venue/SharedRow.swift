import WormGame

/// A table row as it travels between the machines of a venue (R74): the row with its replay, the table it is for,
/// Daily's date, and the machine it was played on (`entry.from`).
struct SharedRow: Equatable, Sendable {
    /// The table: Arcade's, or Daily's of `date`.
    var table: TableMode
    /// Daily's day (`YYYY-MM-DD`); for Arcade, the day it was played.
    var date: String
    /// The row; `from` is the machine that played it.
    var entry: HighScore

    /// The row's identity, the same on every machine: a 64-bit FNV-1a hash of everything in it but where it came
    /// from (and, for Arcade, the date, which its time gives), so a row passed on by a third machine is still known.
    var id: UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let text = "\(table.rawValue)|\(table == .daily ? date : "")|\(entry.name)|\(entry.score)|\(entry.accuracy)|\(entry.bestCombo)|\(entry.time)|"
            + ReplayCoding.text(entry.replay)
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    /// Why this row cannot be taken before its replay is played, or nil: made by another version, a Daily seed
    /// that is not its date's, a replay longer than a check plays.
    var refusalBeforePlaying: VenueRefusal? {
        if entry.replay.version != WormVersion.current { return .version }
        if entry.replay.mode != table { return .malformed }
        if table == .daily && entry.replay.seed != DailySeed.seed(forDate: date) { return .seed }
        if let last = entry.replay.steps.last, last.timeMs >= ReplayCheck.maxGameMs { return .oversized }
        return nil
    }

    /// Whether `verdict` (its replay played here) reproduces the row: its score, accuracy and best combo.
    func isReproduced(by verdict: ReplayCheck.Verdict) -> Bool {
        guard case .finished(let summary) = verdict else { return false }
        return summary.score == entry.score && summary.accuracyPercent == entry.accuracy && summary.bestCombo == entry.bestCombo
    }
}
