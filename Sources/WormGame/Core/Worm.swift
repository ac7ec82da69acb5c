/// What pops out of a hole (R31): Classic has normal worms only.
public enum WormKind: String, Sendable {
    /// 10 points in Arcade.
    case normal
    /// Half the visible time, 50 points.
    case golden
    /// A decoy: touching it costs points and breaks the combo; it may leave on its own.
    case beetle
}

/// A worm (or beetle) on the playfield (R2, R31).
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
    /// Normal, golden or beetle.
    public var kind: WormKind

    /// Creates a worm; the game makes them (R2), tests and the benchmark place their own.
    public init(number: Int, x: Int, y: Int, visibleMs: Int, spawnedAtMs: Int, kind: WormKind = .normal) {
        self.number = number
        self.x = x
        self.y = y
        self.visibleMs = visibleMs
        self.spawnedAtMs = spawnedAtMs
        self.kind = kind
    }

    /// Whether a press at (`px`, `py`) catches this worm: |px − x| < 30 and |py − y| < 30 (R3), or the hit-radius
    /// assist's 40 or 50 for 30 (R113).
    public func isHit(x px: Double, y py: Double, radius: Int = Playfield.wormSize / 2) -> Bool {
        let half = Double(radius)
        return abs(px - Double(x)) < half && abs(py - Double(y)) < half
    }

    /// How far a press at (`px`, `py`) is from the centre, squared: of two worms in reach, the nearer is caught.
    public func distanceSquared(x px: Double, y py: Double) -> Double {
        (px - Double(x)) * (px - Double(x)) + (py - Double(y)) * (py - Double(y))
    }

    /// Whether this worm's 60 × 60 square overlaps the square of a worm centred at (`x`, `y`).
    public func overlaps(x otherX: Int, y otherY: Int) -> Bool {
        abs(otherX - x) < Playfield.wormSize && abs(otherY - y) < Playfield.wormSize
    }

    /// When it leaves on its own, on the game's clock.
    public var escapesAtMs: Int { spawnedAtMs + visibleMs }
}
