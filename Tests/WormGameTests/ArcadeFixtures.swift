import Testing
@testable import WormGame
import WormTestSupport

/// Arcade games driven by hand for the Arcade tests: idle rounds, catching players, and the rules restated.
enum ArcadeRun {
    typealias Harness = ModeHarness<ArcadeMode>

    /// The run's clock when the round begins (R1): round time is `t − roundStart` while nothing paused.
    static let roundStart = 5_000
    /// The run's clock when a round that was never paused ends (R30).
    static let roundEnd = roundStart + 60_000

    /// A round on `seed` where nobody presses anything, run through `t`, calling `watch` after every step.
    static func idle(seed: UInt64, through t: Int = roundEnd, watch: (Harness) -> Void = { _ in }) -> Harness {
        var harness = Harness(arcadeSeed: seed)
        while harness.game.timeMs <= t {
            harness.step()
            watch(harness)
        }
        return harness
    }

    /// A round on `seed` where the player presses every worm (never a beetle) as soon as it is out.
    static func catchingEverything(seed: UInt64, through t: Int = roundEnd,
                                   watch: (Harness) -> Void = { _ in }) -> Harness {
        var harness = Harness(arcadeSeed: seed)
        while harness.game.timeMs <= t {
            for worm in harness.game.worms where worm.kind != .beetle {
                harness.press(at: harness.game.timeMs, x: Double(worm.x), y: Double(worm.y))
            }
            harness.step()
            watch(harness)
        }
        return harness
    }

    /// The multiplier R32 gives the catch that makes `combo` catches in a row.
    static func multiplier(combo: Int) -> Int {
        combo >= 20 ? 4 : combo >= 10 ? 3 : combo >= 5 ? 2 : 1
    }

    /// A worm's points before the multiplier (R31).
    static func basePoints(_ kind: WormKind?) -> Int {
        kind == .golden ? 50 : 10
    }

    /// What every catch scored, in order.
    static func catches(_ harness: Harness) -> [(worm: Int, scored: CatchScore)] {
        harness.log.compactMap {
            if case .hit(let worm, _, let scored?) = $0.event { return (worm, scored) }
            return nil
        }
    }

    /// The kind of every worm spawned, by number.
    static func kinds(_ harness: Harness) -> [Int: WormKind] {
        var kinds: [Int: WormKind] = [:]
        for spawn in harness.spawnRecords { kinds[spawn.worm] = spawn.kind }
        return kinds
    }

    /// The time of every `.miss` event, with its worm and reason.
    static func misses(_ harness: Harness) -> [(t: Int, worm: Int?, reason: MissReason)] {
        harness.log.compactMap {
            if case .miss(let worm, let reason) = $0.event { return ($0.t, worm, reason) }
            return nil
        }
    }
}
