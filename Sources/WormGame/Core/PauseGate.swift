/// Whether the game runs, stands paused, or counts down to resume (R13).
public enum PauseState: Equatable, Sendable {
    case running
    /// Paused at `sinceMs` of the run's clock.
    case paused(sinceMs: Int)
    /// Counting 3-2-1 since `sinceMs` of the run's clock; play continues 3000 ms later.
    case resuming(sinceMs: Int, reason: ResumeReason)

    /// Whether the game stands paused, not counting down: a press there resumes rather than plays.
    public var isStopped: Bool { if case .paused = self { true } else { false } }
    /// Whether the 3-2-1 before play continues is on.
    public var isCounting: Bool { if case .resuming = self { true } else { false } }
}

/// R13 for every mode: pausing, the 3-2-1 before play continues, and what each pause input does.
///
/// Every mode runs under one gate, so pause behaves the same in Classic, Arcade and the modes to come.
public struct PauseGate: Equatable, Sendable {
    /// How long each message of the resume 3-2-1 shows, in ms of the run's clock.
    public static let countdownMessageMs = 1000

    /// Running, paused or resuming.
    public private(set) var state: PauseState = .running

    /// Creates a gate with the game running.
    public init() {}

    /// Whether the game stands still (paused or counting down to resume).
    public var isPaused: Bool { state != .running }

    /// What a step of the resume countdown shows.
    public enum Tick: Equatable, Sendable {
        /// Nothing to do: running or paused.
        case idle
        /// The 3-2-1 is on: show this message.
        case counting(MessageKey)
        /// The 3-2-1 is over: play continues from this step.
        case resumed(ResumeReason)
    }

    /// Pauses for `reason` at `timeMs` when running; logs the `pause` event.
    public mutating func pause(_ reason: PauseReason, at timeMs: Int, into events: inout [GameEvent]) {
        guard state == .running else { return }
        state = .paused(sinceMs: timeMs)
        events.append(.pause(reason: reason))
    }

    /// P or Esc: pause when running, start the 3-2-1 when paused, stop it when resuming.
    public mutating func toggle(at timeMs: Int, into events: inout [GameEvent]) {
        switch state {
        case .running: pause(.key, at: timeMs, into: &events)
        case .paused: state = .resuming(sinceMs: timeMs, reason: .key)
        case .resuming: state = .paused(sinceMs: timeMs)
        }
    }

    /// Focus lost or window minimized: pause when running, stop a 3-2-1 that is on.
    public mutating func interrupt(_ reason: PauseReason, at timeMs: Int, into events: inout [GameEvent]) {
        switch state {
        case .running: pause(reason, at: timeMs, into: &events)
        case .resuming: state = .paused(sinceMs: timeMs)
        case .paused: break
        }
    }

    /// The overlay's Resume: start the 3-2-1 when paused.
    public mutating func resume(_ reason: ResumeReason, at timeMs: Int) {
        guard case .paused = state else { return }
        state = .resuming(sinceMs: timeMs, reason: reason)
    }

    /// Advances the 3-2-1 at `timeMs`, logging `resume` when play continues.
    public mutating func tick(at timeMs: Int, into events: inout [GameEvent]) -> Tick {
        guard case .resuming(let since, let reason) = state else { return .idle }
        let elapsed = timeMs - since
        if elapsed >= 3 * PauseGate.countdownMessageMs {
            state = .running
            events.append(.resume(reason: reason))
            return .resumed(reason)
        }
        return .counting(.countdown(1 + elapsed / PauseGate.countdownMessageMs))
    }
}
