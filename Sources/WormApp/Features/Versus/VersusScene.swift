import SDLKit
#if canImport(Glibc)
import Glibc
#endif
import NetKit
import WormGame

/// Versus on the network (R60): the lobby (host, or join with `--join`), the round, the results. The host runs
/// `VersusGame` and tells everyone what happens; the others show it on a `VersusBoard`. The network is serviced
/// here, once every step of the game loop; nothing waits on it.
final class VersusScene: Scene {
    /// `lobby` from the title, `versus` from `--mode versus`.
    let name: SceneName

    /// Host, player of someone else's game, or neither yet.
    enum Role { case idle, host, client }

    /// A place in the roster.
    struct Seat {
        var name: String
        /// Nil for the host's own seat.
        var peer: PeerID?
        var present = true
        /// The player said goodbye (left) rather than going silent (dropped).
        var saidBye = false
    }

    private(set) var role = Role.idle
    private let setup: VersusSetup
    private var net: NetHost?
    /// The roster: on the host, its own; on a client, the host's.
    private(set) var seats: [Seat] = []
    /// This player's place in the roster.
    private var me = 0
    /// A client's link to its host.
    private var hostPeer: PeerID?
    /// Where a client's host is, and how many times it tried to reach it (a lost handshake is tried again).
    private var hostAddress: (address: String, port: UInt16)?
    private var connectAttempts = 0
    /// How many times a client tries to reach its host before it gives up.
    static let connectAttemptLimit = 4
    /// A client's peers that connected but have not said hello (host side).
    private var greeted: Set<PeerID> = []
    /// The host's round.
    private(set) var game: VersusGame?
    /// A client's view of the round.
    private(set) var board: VersusBoard?
    private(set) var round = 0
    private(set) var roundOver = false
    /// Ms since the scene opened.
    private var sceneMs = 0
    /// The lobby's line.
    private(set) var status: String
    private var nextScriptLine = 0
    /// Presses that reached the host during this step.
    private var pending: [Press] = []
    /// Bad messages dropped so far.
    private(set) var droppedCount = 0
    /// Headless: the scene ms at which the run ends.
    private var exitAtMs: Int?
    /// Why a headless run ends with status 1, once the network failed.
    private var failure: RuntimeFailure?
    /// The commands asked for during this step.
    private var requested: [Command] = []
    var lastMessage: String?
    private var events: [GameEvent] = []
    let language: Language
    /// Finds the others on the local network; nil where no discovery port could be had.
    private(set) var discovery: LanDiscovery?
    /// The visible switch (R60): off, nobody finds this player, who can still join others.
    private(set) var visible: Bool

    /// Opens Versus: hosting or joining at once when the command line says so, else the lobby.
    init(name: SceneName, setup: VersusSetup, context: SceneContext) {
        self.name = name
        self.setup = setup
        language = context.language
        visible = !setup.options.invisible
        do { discovery = try LanDiscovery() } catch { printError("worm: versus: no discovery (\(error))") }
        status = context.language.text(.joinHint)
        // Tests drop a share of incoming datagrams (README, "Versus protocol"); this kernel has no netem.
        if let value = getenv("WORM_NET_DROP_PERMILLE"), let perMille = Int(String(cString: value)) {
            NetFaults.dropShare(perMille: perMille, seed: UInt64(getpid()))
        }
        if setup.options.host {
            startHosting(context: context)
        } else if let join = setup.options.join {
            startJoining(join.address, port: join.port ?? setup.options.port, context: context)
        }
    }

    /// This player's display name.
    var displayName: String { setup.name }

    var clockMs: Int {
        if let game { return game.timeMs }
        if let board { return board.roundMs }
        return sceneMs
    }

    // MARK: Roles

