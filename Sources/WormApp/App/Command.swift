import WormGame

/// The games the title starts (R20, R30, R34).
public enum GameKind: String, Sendable, CaseIterable {
    case classic, arcade, daily
}

/// The scenes of R20, as the `scene` event names them.
public enum SceneName: String, Sendable, CaseIterable {
    case title, classic, arcade, daily, results, name, scores, settings, lobby, versus
}

/// What a button, a key or a game asks of the program. Scenes send commands; the runner alone carries
/// them out, so a button does the same in a window and headless.
enum Command: Equatable, Sendable {
    /// Start a new game of `kind`.
    case play(GameKind)
    /// Open a scene that is not a game: title, scores, settings, versus.
    case open(SceneName)
    /// An Arcade round is over: show its results; Again starts `again`.
    case showResults(ArcadeSummary, again: GameKind)
    /// Sound off or on (M, the pause overlay's Sound).
    case toggleMute
    /// Desktop fullscreen on or off (F11, Alt+Enter, the pause overlay's Fullscreen).
    case toggleFullscreen
    /// End the program (Quit on the title, Ctrl+Q, closing the window).
    case exit
}
