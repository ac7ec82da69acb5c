import WormGame

/// The game-speed assist in a scene that steps a game (R113): of the platform's steps only the gate's share step
/// the game; inputs that come at a step the game skips wait for its next one, and presses are stamped on the game's
/// clock, so reaction times are game time, as the rules count them.
struct GameSpeedHold {
    /// Which platform steps step the game.
    private var gate: GameSpeedGate
    /// Inputs waiting for the game's next step.
    private var held: [PlayerInput] = []

    /// A hold for the game speed `percent`.
    init(percent: Int) {
        gate = GameSpeedGate(percent: percent)
        held.reserveCapacity(8)
    }

    /// A platform step with `inputs`, the game's clock at `gameMs`: the inputs to step the game with now, or nil
    /// when the game does not step at this one (they are kept for the next).
    mutating func pass(_ inputs: [PlayerInput], gameMs: Int) -> [PlayerInput]? {
        guard gate.percent < 100 else { return inputs }  // the rules' own speed: nothing changes
        held += inputs
        guard gate.admits() else { return nil }
        defer { held.removeAll(keepingCapacity: true) }
        return held.map { input in
            guard case .press(var press) = input else { return input }
            // The scene's clock ran at full speed: its time on the game's clock, never past the step it lands on.
            press.timeMs = min(gameMs, press.timeMs * gate.percent / 100)
            return .press(press)
        }
    }
}