    /// Opens the game's port and waits for players.
    private func startHosting(context: SceneContext) {
        do {
            net = try NetHost(port: setup.options.port, peerLimit: VersusMessage.maxPlayers - 1)
            role = .host
            seats = [Seat(name: setup.name)]
            status = language.text(.hosting, Int(setup.options.port))
        } catch {
            fail("\(error)", context: context)
        }
    }

    /// Connects to a host; the hello follows when it answers.
    private func startJoining(_ address: String, port: UInt16, context: SceneContext) {
        do {
            let host = try NetHost(port: nil, peerLimit: 1)
            net = host
            hostAddress = (address, port)
            connectAttempts = 1
            hostPeer = try host.connect(to: address, port: port)
            role = .client
            status = language.text(.joining, "\(address):\(port)")
        } catch {
            fail("\(error)", context: context)
        }
    }

    /// The network failed: one line on standard error (`message`) and in the lobby (`shown`, or the
    /// message); a headless run ends with exit status 1.
    private func fail(_ message: String, shown: String? = nil, context: SceneContext) {
        status = shown ?? message
        net?.close()
        net = nil
        role = .idle
        if setup.headless {
            failure = RuntimeFailure("versus: \(message)")
            exitAtMs = sceneMs
        } else {
            printError("worm: versus: \(message)")
        }
    }

    // MARK: Stepping

    func step(_ inputs: [PlayerInput], context: SceneContext) -> [Command] {
        defer { requested.removeAll() }
        sceneMs += Simulation.stepMs
        serviceNetwork(context: context)
        discover(context: context)
        for input in inputs { handleLocal(input, context: context) }
        feedScript(context: context)
        if role == .host { stepHost(context: context) }
        if let current = board, !current.isOver {
            var ticked = current
            ticked.tick(stepMs: Simulation.stepMs)
            board = ticked
            showMessage(language.text(ticked.message), t: ticked.roundMs, context: context)
        }
        checkDuration(context: context)
        if setup.headless && role == .host && roundOver && !seats.dropFirst().contains(where: \.present) {
            exitAtMs = sceneMs
        }
        if let exitAtMs, sceneMs >= exitAtMs { request(failure.map { .fail($0) } ?? .exit) }
        return requested
    }

    /// Asks the runner for `command` at the end of this step.
    private func request(_ command: Command) {
        requested.append(command)
    }

    /// Hands what arrived to the host's or the client's handling.
    private func serviceNetwork(context: SceneContext) {
        guard let net else { return }
        let arrived: [NetEvent]
        do { arrived = try net.service() } catch { return fail("\(error)", context: context) }
        for event in arrived {
            switch event {
            case .connected(let peer, _):
                if role == .client && peer == hostPeer { send(.hello(name: setup.name), to: peer, context: context) }
                if role == .host { greeted.insert(peer) }
            case .received(let peer, let bytes):
                do {
                    let message = try VersusMessage.decode(bytes)
                    if role == .host { hostReceived(message, from: peer, context: context) }
                    else { clientReceived(message, context: context) }
                } catch {
                    drop(from: peer, reason: error.reason, context: context)
                }
            case .disconnected(let peer, let saidGoodbye):
                if role == .host { seatLeft(peer, saidGoodbye: saidGoodbye, context: context) }
                else if peer == hostPeer && seats.isEmpty && connectAttempts < VersusScene.connectAttemptLimit,
                        let hostAddress {
                    // Not welcomed yet: the handshake itself was lost; try again.
                    connectAttempts += 1
                    do { hostPeer = try net.connect(to: hostAddress.address, port: hostAddress.port) }
                    catch { fail("\(error)", context: context) }
                } else if peer == hostPeer && seats.isEmpty, let hostAddress {
                    // Never welcomed, and asked enough times: nobody is there.
                    let address = "\(hostAddress.address):\(hostAddress.port)"
                    fail("no answer from \(address) (asked \(connectAttempts) times)",
                         shown: language.text(.unreachable, address), context: context)
                } else if peer == hostPeer { hostGone(saidGoodbye: saidGoodbye, context: context) }
            }
        }
    }

