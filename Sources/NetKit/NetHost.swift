import CENet
#if canImport(Glibc)
import Glibc
#endif

/// One end of ENet's reliable UDP transport: a host that listens on a port, or a client that connects out.
///
/// No threads: the game loop calls `service()` once a frame, which sends what is queued and hands back what
/// arrived. A message goes in one of three lanes (`NetLane`), so that one lost datagram holds up only what must
/// come after it. On the main actor, as SDLKit is.
@MainActor
public final class NetHost {
    /// How long a peer may stay silent (no acknowledgement) before ENet drops it (R60: 5 s).
    public nonisolated static let dropAfterMs: UInt32 = 5000
    /// The number a goodbye carries, so the other side tells leaving from going silent.
    static let goodbye: UInt32 = 0x57_4F_52_4D  // "WORM"
    /// The largest message this transport carries (anything longer is refused before it is sent).
    public static let maximumMessageBytes = 4096

    /// The ENet host; nil once closed.
    private var host: UnsafeMutablePointer<ENetHost>?
    /// The peers by the id given to them, and their ENet peers.
    private var peers: [PeerID: UnsafeMutablePointer<ENetPeer>] = [:]
    /// When each peer connected, on ENet's clock: its silence counts from there until ENet hears it.
    private var connectedAt: [PeerID: UInt32] = [:]
    /// When each peer was last heard, on ENet's clock: any datagram of its session counts, whatever it carries.
    private var heardAt: [PeerID: UInt32] = [:]
    /// The byte count ENet kept of each peer's datagrams when last looked at (a change is a datagram).
    private var heardBytes: [PeerID: UInt32] = [:]
    /// The id the next peer gets.
    private var nextID: UInt32 = 1

    /// A host listening on `port` of every IPv4 address (0: any free port; nil: a client that only connects out),
    /// for at most `peerLimit` peers.
    public init(port: UInt16?, peerLimit: Int) throws {
        try NetLibrary.start()
        var address = ENetAddress(host: UInt32(ENET_HOST_ANY), port: port ?? 0)
        let created: UnsafeMutablePointer<ENetHost>? = port == nil
            ? enet_host_create(nil, peerLimit, NetLane.channelCount, 0, 0)
            : enet_host_create(&address, peerLimit, NetLane.channelCount, 0, 0)
        guard let created else {
            throw NetError(call: "enet_host_create",
                           message: port.map { "cannot open UDP port \($0) (is another game using it?)" }
                               ?? "cannot open a UDP socket")
        }
        host = created
        created.pointee.intercept = netIntercept
    }

    /// The UDP port this host listens on (for a client, the one its socket got).
    public var port: UInt16 { host?.pointee.address.port ?? 0 }

    /// How many datagrams this host has sent since it opened (0 once closed).
    public var datagramsSent: Int { Int(host?.pointee.totalSentPackets ?? 0) }

    /// Connects to `address` (a numeric IPv4 address or a host name) at `port`; the peer's `connected` event
    /// follows from `service()` when it answers.
    public func connect(to address: String, port: UInt16) throws -> PeerID {
        guard let host else { throw NetError(call: "enet_host_connect", message: "the host is closed") }
        var target = ENetAddress(host: 0, port: port)
        if enet_address_set_host_ip(&target, address) != 0 && enet_address_set_host(&target, address) != 0 {
            throw NetError(call: "enet_address_set_host", message: "cannot find host '\(address)'")
        }
        guard let peer = enet_host_connect(host, &target, NetLane.channelCount, 0) else {
            throw NetError(call: "enet_host_connect", message: "no free peer slot to reach \(address):\(port)")
        }
        return adopt(peer)
    }

    /// How many full batches of datagrams (ENet reads at most 256 a call) one `service()` drains before it lets
    /// the frame go on: a flood is read off at up to 16 × 256 datagrams a frame.
    static let floodBatchLimit = 16
    /// How many failed receives (each a datagram too big for ENet's buffer, or a socket error) one `service()`
    /// counts and steps over before it lets the frame go on.
    static let failureLimit = 1024

