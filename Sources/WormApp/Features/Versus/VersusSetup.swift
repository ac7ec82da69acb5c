import WormGame

/// What Versus takes from the command line (R60).
struct VersusSetup {
    var options = VersusOptions()
    /// This player's display name.
    var name = "Player"
    /// Headless: `--duration` (from the round's start; in the lobby from the program's start).
    var durationMs: Int?
    var headless = false
}