    /// The lobby's discovery: answer and ask, and log who is found and lost.
    private func discover(context: SceneContext) {
        guard let discovery else { return }
        let changes = discovery.step(nowMs: sceneMs, name: setup.name, visible: visible, hosting: role == .host,
                                     gamePort: Int(role == .host ? net?.port ?? setup.options.port : setup.options.port),
                                     players: seats.filter(\.present).count)
        for change in changes {
            switch change {
            case .found(let name): logPeer(name, state: .found, context: context)
            case .lost(let name): logPeer(name, state: .lost, context: context)
            case .dropped(let from, let reason):
                droppedCount += 1
                logDropped(from: from, reason: reason, context: context)
            }
        }
    }

    /// The visible switch flips.
    private func toggleVisible(context: SceneContext) {
        visible.toggle()
        context.journal.write(.setting(.visible, value: "\(visible)"), t: clockMs)
    }

    /// A bad message: dropped, counted and logged, never trusted.
    private func drop(from peer: PeerID, reason: String, context: SceneContext) {
        droppedCount += 1
        let from = seats.first { $0.peer == peer }?.name ?? (peer == hostPeer ? seats.first?.name ?? "host" : "\(peer)")
        logDropped(from: from, reason: reason, context: context)
    }

    /// What a client sent the host.
    private func hostReceived(_ message: VersusMessage, from peer: PeerID, context: SceneContext) {
        let seat = seats.firstIndex { $0.peer == peer && $0.present }
        switch message {
        case .hello(let requested) where seat == nil && greeted.contains(peer):
            greeted.remove(peer)
            guard game == nil || roundOver, seats.filter(\.present).count < VersusMessage.maxPlayers else {
                send(.bye, to: peer, context: context)
                net?.flush()
                net?.drop(peer)
                return
            }
            let name = uniqueName(requested)
            seats.append(Seat(name: name, peer: peer))
            send(.welcome(player: seats.count - 1), to: peer, context: context)
            logPeer(name, state: .joined, context: context)
            broadcastRoster(context: context)
        case .press(_, let x, let y) where seat != nil:
            pending.append(Press(timeMs: game?.timeMs ?? 0, x: x, y: y, source: .mouse, player: seat!))
        case .bye where seat != nil:
            seats[seat!].saidBye = true
            net?.disconnect(peer)
        default:
            drop(from: peer, reason: "unexpected \(VersusScene.kindName(message))", context: context)
        }
    }

    /// What the host sent this client.
    private func clientReceived(_ message: VersusMessage, context: SceneContext) {
        switch message {
        case .welcome(let player):
            me = player
        case .roster(let roster):
            let before = seats
            seats = roster.map { Seat(name: $0.name, present: $0.present) }
            for (index, seat) in seats.enumerated() where index != me {
                if index >= before.count && seat.present { logPeer(seat.name, state: .joined, context: context) }
                if index < before.count && before[index].present && !seat.present {
                    logPeer(seat.name, state: .left, context: context)
                }
            }
            if var current = board {
                var ignored: [GameEvent] = []
                current.apply(message, into: &ignored)
                board = current
            }
            status = language.text(.waiting, seats.filter(\.present).count, seats.count)
        case .start(let round, let starter, let seed):
            self.round = round
            roundOver = false
            nextScriptLine = 0
            let roster = seats.enumerated().map { RosterEntry(player: $0.offset, name: $0.element.name, present: $0.element.present) }
            board = VersusBoard(roster: roster, cosmeticSeed: seed ^ 0x5EED)
            lastMessage = nil
            logStart(seed: seed, starter: seats.indices.contains(starter) ? seats[starter].name : "?", context: context)
        case .spawn, .hit, .miss, .escape, .end:
            guard var current = board, !current.isOver else { return }
            events.removeAll(keepingCapacity: true)
            current.apply(message, into: &events)
            board = current
            for event in events { log(event, t: current.roundMs, context: context) }
            if case .end = message { endRound(players: current.players, context: context) }
        case .bye:
            if let hostPeer { net?.disconnect(hostPeer) }
            hostGone(saidGoodbye: true, context: context)
        case .hello, .press:
            drop(from: hostPeer ?? PeerID(raw: 0), reason: "unexpected \(VersusScene.kindName(message))", context: context)
        }
    }

