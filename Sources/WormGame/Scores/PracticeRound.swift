/// An Arcade round played by a simple hand, for tests and the benchmark (not a player's game): every `reactionMs`
/// it presses the centre of a worm that is out, never a beetle, and now and then presses the background, so its
/// replay has catches, misses and combos, as a real row's has.
package enum PracticeRound {
    /// The round on `seed` (as Daily's when `mode` is `.daily`) with `assists`, its replay and its summary.
    package static func play(seed: UInt64, mode: TableMode = .arcade, version: String, reactionMs: Int = 300,
                             missEvery: Int = 7, assists: Assists = .none) -> (replay: Replay, summary: ArcadeSummary) {
        var game = Game(mode: ArcadeMode(seed: seed, assists: assists))
        var replay = Replay(mode: mode, seed: seed, version: version, assists: assists)
        var events: [GameEvent] = []
        var presses = 0
        while !game.mode.isOver {
            let t = game.timeMs
            var inputs: [StepInput] = []
            if t % reactionMs == 0, let worm = game.worms.first(where: { $0.kind != .beetle && t - $0.spawnedAtMs >= reactionMs / 2 }) {
                presses += 1
                let miss = missEvery > 0 && presses % missEvery == 0
                inputs = [.press(Press(timeMs: t, x: miss ? 5 : Double(worm.x), y: miss ? 470 : Double(worm.y), source: .touch))]
                replay.steps.append(Replay.Step(timeMs: t, inputs: inputs))
            }
            events.removeAll(keepingCapacity: true)
            game.step(inputs, into: &events)
        }
        return (replay, ArcadeSummary(game.mode))
    }
}
