/// Versus's rules as the host runs them (R60): the host's seed and clock decide the worms; every press says which
/// player made it; the first valid press the host receives on a worm catches it (+1 for that player); a press on
/// the background is a miss for that player alone; an escape counts for nobody; the round lasts 60 s.
///
/// Only the host runs this mode; the other players show what the host tells them (`VersusBoard`).
public struct VersusMode: GameMode {
    /// The round's length (R60).
    public static let roundMs = 60_000
    /// Holes open at once: two worms to race for.
    public static let slotCount = 2
    /// The hidden phase after a worm goes.
    public static let hiddenMs = 400
    /// How long a worm stays out untouched: long enough for a press to cross the network.
    public static let visibleRange = 900...1800
    /// Presses a player may make in any second; more are ignored (R60: the host rate-limits presses).
    public static let pressesPerSecond = 20
    /// Catches and misses kept in the history.
    public static let historyLimit = 40
    /// How long after a catch another player's press on the same worm is late rather than a miss (R61).
    public static let lateMs = 300

    /// The holes and their worms.
    public private(set) var slots: [Slot] = Array(repeating: .closed, count: VersusMode.slotCount)
    /// Every player in roster order (the host is player 0), with their counts.
    public private(set) var players: [VersusStanding]
    /// The round's catches and misses, newest first.
    public private(set) var history: [VersusHistoryEntry] = []
    /// Explosions (cosmetic, their own random stream).
    public private(set) var effects: Effects
    public var popups: [ScorePopup] { [] }
    public var lastMissMs: Int? { nil }
    /// Whether the round is over.
    public private(set) var isOver = false
    /// When the round began, on the game's clock; nil during the countdown.
    public private(set) var roundStartMs: Int?
    /// Worms spawned so far.
    public private(set) var wormsSpawned = 0

    /// The round time of the step being run.
    private var roundMs = 0
    /// The catches of the last `lateMs`, on the game's clock: a press on one of these worms by another player is late.
    private var recentCatches: [(worm: Worm, seat: Int, atPlayMs: Int)] = []
    /// Each player's accepted presses in the last second, on the game's clock, for the rate limit.
    private var recentPresses: [[Int]]
    /// The gameplay random stream.
    private var random: SplitMix64
    /// Whether the round is in audio play (R110, at a party): worms only at the grid's centres, calling, out twice
    /// as long.
    public let audioPlay: Bool

    /// A round for `players` (names in roster order) whose worms follow from `seed`, in audio play or not.
    public init(seed: UInt64, players: [String], audioPlay: Bool = false) {
        self.audioPlay = audioPlay
        random = SplitMix64(seed: seed)
        effects = Effects(seed: Effects.cosmeticSeed(from: seed))
        self.players = players.map { VersusStanding(name: $0) }
        recentPresses = Array(repeating: [], count: players.count)
    }

    public var message: MessageKey {
        .versusClock(secondsLeft: (max(0, VersusMode.roundMs - roundMs) + 999) / 1000)
    }

    /// The round time at the step being run (0 during the countdown).
    public var currentRoundMs: Int { roundMs }

    /// `player` left or dropped: shown as gone, presses no longer count; the others play on (R60).
    public mutating func markGone(player: Int) {
        guard players.indices.contains(player) else { return }
        players[player].present = false
    }

    /// `player` came back under the same name: present again, with the counts they had (R61).
    public mutating func markBack(player: Int) {
        guard players.indices.contains(player) else { return }
        players[player].present = true
    }

    public mutating func begin(atPlayMs playMs: Int, into events: inout [GameEvent]) {
        roundStartMs = playMs
        roundMs = 0
        for index in slots.indices { spawn(inSlot: index, atPlayMs: playMs, into: &events) }
        events.append(.versusScore(players))
    }

    /// A press by `press.player`: ignored past the rate limit or from a player who is gone; else a catch of the
    /// worm under it, late on a worm another player caught less than `lateMs` before (R61), or a miss for that
    /// player alone.
    public mutating func handle(_ press: Press, atPlayMs playMs: Int, pressPlayMs: Int, into events: inout [GameEvent]) {
        let player = press.player
        guard players.indices.contains(player), players[player].present, acceptPress(by: player, atPlayMs: playMs) else {
            return events.append(.press(x: press.x, y: press.y, source: press.source, ignored: true, pad: press.pad))
        }
        events.append(.press(x: press.x, y: press.y, source: press.source, ignored: false, pad: press.pad))
        if let index = slots.firstIndex(where: { $0.worm?.isHit(x: press.x, y: press.y) == true }),
           let worm = slots[index].worm {
            players[player].caught += 1
            let reaction = max(0, pressPlayMs - worm.spawnedAtMs)
            events.append(.versusHit(worm: worm.number, seat: player, reactionMs: reaction))
            events.append(.sound(name: .hit))
            effects.start(.explosion, x: Double(worm.x), y: Double(worm.y))
            events.append(.effect(name: .explosion, x: Double(worm.x), y: Double(worm.y)))
            record(VersusHistoryEntry(roundMs: roundMs, seat: player, worm: worm.number))
            recentCatches.append((worm, player, playMs))
            slots.hide(index, untilMs: playMs + VersusMode.hiddenMs, into: &events)
        } else if let late = lateCatch(for: press, atPlayMs: playMs) {
            return events.append(.versusLate(worm: late.number, seat: player))
        } else {
            players[player].missed += 1
            events.append(.versusMiss(seat: player))
            record(VersusHistoryEntry(roundMs: roundMs, seat: player, worm: nil))
        }
        events.append(.versusScore(players))
    }

