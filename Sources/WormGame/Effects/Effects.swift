/// The game's cosmetic particles: explosions (drawn over the worm) and stardust (drawn behind it).
///
/// It has its own random stream, so effects never change where or when worms appear (R10).
public struct Effects: Sendable {
    /// Explosion particles.
    public private(set) var explosion: ParticlePool
    /// Stardust particles.
    public private(set) var stardust: ParticlePool
    /// Emitters still running.
    public private(set) var emitters: [Emitter] = []
    /// The cosmetic random stream.
    private var random: SplitMix64

    /// Creates empty effects with room for `explosionCapacity` and `stardustCapacity` particles.
    public init(seed: UInt64, explosionCapacity: Int = 4096, stardustCapacity: Int = 2048) {
        random = SplitMix64(seed: seed)
        explosion = ParticlePool(capacity: explosionCapacity)
        stardust = ParticlePool(capacity: stardustCapacity)
        emitters.reserveCapacity(16)
    }

    /// The seed of a game's cosmetic stream, derived from its gameplay seed (R10: two streams).
    public static func cosmeticSeed(from seed: UInt64) -> UInt64 {
        seed ^ 0xC0FF_EE00_D15E_A5E5
    }

    /// Starts an emitter of `kind` at (`x`, `y`).
    public mutating func start(_ kind: ParticleKind, x: Double, y: Double) {
        emitters.append(Emitter(kind: kind, x: x, y: y))
    }

    /// Advances every particle and emitter by one step of `stepMs`.
    public mutating func update(stepMs: Int) {
        guard !emitters.isEmpty || explosion.count > 0 || stardust.count > 0 else { return }
        explosion.update(stepMs: stepMs, scaleSpeed: ParticleKind.scaleSpeed, blueSpeed: ParticleKind.blueSpeed)
        stardust.update(stepMs: stepMs, scaleSpeed: ParticleKind.scaleSpeed, blueSpeed: ParticleKind.blueSpeed)
        for index in emitters.indices {
            switch emitters[index].kind {
            case .explosion: emitters[index].emit(stepMs: stepMs, into: &explosion, random: &random)
            case .stardust: emitters[index].emit(stepMs: stepMs, into: &stardust, random: &random)
            }
        }
        // Emitters end rarely (every 2 or 3 s): look before rewriting the array.
        if emitters.contains(where: \.isFinished) {
            emitters.removeAll { $0.isFinished }
        }
    }

    /// The number of live particles of both kinds.
    public var particleCount: Int { explosion.count + stardust.count }
}
