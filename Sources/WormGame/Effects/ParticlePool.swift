/// A fixed-capacity pool of particles (Nystrom's Object Pool): storage is reserved once,
/// a dead particle's slot is reused, and updating never allocates.
public struct ParticlePool: Sendable {
    /// The live particles, in no particular order.
    public private(set) var particles: [Particle]
    /// The most particles alive at once; births beyond it are dropped.
    public let capacity: Int

    /// Creates an empty pool that holds at most `capacity` particles.
    public init(capacity: Int) {
        self.capacity = capacity
        particles = []
        particles.reserveCapacity(capacity)
    }

    /// The number of live particles.
    public var count: Int { particles.count }

    /// Adds a particle; returns false, dropping it, when the pool is full.
    @discardableResult
    public mutating func add(_ particle: Particle) -> Bool {
        guard particles.count < capacity else { return false }
        particles.append(particle)
        return true
    }

    /// Moves every particle on by `stepMs` and removes those whose life is over.
    public mutating func update(stepMs: Int, scaleSpeed: Double, blueSpeed: Double) {
        // Most steps of a game have no particles: no uniqueness check, no buffer access, no removal.
        guard !particles.isEmpty else { return }
        let dt = Double(stepMs) / 1000
        var index = 0
        var end = particles.count
        particles.withUnsafeMutableBufferPointer { buffer in
            while index < end {
                buffer[index].lifeMs -= stepMs
                if buffer[index].lifeMs <= 0 {
                    end -= 1
                    buffer[index] = buffer[end]
                    continue
                }
                var p = buffer[index]
                p.x += p.vx * dt
                p.y += p.vy * dt
                p.vx += p.ax * dt
                p.vy += p.ay * dt
                p.scale = max(0, p.scale - scaleSpeed * dt)
                p.blue = max(0, p.blue - blueSpeed * dt)
                buffer[index] = p
                index += 1
            }
        }
        if end < particles.count {
            particles.removeLast(particles.count - end)
        }
    }

    /// Removes every particle, keeping the storage.
    public mutating func removeAll() {
        particles.removeAll(keepingCapacity: true)
    }
}
