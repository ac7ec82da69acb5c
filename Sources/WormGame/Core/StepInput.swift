/// One input handed to the game for a step: the per-step command of Doom's `ticcmd_t`, as a value.
public enum StepInput: Equatable, Sendable {
    /// A left mouse press or a finger touching down.
    case press(Press)
    /// P or Esc: pause when playing, resume (after a 3-2-1) when paused.
    case pauseKey
    /// The window lost focus or was minimized: pause if playing.
    case interrupted(PauseReason)
    /// The pause overlay's Resume button: resume (after a 3-2-1) when paused.
    case resume(ResumeReason)
}
