/// What kind of emitter: the numbers of R11 (explosion) and R12 (stardust).
public enum ParticleKind: Sendable {
    case explosion
    case stardust

    /// Particles born per second while emitting.
    public var birthsPerSecond: Int { self == .explosion ? 1000 : 200 }
    /// How long the emitter emits, in ms.
    public var emitMs: Int { self == .explosion ? 100 : 3000 }
    /// How long the emitter exists, in ms.
    public var lifetimeMs: Int { self == .explosion ? 2000 : 3000 }
    /// How long each particle lives, in ms.
    public var particleLifeMs: Int { self == .explosion ? 750 : 1500 }
    /// Mean initial speed, px/s; the spread is ± `speedSpread`.
    public var speed: Double { self == .explosion ? 160 : 100 }
    /// Spread of the initial speed, px/s.
    public var speedSpread: Double { 40 }
    /// Acceleration of each particle, px/s².
    public var acceleration: (x: Double, y: Double) { self == .explosion ? (0, 0) : (-200, 100) }
    /// Side of the square the particles are born in, px.
    public var birthArea: Double { self == .explosion ? 10 : 0 }
    /// Scale lost per second.
    public static let scaleSpeed = 0.2
    /// Blue lost per second (white to orange).
    public static let blueSpeed = 0.33

    /// A new particle born at (`x`, `y`) with this kind's speed, direction, scale and colour rules,
    /// drawn from the cosmetic generator in a fixed order (the benchmark's C twin draws the same).
    public func makeParticle(atX x: Double, y: Double, random: inout SplitMix64) -> Particle {
        let half = birthArea / 2
        let bornX = half > 0 ? random.around(x, spread: half) : x
        let bornY = half > 0 ? random.around(y, spread: half) : y
        let speed = random.around(self.speed, spread: speedSpread)
        let angle = random.unit() * 2 * Double.pi
        let scale = random.around(1, spread: 0.5)
        let blue = 1 - random.unit() * 0.33
        return Particle(
            x: bornX, y: bornY,
            vx: speed * cosine(angle), vy: speed * sine(angle),
            ax: acceleration.x, ay: acceleration.y,
            scale: scale, blue: blue, lifeMs: particleLifeMs)
    }
}

/// A particle emitter: where it is, how old, and how many births it owes.
public struct Emitter: Equatable, Sendable {
    /// Explosion or stardust.
    public var kind: ParticleKind
    /// Where it started, in logical pixels.
    public var originX: Double
    public var originY: Double
    /// Milliseconds since it started.
    public var ageMs: Int = 0
    /// Births owed, in thousandths of a particle, so that fractional rates stay exact.
    var birthCredit: Int = 0

    /// Creates an emitter of `kind` starting at (`x`, `y`).
    public init(kind: ParticleKind, x: Double, y: Double) {
        self.kind = kind
        originX = x
        originY = y
    }

    /// Whether the emitter is over and can be dropped.
    public var isFinished: Bool { ageMs >= kind.lifetimeMs }

    /// Where the emitter is now: fixed for an explosion; for stardust, from x = 0 to x = 620
    /// in 3 s along y = 240, easing out.
    public var position: (x: Double, y: Double) {
        switch kind {
        case .explosion:
            return (originX, originY)
        case .stardust:
            return (originX + Emitter.stardustDistance * Emitter.easeOut(Double(ageMs) / Double(kind.emitMs)), originY)
        }
    }

    /// How far stardust travels, in pixels.
    public static let stardustDistance = 620.0

    /// Quadratic ease-out on 0…1: fast at first, slowing to a stop.
    public static func easeOut(_ progress: Double) -> Double {
        let u = min(max(progress, 0), 1)
        return 1 - (1 - u) * (1 - u)
    }

    /// Emits this step's particles into `pool`, drawing from the cosmetic generator, then ages by `stepMs`.
    public mutating func emit(stepMs: Int, into pool: inout ParticlePool, random: inout SplitMix64) {
        if ageMs < kind.emitMs {
            birthCredit += kind.birthsPerSecond * stepMs
            let (x, y) = position
            while birthCredit >= 1000 {
                birthCredit -= 1000
                pool.add(kind.makeParticle(atX: x, y: y, random: &random))
            }
        }
        ageMs += stepMs
    }
}
