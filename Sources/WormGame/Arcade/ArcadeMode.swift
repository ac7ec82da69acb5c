/// Arcade mode's rules, R30–R32 of GAME_RULES.md: a 60 s round, up to three worms, golden worms and beetles, combos.
///
/// It runs inside `Game`, which owns the countdown and pause: `ArcadeGame(seed:)` starts one.
public struct ArcadeMode: GameMode {
    /// The three holes; the second and third open at 20 s and 40 s.
    public private(set) var slots: [Slot] = [.closed, .closed, .closed]
    /// Points (R32).
    public private(set) var score = 0
    /// Worms and golden worms caught.
    public private(set) var caught = 0
    /// Misses: presses on no worm and escapes (R32).
    public private(set) var missed = 0
    /// Catches in a row (R32).
    public private(set) var combo = 0
    /// The longest run of catches in a row so far.
    public private(set) var bestCombo = 0
    /// Every catch's reaction time, from spawn to catch, in ms (R33).
    public private(set) var reactionTimes: [Int] = []
    /// Explosions and stardust.
    public private(set) var effects: Effects
    /// Points rising from catches.
    public private(set) var popups: [ScorePopup] = []
    /// When the last miss was, on the game's clock (the screen shakes).
    public private(set) var lastMissMs: Int?
    /// Whether the round is over (R30).
    public private(set) var isOver = false
    /// When the round began, on the game's clock; nil during the countdown.
    public private(set) var roundStartMs: Int?

    /// Worms spawned so far (beetles included).
    private var wormsSpawned = 0
    /// The round time of the step being run, for the message line.
    private var roundMs = 0
    /// The gameplay random stream (R10).
    private var random: SplitMix64
    /// The assists in force, audio play included (R110, R113).
    public let assists: Assists

    /// Rules whose worms follow from `seed`, played with `assists`; cosmetic randomness has its own stream.
    public init(seed: UInt64, assists: Assists = .none) {
        self.assists = assists
        random = SplitMix64(seed: seed)
        effects = Effects(seed: Effects.cosmeticSeed(from: seed))
        reactionTimes.reserveCapacity(256)
        popups.reserveCapacity(16)
    }

    public var message: MessageKey {
        let left = max(0, ArcadeRules.roundMs - roundMs)
        return .arcadeScore(score: score, secondsLeft: (left + 999) / 1000)
    }

    /// The score as the log reports it.
    public var report: ScoreReport { ScoreReport(caught: caught, missed: missed, points: score, combo: combo) }

    public mutating func begin(atPlayMs playMs: Int, into events: inout [GameEvent]) {
        roundStartMs = playMs
        roundMs = 0
        spawn(inSlot: 0, atPlayMs: playMs, into: &events)
        events.append(.score(report))
    }

    /// R32: a press hits the one worm whose square holds it; elsewhere it is a miss and no worm flees.
    public mutating func handle(_ press: Press, atPlayMs playMs: Int, pressPlayMs: Int, into events: inout [GameEvent]) {
        events.append(.press(x: press.x, y: press.y, source: press.source, ignored: false, pad: press.pad))
        guard let index = assists.slotHit(in: slots, x: press.x, y: press.y), let worm = slots[index].worm else {
            guard assists.countsGroundPresses else { return }  // practice: the ground is no miss (R113)
            countMiss(worm: nil, reason: .background, atPlayMs: playMs, into: &events)
            return events.append(.score(report))
        }
        if worm.kind == .beetle {
            score = max(0, score - ArcadeRules.beetlePenalty)
            combo = 0
            lastMissMs = playMs
            events.append(.decoy(worm: worm.number, points: -ArcadeRules.beetlePenalty, score: score))
            events.append(.sound(name: .miss))
            addPopup(worm, points: -ArcadeRules.beetlePenalty, multiplier: 1, atPlayMs: playMs)
        } else {
            combo += 1
            bestCombo = max(bestCombo, combo)
            caught += 1
            let multiplier = ArcadeRules.multiplier(forCombo: combo)
            let points = ArcadeRules.points(of: worm.kind) * multiplier
            score += points
            let reaction = max(0, pressPlayMs - worm.spawnedAtMs)
            reactionTimes.append(reaction)
            events.append(.hit(worm: worm.number, reactionMs: reaction,
                               scored: CatchScore(points: points, combo: combo, score: score)))
            events.append(.sound(name: .hit, pitch: combo))
            startEffect(.explosion, x: Double(worm.x), y: Double(worm.y), into: &events)
            if combo % ArcadeRules.stardustStreak == 0 {
                startEffect(.stardust, x: 0, y: Double(Playfield.height / 2), into: &events)
            }
            addPopup(worm, points: points, multiplier: multiplier, atPlayMs: playMs)
        }
        hide(slot: index, atPlayMs: playMs, into: &events)
        events.append(.score(report))
    }

