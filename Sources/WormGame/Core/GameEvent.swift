/// A sound the game asks the platform to start (R8).
public enum SoundName: String, Sendable {
    case hit, miss, music
}

/// A particle emitter the game started (R11, R12).
public enum EffectName: String, Sendable {
    case explosion, stardust
}

/// Why a miss was counted (R4, R5, R6).
public enum MissReason: String, Sendable {
    case background, escape
}

/// Why the game paused (R13).
public enum PauseReason: String, Sendable {
    case key, button, focus, minimize
}

/// Why the game resumed (R13).
public enum ResumeReason: String, Sendable {
    case key, button
}

/// Something that happened in one step, as the event log names it (HEADLESS.md).
///
/// Sounds and effects leave the game as events too: the platform plays and draws them,
/// and a test can read them.
public enum GameEvent: Equatable, Sendable {
    case message(text: String)
    case spawn(worm: Int, x: Int, y: Int, visibleMs: Int)
    case press(x: Double, y: Double, source: PressSource, ignored: Bool)
    case hit(worm: Int, reactionMs: Int)
    /// `worm` is nil for a press in the hidden phase.
    case miss(worm: Int?, reason: MissReason)
    case hide(worm: Int)
    case score(caught: Int, missed: Int)
    case sound(name: SoundName)
    case effect(name: EffectName, x: Double, y: Double)
    case pause(reason: PauseReason)
    case resume(reason: ResumeReason)
}
