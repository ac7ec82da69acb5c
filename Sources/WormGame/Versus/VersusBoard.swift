/// What a Versus player who is not the host shows: the worms, scoreboard and history exactly as the host's
/// messages say (R60), on the player's own round clock (0 when the host's `start` arrived). It decides nothing.
public struct VersusBoard: Sendable {
    /// The holes and the worms the host said are out.
    public private(set) var slots: [Slot] = Array(repeating: .hidden(untilMs: .max), count: VersusMode.slotCount)
    /// Every player in roster order, with the counts the host gave.
    public private(set) var players: [VersusStanding]
    /// Catches and misses, newest first.
    public private(set) var history: [VersusHistoryEntry] = []
    /// Explosions where worms were caught (cosmetic).
    public private(set) var effects: Effects
    /// This player's round clock, in ms since the host's `start` arrived.
    public private(set) var roundMs = 0
    /// Whether the host said the round is over.
    public private(set) var isOver = false
    /// The host's rules for the round: in audio play each worm out calls from its grid cell (R110).
    public let rules: VersusRules

    /// A board for the players of `roster`, under the host's `rules`.
    public init(roster: [RosterEntry], cosmeticSeed: UInt64, rules: VersusRules = VersusRules()) {
        players = VersusBoard.standings(from: roster)
        effects = Effects(seed: cosmeticSeed)
        self.rules = rules
    }

    /// The message line: the countdown, then the seconds left.
    public var message: MessageKey {
        if roundMs < VersusGame.firstWormMs { return .countdown(roundMs / VersusGame.countdownMessageMs) }
        let left = VersusMode.roundMs - (roundMs - VersusGame.firstWormMs)
        return .versusClock(secondsLeft: (max(0, left) + 999) / 1000)
    }

    /// The worms out now.
    public var worms: [Worm] { slots.compactMap(\.worm) }

    /// Advances the round clock and the effects by one step; in audio play, the calls due then of the worms out
    /// (every 600 ms of this player's clock after each one came, as the host's own worms call, R110).
    public mutating func tick(stepMs: Int, into events: inout [GameEvent]) {
        roundMs += stepMs
        effects.update(stepMs: stepMs)
        if rules.audioPlay && !isOver { slots.calls(atPlayMs: roundMs, into: &events) }
    }

    /// The roster changed: names and presence follow it, counts stay.
    public mutating func update(roster: [RosterEntry]) {
        var standings = VersusBoard.standings(from: roster)
        for index in standings.indices where index < players.count {
            standings[index].caught = players[index].caught
            standings[index].missed = players[index].missed
        }
        players = standings
    }

    /// Applies one of the host's messages, appending what the player sees happen to `events`.
    public mutating func apply(_ message: VersusMessage, into events: inout [GameEvent]) {
        switch message {
        case .spawn(let number, let x, let y, let visibleMs, _):
            let worm = Worm(number: number, x: x, y: y, visibleMs: visibleMs, spawnedAtMs: roundMs)
            if let free = slots.firstIndex(where: { $0.worm == nil }) {
                slots[free] = .visible(worm)
            } else {
                slots.append(.visible(worm))
            }
            events.append(.spawn(worm: number, x: x, y: y, visibleMs: visibleMs, kind: .normal))
            if rules.audioPlay, let call = GameEvent.call(of: worm) { events.append(call) }  // R110: it calls as it comes
        case .hit(let number, let player, _):
            guard players.indices.contains(player) else { return }
            players[player].caught += 1
            let worm = remove(worm: number)
            events.append(.versusHit(worm: number, seat: player, reactionMs: worm.map { max(0, roundMs - $0.spawnedAtMs) } ?? 0))
            events.append(.sound(name: .hit))
            if let worm {
                effects.start(.explosion, x: Double(worm.x), y: Double(worm.y))
                events.append(.effect(name: .explosion, x: Double(worm.x), y: Double(worm.y)))
            }
            record(VersusHistoryEntry(roundMs: roundMs, seat: player, worm: number))
            events.append(.hide(worm: number))
            events.append(.versusScore(players))
        case .miss(let player, _):
            guard players.indices.contains(player) else { return }
            players[player].missed += 1
            events.append(.versusMiss(seat: player))
            record(VersusHistoryEntry(roundMs: roundMs, seat: player, worm: nil))
            events.append(.versusScore(players))
        case .escape(let number, _):
            _ = remove(worm: number)
            events.append(.miss(worm: number, reason: .escape))
            events.append(.hide(worm: number))
        case .late(let number, let player, _):
            guard players.indices.contains(player) else { return }
            events.append(.versusLate(worm: number, seat: player))
        case .resume(_, _, _, let hostRoundMs, let scores):
            // Back in a round under way (R61): the host's clock and everyone's counts so far.
            roundMs = hostRoundMs
            take(scores)
            events.append(.versusScore(players))
        case .end(_, let scores):
            take(scores)
            slots.closeForGood(into: &events)  // a board's holes are never closed, so all are hidden for good
            isOver = true
        case .roster(let roster):
            update(roster: roster)
        case .hello, .welcome, .start, .press, .bye, .refuse, .alive:
            break
        }
    }

    /// Every player's counts as the host gave them.
    private mutating func take(_ scores: [PlayerScore]) {
        for score in scores where players.indices.contains(score.player) {
            players[score.player].caught = score.caught
            players[score.player].missed = score.missed
        }
    }

    /// Takes worm `number` off the playfield, returning it.
    private mutating func remove(worm number: Int) -> Worm? {
        guard let index = slots.firstIndex(where: { $0.worm?.number == number }) else { return nil }
        let worm = slots[index].worm
        slots[index] = .hidden(untilMs: .max)
        return worm
    }

    /// Adds `entry` at the top of the history, keeping it bounded.
    private mutating func record(_ entry: VersusHistoryEntry) {
        history.insert(entry, at: 0)
        if history.count > VersusMode.historyLimit { history.removeLast() }
    }

    /// The roster as scoreboard lines, in place order (missing places become gone players).
    static func standings(from roster: [RosterEntry]) -> [VersusStanding] {
        let count = (roster.map(\.player).max() ?? -1) + 1
        var standings = (0..<count).map { VersusStanding(name: VersusStanding.unknownName(seat: $0), present: false) }
        for entry in roster { standings[entry.player] = VersusStanding(name: entry.name, present: entry.present) }
        return standings
    }
}