    /// A player's link closed (host side).
    private func seatLeft(_ peer: PeerID, saidGoodbye: Bool, context: SceneContext) {
        greeted.remove(peer)
        guard let index = seats.firstIndex(where: { $0.peer == peer && $0.present }) else { return }
        seats[index].present = false
        logPeer(seats[index].name, state: seats[index].saidBye || saidGoodbye ? .left : .dropped, context: context)
        if var current = game {
            current.markGone(player: index)
            game = current
        }
        broadcastRoster(context: context)
    }

    /// The host left or went silent: "NAME ended the game", back to the lobby (R60).
    private func hostGone(saidGoodbye: Bool, context: SceneContext) {
        guard role == .client else { return }
        let hostName = seats.first?.name ?? hostAddress.map { "\($0.address):\($0.port)" } ?? "?"
        if board != nil && !roundOver { endRound(players: board?.players ?? [], context: context) }
        logPeer(hostName, state: saidGoodbye ? .left : .dropped, context: context)
        role = .idle
        net?.close()
        net = nil
        board = nil
        status = language.text(.ended, hostName)
        context.journal.write(.scene(.lobby), t: 0)
        showMessage(status, t: 0, context: context)
        if setup.headless { exitAtMs = sceneMs + 200 }
    }

    /// A key, press or touch on this machine.
    private func handleLocal(_ input: PlayerInput, context: SceneContext) {
        switch input {
        case .press(let press):
            localPress(press, context: context)
        case .key(let key) where key.key == .escape:
            request(.open(.title))
        case .key(let key) where key.key == .enter || key.key == .space:
            lobbyButton(context: context)
        case .key(let key) where key.key == .v && game == nil && board == nil:
            toggleVisible(context: context)
        case .key(let key) where key.key == .n && game == nil && board == nil:
            request(.open(.displayName))
        default:
            break
        }
    }

    /// The lobby's one button: Host, then Start (with at least 2 players), then Another round.
    private func lobbyButton(context: SceneContext) {
        if role == .idle && setup.options.join == nil && !(board?.isOver ?? false) { startHosting(context: context) }
        else if role == .host && (game == nil || roundOver) && seats.filter(\.present).count >= 2 { startRound(context: context) }
    }

    /// Headless: the script's lines due on the round clock.
    private func feedScript(context: SceneContext) {
        guard game != nil || board != nil, !roundOver else { return }
        while nextScriptLine < setup.script.count, setup.script[nextScriptLine].timeMs <= clockMs {
            let line = setup.script[nextScriptLine]
            nextScriptLine += 1
            switch line.action {
            case .press(let x, let y): localPress(Press(timeMs: line.timeMs, x: x, y: y), context: context)
            case .touch(let x, let y, _): localPress(Press(timeMs: line.timeMs, x: x, y: y, source: .touch), context: context)
            case .quit: request(.exit)
            default: break
            }
        }
    }

