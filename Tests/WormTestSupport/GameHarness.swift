import WormGame

/// Drives a game of any mode by hand: steps on simulated time, inputs at given times, every event kept with its time.
public struct ModeHarness<Mode: GameMode> {
    public var game: Game<Mode>
    /// The language the harness reads messages in.
    public var language: Language
    /// Every event so far with the time of the step that made it.
    public var log: [(t: Int, event: GameEvent)] = []
    private var pending: [(t: Int, input: StepInput)] = []

    /// A harness around `game`, reading messages in `language`.
    public init(game: Game<Mode>, language: Language = .english) {
        self.game = game
        self.language = language
    }

    /// The message line as the player reads it now.
    public var message: String { game.message.map { language.text($0) } ?? "" }

    /// Every message line shown so far, as text, with its time.
    public var messages: [(t: Int, text: String)] {
        log.compactMap {
            if case .message(let key) = $0.event { return ($0.t, language.text(key)) }
            return nil
        }
    }

    /// Queues a mouse press at (`x`, `y`) made at `t`.
    public mutating func press(at t: Int, x: Double, y: Double, source: PressSource = .mouse) {
        pending.append((t, .press(Press(timeMs: t, x: x, y: y, source: source))))
    }

    /// Queues any input at `t`.
    public mutating func input(_ input: StepInput, at t: Int) {
        pending.append((t, input))
    }

    /// Runs every step whose time is at or before `t`; each queued input goes to the first step at or after its time.
    public mutating func run(through t: Int) {
        while game.timeMs <= t {
            let now = game.timeMs
            let due = pending.filter { $0.t <= now }.map(\.input)
            pending.removeAll { $0.t <= now }
            var events: [GameEvent] = []
            game.step(due, into: &events)
            log += events.map { (now, $0) }
        }
    }

    /// Events logged at or after `t`.
    public func events(since t: Int) -> [GameEvent] {
        log.filter { $0.t >= t }.map(\.event)
    }

    /// Every spawn so far, with its time.
    public var spawns: [(t: Int, worm: Int, x: Int, y: Int, visibleMs: Int)] {
        log.compactMap {
            if case .spawn(let worm, let x, let y, let visibleMs, _) = $0.event { return ($0.t, worm, x, y, visibleMs) }
            return nil
        }
    }

    /// The time of the first event matching `match`, if any.
    public func firstTime(where match: (GameEvent) -> Bool) -> Int? {
        log.first { match($0.event) }?.t
    }

    /// Catches the next `count` worms (never a beetle), each as soon as it is out.
    public mutating func catchWorms(_ count: Int) {
        for _ in 0..<count {
            while game.worms.first(where: { $0.kind != .beetle }) == nil { run(through: game.timeMs) }
            let worm = game.worms.first { $0.kind != .beetle }!
            press(at: game.timeMs, x: Double(worm.x), y: Double(worm.y))
            run(through: game.timeMs)
        }
    }

    /// Runs to the first worm and returns it.
    public mutating func runToFirstWorm() -> Worm {
        run(through: Game<Mode>.firstWormMs)
        return game.worms[0]
    }
}

/// Drives a Classic game by hand.
public typealias GameHarness = ModeHarness<ClassicMode>

extension ModeHarness where Mode == ClassicMode {
    /// A Classic game on `seed`, read in `language`.
    public init(seed: UInt64 = 1, language: Language = .english) {
        self.init(game: ClassicGame(seed: seed), language: language)
    }
}

extension ModeHarness where Mode == ArcadeMode {
    /// An Arcade game on `seed`, read in `language`.
    public init(arcadeSeed seed: UInt64, language: Language = .english) {
        self.init(game: ArcadeGame(seed: seed), language: language)
    }
}
