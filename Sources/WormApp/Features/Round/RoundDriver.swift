import WormGame

/// Which clock a press was stamped on before it reaches a round.
enum PressClock {
    /// The scene's: the runner stamps every press with the ms since its scene opened.
    case scene
    /// The round's own: a script fed on the round's clock, a playback's step, a joiner's press as it reaches the host.
    case round
}

/// One round on this machine, of any mode (Doom's `G_Ticker`, raylib's gameplay screen): the seats' inputs in, the
/// core stepped, every event out through `RoundOutput`. Classic, Arcade and Daily (`GameScene`), Party
/// (`PartyScene`) and the Versus host (`HostSession`) each hold one, and differ only in how their seats map to
/// inputs and how the network is told; a Versus player's round is the host's, told (`VersusBoard`), and reports
/// through the same output.
///
/// Every press enters the core on one clock, the round's: a press stamped on the scene's clock (the runner's) is
/// moved by the scene time at which the round's clock read 0, so a catch's reaction time is the worm's age when
/// pressed, however long the lobby before the round lasted (R33, R60).
///
/// Seams for this round's other lanes: the assists (`Assists`) are the mode's, given with the game at `init`; a seat's
/// inputs (audio play's grid keys, one-switch scanning) become presses in `press(_:seat:clock:)` or controls in
/// `control(_:)`; the end of a round is `RoundOutput.endSolo` / `endRace`.
struct RoundDriver<Mode: GameMode> {
    /// The round, read by the drawing; the Versus host marks its players gone and back in it.
    var game: Game<Mode>
    /// The scene's clock (ms since the scene opened) at the step at which the round's clock read 0.
    let startSceneMs: Int
    /// The inputs taken since the last step, in order: the next step's.
    private(set) var inputs: [StepInput] = []
    /// The play keys (R116): which key pauses.
    var controls = ControlKeys()
    /// The last step's events; reused so stepping does not allocate.
    private(set) var events: [GameEvent] = []

    /// A round of `game` whose first step is taken at `startSceneMs` on the scene's clock.
    init(game: Game<Mode>, startSceneMs: Int) {
        self.game = game
        self.startSceneMs = startSceneMs
        inputs.reserveCapacity(16)
        events.reserveCapacity(32)
    }

    /// The round's game replaced by `game`, at the same time, with the inputs taken for the next step kept (an
    /// Arcade round moved onto its world board's seed during the countdown, R120).
    mutating func reseed(_ game: Game<Mode>) {
        self.game = game
    }

    /// `press` by `seat` (0 in the one-player modes, the roster's place in a race), stamped on `clock`: put on the
    /// round's clock (never before its start) for the next step.
    mutating func press(_ press: Press, seat: Int, clock: PressClock = .scene) {
        var taken = press
        taken.player = seat
        if clock == .scene { taken.timeMs = max(0, press.timeMs - startSceneMs) }
        inputs.append(.press(taken))
    }

    /// `input` for the next step as it is (a pause key, an interruption, an overlay's Resume, a playback's step).
    mutating func take(_ input: StepInput) {
        inputs.append(input)
    }

    /// What a round's player input asks besides a press, for the next step: Esc, the pause key (P unless rebound,
    /// R116) or the keyboard's Pause key (a pad's Start) pauses and resumes, losing the focus, minimizing and a pad
    /// unplugged interrupt (R13, R80). Returns whether `input` was one of these.
    mutating func control(_ input: PlayerInput) -> Bool {
        switch input {
        case .key(let key) where key.key == .escape || key.name == KeyPress.pauseKeyName || controls.matches(key, .pause):
            inputs.append(.pauseKey)
        case .focusLost: inputs.append(.interrupted(.focus))
        case .minimized: inputs.append(.interrupted(.minimize))
        case .padUnplugged: inputs.append(.interrupted(.pad))
        default: return false
        }
        return true
    }

    /// One step at the round's time `game.timeMs`: the inputs taken, the core stepped, every event reported to
    /// `output` (seats named from `standings`, read after the step). Returns the step's events.
    @discardableResult
    mutating func step(reportingTo output: RoundOutput, standings: (Mode) -> [VersusStanding]? = { _ in nil })
        -> [GameEvent] {
        let t = game.timeMs
        events.removeAll(keepingCapacity: true)
        game.step(inputs, into: &events)
        output.report(events, standings: standings(game.mode), pressed: inputs, t: t)
        inputs.removeAll(keepingCapacity: true)
        return events
    }
}
