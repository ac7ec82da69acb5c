/// Fiedler's "Fix Your Timestep!" accumulator: real frame times in, a whole number of fixed steps out.
public struct FixedStepClock: Equatable, Sendable {
    /// The step, in nanoseconds.
    public let stepNanoseconds: Int64
    /// The longest frame counted; anything longer is cut to it (no spiral of death after a stall).
    public let maxFrameNanoseconds: Int64
    /// Time not yet simulated, in nanoseconds (less than one step after `advance`).
    public private(set) var accumulator: Int64 = 0

    /// Creates a clock of `stepMs` steps that counts at most `maxFrameMs` of any one frame.
    public init(stepMs: Int, maxFrameMs: Int = 250) {
        stepNanoseconds = Int64(stepMs) * 1_000_000
        maxFrameNanoseconds = Int64(maxFrameMs) * 1_000_000
    }

    /// Adds a frame of `nanoseconds` (clamped) and returns how many whole steps are now due.
    public mutating func advance(byNanoseconds nanoseconds: Int64) -> Int {
        accumulator += min(max(nanoseconds, 0), maxFrameNanoseconds)
        let steps = accumulator / stepNanoseconds
        accumulator -= steps * stepNanoseconds
        return Int(steps)
    }

    /// How far the next step is, 0…1: for drawing between two steps.
    public var alpha: Double { Double(accumulator) / Double(stepNanoseconds) }
}