    /// Sends what is queued and returns what arrived since the last call, at most `limit` events (a flood cannot
    /// hold the frame up). Never fails: a datagram too big for ENet (which ENet reports as a failed socket), a
    /// socket error or garbage is counted for `takeDrops()`, and servicing goes on (R61).
    public func service(limit: Int = 256) -> [NetEvent] {
        guard let host else { return [] }
        var events: [NetEvent] = []
        var event = ENetEvent()
        var floodBatches = 0, failures = 0
        while events.count < limit && floodBatches < NetHost.floodBatchLimit && failures < NetHost.failureLimit {
            let readBefore = host.pointee.totalReceivedPackets
            errno = 0
            let status = enet_host_service(host, &event, 0)
            if status < 0 {
                failures += 1
                NetDropBook.count(NetHost.failureReason(errno: errno), key: UInt(bitPattern: host))
                continue
            }
            if status == 0 {
                // A call that read a whole batch may have left more behind (a flood): read on.
                if host.pointee.totalReceivedPackets &- readBefore >= 256 { floodBatches += 1; continue }
                break
            }
            switch event.type {
            case ENET_EVENT_TYPE_CONNECT:
                let id = event.peer.pointee.data == nil ? adopt(event.peer) : id(of: event.peer)
                connectedAt[id] = enet_time_get()
                NetHost.keepConnected(event.peer)
                events.append(.connected(id, address: NetHost.describe(event.peer.pointee.address)))
            case ENET_EVENT_TYPE_RECEIVE:
                let packet = event.packet!
                let bytes = Array(UnsafeBufferPointer(start: packet.pointee.data, count: packet.pointee.dataLength))
                enet_packet_destroy(packet)
                if event.peer.pointee.data != nil { events.append(.received(id(of: event.peer), bytes)) }
            case ENET_EVENT_TYPE_DISCONNECT:
                guard event.peer.pointee.data != nil else { break }
                let id = id(of: event.peer)
                peers[id] = nil
                forgetTimes(of: id)
                event.peer.pointee.data = nil
                events.append(.disconnected(id, saidGoodbye: event.data == NetHost.goodbye))
                closing.remove(id)
            default:
                break
            }
        }
        sweepResetPeers(into: &events)
        listen()
        pingPeers()
        dropSilentPeers(into: &events)
        return events
    }

    /// The peers we asked to disconnect (a goodbye on our side): reset without an event, they said goodbye.
    private var closing: Set<PeerID> = []

    /// Reports the peers ENet reset without an event. When both ends disconnect at once (a player's `bye` and
    /// disconnect, the host's disconnect in answer), ENet resets the peer and tells nothing; its slot may even be
    /// taken by a new connection (the intercept clears a reset slot's id first), which must not inherit the id.
    private func sweepResetPeers(into events: inout [NetEvent]) {
        let gone = peers.filter { id, peer in
            peer.pointee.state == ENET_PEER_STATE_DISCONNECTED || UInt(bitPattern: peer.pointee.data) != UInt(id.raw)
        }
        for (id, peer) in gone.sorted(by: { $0.key.raw < $1.key.raw }) {
            peers[id] = nil
            forgetTimes(of: id)
            if UInt(bitPattern: peer.pointee.data) == UInt(id.raw) { peer.pointee.data = nil }
            events.append(.disconnected(id, saidGoodbye: closing.remove(id) != nil))
        }
    }

    /// What a failed `enet_host_service` meant. ENet's receive gives -1 without setting `errno` when the kernel
    /// cut a datagram longer than its 4,096-byte buffer (`MSG_TRUNC`); `errno` is cleared before each call, and a
    /// would-block left by its send is no failure either.
    nonisolated static func failureReason(errno code: Int32) -> NetDropReason {
        if code == 0 || code == EAGAIN || code == EWOULDBLOCK { return .oversized }
        return .socketError(String(cString: strerror(code)))
    }

    /// The datagrams thrown away since the last call, by reason (none twice), and forgets them.
    public func takeDrops() -> [NetDrop] {
        guard let host else { return [] }
        return NetDropBook.take(key: UInt(bitPattern: host))
    }

