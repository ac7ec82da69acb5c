import NetKit
import WormGame

/// Hosting a Versus game (R60): the roster, the round as `VersusGame` runs it, and what everyone is told. A
/// class, since it owns the game's open port; the round itself is a value (`VersusGame`).
final class HostSession {
    /// A place in the roster.
    struct Seat {
        var name: String
        /// Nil for the host's own seat.
        var peer: PeerID?
        var present = true
        /// The player said goodbye (left) rather than going silent (dropped).
        var saidBye = false
    }

    /// The longest a headless host waits after the results for every player to have them and say goodbye (it
    /// leaves at once when all have): leaving sooner cuts off an `end` still being resent. Under 30 % loss and
    /// 200 ms of delay, ENet's backed-off resends took more than 3 s (the first bound) in 1 run of 14; this is the
    /// 5-6.5 s in which a silent player is dropped, so whoever has not answered by then is as good as gone.
    static let lingerMs = 6500

    private let link: VersusLink
    private let setup: VersusSetup
    /// The host's rules for every round of its game (its Audio play setting as it hosted), told to every player.
    let rules: VersusRules
    private let journal: VersusJournal
    /// The roster, in seat order: the host is seat 0.
    private(set) var seats: [Seat]
    /// Peers that connected but have not said hello.
    private var greeted: Set<PeerID> = []
    /// The round under way or last played: the host's round is this machine's, stepped as every mode's is.
    private var round: RoundDriver<VersusMode>?
    /// The round's game, under way or last played.
    var game: VersusGame? { round?.game }
    private(set) var roundNumber = 0
    /// The seed of the round under way or last played, for a player who comes back to it.
    private var roundSeed: UInt64 = 0
    private(set) var roundOver = false
    /// The last round's results, once it is over.
    private(set) var result: VersusResult?
    /// The lobby's line.
    private(set) var status: String

    /// Opens the game's port (`--port`) and waits for players, whose rounds are played by `rules`.
    init(setup: VersusSetup, rules: VersusRules, journal: VersusJournal) throws {
        link = VersusLink(net: try NetHost(port: setup.options.port, peerLimit: HostSession.connectionLimit), role: .host)
        self.setup = setup
        self.rules = rules
        self.journal = journal
        seats = [Seat(name: setup.name)]
        status = journal.language.text(.hosting)  // the port is the log's `hosting` line's alone
        journal.write(.hosting(port: link.net.port), t: journal.sceneMs)
    }

    /// The port the game listens on.
    var port: UInt16 { link.net.port }
    /// The round's clock, or the scene's before the first round.
    var clockMs: Int { game?.timeMs ?? journal.sceneMs }
    var presentCount: Int { seats.filter(\.present).count }
    /// The lobby's list: the round's standings, or the roster before the first round.
    var standings: [VersusStanding] {
        game?.mode.players ?? seats.map { VersusStanding(name: $0.name, present: $0.present) }
    }
    /// Whether the lobby's button starts a round: none under way, and someone to play against.
    var mayStart: Bool { (game == nil || roundOver) && presentCount >= 2 }
    /// Whether the round is over and every other player has gone.
    var isDeserted: Bool { roundOver && !seats.dropFirst().contains(where: \.present) }

    /// Takes in what arrived.
    func service() -> [SessionNews] {
        let arrived = link.service(journal: journal, nowMs: journal.sceneMs, t: clockMs, hostName: setup.name)
        for event in arrived {
            switch event {
            case .connected(let peer, _):
                greeted.insert(peer)
            case .received(let peer, let bytes):
                do { received(try VersusMessage.decode(bytes), from: peer) } catch { drop(from: peer, reason: error.reason) }
            case .disconnected(let peer, let saidGoodbye):
                seatLeft(peer, saidGoodbye: saidGoodbye)
            }
        }
        return []
    }

    /// The host's own press on the playfield, stamped on `clock`: into its own round, as seat 0.
    func press(_ press: Press, clock: PressClock) {
        round?.press(press, seat: 0, clock: clock)
    }

