/// A game of any mode: the run's clock, the countdown (R1), pause (R13) and the message line, around the mode's rules.
///
/// The game has no clock, no SDL and no I/O: the platform calls `step(_:into:)` once per fixed step
/// of `Simulation.stepMs`, handing it the inputs due at that step, and reads back the events.
/// Copying the value snapshots the whole game.
public struct Game<Mode: GameMode>: Sendable {
    /// When play begins (the first worm), on the game's clock (R1).
    public static var firstWormMs: Int { 5000 }
    /// How long each countdown message shows (R1, R13).
    public static var countdownMessageMs: Int { 1000 }

    /// The mode's rules and state.
    public internal(set) var mode: Mode
    /// The run's clock at the step to come, in ms; it runs on while the game is paused.
    public private(set) var timeMs = 0
    /// The game's own clock, in ms: it stands still while the game is paused.
    public private(set) var playMs = 0
    /// Running, paused or resuming.
    public private(set) var pause = PauseGate()
    /// The message line as shown now; nil before the first step.
    public private(set) var message: MessageKey?
    /// Whether the countdown is over and the mode has begun.
    public private(set) var hasBegun = false

    /// The message line that play goes back to after a pause.
    private var playMessage = MessageKey.countdown(0)
    /// Countdown messages shown so far.
    private var countdownShown = 0

    /// Starts a game of `mode`.
    public init(mode: Mode) {
        self.mode = mode
    }

    /// Running, paused or resuming.
    public var pauseState: PauseState { pause.state }
    /// Whether the game stands still (paused or counting down to resume).
    public var isPaused: Bool { pause.isPaused }
    /// The worms out now.
    public var worms: [Worm] { mode.worms }
    /// Explosions and stardust.
    public var effects: Effects { mode.effects }

    /// Runs the step at `timeMs`: handles `inputs` in order, then the timers, then the particles,
    /// appending what happened to `events`.
    public mutating func step(_ inputs: [StepInput], into events: inout [GameEvent]) {
        if timeMs == 0 { events.append(.sound(name: .music)) }
        for input in inputs {
            handle(input, into: &events)
        }
        switch pause.tick(at: timeMs, into: &events) {
        case .idle: break
        case .counting(let key): show(key, into: &events)
        case .resumed: show(playMessage, into: &events)
        }
        if !pause.isPaused && !mode.isOver {
            runTimers(into: &events)
            mode.updateCosmetics(stepMs: Simulation.stepMs, atPlayMs: playMs)
            playMs += Simulation.stepMs
        }
        timeMs += Simulation.stepMs
    }

    /// Handles one input at the current step.
    private mutating func handle(_ input: StepInput, into events: inout [GameEvent]) {
        switch input {
        case .press(let press): handle(press, into: &events)
        case .pauseKey, .interrupted:
            let wasCounting = pause.state.isCounting
            if case .interrupted(let reason) = input {
                pause.interrupt(reason, at: timeMs, into: &events)
            } else {
                pause.toggle(at: timeMs, into: &events)
            }
            // A 3-2-1 stopped by another pause: the top line shows the score again, not the count it stopped at.
            if wasCounting { show(playMessage, into: &events) }
        case .resume(let reason): pause.resume(reason, at: timeMs)
        }
    }

    /// Handles a press (R9, R13): the mode sees it only during play, on the playfield, off the pause button.
    private mutating func handle(_ press: Press, into events: inout [GameEvent]) {
        let ignored = GameEvent.press(x: press.x, y: press.y, source: press.source, ignored: true, pad: press.pad)
        guard Playfield.contains(x: press.x, y: press.y), !pause.isPaused, !mode.isOver else {
            return events.append(ignored)
        }
        if Playfield.pauseButton.contains(x: press.x, y: press.y) {
            events.append(ignored)
            return pause.pause(.button, at: timeMs, into: &events)
        }
        guard hasBegun else { return events.append(ignored) }
        let pressPlayMs = press.timeMs - (timeMs - playMs)
        mode.handle(press, atPlayMs: playMs, pressPlayMs: pressPlayMs, into: &events)
        showPlay(into: &events)
    }

    /// The countdown, then the mode's timers (R1).
    private mutating func runTimers(into events: inout [GameEvent]) {
        if hasBegun {
            mode.runTimers(atPlayMs: playMs, into: &events)
            showPlay(into: &events)
        } else if playMs >= Self.firstWormMs {
            hasBegun = true
            mode.begin(atPlayMs: playMs, into: &events)
            showPlay(into: &events)
        } else {
            let index = playMs / Self.countdownMessageMs
            if index >= countdownShown {
                countdownShown = index + 1
                playMessage = .countdown(index)
                show(playMessage, into: &events)
            }
        }
    }

    /// Shows the mode's message line.
    private mutating func showPlay(into events: inout [GameEvent]) {
        playMessage = mode.message
        show(playMessage, into: &events)
    }

    /// Shows `key` on the message line, logging it when it changes.
    private mutating func show(_ key: MessageKey, into events: inout [GameEvent]) {
        guard key != message else { return }
        message = key
        events.append(.message(key))
    }
}
