/// One particle of an explosion or of stardust (R11, R12): a plain value, kept in a `ParticlePool`.
public struct Particle: Equatable, Sendable {
    /// Centre, in logical pixels.
    public var x: Double
    public var y: Double
    /// Velocity, in pixels per second.
    public var vx: Double
    public var vy: Double
    /// Acceleration, in pixels per second squared.
    public var ax: Double
    public var ay: Double
    /// Size relative to the particle texture; shrinks by `ParticleKind.scaleSpeed` a second.
    public var scale: Double
    /// The blue channel, 0…1: white at 1, orange as it falls.
    public var blue: Double
    /// Milliseconds left to live.
    public var lifeMs: Int

    /// Opacity 0…1: full, then fading out over the last quarter second so particles do not blink out.
    public var opacity: Double { Particle.opacity(lifeMs: lifeMs) }

    /// The opacity of a particle with `lifeMs` left to live (one from 250 ms on).
    public static func opacity(lifeMs: Int) -> Double {
        // min(…, 250) / 250 is exactly 1 from 250 ms on: no branch for the drawing loops to mispredict.
        Double(min(lifeMs, 250)) / 250
    }
}
