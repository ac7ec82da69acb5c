import WormGame

extension DailySeed {
    /// Today's date in UTC as `YYYY-MM-DD`: read from the system clock, by the app, never by the game.
    static func today() -> String {
        Dates.day(of: WallClock.seconds())
    }
}
