import NetKit
import WormGame

/// Joined to a host's Versus game (R60): the link to the host, its roster, and the round as the host tells it
/// (`VersusBoard`). A class, since it owns the connection; the round itself is a value (`VersusBoard`).
final class ClientSession {
    /// How many times a player tries to reach its host before it gives up (a lost handshake is tried again).
    static let connectAttemptLimit = 4
    /// How long a headless player goes on after the results.
    static let lingerMs = 300

    private let link: VersusLink
    private let setup: VersusSetup
    private let journal: VersusJournal
    /// The link to the host.
    private var hostPeer: PeerID
    /// Where the host is.
    private let hostAddress: (address: String, port: UInt16)
    private var connectAttempts = 1
    /// The host's roster, in seat order; empty until the host sends it.
    private(set) var roster: [VersusStanding] = []
    /// This player's seat, as the host's welcome says.
    private var me = 0
    /// The host's rules, as its welcome says (each round's own come with its `start`).
    private(set) var rules = VersusRules()
    /// The round under way or last played.
    private(set) var board: VersusBoard?
    private(set) var roundOver = false
    /// The last round's results, once it is over.
    private(set) var result: VersusResult?
    /// The lobby's line.
    private(set) var status: String
    private var events: [GameEvent] = []

    /// Connects to the host at `address`, `port`; the hello follows when it answers.
    init(address: String, port: UInt16, setup: VersusSetup, journal: VersusJournal) throws {
        let net = try NetHost(port: nil, peerLimit: 1)
        link = VersusLink(net: net, role: .player)
        hostAddress = (address, port)
        do { hostPeer = try net.connect(to: address, port: port) } catch {
            net.close()
            throw JoinFailure(message: "cannot find the host '\(address)': check the address",
                              shown: journal.language.text(.badAddress))
        }
        self.setup = setup
        self.journal = journal
        status = journal.language.text(.joining, "\(address):\(port)")
    }

    /// The round's clock, or the scene's before the first round.
    var clockMs: Int { board?.roundMs ?? journal.sceneMs }
    var presentCount: Int { roster.filter(\.present).count }
    /// The lobby's list: the round's standings, or the roster before the first round.
    var standings: [VersusStanding] { board?.players ?? roster }

    /// Takes in what the host sent. Stops at news that closes the session.
    func service() -> [SessionNews] {
        let arrived = link.service(journal: journal, nowMs: journal.sceneMs, t: clockMs, hostName: setup.name)
        var news: [SessionNews] = []
        for event in arrived {
            switch event {
            case .connected(let peer, _):
                if peer == hostPeer { link.send(.hello(name: setup.name), to: peer) }
            case .received(let peer, let bytes):
                do { news += received(try VersusMessage.decode(bytes)) } catch { drop(from: peer, reason: error.reason) }
            case .disconnected(let peer, let saidGoodbye) where peer == hostPeer:
                news += hostDisconnected(saidGoodbye: saidGoodbye)
            case .disconnected:
                break
            }
            if news.contains(where: \.closesSession) { break }
        }
        return news
    }

    /// This player's press on the playfield: logged, and sent to the host once the worms are out.
    func press(_ press: Press) {
        guard let current = board else { return }
        let ready = current.roundMs >= VersusGame.firstWormMs
        journal.log(.press(x: press.x, y: press.y, source: press.source, ignored: !ready), players: current.players,
                    t: current.roundMs)
        if ready { link.send(.press(roundMs: current.roundMs, x: press.x, y: press.y), to: hostPeer) }
    }

    /// One step of the round's clock: the calls due in audio play (R110), and its message line (the countdown,
    /// then the seconds left).
    func tick(stepMs: Int) {
        guard var current = board, !current.isOver else { return }
        events.removeAll(keepingCapacity: true)
        current.tick(stepMs: stepMs, into: &events)
        board = current
        if !events.isEmpty || journal.output.callsWaiting { journal.output.report(events, standings: current.players, t: current.roundMs) }
        // The countdown and the seconds left are said as on the host's machine, where its round's events say them.
        if journal.show(journal.language.text(current.message), t: current.roundMs) {
            journal.output.say(.message(current.message), t: current.roundMs)
        }
    }

    /// The calls of the worms out now, heard again (R110: the repeat key).
    func repeatCalls() {
        guard let current = board, !current.isOver, current.rules.audioPlay else { return }
        journal.output.report(current.worms.compactMap(GameEvent.call(of:)), standings: current.players, t: current.roundMs)
    }

    /// Versus is left: goodbye to the host.
    func leave() {
        link.sayGoodbyeAndClose()
    }

    // MARK: What the host sends