    /// How often every connected peer is pinged, whatever else is in flight.
    static let pingEveryMs: UInt32 = 250
    /// When the peers were last pinged, on ENet's clock.
    private var lastPingMs: UInt32 = 0

    /// Pings every connected peer four times a second. ENet pings an idle link only when nothing reliable is in
    /// flight; under packet loss a message waiting on its doubling resend timer can then leave a live link
    /// without a single acknowledgement for seconds. Each ping is acknowledged on its own.
    private func pingPeers() {
        let now = enet_time_get()
        guard now &- lastPingMs >= NetHost.pingEveryMs else { return }
        lastPingMs = now
        for peer in peers.values where peer.pointee.state == ENET_PEER_STATE_CONNECTED { enet_peer_ping(peer) }
    }

    /// The longest a lost reliable datagram waits before it is sent again, however often it was lost (ENet
    /// doubles the wait each time): at least `resendCapMs`, or twice the round trip when that is longer.
    static let resendCapMs: UInt32 = 400

    /// Notes which peers were heard since the last look (any datagram of theirs: ENet counts its bytes as it
    /// takes it, before reading it), and caps their resend timers.
    private func listen() {
        let now = enet_time_get()
        for (id, peer) in peers {
            let bytes = peer.pointee.incomingDataTotal
            // ENet sets the count back to 0 once a second: 0 is no datagram, any other change is one.
            if bytes != 0 && bytes != heardBytes[id] { heardAt[id] = now }
            heardBytes[id] = bytes
            worm_enet_cap_resend(peer, max(NetHost.resendCapMs, 2 * peer.pointee.roundTripTime))
        }
    }

    /// The states of a peer whose connection stands (or is being closed): only `dropSilentPeers` ends them.
    private static let standing: Set<UInt32> = [ENET_PEER_STATE_CONNECTED, ENET_PEER_STATE_DISCONNECT_LATER,
                                                ENET_PEER_STATE_DISCONNECTING,
                                                ENET_PEER_STATE_ACKNOWLEDGING_DISCONNECT].map(\.rawValue).reduce(into: []) { $0.insert($1) }

    /// R60's 5 s rule, kept exactly: a peer from which no datagram at all came for `dropAfterMs` is reset, and
    /// reported as disconnected. Any datagram of the peer's counts (its pings, four a second, too), so loss
    /// cannot fake silence; ENet's own timeout, which counts only acknowledgements and waits for a doubling
    /// resend timer, is set far beyond it for a connected peer.
    private func dropSilentPeers(into events: inout [NetEvent]) {
        let now = enet_time_get()
        let silent = peers.filter { id, peer in
            guard NetHost.standing.contains(peer.pointee.state.rawValue), let since = connectedAt[id] else { return false }
            let heard = max(since, heardAt[id] ?? since)
            return now >= heard && now - heard > NetHost.dropAfterMs
        }
        for (id, peer) in silent.sorted(by: { $0.key.raw < $1.key.raw }) {
            let saidGoodbye = closing.contains(id)
            forgetTimes(of: id)
            peers[id] = nil
            closing.remove(id)
            peer.pointee.data = nil
            enet_peer_reset(peer)
            events.append(.disconnected(id, saidGoodbye: saidGoodbye))
        }
    }

    /// Forgets when `id` connected and was heard.
    private func forgetTimes(of id: PeerID) {
        connectedAt[id] = nil
        heardAt[id] = nil
        heardBytes[id] = nil
    }

    /// The press lane's channel used last (they take turns).
    private var lastPressChannel = 0

