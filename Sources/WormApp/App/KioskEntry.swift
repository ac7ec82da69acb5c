import WormGame

/// A kiosk's log lines (HEADLESS.md, third round): the idle reset (R71), the attract mode (R72) and the operator
/// menu (R73). Never the PIN.
enum KioskEntry: Equatable, Sendable {
    /// The attract mode's two moments.
    enum AttractState: String, Sendable {
        case start, stop
    }

    /// What the operator did, as the `operator` line's `action` names it.
    enum OperatorAction: String, Sendable {
        case opened
        case wrongPin = "wrong_pin"
        case locked
        case clearedToday = "cleared_today"
        case clearedAll = "cleared_all"
        case quit
        case musicVolume = "music_volume"
        case effectsVolume = "effects_volume"
        case language
    }

    /// The game went back to the title for want of input, from `scene`.
    case idle(SceneName)
    /// The attract mode started or stopped, playing `row` (nil: the demonstration round).
    case attract(AttractState, row: HighScore?)
    /// The operator did `action`.
    case operatorAction(OperatorAction)
    /// The window was asked to close (Alt+F4, the title bar's ×): a kiosk plays on (R70).
    case closeIgnored

    /// Writes the line's type and fields.
    func describe(into json: inout JSONLine) {
        switch self {
        case .idle(let scene):
            json.add("type", "idle")
            json.add("scene", scene.rawValue)
        case .attract(let state, let row):
            json.add("type", "attract")
            json.add("state", state.rawValue)
            if let row {
                json.add("score", row.score)
                json.add("seed", row.replay.seed)
            }
        case .operatorAction(let action):
            json.add("type", "operator")
            json.add("action", action.rawValue)
        case .closeIgnored:
            json.add("type", "close_ignored")
        }
    }
}