    /// This player's press: the host's goes into its own game; a client's goes to the host.
    private func localPress(_ press: Press, context: SceneContext) {
        if game == nil && board == nil || roundOver {
            if LobbyLayout.back.contains(x: press.x, y: press.y) { return request(.open(.title)) }
            if LobbyLayout.name.contains(x: press.x, y: press.y) && board == nil && (game == nil || roundOver) {
                return request(.open(.displayName))
            }
            if LobbyLayout.button.contains(x: press.x, y: press.y) { lobbyButton(context: context) }
            if LobbyLayout.visible.contains(x: press.x, y: press.y) && game == nil && board == nil {
                toggleVisible(context: context)
            }
            if role == .idle, let games = discovery?.found.filter(\.hosting) {
                for (row, found) in games.prefix(LobbyLayout.rows).enumerated()
                where LobbyLayout.row(row).contains(x: press.x, y: press.y) {
                    startJoining(found.address, port: UInt16(found.gamePort), context: context)
                    break
                }
            }
            return
        }
        guard Playfield.contains(x: press.x, y: press.y), !Playfield.pauseButton.contains(x: press.x, y: press.y) else { return }
        if role == .host {
            pending.append(Press(timeMs: press.timeMs, x: press.x, y: press.y, source: press.source, player: 0))
        } else if role == .client, let hostPeer, let current = board {
            let ready = current.roundMs >= VersusGame.firstWormMs
            log(.press(x: press.x, y: press.y, source: press.source, ignored: !ready), t: current.roundMs, context: context)
            if ready { send(.press(roundMs: current.roundMs, x: press.x, y: press.y), to: hostPeer, context: context) }
        }
    }

    /// The host's step: start when enough players are in (headless), run the round, tell everyone.
    private func stepHost(context: SceneContext) {
        if game == nil, setup.headless, seats.filter(\.present).count >= setup.options.players {
            startRound(context: context)
        }
        guard var current = game, !roundOver else { return }
        let t = current.timeMs
        events.removeAll(keepingCapacity: true)
        current.step(pending.map { .press($0) }, into: &events)
        pending.removeAll(keepingCapacity: true)
        game = current
        for event in events {
            log(event, t: t, context: context)
            switch event {
            case .spawn(let worm, let x, let y, let visibleMs, _):
                broadcast(.spawn(worm: worm, x: x, y: y, visibleMs: visibleMs, roundMs: t), context: context)
            case .versusHit(let worm, let seat, _):
                broadcast(.hit(worm: worm, player: seat, roundMs: t), context: context)
            case .versusMiss(let seat):
                broadcast(.miss(player: seat, roundMs: t), context: context)
            case .miss(let worm?, .escape):
                broadcast(.escape(worm: worm, roundMs: t), context: context)
            default:
                break
            }
        }
        if current.mode.isOver { finishRound(context: context) }
    }

    /// The host starts a round: everyone sees "NAME started a new game", then the countdown.
    private func startRound(context: SceneContext) {
        round += 1
        roundOver = false
        nextScriptLine = 0
        let seed = context.nextSeed(for: .arcade)
        var mode = VersusMode(seed: seed, players: seats.map(\.name))
        for (index, seat) in seats.enumerated() where !seat.present { mode.markGone(player: index) }
        game = VersusGame(mode: mode)
        lastMessage = nil
        broadcast(.start(round: round, starter: 0, seed: seed), context: context)
        logStart(seed: seed, starter: setup.name, context: context)
    }

    /// The host's round is over (60 s, or `--duration`): final scores to everyone.
    private func finishRound(context: SceneContext) {
        guard let current = game, !roundOver else { return }
        let scores = current.mode.players.enumerated().map {
            PlayerScore(player: $0.offset, caught: $0.element.caught, missed: $0.element.missed)
        }
        broadcast(.end(roundMs: current.timeMs, scores: scores), context: context)
        net?.flush()
        endRound(players: current.mode.players, context: context)
    }

    /// Logs the round's `end` with every player's score, and shows the results.
    private func endRound(players: [VersusStanding], context: SceneContext) {
        guard !roundOver else { return }
        roundOver = true
        let mine = players.indices.contains(me) ? players[me] : VersusStanding(name: setup.name)
        context.journal.write(.versusEnd(caught: mine.caught, missed: mine.missed, players: players), t: clockMs)
        status = language.text(.results)
        // Headless, a player ends soon after the results; the host waits (at most 3 s) for every player to have
        // them and say goodbye, since leaving at once could cut off messages still being resent under loss.
        if setup.headless { exitAtMs = min(exitAtMs ?? .max, sceneMs + (role == .host ? 3000 : 300)) }
    }