    /// Queues `bytes` for `peer` in `lane`; `service()` or `flush()` sends it.
    public func send(_ bytes: [UInt8], to peer: PeerID, lane: NetLane = .ordered) throws {
        guard let target = peers[peer] else { throw NetError(call: "enet_peer_send", message: "peer \(peer.raw) is gone") }
        guard bytes.count <= NetHost.maximumMessageBytes else {
            throw NetError(call: "enet_packet_create", message: "a message of \(bytes.count) bytes is too long")
        }
        // A peer that connected with one channel (an older or simpler client) gets everything in order.
        let lanes = target.pointee.channelCount >= NetLane.channelCount
        let flags = lanes && lane == .live ? worm_enet_unsequenced() : worm_enet_reliable()
        guard let packet = bytes.withUnsafeBytes({ enet_packet_create($0.baseAddress, $0.count, flags) }) else {
            throw NetError(call: "enet_packet_create", message: "out of memory")
        }
        var channel = 0
        switch lane {
        case _ where !lanes: channel = 0
        case .ordered: channel = 0
        case .live: channel = 1
        case .press:
            lastPressChannel = lastPressChannel >= NetLane.firstPressChannel && lastPressChannel < NetLane.channelCount - 1
                ? lastPressChannel + 1 : NetLane.firstPressChannel
            channel = lastPressChannel
        }
        if enet_peer_send(target, UInt8(channel), packet) < 0 {
            enet_packet_destroy(packet)
            throw NetError(call: "enet_peer_send", message: "peer \(peer.raw) is not connected")
        }
    }

    /// Sends everything queued now, without waiting for the next `service()`.
    public func flush() {
        if let host { enet_host_flush(host) }
    }

    /// Says goodbye to `peer`: its `disconnected` event follows when it acknowledges (or ENet gives up).
    public func disconnect(_ peer: PeerID) {
        if let target = peers[peer] {
            closing.insert(peer)
            enet_peer_disconnect(target, NetHost.goodbye)
        }
    }

    /// Says goodbye to `peer` once everything queued for it has been acknowledged (`disconnect` would throw
    /// away what is still queued, a refusal or a `bye`); its `disconnected` event follows.
    public func disconnectLater(_ peer: PeerID) {
        if let target = peers[peer] {
            closing.insert(peer)
            enet_peer_disconnect_later(target, NetHost.goodbye)
        }
    }

    /// Forgets `peer` at once, telling it once without waiting for an answer (no event follows); with a
    /// goodbye unless `saying` is false (a connection closed for its silence).
    public func drop(_ peer: PeerID, sayingGoodbye saying: Bool = true) {
        forgetTimes(of: peer)
        closing.remove(peer)
        guard let target = peers.removeValue(forKey: peer) else { return }
        target.pointee.data = nil
        enet_peer_disconnect_now(target, saying ? NetHost.goodbye : 0)
    }

    /// The peers connected or connecting now.
    public var connectedPeers: [PeerID] { peers.keys.sorted { $0.raw < $1.raw } }

    /// Tells every peer goodbye at once, sends it, and closes the socket. Safe to call twice.
    public func close() {
        guard let host else { return }
        for peer in peers.keys { drop(peer) }
        enet_host_flush(host)
        NetDropBook.forget(key: UInt(bitPattern: host))
        enet_host_destroy(host)
        self.host = nil
    }

    /// Gives `peer` the next id and the 5 s drop rule.
    private func adopt(_ peer: UnsafeMutablePointer<ENetPeer>) -> PeerID {
        let id = PeerID(raw: nextID)
        nextID += 1
        peer.pointee.data = UnsafeMutableRawPointer(bitPattern: UInt(id.raw))
        NetHost.prime(peer)
        peers[id] = peer
        return id
    }

    /// Gives `peer` the 5 s drop rule and a local network's round trip. A local network answers in milliseconds:
    /// starting from 50 ms, not ENet's 500, a handshake is sent six times within the 5 s instead of four.
    nonisolated static func prime(_ peer: UnsafeMutablePointer<ENetPeer>) {
        enet_peer_timeout(peer, 0, NetHost.dropAfterMs, NetHost.dropAfterMs)
        peer.pointee.roundTripTime = 50
        peer.pointee.roundTripTimeVariance = 10
    }

    /// How long ENet itself waits for an acknowledgement before it gives a connected peer up: far beyond the
    /// 5 s rule, which `dropSilentPeers` keeps counting every datagram (ENet counts only acknowledgements).
    nonisolated static let enetConnectedTimeoutMs: UInt32 = 60_000

