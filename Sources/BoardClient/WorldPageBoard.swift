import BoardKit
import WormGame

/// The boards the scores' World pages show (R120): today's Daily and the all-time Arcade, with or without assists.
public enum WorldPageBoard {
    /// The name of `mode`'s board: Daily's of `date`, Arcade's of all time; played with `assists` (their own board
    /// when any is on, R113).
    public static func name(_ mode: TableMode, date: String, assists: Assists = .none) -> String {
        BoardName(mode == .daily ? .day(date) : .allTime, assists: assists).description
    }
}
