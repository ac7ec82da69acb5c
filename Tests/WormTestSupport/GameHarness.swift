import WormGame

/// Drives a `ClassicGame` by hand: steps on simulated time, inputs at given times, every event kept with its time.
public struct GameHarness {
    public var game: ClassicGame
    /// Every event so far with the time of the step that made it.
    public var log: [(t: Int, event: GameEvent)] = []
    private var pending: [(t: Int, input: StepInput)] = []

    public init(seed: UInt64 = 1, language: Language = .english) {
        game = ClassicGame(seed: seed, language: language)
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
            if case .spawn(let worm, let x, let y, let visibleMs) = $0.event { return ($0.t, worm, x, y, visibleMs) }
            return nil
        }
    }

    /// The time of the first event matching `match`, if any.
    public func firstTime(where match: (GameEvent) -> Bool) -> Int? {
        log.first { match($0.event) }?.t
    }

    /// Catches the next `count` worms, each as soon as it is out.
    public mutating func catchWorms(_ count: Int) {
        for _ in 0..<count {
            while game.worm == nil { run(through: game.timeMs) }
            let worm = game.worm!
            press(at: game.timeMs, x: Double(worm.x), y: Double(worm.y))
            run(through: game.timeMs)
        }
    }

    /// Runs to the first worm and returns it.
    public mutating func runToFirstWorm() -> Worm {
        run(through: ClassicGame.firstWormMs)
        return game.worm!
    }
}
