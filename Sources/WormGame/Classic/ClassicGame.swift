/// Classic mode, rules R1–R13 of GAME_RULES.md, as a value.
///
/// The game has no clock, no SDL and no I/O: the platform calls `step(_:into:)` once per fixed step
/// of `ClassicGame.stepMs`, handing it the inputs due at that step, and reads back the events.
/// Copying the value snapshots the whole game.
public struct ClassicGame: Sendable {
    /// The fixed simulation step, in ms: 250 steps a second, under R10's 1/60 s.
    public static let stepMs = 4
    /// When the first worm appears, on the game's clock (R1).
    public static let firstWormMs = 5000
    /// How long each countdown message shows (R1, R13).
    public static let countdownMessageMs = 1000
    /// The hidden phase between two worms (R6).
    public static let hiddenMs = 500
    /// Catches in a row that set off stardust (R12).
    public static let stardustStreak = 10

    /// What the playfield holds.
    public enum Phase: Equatable, Sendable {
        /// The countdown before the first worm (R1).
        case countdown
        /// A worm is out (R2).
        case visible(Worm)
        /// No worm until `untilMs` on the game's clock (R6).
        case hidden(untilMs: Int)
    }

    /// The language of the messages.
    public let language: Language
    /// The run's clock at the step to come, in ms; it runs on while the game is paused.
    public private(set) var timeMs = 0
    /// The game's own clock, in ms: it stands still while the game is paused.
    public private(set) var playMs = 0
    /// The countdown, the worm or the hidden phase.
    public private(set) var phase: Phase = .countdown
    /// Running, paused or resuming.
    public private(set) var pauseState: PauseState = .running
    /// Worms caught.
    public private(set) var caught = 0
    /// Misses of every kind.
    public private(set) var missed = 0
    /// Catches since the last miss (R12).
    public private(set) var streak = 0
    /// The message line as shown now.
    public private(set) var message = ""
    /// Whether the player chose Quit on the pause overlay.
    public private(set) var quitRequested = false
    /// Explosions and stardust.
    public private(set) var effects: Effects

    /// The message line that play goes back to after a pause.
    private var playMessage = ""
    /// Countdown messages shown so far.
    private var countdownShown = 0
    /// Worms spawned so far.
    private var wormsSpawned = 0
    /// The gameplay random stream (R10).
    private var random: SplitMix64

    /// Starts a game whose worms follow from `seed`; cosmetic randomness has its own stream.
    public init(seed: UInt64, language: Language) {
        self.language = language
        random = SplitMix64(seed: seed)
        effects = Effects(seed: seed ^ 0xC0FF_EE00_D15E_A5E5)
    }

    /// The worm on the playfield, if any.
    public var worm: Worm? {
        if case .visible(let worm) = phase { return worm }
        return nil
    }

    /// Whether the game stands still (paused or counting down to resume).
    public var isPaused: Bool { pauseState != .running }

    /// Runs the step at `timeMs`: handles `inputs` in order, then the timers, then the particles,
    /// appending what happened to `events`.
    public mutating func step(_ inputs: [StepInput], into events: inout [GameEvent]) {
        if timeMs == 0 { events.append(.sound(name: .music)) }
        for input in inputs {
            handle(input, into: &events)
        }
        if case .resuming(let since, let reason) = pauseState {
            let elapsed = timeMs - since
            if elapsed >= 3 * ClassicGame.countdownMessageMs {
                pauseState = .running
                events.append(.resume(reason: reason))
                show(playMessage, into: &events)
            } else {
                show(language.countdown[1 + elapsed / ClassicGame.countdownMessageMs], into: &events)
            }
        }
        if pauseState == .running {
            runTimers(into: &events)
            effects.update(stepMs: ClassicGame.stepMs)
            playMs += ClassicGame.stepMs
        }
        timeMs += ClassicGame.stepMs
    }

    // MARK: Inputs

    /// Handles one input at the current step.
    private mutating func handle(_ input: StepInput, into events: inout [GameEvent]) {
        switch input {
        case .press(let press):
            handle(press, into: &events)
        case .pauseKey:
            switch pauseState {
            case .running: pause(.key, into: &events)
            case .paused: beginResume(.key)
            case .resuming: pauseState = .paused(sinceMs: timeMs)
            }
        case .interrupted(let reason):
            switch pauseState {
            case .running: pause(reason, into: &events)
            case .resuming: pauseState = .paused(sinceMs: timeMs)
            case .paused: break
            }
        }
    }