    /// The calls of the worms out now, heard again (R110: the repeat key).
    func repeatCalls() {
        guard let game, !roundOver, rules.audioPlay else { return }
        journal.output.report(game.worms.compactMap(GameEvent.call(of:)), standings: game.mode.players, t: game.timeMs)
    }

    /// One step: start when enough players are in (headless), run the round, tell everyone.
    func step(nextSeed: () -> UInt64) -> [SessionNews] {
        var news: [SessionNews] = []
        if game == nil, setup.headless, presentCount >= setup.options.players { news += startRound(seed: nextSeed()) }
        guard round != nil, !roundOver else { return news }
        let t = round!.game.timeMs
        for event in round!.step(reportingTo: journal.output, standings: { $0.players }) {
            switch event {
            case .spawn(let worm, let x, let y, let visibleMs, _):
                broadcast(.spawn(worm: worm, x: x, y: y, visibleMs: visibleMs, roundMs: t))
            case .versusHit(let worm, let seat, _):
                broadcast(.hit(worm: worm, player: seat, roundMs: t))
            case .versusMiss(let seat):
                broadcast(.miss(player: seat, roundMs: t))
            case .versusLate(let worm, let seat):
                broadcast(.late(worm: worm, player: seat, roundMs: t))
                if seat == 0 { news.append(.late) }
            case .miss(let worm?, .escape):
                broadcast(.escape(worm: worm, roundMs: t))
            default:
                break
            }
        }
        if round!.game.mode.isOver { news += finishRound() }
        return news
    }

    /// A round for everyone present, its worms from `seed`: everyone sees "NAME started a new game", then the
    /// countdown.
    func startRound(seed: UInt64) -> [SessionNews] {
        roundNumber += 1
        roundSeed = seed
        roundOver = false
        result = nil
        var mode = VersusMode(seed: seed, players: seats.map(\.name), audioPlay: rules.audioPlay)
        for (index, seat) in seats.enumerated() where !seat.present { mode.markGone(player: index) }
        // The round's first step is this one's: its clock reads 0 at the scene's time now.
        round = RoundDriver(game: VersusGame(mode: mode), startSceneMs: journal.stepSceneMs)
        broadcast(.start(round: roundNumber, starter: 0, seed: seed, rules: rules))
        journal.start(seed: seed, round: roundNumber, starter: setup.name)
        return [.roundStarted]
    }

    /// The round is over (60 s, `--duration`, or the host leaves): final scores to everyone, and the `end` line.
    /// A round cut short (`finished` false: the host leaves) sends no `end`: the players hear `bye` and enter no
    /// history, as the host does not (R61: only a finished round enters it).
    func finishRound(finished: Bool = true) -> [SessionNews] {
        guard let current = game, !roundOver else { return [] }
        let scores = current.mode.players.enumerated().map {
            PlayerScore(player: $0.offset, caught: $0.element.caught, missed: $0.element.missed)
        }
        if finished { broadcast(.end(roundMs: current.timeMs, scores: scores)) }
        link.net.flush()
        roundOver = true
        let result = journal.output.endRace(current.mode.players, localSeats: [0], t: clockMs)
        self.result = result
        status = journal.language.text(.results)
        return finished ? [.roundEnded(result, lingerMs: HostSession.lingerMs)] : []
    }

    /// Leaves: a round under way is ended for everyone first (logged, but not finished: it enters no history, here
    /// or for the players, who get `bye` rather than `end`), then goodbye.
    func leave() -> [SessionNews] {
        let news = game != nil && !roundOver ? finishRound(finished: false) : []
        link.sayGoodbyeAndClose()
        return news
    }

    // MARK: What the players send

