#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The cosine of `angle` in radians (from the C library: the game core needs no Foundation).
@inline(__always) func cosine(_ angle: Double) -> Double { cos(angle) }

/// The sine of `angle` in radians.
@inline(__always) func sine(_ angle: Double) -> Double { sin(angle) }
