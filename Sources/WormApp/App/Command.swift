import WormGame

/// The games the title starts (R20, R30, R34).
public enum GameKind: String, Sendable, CaseIterable {
    case classic, arcade, daily

    /// The kind of game a table's row was played in.
    init(_ mode: TableMode) {
        switch mode {
        case .arcade: self = .arcade
        case .daily: self = .daily
        }
    }

    /// The table a game of this kind enters, if it has one.
    var tableMode: TableMode? {
        switch self {
        case .classic: return nil
        case .arcade: return .arcade
        case .daily: return .daily
        }
    }

    /// The scene a game of this kind is, as the `scene` event names it.
    var sceneName: SceneName {
        switch self {
        case .classic: return .classic
        case .arcade: return .arcade
        case .daily: return .daily
        }
    }
}

/// The scenes of R20, as the `scene` event names them.
public enum SceneName: String, Sendable, CaseIterable {
    case title, classic, arcade, daily, results, name, scores, settings, lobby, versus, party
    /// A kiosk's attract mode (R72).
    case attract
    /// The operator's PIN pad (R73).
    case operatorPin = "operator_pin"
    /// The operator menu (R73).
    case operatorMenu = "operator"
    case howToPlay = "how_to_play"
    /// Settings → Assists (R113–R115).
    case assists
    /// Settings → World board: the board's address typed (R120).
    case worldBoard = "world_board"
    /// Settings → Assists → Controls (R116).
    case controls
    /// After Quit on a Classic game's pause: its catches, misses, accuracy, best streak and the best kept (issue 30).
    case classicSummary = "classic_summary"
}

/// The screens that are not games, with what each needs to open.
enum Destination: Equatable {
    case title
    /// The scores, with the row just saved lit (R40).
    case scores(highlight: ScoreRow?)
    case settings
    /// Versus's lobby from the title (`lobby`), or from its display-name scene with the name chosen there.
    case lobby(displayName: String?)
    /// Versus as the run's first scene (`--mode versus`).
    case versus
    /// Versus's display-name scene, opened from the lobby.
    case displayName
    /// A kiosk's attract mode, from an idle title (R72).
    case attract
    /// The operator's PIN pad (R73).
    case operatorPin
    /// The operator menu, once the PIN was right (R73).
    case operatorMenu
    /// How to play (R21): before the game `then` chosen on the title, or from the title's entry (nil).
    case howToPlay(then: GameKind?)
    /// Settings → Assists (R113–R115).
    case assists
    /// Settings → World board: where the board's address is typed (R120).
    case worldBoard
    /// Settings → Assists → Controls (R116).
    case controls
    /// Party: pads and the mouse racing on one screen (R80).
    case party
    /// The summary of a Classic game quit from its pause, once its best was saved (issue 30).
    case classicSummary(ClassicSummary)
}

/// A table's row, for lighting it: which table and which place.
struct ScoreRow: Equatable {
    var kind: GameKind
    var row: Int
    /// Whether the row is in an Assisted table (R113).
    var assisted = false
}

/// What a step asks of the program. A scene's `step` returns these, and the runner alone carries them out after the
/// step, so a button does the same in a window and headless. Each carries what it means: no scene leaves anything
/// behind for the next one.
enum Command {
    /// Start a new game of `kind`.
    case play(GameKind)
    /// Play `row` back (R40), as the kind of game its replay names.
    case replay(HighScore)
    /// Open a screen that is not a game.
    case open(Destination)
    /// An Arcade or Daily round is over: the name scene when it enters its table (R33), else the results.
    case roundOver(FinishedRound)
    /// The results of a round whose score was just saved (or not), from the name scene.
    case showResults(RoundResults)
    /// A table row's playback is over: how it went, and its results.
    case playbackOver(ReplayOutcome, RoundResults)
    /// End the program (Quit on the title, Ctrl+Q, closing the window, the end of a headless Versus run).
    case exit
    /// End the run with status 1 and this line (a headless Versus run that cannot reach its host).
    case fail(RuntimeFailure)
    /// Change a setting (M, the pause overlay's Sound and Fullscreen, the settings, the operator menu): the runner
    /// makes the change after the step, saves and logs it, and tells the scene once, at the step's end.
    case change(SettingChange)
    /// Play `sound` to judge a volume by (the settings), logged: after the change it follows.
    case preview(SoundName)
    /// Write `entry` to the log after the changes before it (the operator's action, after its setting).
    case log(LogEntry)
    /// A Classic game was quit from its pause: keep it when it is the best (saved), then show its summary.
    case classicQuit(ClassicSession)
    /// Save an Arcade or Daily round under the name `typed` (R33), then show its results with the save's outcome.
    case saveRound(FinishedRound, typed: String)
}

/// A setting a step asks to change (R50), made by the runner after the step.
enum SettingChange: Equatable {
    /// Sound off or on, logged as `mute` too (M, the pause overlay's Sound).
    case toggleMute
    /// The window into or out of fullscreen, the setting following what it became (F11, the overlay's Fullscreen).
    case switchFullscreen
    /// The on-off setting `name` set to the value (the settings' rows; how to play seen).
    case flag(SettingName, Bool)
    case musicVolume(Int)
    case effectsVolume(Int)
    case language(Settings.LanguageChoice)
    /// Speech off, on or following the screen reader (R111).
    case speech(SpeechMode)
    /// The assists set to the value, `name` the one that changed, logged as `logged` (Settings → Assists, R113).
    case assists(Assists, SettingName, logged: String)
    /// One switch, text size or high contrast set likewise (Settings → Assists, R114, R115).
    case access(AccessSettings, SettingName, logged: String)
    /// The world board's address (R120), nil: off (Settings → World board).
    case worldBoard(String?)
}
