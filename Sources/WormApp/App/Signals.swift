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

/// Set by the SIGTERM and SIGINT handler; read once a frame. A plain word is all a handler may write.
nonisolated(unsafe) private var terminationSignal: sig_atomic_t = 0

extension Signals {
    /// Whether SIGTERM or SIGINT came since `catchTermination()`.
    static var terminationRequested: Bool { terminationSignal != 0 }

    /// SIGTERM and SIGINT end the run at the next frame (R61, R70), through the scenes' leaving (a Versus player
    /// says `bye`, a host ends the game for all), instead of SDL's handler: a run without a window never reads
    /// its quit event, and in a window that event is the close button, which a Versus round asks about first.
    static func catchTermination() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in terminationSignal = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGTERM, &action, nil)
        sigaction(SIGINT, &action, nil)
    }
}
