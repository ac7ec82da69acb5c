/// Days and weeks on the board's clock (UTC), for Daily's date and Arcade's weekly board.
public enum BoardDay {
    /// One day in ms.
    public static let dayMs: Int64 = 86_400_000

    /// The UTC date (`YYYY-MM-DD`) of `ms` since 1970.
    public static func date(ofMs ms: Int64) -> String {
        let days = ms >= 0 ? ms / dayMs : (ms - dayMs + 1) / dayMs
        return date(ofDay: days)
    }

    /// The date (`YYYY-MM-DD`) of the Monday that starts the week (UTC) of `ms`.
    public static func weekStart(ofMs ms: Int64) -> String {
        let days = ms >= 0 ? ms / dayMs : (ms - dayMs + 1) / dayMs
        // 1970-01-01 was a Thursday: three days after a Monday.
        let weekday = ((days + 3) % 7 + 7) % 7
        return date(ofDay: days - weekday)
    }

    /// The civil date of day `days` since 1970-01-01 (Howard Hinnant's days-to-civil).
    static func date(ofDay days: Int64) -> String {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day))"
    }
}
