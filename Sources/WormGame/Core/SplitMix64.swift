/// A small, fast, seedable random number generator (Steele, Lea and Flood's SplitMix64).
///
/// The game owns its own generator instead of the standard library's so that the same seed gives the
/// same game on every Swift version: replays and golden images depend on it. The one generator of the project: the
/// network's test faults and the tests draw from it too (as a `RandomNumberGenerator` where they want one).
public struct SplitMix64: RandomNumberGenerator, Equatable, Sendable {
    /// The generator's whole state: the same state gives the same sequence.
    public private(set) var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// Returns the next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Returns an integer drawn uniformly from `range`, without modulo bias (Lemire's method).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) &+ 1
        if span == 0 { return Int(truncatingIfNeeded: next()) }
        var product = next().multipliedFullWidth(by: span)
        if product.low < span {
            let threshold = (0 &- span) % span
            while product.low < threshold {
                product = next().multipliedFullWidth(by: span)
            }
        }
        return range.lowerBound + Int(product.high)
    }

    /// Returns a number drawn uniformly from [0, 1), with 53 random bits.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// Returns a number drawn uniformly from [`center` − `spread`, `center` + `spread`).
    public mutating func around(_ center: Double, spread: Double) -> Double {
        center + (unit() * 2 - 1) * spread
    }
}
