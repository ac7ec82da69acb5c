import Foundation
import Testing
@testable import WormGame
import WormTestSupport

/// R11: explosions; R12: stardust.
struct EffectsTests {
    /// Runs effects with one emitter for `ms`.
    static func effects(_ kind: ParticleKind, ms: Int, seed: UInt64 = 1) -> Effects {
        var effects = Effects(seed: seed)
        effects.start(kind, x: 100, y: 200)
        for _ in 0..<(ms / Simulation.stepMs) { effects.update(stepMs: Simulation.stepMs) }
        return effects
    }

    @Test func explosionMakesAboutOneHundredParticlesInATenthOfASecond() {
        let after = EffectsTests.effects(.explosion, ms: 100)
        #expect(after.explosion.count == 100)
        let later = EffectsTests.effects(.explosion, ms: 300)
        #expect(later.explosion.count == 100, "emission stops after 0.1 s")
    }

    @Test func explosionParticlesFollowTheNumbers() {
        var effects = Effects(seed: 9)
        effects.start(.explosion, x: 100, y: 200)
        effects.update(stepMs: Simulation.stepMs)
        let born = effects.explosion.particles
        #expect(born.count == 4)
        let many = EffectsTests.effects(.explosion, ms: 100, seed: 3).explosion.particles
        for particle in many {
            let speed = (particle.vx * particle.vx + particle.vy * particle.vy).squareRoot()
            #expect(speed >= 120 && speed <= 200)
            #expect(particle.scale >= 0.5 - 0.2 * 0.1 && particle.scale <= 1.5)
            #expect(particle.blue >= 0.67 - 0.033 && particle.blue <= 1)
            #expect(particle.ax == 0 && particle.ay == 0)
        }
        for particle in born {
            #expect(abs(particle.x - 100) <= 5 + 1 && abs(particle.y - 200) <= 5 + 1, "born in the 10 × 10 emitter")
        }
        // Directions cover the circle.
        let angles = many.map { atan2($0.vy, $0.vx) }
        #expect(angles.contains { $0 < -2 } && angles.contains { $0 > 2 } && angles.contains { abs($0) < 1 })
    }

    @Test func explosionParticlesDieThreeQuartersOfASecondAfterTheLastBirth() {
        #expect(EffectsTests.effects(.explosion, ms: 96 + 748).explosion.count > 0)
        #expect(EffectsTests.effects(.explosion, ms: 100 + 752).explosion.count == 0)
    }

    @Test func explosionEmitterIsGoneAtTwoSeconds() {
        #expect(EffectsTests.effects(.explosion, ms: 1_996).emitters.count == 1)
        #expect(EffectsTests.effects(.explosion, ms: 2_000).emitters.isEmpty)
    }

    @Test func colourAndScaleFallOverTime() {
        var effects = Effects(seed: 4)
        effects.start(.explosion, x: 0, y: 0)
        effects.update(stepMs: 4)
        let first = effects.explosion.particles[0]
        for _ in 0..<100 { effects.update(stepMs: 4) }
        let later = effects.explosion.particles.first { abs($0.x - first.x - first.vx * 0.4) < 1e-6 }!
        #expect(abs((first.blue - later.blue) - 0.33 * 0.4) < 1e-9)
        #expect(abs((first.scale - later.scale) - 0.2 * 0.4) < 1e-9)
    }

    @Test func stardustSweepsFromZeroToSixHundredTwentyInThreeSecondsEasingOut() {
        var emitter = Emitter(kind: .stardust, x: 0, y: 240)
        var pool = ParticlePool(capacity: 1_000)
        var random = SplitMix64(seed: 1)
        var positions: [Double] = []
        while emitter.ageMs <= 3_000 {
            positions.append(emitter.position.x)
            #expect(emitter.position.y == 240)
            emitter.emit(stepMs: 4, into: &pool, random: &random)
        }
        #expect(positions.first == 0)
        #expect(positions.last == 620)
        let steps = zip(positions.dropFirst(), positions).map { $0 - $1 }
        #expect(steps.allSatisfy { $0 >= 0 }, "it only moves right")
        #expect(steps.first! > steps[steps.count / 2] && steps[steps.count / 2] > steps.last!, "easing out")
        #expect(pool.count == 600, "200 particles a second for 3 s")
    }

    @Test func stardustParticlesAccelerateAndOutliveTheEmitter() {
        let after = EffectsTests.effects(.stardust, ms: 3_000)
        #expect(after.emitters.isEmpty)
        #expect(after.stardust.count > 250)
        #expect(after.stardust.particles.allSatisfy { $0.ax == -200 && $0.ay == 100 })
        #expect(EffectsTests.effects(.stardust, ms: 4_500).stardust.count == 0)
    }

    @Test func stardustAfterEveryTenCatchesInARowAndAMissResetsTheCount() {
        var harness = GameHarness(seed: 17)
        harness.catchWorms(9)
        #expect(!harness.log.contains { $0.event == .effect(name: .stardust, x: 0, y: 240) })
        harness.catchWorms(1)
        #expect(harness.log.filter { $0.event == .effect(name: .stardust, x: 0, y: 240) }.count == 1)
        // A miss, then nine catches: no new stardust; the tenth brings it.
        harness.press(at: harness.game.timeMs, x: 1, y: 479)
        harness.run(through: harness.game.timeMs)
        harness.catchWorms(9)
        #expect(harness.log.filter { $0.event == .effect(name: .stardust, x: 0, y: 240) }.count == 1)
        harness.catchWorms(1)
        #expect(harness.log.filter { $0.event == .effect(name: .stardust, x: 0, y: 240) }.count == 2)
        #expect(harness.game.caught == 20 && harness.game.missed == 1)
    }

    @Test func thePoolNeverGrowsPastItsCapacity() {
        var pool = ParticlePool(capacity: 10)
        var emitter = Emitter(kind: .explosion, x: 0, y: 0)
        var random = SplitMix64(seed: 1)
        for _ in 0..<25 { emitter.emit(stepMs: 4, into: &pool, random: &random) }
        #expect(pool.count == 10)
    }
}