    /// A peer whose connection stands: ENet's own timeout moved out of the 5 s rule's way, and its throttle
    /// held open. ENet slows a peer it thinks congested by throwing away unreliable datagrams before they leave:
    /// the live lane must never be thinned so (loss here is the network's, not congestion). Only once connected:
    /// the handshake compares the throttle's settings with those the connect carried, and refuses a change.
    nonisolated static func keepConnected(_ peer: UnsafeMutablePointer<ENetPeer>) {
        enet_peer_timeout(peer, 0, enetConnectedTimeoutMs, enetConnectedTimeoutMs)
        peer.pointee.packetThrottleDeceleration = 0
        peer.pointee.packetThrottle = UInt32(ENET_PEER_PACKET_THROTTLE_SCALE)
    }

    /// Primes every free peer slot of `host`; run by the intercept before ENet reads each datagram. A client's
    /// connect lands in a free slot and is answered within the same service call, before the game sees the peer:
    /// without this the host's answer would wait on ENet's defaults (resent after 0.5, 1.5 and 3.5 s, given up
    /// after about 15 s), and at a fifth of datagrams lost one client in fifty or so needed a second connect, 5 to
    /// 10 s later. With it a half-open handshake also keeps the 5 s rule. ENet resets a slot's timing whenever its
    /// peer leaves (a timeout within the same service call too), hence before every datagram; `peerLimit` slots.
    nonisolated static func primeFreePeers(of host: UnsafeMutablePointer<ENetHost>) {
        for index in 0..<host.pointee.peerCount {
            let peer = host.pointee.peers + index
            if peer.pointee.state == ENET_PEER_STATE_DISCONNECTED {
                peer.pointee.data = nil  // reset without an event: the sweep reports its old id as gone
                prime(peer)
            }
        }
    }

    /// The id kept in `peer`'s data.
    private func id(of peer: UnsafeMutablePointer<ENetPeer>) -> PeerID {
        PeerID(raw: UInt32(UInt(bitPattern: peer.pointee.data)))
    }

    /// An IPv4 address and port as text.
    static func describe(_ address: ENetAddress) -> String {
        var copy = address
        var buffer = [CChar](repeating: 0, count: 64)
        guard enet_address_get_host_ip(&copy, &buffer, buffer.count) == 0 else { return "?:\(address.port)" }
        return "\(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)):\(address.port)"
    }
}

/// Where a message goes (docs/VERSUS.md, "Lanes"): ENet channels with their own order, so a lost datagram holds
/// up only what must wait for it.
public enum NetLane: Sendable {
    /// Channel 0, reliable and ordered: the game's story (hello, roster, start, spawns, catches, the end).
    case ordered
    /// Channel 1, unsequenced and unreliable: liveness (`alive`), sent often, taken at once or never.
    case live
    /// Channels 2–9 in turn, each reliable: a press is resent until it arrives, and waits only behind a lost
    /// press eight presses earlier, never behind the game's story or another press's resend.
    case press

    /// How many channels a connection has.
    static let channelCount = 10
    /// The first of the presses' channels.
    static let firstPressChannel = 2
}

/// A peer of a `NetHost`: a number that stays the peer's until it leaves.
public struct PeerID: Hashable, Sendable, CustomStringConvertible {
    public let raw: UInt32
    public init(raw: UInt32) { self.raw = raw }
    public var description: String { "peer \(raw)" }
}

/// What `NetHost.service()` hands back.
public enum NetEvent: Equatable, Sendable {
    /// A peer connected (to a host) or answered our connect (a client), from `address`.
    case connected(PeerID, address: String)
    /// A whole message from a peer, as it was sent.
    case received(PeerID, [UInt8])
    /// A peer left (`saidGoodbye`), or went silent for `NetHost.dropAfterMs`.
    case disconnected(PeerID, saidGoodbye: Bool)
}

/// A failed ENet call: which call, and what went wrong.
public struct NetError: Error, CustomStringConvertible, Equatable {
    public var call: String
    public var message: String
    public init(call: String, message: String) {
        self.call = call
        self.message = message
    }
    public var description: String { "\(call): \(message)" }
}

/// ENet's one-time start.
@MainActor
public enum NetLibrary {
    private static var started = false

    /// Starts ENet once per process.
    public static func start() throws {
        guard !started else { return }
        if enet_initialize() != 0 { throw NetError(call: "enet_initialize", message: "ENet could not start") }
        started = true
    }
}