    /// The round's end, slots opening, escapes and the ends of hidden phases (R30, R31).
    public mutating func runTimers(atPlayMs playMs: Int, into events: inout [GameEvent]) {
        guard let roundStartMs else { return }
        roundMs = playMs - roundStartMs
        if roundMs >= ArcadeRules.roundMs {
            slots.closeForGood(into: &events)
            isOver = true
            return
        }
        for index in slots.indices {
            switch slots[index] {
            case .closed:
                if roundMs >= ArcadeRules.slotOpeningMs[index] {
                    slots[index] = .hidden(untilMs: playMs + ArcadeRules.hiddenMs)
                }
            case .visible(let worm) where playMs >= worm.escapesAtMs:
                if worm.kind != .beetle {
                    countMiss(worm: worm.number, reason: .escape, atPlayMs: playMs, into: &events)
                }
                hide(slot: index, atPlayMs: playMs, into: &events)
                if worm.kind != .beetle { events.append(.score(report)) }
            case .hidden(let untilMs) where playMs >= untilMs:
                spawn(inSlot: index, atPlayMs: playMs, into: &events)
            default:
                break
            }
        }
        if assists.audioPlay { slots.calls(atPlayMs: playMs, into: &events) }
    }

    public mutating func updateCosmetics(stepMs: Int, atPlayMs playMs: Int) {
        effects.update(stepMs: stepMs)
        if let first = popups.first, playMs - first.startMs >= ScorePopup.lifetimeMs {
            popups.removeAll { playMs - $0.startMs >= ScorePopup.lifetimeMs }
        }
    }

    /// A new worm in slot `index`: its kind, a place clear of the others and of the pause button, its time (R31).
    private mutating func spawn(inSlot index: Int, atPlayMs playMs: Int, into events: inout [GameEvent]) {
        let kind = ArcadeRules.kind(roll: random.int(in: 0...239), atRoundMs: roundMs)
        var x = 0, y = 0
        if assists.audioPlay {
            (x, y) = AudioGrid.freeCell(&random, avoiding: slots).centre  // R110: only the grid's centres
        } else {
            repeat {
                x = random.int(in: 30...290)
                y = random.int(in: 30...450)
            } while ArcadeRules.coversPauseButton(x: x, y: y) || slots.contains { $0.worm?.overlaps(x: x, y: y) == true }
        }
        var visibleMs = random.int(in: ArcadeRules.visibleRange(atRoundMs: roundMs))
        if kind == .golden { visibleMs /= 2 }
        visibleMs = assists.wormTime(ms: visibleMs)
        wormsSpawned += 1
        slots.show(Worm(number: wormsSpawned, x: x, y: y, visibleMs: visibleMs, spawnedAtMs: playMs, kind: kind), at: index,
                   calling: assists.audioPlay, into: &events)
    }

    /// Slot `index`'s worm goes and its hidden phase begins.
    private mutating func hide(slot index: Int, atPlayMs playMs: Int, into events: inout [GameEvent]) {
        slots.hide(index, untilMs: playMs + ArcadeRules.hiddenMs, into: &events)
    }

    /// Counts a miss: the combo is lost, the screen shakes (R32).
    private mutating func countMiss(worm: Int?, reason: MissReason, atPlayMs playMs: Int, into events: inout [GameEvent]) {
        missed += 1
        combo = 0
        lastMissMs = playMs
        events.append(.miss(worm: worm, reason: reason))
        events.append(.sound(name: .miss))
    }

    /// Starts an emitter and says so.
    private mutating func startEffect(_ kind: ParticleKind, x: Double, y: Double, into events: inout [GameEvent]) {
        effects.start(kind, x: x, y: y)
        events.append(.effect(name: kind == .explosion ? .explosion : .stardust, x: x, y: y))
    }

    /// Adds the points rising from `worm`.
    private mutating func addPopup(_ worm: Worm, points: Int, multiplier: Int, atPlayMs playMs: Int) {
        popups.append(ScorePopup(x: worm.x, y: worm.y, points: points, multiplier: multiplier, startMs: playMs))
    }
}

/// A game of Arcade mode (R1, R13, R30–R32).
public typealias ArcadeGame = Game<ArcadeMode>

extension Game where Mode == ArcadeMode {
    /// Starts an Arcade game whose worms follow from `seed`, played with `assists`.
    public init(seed: UInt64, assists: Assists = .none) {
        self.init(mode: ArcadeMode(seed: seed, assists: assists))
    }

    /// Round time: play time since the round began (0 during the countdown); it stands still while paused.
    public var roundMs: Int { mode.roundStartMs.map { min(ArcadeRules.roundMs, max(0, playMs - $0)) } ?? 0 }
}
