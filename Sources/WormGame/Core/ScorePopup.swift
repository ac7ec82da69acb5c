/// Points rising from a catch ("+20"), fading within `lifetimeMs` (R32): cosmetic.
public struct ScorePopup: Equatable, Sendable {
    /// How long a pop-up shows, in ms of the game's clock.
    public static let lifetimeMs = 600
    /// How far it rises over its life, in logical pixels.
    public static let rise = 36

    /// Where it starts: the catch's centre.
    public var x: Int
    /// Where it starts: the catch's centre.
    public var y: Int
    /// The points shown, with their sign (a beetle's are negative).
    public var points: Int
    /// The multiplier reached, shown after the points when above 1.
    public var multiplier: Int
    /// When it started, on the game's clock.
    public var startMs: Int

    /// Creates a pop-up.
    public init(x: Int, y: Int, points: Int, multiplier: Int, startMs: Int) {
        self.x = x
        self.y = y
        self.points = points
        self.multiplier = multiplier
        self.startMs = startMs
    }

    /// How far through its life it is at `playMs`, from 0 to 1.
    public func progress(atPlayMs playMs: Int) -> Double {
        min(1, max(0, Double(playMs - startMs) / Double(ScorePopup.lifetimeMs)))
    }
}
