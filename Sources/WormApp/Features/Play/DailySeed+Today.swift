#if canImport(Glibc)
import Glibc
#endif
import WormGame

extension DailySeed {
    /// Today's date in UTC as `YYYY-MM-DD`: read from the system clock, by the app, never by the game.
    static func today() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        return format(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    }
}
