import Testing
import WormGame
@testable import WormApp

/// Gameplay and cosmetic randomness apart (Doom's `P_Random` and `M_Random`): the title's clouds draw from their
/// own stream, so how often the title was visited never changes the next game's seed.
@MainActor
struct SeedStreamTests {
    /// The seeds of the run's first two Classic games, with the title opened `titles` times between them.
    func gameSeeds(titlesBetween titles: Int) -> [UInt64] {
        let context = SceneContext.quiet(dailyDate: "2026-12-02", seed: 99)
        let first = context.nextSeed(for: .classic)
        for _ in 0..<titles { _ = Runner.makeScene(for: .open(.title), context: context, versus: VersusSetup()) }
        return [first, context.nextSeed(for: .classic)]
    }

    @Test func visitingTheTitleDoesNotChangeTheNextGamesSeed() {
        let none = gameSeeds(titlesBetween: 0)
        #expect(none[0] == 99, "the run's seed first")
        #expect(gameSeeds(titlesBetween: 1) == none)
        #expect(gameSeeds(titlesBetween: 3) == none)
    }

    @Test func theTitlesCloudsStillFollowTheRunsSeed() {
        let one = SeedSource(seed: 5), same = SeedSource(seed: 5), other = SeedSource(seed: 6)
        let clouds = one.nextCosmetic()
        #expect(clouds == same.nextCosmetic(), "a run replays whole from its seed")
        #expect(clouds != other.nextCosmetic())
        #expect(one.nextCosmetic() != clouds, "each visit its own clouds")
    }
}
