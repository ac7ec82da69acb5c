/// Where the Versus field's overlays stand (R60, R61): the newest history lines at the top left and the live
/// scoreboard at the bottom. The drawing puts them here and the host's spawns keep clear of them, so worms never
/// appear under them: one set of figures for both.
public enum VersusLayout {
    /// The top of the first history line.
    public static let historyTop = 44
    /// One history line's height.
    public static let historyLineHeight = 14
    /// The history lines shown.
    public static let historyLines = 3
    /// One scoreboard line's height.
    public static let scoreboardLineHeight = 16
    /// The space under the scoreboard's last line.
    public static let scoreboardMargin = 6

    /// The bottom of the history's last line.
    public static var historyBottom: Int { historyTop + historyLines * historyLineHeight }

    /// The top of the scoreboard of a round of `players` (one line each, at most 8).
    public static func scoreboardTop(players: Int) -> Int {
        Playfield.height - scoreboardLineHeight * min(max(players, 1), VersusMessage.maxPlayers) - scoreboardMargin
    }

    /// The centres a worm may come out at in a round of `players`: its whole 60 × 60 square below the history
    /// and above the scoreboard, and inside the field.
    public static func spawnArea(players: Int) -> (x: ClosedRange<Int>, y: ClosedRange<Int>) {
        let half = Playfield.wormSize / 2
        return (half...(Playfield.width - half), (historyBottom + half)...(scoreboardTop(players: players) - half))
    }
}