    /// The round's end, escapes and the ends of hidden phases.
    public mutating func runTimers(atPlayMs playMs: Int, into events: inout [GameEvent]) {
        guard let roundStartMs else { return }
        roundMs = playMs - roundStartMs
        if roundMs >= VersusMode.roundMs {
            slots.closeForGood(into: &events)
            isOver = true
            return
        }
        for index in slots.indices {
            switch slots[index] {
            case .visible(let worm) where playMs >= worm.escapesAtMs:
                events.append(.miss(worm: worm.number, reason: .escape))
                slots.hide(index, untilMs: playMs + VersusMode.hiddenMs, into: &events)
            case .hidden(let untilMs) where playMs >= untilMs:
                spawn(inSlot: index, atPlayMs: playMs, into: &events)
            default:
                break
            }
        }
        if audioPlay { slots.calls(atPlayMs: playMs, into: &events) }
    }

    public mutating func updateCosmetics(stepMs: Int, atPlayMs playMs: Int) {
        effects.update(stepMs: stepMs)
    }

    /// Whether `player` may press again at `playMs` (at most `pressesPerSecond` in any second); counts it if so.
    private mutating func acceptPress(by player: Int, atPlayMs playMs: Int) -> Bool {
        recentPresses[player].removeAll { $0 <= playMs - 1000 }
        guard recentPresses[player].count < VersusMode.pressesPerSecond else { return false }
        recentPresses[player].append(playMs)
        return true
    }

    /// The worm under `press` that another player caught less than `lateMs` before `playMs`, if any.
    private mutating func lateCatch(for press: Press, atPlayMs playMs: Int) -> Worm? {
        recentCatches.removeAll { playMs - $0.atPlayMs >= VersusMode.lateMs }
        return recentCatches.first { $0.seat != press.player && $0.worm.isHit(x: press.x, y: press.y) }?.worm
    }

    /// Adds `entry` at the top of the history, keeping it bounded.
    private mutating func record(_ entry: VersusHistoryEntry) {
        history.insert(entry, at: 0)
        if history.count > VersusMode.historyLimit { history.removeLast() }
    }

    /// A new worm in slot `index`, clear of the other worms, of the history lines and of the scoreboard (R61).
    private mutating func spawn(inSlot index: Int, atPlayMs playMs: Int, into events: inout [GameEvent]) {
        let area = VersusLayout.spawnArea(players: players.count)
        var x = 0, y = 0
        if audioPlay {
            (x, y) = AudioGrid.freeCell(&random, avoiding: slots).centre  // R110: only the grid's centres
        } else {
            repeat {
                x = random.int(in: area.x)
                y = random.int(in: area.y)
            } while slots.contains { $0.worm?.overlaps(x: x, y: y) == true }
        }
        // R110, R113: in audio play a worm stays out twice as long, the time to hear where it is.
        let visibleMs = random.int(in: VersusMode.visibleRange) * (audioPlay ? 2 : 1)
        wormsSpawned += 1
        slots.show(Worm(number: wormsSpawned, x: x, y: y, visibleMs: visibleMs, spawnedAtMs: playMs), at: index,
                   calling: audioPlay, into: &events)
    }
}

/// A Versus round on the host (R1's countdown, then R60).
public typealias VersusGame = Game<VersusMode>

extension Game where Mode == VersusMode {
    /// Round time: play time since the round began (0 during the countdown).
    public var roundMs: Int { mode.roundStartMs.map { max(0, playMs - $0) } ?? 0 }
}

extension Game where Mode == VersusMode {
    /// `player` left or dropped (R60).
    public mutating func markGone(player: Int) {
        mode.markGone(player: player)
    }

    /// `player` came back (R61).
    public mutating func markBack(player: Int) {
        mode.markBack(player: player)
    }
}
