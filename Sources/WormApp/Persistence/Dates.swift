#if canImport(Glibc)
import Glibc
#endif
import WormGame

/// Calendar dates from Unix time, by the C library's `gmtime_r`: the one way the app turns seconds into a UTC date
/// (a row's date, today's Daily, the name of a file set aside).
nonisolated enum Dates {
    /// The UTC day of `seconds` since 1970 as `YYYY-MM-DD`.
    static func day(of seconds: Int64) -> String {
        let parts = utc(seconds)
        return DailySeed.format(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    }

    /// The UTC calendar fields of `seconds` since 1970 (year since 1900, month from 0).
    static func utc(_ seconds: Int64) -> tm {
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        return parts
    }
}
