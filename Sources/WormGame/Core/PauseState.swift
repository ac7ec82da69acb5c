/// Whether the game runs, stands paused, or counts down to resume (R13).
public enum PauseState: Equatable, Sendable {
    case running
    /// Paused at `sinceMs` of the run's clock.
    case paused(sinceMs: Int)
    /// Counting 3-2-1 since `sinceMs` of the run's clock; play continues 3000 ms later.
    case resuming(sinceMs: Int, reason: ResumeReason)
}
