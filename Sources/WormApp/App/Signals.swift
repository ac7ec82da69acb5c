#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's signal dispositions.
nonisolated enum Signals {
    /// Ignores SIGPIPE: a log reader that went away (`worm --events - | head -1`) turns into a failed
    /// write the game can report and play on after, instead of killing the game mid-play.
    static func ignoreBrokenPipe() {
        signal(SIGPIPE, SIG_IGN)
    }
}
