#if canImport(Glibc)
import Glibc
#endif

/// Where the board reads the time: the system's clock when it runs, a given one in tests (the 3.5 s rule and the
/// 2 h expiry are tested without waiting).
public protocol BoardClock: Sendable {
    /// Milliseconds since 1970 (UTC).
    func nowMs() -> Int64
}

/// The system's real-time clock.
public struct SystemClock: BoardClock {
    /// The system's clock.
    public init() {}

    public func nowMs() -> Int64 {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Int64(spec.tv_sec) * 1000 + Int64(spec.tv_nsec) / 1_000_000
    }
}

/// Where the board's tokens and Arcade seeds come from: the system's generator when it runs (getrandom), a seeded
/// one in tests.
public protocol BoardEntropy: Sendable {
    /// 64 unpredictable bits.
    func next() -> UInt64
}

/// The system's cryptographic generator.
public struct SystemEntropy: BoardEntropy {
    /// The system's generator.
    public init() {}

    public func next() -> UInt64 {
        var generator = SystemRandomNumberGenerator()
        return generator.next()
    }
}
