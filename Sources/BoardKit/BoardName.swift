import WormGame

/// The name of one board (one ranked list of rows, R120): Daily's of a date, Arcade's of all time or of a week,
/// each with the assists its rounds were played with (rows with assists rank on boards of their own).
///
/// Written `daily/2026-12-02`, `arcade/all`, `arcade/week/2026-11-30` (the week's Monday, UTC), with `+` and the
/// assists' code after it when any is on (`daily/2026-12-02+time150.speed80`): see docs/BOARD.md.
public struct BoardName: Hashable, Sendable, CustomStringConvertible {
    /// Which list of a mode.
    public enum Period: Hashable, Sendable {
        /// Daily's list of one date (`YYYY-MM-DD`).
        case day(String)
        /// Arcade's list of every round.
        case allTime
        /// Arcade's list of the week starting on the Monday `YYYY-MM-DD`.
        case week(String)
    }

    /// The list.
    public var period: Period
    /// The assists its rows were played with.
    public var assists: Assists

    /// The board of `period` with `assists`.
    public init(_ period: Period, assists: Assists = .none) {
        self.period = period
        self.assists = assists
    }

    public var description: String {
        let base = switch period {
        case .day(let date): "daily/\(date)"
        case .allTime: "arcade/all"
        case .week(let monday): "arcade/week/\(monday)"
        }
        return assists.isAssisted ? base + "+" + AssistsCode.text(assists) : base
    }

    /// The board a name gives, or nil when it is not one.
    public init?(_ text: String) {
        guard text.utf8.count <= 120 else { return nil }
        let parts = text.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false)
        var assists = Assists.none
        if parts.count == 2 {
            guard let code = AssistsCode.assists(String(parts[1])), code.isAssisted else { return nil }
            assists = code
        }
        let path = parts[0].split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        switch path.count {
        case 2 where path[0] == "daily" && DailySeed.isValid(path[1]): period = .day(path[1])
        case 2 where path == ["arcade", "all"]: period = .allTime
        case 3 where path[0] == "arcade" && path[1] == "week" && DailySeed.isValid(path[2]): period = .week(path[2])
        default: return nil
        }
        self.assists = assists
    }

    /// The boards a row of `mode` played with `assists`, its token given at `tokenMs`, goes on: Daily's of the
    /// token's date; Arcade's of all time and of the token's week.
    public static func boards(mode: TableMode, date: String, tokenMs: Int64, assists: Assists) -> [BoardName] {
        switch mode {
        case .daily: [BoardName(.day(date), assists: assists)]
        case .arcade: [BoardName(.allTime, assists: assists), BoardName(.week(BoardDay.weekStart(ofMs: tokenMs)), assists: assists)]
        }
    }
}

/// Assists as the short code in a board's name and a token's row (`time150.speed80.radius40.practice.audio`, only
/// the ones on, in that order), and as JSON members.
public enum AssistsCode {
    /// The code of `assists`: empty for none.
    public static func text(_ assists: Assists) -> String {
        var parts: [String] = []
        if assists.wormTime != .normal { parts.append("time\(assists.wormTime.rawValue)") }
        if assists.gameSpeedPercent != 100 { parts.append("speed\(assists.gameSpeedPercent)") }
        if assists.hitRadius != .normal { parts.append("radius\(assists.hitRadius.rawValue)") }
        if assists.practice { parts.append("practice") }
        if assists.audioPlay { parts.append("audio") }
        return parts.joined(separator: ".")
    }

    /// The assists a code names, or nil when it is not one written as `text` writes it.
    public static func assists(_ code: String) -> Assists? {
        if code.isEmpty { return Assists.none }
        var assists = Assists.none
        for part in code.split(separator: ".", omittingEmptySubsequences: false) {
            if part.hasPrefix("time"), let value = Int(part.dropFirst(4)), let time = Assists.WormTime(rawValue: value) {
                assists.wormTime = time
            } else if part.hasPrefix("speed"), let value = Int(part.dropFirst(5)), Assists.gameSpeeds.contains(value) {
                assists.gameSpeedPercent = value
            } else if part.hasPrefix("radius"), let value = Int(part.dropFirst(6)), let radius = Assists.HitRadius(rawValue: value) {
                assists.hitRadius = radius
            } else if part == "practice" {
                assists.practice = true
            } else if part == "audio" {
                assists.audioPlay = true
            } else {
                return nil
            }
        }
        return text(assists) == code ? assists : nil
    }
}
