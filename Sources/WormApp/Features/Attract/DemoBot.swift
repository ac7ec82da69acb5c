import WormGame

/// The attract mode's player when no table row can be shown (R72): it reads the game's own state and taps each
/// worm and golden worm after a reaction time that follows from the worm's number, and leaves beetles alone.
/// Nothing in it is random or timed by a clock, so its round is the same every time.
struct DemoBot {
    /// The demonstration round's fixed seed.
    static let seed: UInt64 = 20_261_202
    /// The number of the last worm tapped: each is tapped once.
    private var lastTapped = 0

    /// The bot's taps for the step `game` is about to make.
    mutating func inputs<Mode: GameMode>(for game: Game<Mode>) -> [PlayerInput] {
        for worm in game.worms where worm.kind != .beetle && worm.number > lastTapped {
            let age = game.playMs - worm.spawnedAtMs
            if age >= min(DemoBot.reactionMs(of: worm.number), worm.visibleMs / 2) {
                lastTapped = worm.number
                return [.press(Press(timeMs: game.timeMs, x: Double(worm.x), y: Double(worm.y), source: .touch))]
            }
        }
        return []
    }

    /// How long the bot takes to tap worm `number`: 280 to 620 ms, varied as a person's would be.
    static func reactionMs(of number: Int) -> Int {
        280 + (number * 137) % 341
    }
}