    /// A player's message.
    private func received(_ message: VersusMessage, from peer: PeerID) {
        let seat = seats.firstIndex { $0.peer == peer && $0.present }
        switch message {
        case .hello(let requested) where seat == nil && greeted.contains(peer):
            greeted.remove(peer)
            if let back = seats.indices.first(where: { seats[$0].peer != nil && !seats[$0].present && seats[$0].name == requested }) {
                return takeBack(back, by: peer)
            }
            guard presentCount < VersusMessage.maxPlayers, let place = seats.freePlace else {
                return link.refuse(peer, .full, hostName: setup.name)
            }
            guard game == nil || roundOver else { return link.refuse(peer, .started, hostName: setup.name) }
            let name = uniqueName(requested)
            seats.seat(Seat(name: name, peer: peer), at: place)
            link.send(.welcome(player: place, rules: rules), to: peer)
            journal.peer(name, .joined, t: clockMs)
            broadcastRoster()
        case .press(_, let x, let y) where seat != nil:
            // On the round's clock as it reaches the host (a press between rounds is dropped).
            if let now = game?.timeMs { round?.press(Press(timeMs: now, x: x, y: y), seat: seat!, clock: .round) }
        case .bye where seat != nil:
            // Gone now: its place frees and everyone is told, without waiting on a link the player has closed
            // (when both ends close at once ENet may never report it, and the 5 s silence would).
            seats[seat!].saidBye = true
            link.forget(peer)
            seatLeft(peer, saidGoodbye: true)
        default:
            drop(from: peer, reason: "unexpected \(VersusLink.kindName(message))")
        }
    }

    /// A player who left comes back under the same name (R61): their place and counts again, and, in a round
    /// under way, the round as it stands (its clock, everyone's counts, the worms out).
    private func takeBack(_ index: Int, by peer: PeerID) {
        seats[index].peer = peer
        seats[index].present = true
        seats[index].saidBye = false
        link.send(.welcome(player: index, rules: rules), to: peer)
        journal.peer(seats[index].name, .joined, t: clockMs)
        guard round != nil else { return broadcastRoster() }
        round!.game.markBack(player: index)
        let current = round!.game
        broadcastRoster()
        guard !roundOver else { return }
        let scores = current.mode.players.enumerated().map {
            PlayerScore(player: $0.offset, caught: $0.element.caught, missed: $0.element.missed)
        }
        link.send(.resume(round: roundNumber, seed: roundSeed, rules: rules, roundMs: current.timeMs, scores: scores), to: peer)
        for worm in current.worms {
            link.send(.spawn(worm: worm.number, x: worm.x, y: worm.y, visibleMs: max(1, worm.escapesAtMs - current.playMs),
                             roundMs: current.timeMs), to: peer)
        }
    }

    /// A player's link closed.
    private func seatLeft(_ peer: PeerID, saidGoodbye: Bool) {
        greeted.remove(peer)
        guard let index = seats.firstIndex(where: { $0.peer == peer && $0.present }) else { return }
        seats[index].present = false
        journal.peer(seats[index].name, seats[index].saidBye || saidGoodbye ? .left : .dropped, t: clockMs)
        round?.game.markGone(player: index)
        broadcastRoster()
    }

    /// A bad message: dropped, counted and logged under the sender's name (or its link's number), never trusted.
    private func drop(from peer: PeerID, reason: String) {
        journal.dropped(from: seats.first { $0.peer == peer }?.name ?? "\(peer)", reason: reason, t: clockMs)
    }

    // MARK: Telling everyone

    private func broadcast(_ message: VersusMessage) {
        for seat in seats where seat.present {
            if let peer = seat.peer { link.send(message, to: peer) }
        }
    }

    private func broadcastRoster() {
        let roster = seats.enumerated().map { RosterEntry(player: $0.offset, name: $0.element.name, present: $0.element.present) }
        broadcast(.roster(roster))
        // Headless, the round starts when `--players` are in: "1 of 3"; a host in a window starts when it likes.
        status = setup.headless ? journal.language.text(.waiting, presentCount, setup.options.players)
            : journal.language.text(.playersIn, presentCount)
    }
    /// `requested`, or with a number after it when someone present has that name already (names are unique in a
    /// game, R60): the one rule, `PlayerName.unique`.
    private func uniqueName(_ requested: String) -> String {
        PlayerName.unique(requested, among: seats.filter(\.present).map(\.name), within: PlayerName.versus)
    }
}
