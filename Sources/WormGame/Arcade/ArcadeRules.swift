/// The numbers of Arcade mode, R30–R32 of GAME_RULES.md, and the pure functions made of them.
public enum ArcadeRules {
    /// The round's length in ms of play (R30).
    public static let roundMs = 60_000
    /// Round times at which the second and third slots open (R31).
    public static let slotOpeningMs = [0, 20_000, 40_000]
    /// The hidden phase between two worms of one slot, and before a new slot's first worm (R31).
    public static let hiddenMs = 500
    /// Golden worms may come from this round time on (R31).
    public static let goldenFromMs = 10_000
    /// Beetles may come from this round time on (R31).
    public static let beetleFromMs = 15_000
    /// One new worm in `goldenOdds` is golden (R31).
    public static let goldenOdds = 20
    /// One new worm in `beetleOdds` is a beetle (R31).
    public static let beetleOdds = 12
    /// Points of a normal worm (R31).
    public static let normalPoints = 10
    /// Points of a golden worm (R31).
    public static let goldenPoints = 50
    /// What touching a beetle costs (R31); the score never goes below 0.
    public static let beetlePenalty = 20
    /// Catches in a row at which stardust fires (R32, R12).
    public static let stardustStreak = 10
    /// How long a miss shakes the screen, in ms (R32).
    public static let shakeMs = 250
    /// How far a miss shakes the screen at most, in logical pixels (R32).
    public static let shakePixels = 4.0

    /// The longest visible time at `roundMs` into the round: 1500 ms at the start, 10 ms less a second (R31).
    public static func longestVisibleMs(atRoundMs roundMs: Int) -> Int {
        1500 - roundMs / 100
    }

    /// The range a new worm's visible time is drawn from at `roundMs`: [max(400, hi − 600), hi] (R31).
    public static func visibleRange(atRoundMs roundMs: Int) -> ClosedRange<Int> {
        let longest = longestVisibleMs(atRoundMs: roundMs)
        return max(400, longest - 600)...longest
    }


    /// The multiplier a catch reaches with `combo` catches in a row: ×1, ×2 from 5, ×3 from 10, ×4 from 20 (R32).
    public static func multiplier(forCombo combo: Int) -> Int {
        switch combo {
        case 20...: return 4
        case 10...: return 3
        case 5...: return 2
        default: return 1
        }
    }

    /// A new worm's kind from one draw `roll` in 0..<240 at `roundMs`: golden 1/20 from 10 s, beetle 1/12 from 15 s.
    ///
    /// One draw serves both odds exactly: 12 of 240 is 1/20, the next 20 of 240 are 1/12.
    public static func kind(roll: Int, atRoundMs roundMs: Int) -> WormKind {
        let goldenShare = 240 / goldenOdds, beetleShare = 240 / beetleOdds
        if roundMs >= goldenFromMs && roll < goldenShare { return .golden }
        if roundMs >= beetleFromMs && roll >= goldenShare && roll < goldenShare + beetleShare { return .beetle }
        return .normal
    }

    /// A worm's points before the multiplier.
    public static func points(of kind: WormKind) -> Int {
        switch kind {
        case .normal: return normalPoints
        case .golden: return goldenPoints
        case .beetle: return -beetlePenalty
        }
    }

    /// Whether a worm centred at (`x`, `y`) would cover the pause button (x ≥ 276, y < 44) (R31).
    public static func coversPauseButton(x: Int, y: Int) -> Bool {
        let half = Playfield.wormSize / 2
        let button = Playfield.pauseButton
        return x + half > button.x && x - half < button.x + button.width
            && y + half > button.y && y - half < button.y + button.height
    }

    /// How far the screen is shaken sideways at `playMs` after a miss at `lastMissMs` (R32): at most 4 px,
    /// for at most 250 ms, a fading wobble. Whole pixels, so a shaken frame stays sharp. Cosmetic.
    public static func shakeOffset(lastMissMs: Int?, playMs: Int) -> Int {
        guard let lastMissMs else { return 0 }
        let elapsed = playMs - lastMissMs
        guard elapsed >= 0, elapsed < shakeMs else { return 0 }
        let fade = 1 - Double(elapsed) / Double(shakeMs)
        let wobble = sine(Double(elapsed) / 40 * 2 * Double.pi)
        return Int((shakePixels * fade * wobble).rounded())
    }
}
