import Testing
@testable import WormGame
import WormTestSupport

/// R31: golden worms and beetles.
struct ArcadeKindTests {
    /// One roll in 0..<240: golden 12 of 240 (1/20) from 10 s, beetle 20 of 240 (1/12) from 15 s, else normal.
    @Test func kindsFromOneRoll() {
        for roll in 0..<240 {
            #expect(ArcadeRules.kind(roll: roll, atRoundMs: 0) == .normal)
            #expect(ArcadeRules.kind(roll: roll, atRoundMs: 9_999) == .normal)
            let golden: WormKind = roll < 12 ? .golden : .normal
            #expect(ArcadeRules.kind(roll: roll, atRoundMs: 10_000) == golden)
            #expect(ArcadeRules.kind(roll: roll, atRoundMs: 14_999) == golden)
            let any: WormKind = roll < 12 ? .golden : roll < 32 ? .beetle : .normal
            #expect(ArcadeRules.kind(roll: roll, atRoundMs: 15_000) == any)
            #expect(ArcadeRules.kind(roll: roll, atRoundMs: 59_999) == any)
        }
    }

    /// Over many rounds: none golden before 10 s, no beetle before 15 s, and then shares near 1/20 and 1/12
    /// (within four standard deviations of the binomial count).
    @Test func goldenAndBeetleOdds() {
        var early: [WormKind] = [], fromTen: [WormKind] = [], fromFifteen: [WormKind] = []
        var rounds = (200...259).map { ArcadeRun.idle(seed: $0) }
        rounds += (260...279).map { ArcadeRun.catchingEverything(seed: $0) }
        for harness in rounds {
            for spawn in harness.spawnRecords {
                let round = spawn.t - ArcadeRun.roundStart
                let kind = spawn.kind!
                if round < 10_000 {
                    #expect(kind == .normal, "worm \(spawn.worm) at \(round) ms is \(kind)")
                    early.append(kind)
                } else {
                    fromTen.append(kind)
                    if round < 15_000 {
                        #expect(kind != .beetle, "beetle at \(round) ms")
                    } else {
                        fromFifteen.append(kind)
                    }
                }
            }
        }
        #expect(early.count > 500)
        func near(_ count: Int, of total: Int, odds: Double) -> Bool {
            let expected = Double(total) / odds
            let sd = (Double(total) * (1 / odds) * (1 - 1 / odds)).squareRoot()
            return abs(Double(count) - expected) < 4 * sd
        }
        let goldens = fromTen.filter { $0 == .golden }.count
        let beetles = fromFifteen.filter { $0 == .beetle }.count
        #expect(fromFifteen.count > 3_000)
        #expect(near(goldens, of: fromTen.count, odds: 20), "\(goldens) golden of \(fromTen.count)")
        #expect(near(beetles, of: fromFifteen.count, odds: 12), "\(beetles) beetles of \(fromFifteen.count)")
    }
}