    /// Headless `--duration`: from the round's start, or from the program's start in the lobby.
    private func checkDuration(context: SceneContext) {
        guard let durationMs = setup.durationMs else { return }
        if game != nil || board != nil {
            guard clockMs >= durationMs, !roundOver else { return }
            if role == .host { finishRound(context: context) } else { exitAtMs = sceneMs }
        } else if sceneMs >= durationMs && exitAtMs == nil {
            exitAtMs = sceneMs
        }
    }

    // MARK: Sending and logging

    /// Sends `message` to `peer`. A peer that just left is no error: its `disconnected` event is on its way.
    private func send(_ message: VersusMessage, to peer: PeerID, context: SceneContext) {
        guard let net, net.connectedPeers.contains(peer) else { return }
        do { try net.send(message.encoded(), to: peer) } catch let error as NetError where error.call == "enet_peer_send" {
            return
        } catch {
            printError("worm: versus: \(error)")
        }
    }

    private func broadcast(_ message: VersusMessage, context: SceneContext) {
        for seat in seats where seat.present {
            if let peer = seat.peer { send(message, to: peer, context: context) }
        }
    }

    private func broadcastRoster(context: SceneContext) {
        let roster = seats.enumerated().map { RosterEntry(player: $0.offset, name: $0.element.name, present: $0.element.present) }
        broadcast(.roster(roster), context: context)
        status = language.text(.waiting, seats.filter(\.present).count, setup.options.players)
    }

    /// `requested`, or with a number after it when someone has that name already (names are unique in a game).
    private func uniqueName(_ requested: String) -> String {
        var name = requested
        var number = 2
        while seats.contains(where: { $0.name == name }) && number < 100 {
            name = DisplayName.cleaned(String(requested.prefix(DisplayName.maxCharacters - 3)) + " \(number)") ?? "?"
            number += 1
        }
        return name
    }

    // MARK: Drawing and leaving

    /// A network game changes with every message: every frame is drawn.
    func signature(context: SceneContext, placement: Placement) -> FrameSignature? { nil }

    func draw(with painter: SceneRenderer, context: SceneContext) throws {
        if let game, !roundOver {
            try painter.drawVersus(slots: game.mode.slots, effects: game.mode.effects, playMs: game.playMs,
                                   message: lastMessage ?? "", players: game.mode.players, history: game.mode.history)
        } else if let board, !roundOver {
            try painter.drawVersus(slots: board.slots, effects: board.effects, playMs: board.roundMs,
                                   message: lastMessage ?? "", players: board.players, history: board.history)
        } else {
            let players = game?.mode.players ?? board?.players ?? seats.map { VersusStanding(name: $0.name, present: $0.present) }
            let button: String? = role == .idle && setup.options.join == nil ? language.text(.host)
                : role == .host && seats.filter(\.present).count >= 2 ? language.text(.start) : nil
            let found = role == .idle ? (discovery?.found ?? []).map { entry in
                entry.hosting ? language.text(.hostedGame, entry.name, entry.players) : entry.name
            } : []
            try painter.drawVersusLobby(heading: language.text(.lobby),
                                        you: language.text(.you, setup.name), status: status,
                                        found: found, visible: visible,
                                        players: players, language: language, button: button)
        }
    }

    func leave(at t: Int, context: SceneContext) {
        discovery?.close()
        discovery = nil
        if (game != nil || board != nil) && !roundOver {
            if role == .host { finishRound(context: context) }
        }
        guard let net else { return }
        for peer in net.connectedPeers { try? net.send(VersusMessage.bye.encoded(), to: peer) }
        net.flush()
        net.close()
        self.net = nil
    }
}
