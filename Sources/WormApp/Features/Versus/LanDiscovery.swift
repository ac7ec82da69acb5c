import NetKit
import WormGame

/// Finds the players and games on the local network with nothing typed (R60): once a second a query goes to every
/// interface's broadcast address and loopback, on each of the discovery ports; every visible player answers with
/// a beacon carrying the query's token. A player is found within 2 s and lost after 5 s without an answer.
final class LanDiscovery {
    static let queryEveryMs = 1000
    static let lostAfterMs = 5000
    /// The most queries answered in one step.
    static let answersPerStep = 16
    /// The most players and games kept: past it, the one heard from longest ago is dropped (logged as lost) for a
    /// new one, so a flood of names can neither grow the list without end nor keep a new game out.
    static let maxPeers = 64

    /// A player or game heard from.
    struct Found: Equatable, PresencePeer {
        var name: String
        var address: String
        var gamePort: Int
        /// Whether they host a game, and whether its round is under way.
        var hosting: DiscoveryMessage.Hosting
        var players: Int
        var lastSeenMs: Int
    }

    /// What changed in a step, for the log.
    enum Change: Equatable {
        case found(String)
        case lost(String)
        case dropped(from: String, reason: String)
    }

    private let socket: DatagramSocket
    /// Whose games this discovery sees: everyone's, or a test's own.
    let scope: DiscoveryScope
    /// Our last queries' tokens: a beacon must answer one of them, and we do not answer our own.
    private var tokens: [UInt64] = []
    /// The players and games heard from, and when the next query goes.
    private var presence = Presence<Found>(announceEveryMs: LanDiscovery.queryEveryMs, lostAfterMs: LanDiscovery.lostAfterMs,
                                           limit: LanDiscovery.maxPeers)
    /// The players and games heard from and not lost, in the order they were found.
    var found: [Found] { presence.peers }
    /// The discovery port bound (the first free one of the scope's).
    var port: UInt16 { socket.port }
    /// Bad datagrams dropped so far.
    private(set) var droppedCount = 0

    /// Binds the first free port of `scope`'s.
    init(scope: DiscoveryScope = .fromEnvironment()) throws {
        self.scope = scope
        socket = try DatagramSocket(ports: scope.ports)
    }

    /// One step at `nowMs` (ms since the lobby opened): answer queries when `visible`, query once a second,
    /// take in beacons, forget the silent.
    func step(nowMs: Int, name: String, visible: Bool, hosting: DiscoveryMessage.Hosting, gamePort: Int, players: Int) -> [Change] {
        var changes: [Change] = []
        var answers = 0
        for datagram in socket.receive() {
            let message: DiscoveryMessage
            do throws(ProtocolError) {
                // A datagram longer than the socket's buffer was cut: its reason gives its whole length.
                guard datagram.length == datagram.bytes.count else { throw ProtocolError("too long (\(datagram.length) bytes)") }
                message = try DiscoveryMessage.decode(datagram.bytes)
            } catch {
                droppedCount += 1
                changes.append(.dropped(from: "\(datagram.address):\(datagram.port)", reason: error.reason))
                continue
            }
            switch message {
            case .query(let token):
                // A flood of queries gets a few answers a step, not one each (no echo chamber).
                guard visible, scope.owns(token), !tokens.contains(token), answers < LanDiscovery.answersPerStep else { continue }
                answers += 1
                let beacon = DiscoveryMessage.beacon(token: token, name: name, gamePort: gamePort, hosting: hosting,
                                                     players: players)
                try? socket.send(beacon.encoded(), to: datagram.address, port: datagram.port)
            case .beacon(let token, let theirName, let theirPort, let theirHosting, let theirPlayers):
                guard tokens.contains(token) else { continue }  // stale or spoofed: it answers no query of ours
                let entry = Found(name: theirName, address: datagram.address, gamePort: theirPort, hosting: theirHosting,
                                  players: theirPlayers, lastSeenMs: nowMs)
                // The same player answers on loopback and on the network card: one entry, first address kept.
                let isSame = { (known: Found) in known.name == theirName && known.gamePort == theirPort }
                if let dropped = presence.dropOldest(unlessKnown: isSame) { changes.append(.lost(dropped.name)) }
                let isNew = presence.heard(entry, isSame: isSame) { known in
                    known.hosting = theirHosting
                    known.players = theirPlayers
                }
                if isNew { changes.append(.found(theirName)) }
            }
        }
        changes += presence.forgetSilent(atMs: nowMs).map { .lost($0.name) }
        if presence.announces(atMs: nowMs) { query() }
        return changes
    }

    /// A fresh query to every broadcast address and loopback, on every discovery port of the scope.
    private func query() {
        let token = scope.makeToken()
        tokens.append(token)
        if tokens.count > 6 { tokens.removeFirst() }
        let bytes = DiscoveryMessage.query(token: token).encoded()
        for address in DatagramSocket.broadcastAddresses() {
            for port in scope.ports { try? socket.send(bytes, to: address, port: port) }
        }
    }

    func close() {
        socket.close()
    }
}
