/// Classic mode's rules, R2–R12 of GAME_RULES.md: one worm at a time, a hit or a miss, the hidden phase.
///
/// It runs inside `Game`, which owns the countdown and pause: `ClassicGame(seed:)` starts one.
public struct ClassicMode: GameMode {
    /// The hidden phase between two worms (R6).
    public static let hiddenMs = 500
    /// Catches in a row that set off stardust (R12).
    public static let stardustStreak = 10

    /// The one hole, as a field of one slot (stored, so drawing reads it without allocating).
    public private(set) var slots: [Slot] = [.closed]
    /// Worms caught.
    public private(set) var caught = 0
    /// Misses of every kind.
    public private(set) var missed = 0
    /// Catches since the last miss (R12).
    public private(set) var streak = 0
    /// Explosions and stardust.
    public private(set) var effects: Effects

    /// Worms spawned so far.
    private var wormsSpawned = 0
    /// The gameplay random stream (R10).
    private var random: SplitMix64
    /// The assists in force, audio play included (R110, R113).
    public let assists: Assists

    /// Rules whose worms follow from `seed`, played with `assists`; cosmetic randomness has its own stream.
    public init(seed: UInt64, assists: Assists = .none) {
        self.assists = assists
        random = SplitMix64(seed: seed)
        effects = Effects(seed: Effects.cosmeticSeed(from: seed))
    }

    /// The one hole.
    public private(set) var slot: Slot {
        get { slots[0] }
        set { slots[0] = newValue }
    }
    public var popups: [ScorePopup] { [] }
    public var lastMissMs: Int? { nil }
    public var message: MessageKey { .classicScore(caught: caught, missed: missed) }
    public var isOver: Bool { false }

    /// The worm on the playfield, if any.
    public var worm: Worm? { slot.worm }

    public mutating func begin(atPlayMs playMs: Int, into events: inout [GameEvent]) {
        spawn(atPlayMs: playMs, into: &events)
        events.append(.score(ScoreReport(caught: caught, missed: missed)))
    }

    /// R3, R4 and R6: a hit, a press on the background that makes the worm flee, or a press while none is out.
    public mutating func handle(_ press: Press, atPlayMs playMs: Int, pressPlayMs: Int, into events: inout [GameEvent]) {
        events.append(.press(x: press.x, y: press.y, source: press.source, ignored: false, pad: press.pad))
        let hit = assists.slotHit(in: slots, x: press.x, y: press.y) != nil
        // Practice: a press on the ground is no miss, and the worm stays (R113).
        guard hit || assists.countsGroundPresses else { return }
        if let worm = slot.worm {
            if hit {
                caught += 1
                streak += 1
                events.append(.hit(worm: worm.number, reactionMs: max(0, pressPlayMs - worm.spawnedAtMs)))
                events.append(.sound(name: .hit))
                startEffect(.explosion, x: Double(worm.x), y: Double(worm.y), into: &events)
                if streak % ClassicMode.stardustStreak == 0 {
                    startEffect(.stardust, x: 0, y: Double(Playfield.height / 2), into: &events)
                }
            } else {
                countMiss(worm: worm.number, reason: .background, into: &events)
            }
            hide(worm, atPlayMs: playMs, into: &events)
        } else {
            countMiss(worm: nil, reason: .background, into: &events)
        }
        events.append(.score(ScoreReport(caught: caught, missed: missed)))
    }

    /// The escape and the end of the hidden phase (R5, R6).
    public mutating func runTimers(atPlayMs playMs: Int, into events: inout [GameEvent]) {
        switch slot {
        case .visible(let worm) where playMs >= worm.escapesAtMs:
            countMiss(worm: worm.number, reason: .escape, into: &events)
            hide(worm, atPlayMs: playMs, into: &events)
            events.append(.score(ScoreReport(caught: caught, missed: missed)))
        case .hidden(let untilMs) where playMs >= untilMs:
            spawn(atPlayMs: playMs, into: &events)
        default:
            break
        }
        if assists.audioPlay { slots.calls(atPlayMs: playMs, into: &events) }
    }

    public mutating func updateCosmetics(stepMs: Int, atPlayMs playMs: Int) {
        effects.update(stepMs: stepMs)
    }

    /// A new worm at a random place for a random time (R2).
    private mutating func spawn(atPlayMs playMs: Int, into events: inout [GameEvent]) {
        wormsSpawned += 1
        var x = 0, y = 0
        if assists.audioPlay {
            (x, y) = AudioGrid.freeCell(&random, avoiding: []).centre  // R110: only the grid's centres
        } else {
            x = random.int(in: 30...290)
            y = random.int(in: 30...450)
        }
        let worm = Worm(number: wormsSpawned, x: x, y: y, visibleMs: assists.wormTime(ms: random.int(in: 500...1500)),
                        spawnedAtMs: playMs)
        slot = .visible(worm)
        events.append(.spawn(worm: worm.number, x: worm.x, y: worm.y, visibleMs: worm.visibleMs))
        if assists.audioPlay, let call = GameEvent.call(of: worm) { events.append(call) }
    }

    /// The worm goes and the hidden phase begins (R6).
    private mutating func hide(_ worm: Worm, atPlayMs playMs: Int, into events: inout [GameEvent]) {
        slot = .hidden(untilMs: playMs + ClassicMode.hiddenMs)
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
}

/// A game of Classic mode (R1–R13).
public typealias ClassicGame = Game<ClassicMode>

extension Game where Mode == ClassicMode {
    /// Starts a Classic game whose worms follow from `seed`, played with `assists`.
    public init(seed: UInt64, assists: Assists = .none) {
        self.init(mode: ClassicMode(seed: seed, assists: assists))
    }

    /// The worm on the playfield, if any.
    public var worm: Worm? { mode.worm }
    /// Worms caught.
    public var caught: Int { mode.caught }
    /// Misses of every kind.
    public var missed: Int { mode.missed }
}
