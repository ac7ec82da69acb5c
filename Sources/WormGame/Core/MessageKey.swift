/// A message line as a key, not as text: the app puts it into the player's language (R1, R7, R30).
///
/// The game state holds keys only, so two players in two languages can run the very same game.
public enum MessageKey: Hashable, Sendable {
    /// Countdown message `index` (0 `Get ready`, 1 `3 ...`, 2 `2 ...`, 3 `1 ...`, 4 `Your turn!`); the resume
    /// 3-2-1 after a pause shows 1, 2 and 3.
    case countdown(Int)
    /// Classic's score line (R7).
    case classicScore(caught: Int, missed: Int)
    /// Arcade's score with the seconds left in the round (R30).
    case arcadeScore(score: Int, secondsLeft: Int)
    /// Versus's seconds left in the round (R60); the scores are on the scoreboard.
    case versusClock(secondsLeft: Int)
}
