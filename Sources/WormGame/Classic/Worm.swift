/// A worm on the playfield (R2).
public struct Worm: Equatable, Sendable {
    /// 1 for the first worm of the game, then 2, 3…
    public var number: Int
    /// Centre, in logical pixels.
    public var x: Int
    /// Centre, in logical pixels.
    public var y: Int
    /// How long it stays visible untouched.
    public var visibleMs: Int
    /// When it appeared, on the game's own (pausable) clock.
    public var spawnedAtMs: Int

    /// Creates a worm; the game makes them (R2), tests and the benchmark place their own.
    public init(number: Int, x: Int, y: Int, visibleMs: Int, spawnedAtMs: Int) {
        self.number = number
        self.x = x
        self.y = y
        self.visibleMs = visibleMs
        self.spawnedAtMs = spawnedAtMs
    }

    /// Whether a press at (`px`, `py`) catches this worm: |px − x| < 30 and |py − y| < 30 (R3).
    public func isHit(x px: Double, y py: Double) -> Bool {
        let half = Double(Playfield.wormSize / 2)
        return abs(px - Double(x)) < half && abs(py - Double(y)) < half
    }
}
