import WormGame

/// What Versus takes from the command line (R60).
struct VersusSetup {
    var options = VersusOptions()
    /// This player's display name.
    var name = "Player"
    /// Headless: the input script, on the round clock.
    var script: [ScriptLine] = []
    /// Headless: `--duration` (from the round's start; in the lobby from the program's start).
    var durationMs: Int?
    var headless = false
}

extension VersusSetup {
    /// A feeder of the script's presses and touches, the only lines a Versus round plays (its keys, gestures and
    /// the window's lines are not played); a `quit` line ends the run. A fresh one for each round: the script
    /// plays from its top on every round's clock.
    func roundScript() -> ScriptFeeder {
        ScriptFeeder(lines: script.filter { line in
            switch line.action {
            case .press, .touch, .quit: true
            case .key, .focus, .minimize, .resize, .text, .gesture, .pad, .hover: false
            }
        })
    }
}