    private func received(_ message: VersusMessage) -> [SessionNews] {
        switch message {
        case .welcome(let player, let rules):
            me = player
            self.rules = rules
        case .roster(let entries):
            let before = roster
            roster = entries.map { VersusStanding(name: $0.name, present: $0.present) }
            for (index, seat) in roster.enumerated() where index != me {
                // A place left in the lobby may be taken by someone new (R61).
                let new = index >= before.count || !before[index].present || before[index].name != seat.name
                if new && seat.present { journal.peer(seat.name, .joined, t: clockMs) }
                if index < before.count && before[index].present && !seat.present { journal.peer(seat.name, .left, t: clockMs) }
            }
            if var current = board {
                var ignored: [GameEvent] = []
                current.apply(message, into: &ignored)
                board = current
            }
            if board == nil || roundOver { status = journal.language.text(.waitingFor, hostName) }
        case .start(let round, let starter, let seed, let rules):
            beginRound(round: round, seed: seed, rules: rules,
                       starter: roster.indices.contains(starter) ? roster[starter].name : "?")
            return [.roundStarted]
        case .resume(let round, let seed, let rules, _, _):
            // Back in a round under way (R61): no "started" news, the host's clock and counts.
            beginRound(round: round, seed: seed, rules: rules, starter: nil)
            var current = board!
            events.removeAll(keepingCapacity: true)
            current.apply(message, into: &events)
            board = current
            for event in events { journal.log(event, players: current.players, t: current.roundMs) }
            return [.roundStarted]
        case .late(_, let player, _):
            guard var current = board, !current.isOver else { return [] }
            events.removeAll(keepingCapacity: true)
            current.apply(message, into: &events)
            board = current
            for event in events { journal.log(event, players: current.players, t: current.roundMs) }
            return player == me && !events.isEmpty ? [.late] : []
        case .spawn, .hit, .miss, .escape, .end:
            guard var current = board, !current.isOver else { return [] }
            events.removeAll(keepingCapacity: true)
            current.apply(message, into: &events)
            board = current
            for event in events { journal.log(event, players: current.players, t: current.roundMs) }
            if case .end = message { return endRound(players: current.players) }
        case .bye:
            link.net.disconnect(hostPeer)
            return hostGone(saidGoodbye: true)
        case .refuse(let reason, let version, let host):
            return failed(refusal(reason, version: version, host: host))
        case .alive:
            break
        case .hello, .press:
            drop(from: hostPeer, reason: "unexpected \(VersusLink.kindName(message))")
        }
        return []
    }

    /// A round begins on this player's board, from the roster as it stands, under the host's `rules`.
    private func beginRound(round: Int, seed: UInt64, rules: VersusRules, starter: String?) {
        roundOver = false
        result = nil
        self.rules = rules
        let entries = roster.enumerated().map { RosterEntry(player: $0.offset, name: $0.element.name, present: $0.element.present) }
        board = VersusBoard(roster: entries, cosmeticSeed: seed ^ 0x5EED, rules: rules)
        journal.start(seed: seed, round: round, starter: starter)
    }

    /// The host's name, as its roster says (its address before the roster came).
    private var hostName: String { roster.first?.name ?? "\(hostAddress.address):\(hostAddress.port)" }

    /// The host's link closed: before any roster, the handshake itself was lost (asked again, a few times);
    /// after it, the host left or went silent.
    private func hostDisconnected(saidGoodbye: Bool) -> [SessionNews] {
        guard roster.isEmpty else { return hostGone(saidGoodbye: saidGoodbye) }
        guard connectAttempts < ClientSession.connectAttemptLimit else { return giveUp() }
        connectAttempts += 1
        do { hostPeer = try link.net.connect(to: hostAddress.address, port: hostAddress.port) } catch { return failed("\(error)") }
        return []
    }

    /// Nobody answered: the host is not there, or not a Worm host (R61: whatever `--duration` says).
    func giveUp() -> [SessionNews] {
        failed("no answer from \(hostAddress.address):\(hostAddress.port) (asked \(connectAttempts == 1 ? "once" : "\(connectAttempts) times"))",
               shown: journal.language.text(.unreachable))
    }

    /// Whether the host has not answered yet (no roster).
    var isUnanswered: Bool { roster.isEmpty }

    /// The line a refusal shows: the game is full, has started, or one Worm must be updated.
    private func refusal(_ reason: Refusal, version: Int, host: String) -> String {
        let language = journal.language
        switch reason {
        case .full: return language.text(.refusedFull, host)
        case .started: return language.text(.refusedStarted, host)
        case .version: return language.text(version > Int(VersusMessage.version) ? .updateToPlay : .mustUpdate, host)
        }
    }

    /// The host left or went silent: the round ends here, "NAME ended the game" after a `bye`, "Lost contact
    /// with NAME" after a silence (R61), back to the lobby.
    private func hostGone(saidGoodbye: Bool) -> [SessionNews] {
        // A round cut short is logged (`end`, `result`) but not finished: its news, which would enter the
        // history, is dropped (R61: only a finished round enters it; the host sends `end` for those).
        if let current = board, !roundOver { _ = endRound(players: current.players) }
        journal.peer(hostName, saidGoodbye ? .left : .dropped, t: clockMs)
        link.net.close()
        let status = journal.language.text(saidGoodbye ? .ended : .lostContact, hostName)
        journal.write(.scene(.lobby), t: 0)
        journal.show(status, t: 0)
        return [.hostGone(status: status, players: roster)]
    }

    /// Logs the round's `end` with every player's score, and shows the results.
    private func endRound(players: [VersusStanding]) -> [SessionNews] {
        guard !roundOver else { return [] }
        roundOver = true
        let result = journal.output.endRace(players, localSeats: [me], t: clockMs)
        self.result = result
        status = journal.language.text(.results)
        return [.roundEnded(result, lingerMs: ClientSession.lingerMs)]
    }

    /// A bad message: dropped, counted and logged under the host's name, never trusted.
    private func drop(from peer: PeerID, reason: String) {
        journal.dropped(from: peer == hostPeer ? roster.first?.name ?? "host" : "\(peer)", reason: reason, t: clockMs)
    }

    /// The network failed: the session closes.
    private func failed(_ message: String, shown: String? = nil) -> [SessionNews] {
        link.net.close()
        return [.failed(message: message, shown: shown)]
    }
}

extension SessionNews {
    /// Whether the session that told it is closed.
    var closesSession: Bool {
        switch self {
        case .failed, .hostGone: true
        case .roundStarted, .roundEnded, .late: false
        }
    }
}