    /// Handles a press (R3, R4, R6, R9, R13).
    private mutating func handle(_ press: Press, into events: inout [GameEvent]) {
        func ignore() {
            events.append(.press(x: press.x, y: press.y, source: press.source, ignored: true))
        }
        guard Playfield.contains(x: press.x, y: press.y) else { return ignore() }
        switch pauseState {
        case .paused:
            ignore()
            if Playfield.resumeButton.contains(x: press.x, y: press.y) {
                beginResume(.button)
            } else if Playfield.quitButton.contains(x: press.x, y: press.y) {
                quitRequested = true
            }
            return
        case .resuming:
            return ignore()
        case .running:
            break
        }
        if Playfield.pauseButton.contains(x: press.x, y: press.y) {
            ignore()
            return pause(.button, into: &events)
        }
        switch phase {
        case .countdown:
            ignore()
        case .visible(let worm):
            events.append(.press(x: press.x, y: press.y, source: press.source, ignored: false))
            if worm.isHit(x: press.x, y: press.y) {
                let pressPlayMs = press.timeMs - (timeMs - playMs)
                caught += 1
                streak += 1
                events.append(.hit(worm: worm.number, reactionMs: max(0, pressPlayMs - worm.spawnedAtMs)))
                events.append(.sound(name: .hit))
                startEffect(.explosion, x: Double(worm.x), y: Double(worm.y), into: &events)
                if streak % ClassicGame.stardustStreak == 0 {
                    startEffect(.stardust, x: 0, y: Double(Playfield.height / 2), into: &events)
                }
                hide(worm, into: &events)
            } else {
                countMiss(worm: worm.number, reason: .background, into: &events)
                hide(worm, into: &events)
            }
            updateScore(into: &events)
        case .hidden:
            events.append(.press(x: press.x, y: press.y, source: press.source, ignored: false))
            countMiss(worm: nil, reason: .background, into: &events)
            updateScore(into: &events)
        }
    }

    /// Pauses the game for `reason`.
    private mutating func pause(_ reason: PauseReason, into events: inout [GameEvent]) {
        pauseState = .paused(sinceMs: timeMs)
        events.append(.pause(reason: reason))
    }

    /// Starts the 3-2-1 before play continues.
    private mutating func beginResume(_ reason: ResumeReason) {
        pauseState = .resuming(sinceMs: timeMs, reason: reason)
    }

    // MARK: Timers

    /// The countdown, the escape and the end of the hidden phase (R1, R5, R6).
    private mutating func runTimers(into events: inout [GameEvent]) {
        switch phase {
        case .countdown:
            if playMs >= ClassicGame.firstWormMs {
                spawn(into: &events)
                updateScore(into: &events)
            } else {
                let index = playMs / ClassicGame.countdownMessageMs
                if index >= countdownShown {
                    countdownShown = index + 1
                    playMessage = language.countdown[index]
                    show(playMessage, into: &events)
                }
            }
        case .visible(let worm):
            if playMs >= worm.spawnedAtMs + worm.visibleMs {
                countMiss(worm: worm.number, reason: .escape, into: &events)
                hide(worm, into: &events)
                updateScore(into: &events)
            }
        case .hidden(let untilMs):
            if playMs >= untilMs { spawn(into: &events) }
        }
    }

    /// A new worm at a random place for a random time (R2).
    private mutating func spawn(into events: inout [GameEvent]) {
        wormsSpawned += 1
        let worm = Worm(
            number: wormsSpawned,
            x: random.int(in: 30...290),
            y: random.int(in: 30...450),
            visibleMs: random.int(in: 500...1500),
            spawnedAtMs: playMs)
        phase = .visible(worm)
        events.append(.spawn(worm: worm.number, x: worm.x, y: worm.y, visibleMs: worm.visibleMs))
    }

    /// The worm goes and the hidden phase begins (R6).
    private mutating func hide(_ worm: Worm, into events: inout [GameEvent]) {
        phase = .hidden(untilMs: playMs + ClassicGame.hiddenMs)
        events.append(.hide(worm: worm.number))
    }

    /// Counts a miss of any kind (R4, R5, R6).
    private mutating func countMiss(worm: Int?, reason: MissReason, into events: inout [GameEvent]) {
        missed += 1
        streak = 0
        events.append(.miss(worm: worm, reason: reason))
        events.append(.sound(name: .miss))
    }

    /// Starts an emitter and says so.
    private mutating func startEffect(_ kind: ParticleKind, x: Double, y: Double, into events: inout [GameEvent]) {
        effects.start(kind, x: x, y: y)
        events.append(.effect(name: kind == .explosion ? .explosion : .stardust, x: x, y: y))
    }

    /// Logs the score and shows the score line (R7).
    private mutating func updateScore(into events: inout [GameEvent]) {
        events.append(.score(caught: caught, missed: missed))
        playMessage = language.scoreLine(caught: caught, missed: missed)
        show(playMessage, into: &events)
    }

    /// Shows `text` on the message line, logging it when it changes.
    private mutating func show(_ text: String, into events: inout [GameEvent]) {
        guard text != message else { return }
        message = text
        events.append(.message(text: text))
    }
}
