import NetKit
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// ENet on loopback, serviced by hand as the game loop does: connect, messages both ways in order, goodbye,
/// and the failures that must come back as errors.
@MainActor
struct NetHostTests {
    /// Services both ends until `done` holds, for at most `ms` of real time.
    static func pump(_ hosts: [NetHost], into received: inout [[NetEvent]], ms: Int = 3000,
                     until done: ([[NetEvent]]) -> Bool) throws {
        for _ in 0..<(ms / 2) {
            for (index, host) in hosts.enumerated() { received[index] += host.service() }
            if done(received) { return }
            usleep(2000)
        }
    }

    @Test func messagesArriveWholeAndInOrderBothWays() throws {
        let server = try NetHost(port: 0, peerLimit: 8)
        let client = try NetHost(port: nil, peerLimit: 1)
        defer { server.close(); client.close() }
        let toServer = try client.connect(to: "127.0.0.1", port: server.port)
        var events: [[NetEvent]] = [[], []]
        try Self.pump([server, client], into: &events) { events in
            events[0].contains { if case .connected = $0 { true } else { false } }
                && events[1].contains(.connected(toServer, address: "127.0.0.1:\(server.port)"))
        }
        guard case .connected(let toClient, let address)? = events[0].first else {
            Issue.record("no connection: \(events)")
            return
        }
        #expect(address.hasPrefix("127.0.0.1:"))
        let messages = (0..<50).map { index in [UInt8](repeating: UInt8(index), count: 1 + index * 40) }
        for message in messages { try client.send(message, to: toServer) }
        try server.send([9, 8, 7], to: toClient)
        events = [[], []]
        try Self.pump([server, client], into: &events) { $0[0].count >= 50 && $0[1].count >= 1 }
        #expect(events[0] == messages.map { .received(toClient, $0) })
        #expect(events[1] == [.received(toServer, [9, 8, 7])])

        client.disconnect(toServer)
        events = [[], []]
        try Self.pump([server, client], into: &events) { $0[0].contains(.disconnected(toClient, saidGoodbye: true)) }
        #expect(events[0] == [.disconnected(toClient, saidGoodbye: true)])
        #expect(server.connectedPeers.isEmpty)
    }

    @Test func aPortInUseIsAnErrorNamingIt() throws {
        let first = try NetHost(port: 0, peerLimit: 2)
        defer { first.close() }
        #expect(throws: NetError(call: "enet_host_create",
                                 message: "cannot open UDP port \(first.port) (is another game using it?)")) {
            try NetHost(port: first.port, peerLimit: 2)
        }
    }

    @Test func anUnknownHostAndAGonePeerAreErrors() throws {
        let client = try NetHost(port: nil, peerLimit: 1)
        defer { client.close() }
        #expect(throws: NetError.self) { try client.connect(to: "no.such.host.invalid", port: 1) }
        #expect(throws: NetError(call: "enet_peer_send", message: "peer 99 is gone")) {
            try client.send([1], to: PeerID(raw: 99))
        }
        let peer = try client.connect(to: "127.0.0.1", port: 9)
        #expect(throws: NetError.self) { try client.send([UInt8](repeating: 0, count: 5000), to: peer) }
    }

    @Test func aSilentServerIsDroppedAfterFiveSeconds() throws {
        let server = try NetHost(port: 0, peerLimit: 2)
        let client = try NetHost(port: nil, peerLimit: 1)
        defer { client.close(); server.close() }
        let toServer = try client.connect(to: "127.0.0.1", port: server.port)
        var events: [[NetEvent]] = [[], []]
        try Self.pump([server, client], into: &events) { $0[1].contains { if case .connected = $0 { true } else { false } } }
        // The server is no longer serviced: it stays silent, as a frozen or unplugged machine would.
        events = [[]]
        var clock = timespec()
        clock_gettime(CLOCK_MONOTONIC, &clock)
        let start = Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9
        try Self.pump([client], into: &events, ms: 9000) { $0[0].contains(.disconnected(toServer, saidGoodbye: false)) }
        clock_gettime(CLOCK_MONOTONIC, &clock)
        let waited = Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9 - start
        #expect(events[0].contains(.disconnected(toServer, saidGoodbye: false)))
        #expect(waited > 4.9 && waited < 6.5)
    }

    /// A host answers a connect as it treats its players, from a local network's round trip: when its answer is
    /// lost it sends it again within a few hundred milliseconds, not after ENet's default half second and more.
    @Test func aLostAnswerToAConnectIsSentAgainSoon() throws {
        let server = try NetHost(port: 0, peerLimit: 2)
        let client = try NetHost(port: nil, peerLimit: 1)
        defer { client.close(); server.close(); NetFaults.dropShare(perMille: 0, seed: 0) }
        let toServer = try client.connect(to: "127.0.0.1", port: server.port)
        _ = client.service()  // the connect goes out
        usleep(20_000)
        var events: [[NetEvent]] = [server.service(), []]  // read, and answered
        let answered = server.datagramsSent
        #expect(answered >= 1, "the server answered the connect")
        // From here on nothing arrives anywhere: the server's answer, and each time it sends it again, is lost.
        NetFaults.dropShare(perMille: 1000, seed: 1)
        try Self.pump([server, client], into: &events, ms: 400) { _ in false }
        #expect(server.datagramsSent - answered >= 2, "the answer is sent again twice within 400 ms")
        NetFaults.dropShare(perMille: 0, seed: 0)
        try Self.pump([server, client], into: &events) { $0[1].contains(.connected(toServer, address: "127.0.0.1:\(server.port)")) }
        #expect(events[1].contains(.connected(toServer, address: "127.0.0.1:\(server.port)")))
    }

    /// Sends `sizes` raw UDP datagrams to loopback `port`.
    static func sendRaw(_ sizes: [Int], to port: UInt16) {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_DGRAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        for size in sizes {
            let bytes = [UInt8](repeating: 0xAB, count: size)
            _ = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    sendto(socket, bytes, bytes.count, 0, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        }
    }

    /// R61: a datagram longer than ENet's 4,096-byte buffer (ENet reports it as a failed socket), a runt and one
    /// over the MTU are counted by reason (in the order of their reasons' text), and the link goes on.
    @Test func oversizedAndRuntDatagramsAreCountedAndServicingGoesOn() throws {
        let server = try NetHost(port: 0, peerLimit: 2)
        let client = try NetHost(port: nil, peerLimit: 1)
        defer { client.close(); server.close() }
        let toServer = try client.connect(to: "127.0.0.1", port: server.port)
        var events: [[NetEvent]] = [[], []]
        try Self.pump([server, client], into: &events) { $0[1].contains { if case .connected = $0 { true } else { false } } }
        Self.sendRaw([5_000, 65_507, 65_507, 2, 1_401], to: server.port)
        usleep(20_000)
        try client.send([1, 2, 3], to: toServer)
        events = [[], []]
        try Self.pump([server, client], into: &events) { $0[0].contains { if case .received(_, [1, 2, 3]) = $0 { true } else { false } } }
        #expect(events[0].contains { if case .received(_, [1, 2, 3]) = $0 { true } else { false } })
        #expect(server.takeDrops() == [NetDrop(reason: .overMTU, count: 1), NetDrop(reason: .oversized, count: 3),
                                       NetDrop(reason: .runt, count: 1)])
        #expect(server.takeDrops() == [], "taken once")
    }

    /// R100: a silence drops a peer, not the link's age: two ends that keep talking stay connected past five seconds.
    /// One end dropped without a goodbye is no leaver on the other (`saidGoodbye` false: dropped, not left).
    @Test func aTalkingPeerStaysPastFiveSecondsAndOneGoneWithoutGoodbyeHasNotLeft() throws {
        let server = try NetHost(port: 0, peerLimit: 2)
        let client = try NetHost(port: nil, peerLimit: 1)
        defer { client.close(); server.close() }
        let toServer = try client.connect(to: "127.0.0.1", port: server.port)
        var events: [[NetEvent]] = [[], []]
        try Self.pump([server, client], into: &events) { events in
            events[0].contains { if case .connected = $0 { true } else { false } }
                && events[1].contains { if case .connected = $0 { true } else { false } }
        }
        guard case .connected(let toClient, _)? = events[0].first else {
            Issue.record("no connection: \(events)")
            return
        }
        var clock = timespec()
        func seconds() -> Double {
            clock_gettime(CLOCK_MONOTONIC, &clock)
            return Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9
        }
        let start = seconds()
        var sent = 0
        while seconds() - start < 7 {
            try client.send([1], to: toServer)
            try server.send([2], to: toClient)
            sent += 1
            for _ in 0..<25 {
                events[0] += server.service()
                events[1] += client.service()
                usleep(2000)
            }
        }
        let gone = events.flatMap { $0 }.filter { if case .disconnected = $0 { true } else { false } }
        #expect(gone.isEmpty, "after \(sent) messages each way")
        client.drop(toServer, sayingGoodbye: false)
        events = [[], []]
        try Self.pump([server], into: &events) { $0[0].contains { if case .disconnected = $0 { true } else { false } } }
        #expect(events[0] == [.disconnected(toClient, saidGoodbye: false)])
    }
}
