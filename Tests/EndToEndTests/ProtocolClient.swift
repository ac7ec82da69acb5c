import Foundation
import NetKit
#if canImport(Glibc)
import Glibc
#endif

/// A Versus player written from the docs/VERSUS.md's "Versus protocol" section alone: its own encoder and decoder, not
/// the game's (only ENet comes from NetKit, the transport docs/VERSUS.md names). It keeps the document honest: what
/// it cannot do from that page, the page does not say.
@MainActor
final class ProtocolClient {
    /// What the host said, as docs/VERSUS.md describes each message.
    enum Heard: Equatable {
        /// `rules`: the byte of flags, bit 0 audio play.
        case welcome(place: Int, rules: Int)
        case roster([Seat])
        case start(round: Int, starter: Int, seed: UInt64, rules: Int)
        case spawn(worm: Int, x: Int, y: Int, visibleMs: Int, roundMs: Int)
        case hit(worm: Int, place: Int, roundMs: Int)
        case miss(place: Int, roundMs: Int)
        case escape(worm: Int, roundMs: Int)
        case end(roundMs: Int, scores: [Score])
        case bye
        case refuse(reason: Int, version: Int, host: String)
        case alive
        /// Bytes this decoder does not know: docs/VERSUS.md left something out.
        case unknown([UInt8])
    }

    /// A roster's entry.
    struct Seat: Equatable {
        var place: Int
        var present: Bool
        var name: String
    }

    /// An `end`'s counts for one place.
    struct Score: Equatable {
        var place: Int
        var caught: Int
        var missed: Int
    }

    /// The protocol version docs/VERSUS.md documents.
    static let version: UInt8 = 3

    let net: NetHost
    private(set) var peer: PeerID
    private(set) var heard: [Heard] = []
    /// What was heard, liveness aside: `alive` comes four times a second from the moment of connecting, before the
    /// answer to a hello too when the host is slow to give it (it was, once, under load).
    var told: [Heard] { heard.filter { $0 != .alive } }
    private(set) var isConnected = false
    private(set) var isDisconnected = false
    /// Whether the host's disconnect carried ENet's goodbye number.
    private(set) var saidGoodbye = false
    private var lastAlive = Date.distantPast
    /// Whether it says `alive` once a second; false for a player that goes silent on purpose.
    var keepsAlive = true

    /// Connects to the host on loopback at `port`.
    init(port: Int) throws {
        net = try NetHost(port: nil, peerLimit: 1)
        peer = try net.connect(to: "127.0.0.1", port: UInt16(port))
    }

    // MARK: Encoding (docs/VERSUS.md: `W` `V`, version, kind, then the fields, little-endian)

    static func header(_ kind: UInt8, version: UInt8 = ProtocolClient.version) -> [UInt8] { [0x57, 0x56, version, kind] }
    static func u16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)] }
    static func u32(_ value: Int) -> [UInt8] { u16(value & 0xFFFF) + u16((value >> 16) & 0xFFFF) }
    static func name(_ text: String) -> [UInt8] { [UInt8(text.utf8.count)] + Array(text.utf8) }

    func send(_ bytes: [UInt8]) throws { try net.send(bytes, to: peer) }
    func hello(_ name: String, version: UInt8 = ProtocolClient.version) throws {
        try send(Self.header(1, version: version) + Self.name(name))
    }
    /// A press at the playfield's (`x`, `y`); `ms` is not used by the host (docs/VERSUS.md).
    func press(x: Double, y: Double) throws {
        try send(Self.header(5) + Self.u32(0) + Self.u16(Int(x * 8)) + Self.u16(Int(y * 8)))
    }

    // MARK: Decoding

    static func decode(_ bytes: [UInt8]) -> Heard {
        guard bytes.count >= 4, bytes[0] == 0x57, bytes[1] == 0x56 else { return .unknown(bytes) }
        var at = 4
        func u8() -> Int { defer { at += 1 }; return at < bytes.count ? Int(bytes[at]) : -1 }
        func u16() -> Int { let low = u8(); return low | u8() << 8 }
        func u32() -> Int { let low = u16(); return low | u16() << 16 }
        func name() -> String {
            let count = u8()
            guard count >= 0, at + count <= bytes.count else { return "?" }
            defer { at += count }
            return String(decoding: bytes[at..<(at + count)], as: UTF8.self)
        }
        let heard: Heard
        switch (bytes[2], bytes[3]) {
        case (version, 2): heard = .welcome(place: u8(), rules: u8())
        case (version, 3):
            heard = .roster((0..<max(0, u8())).map { _ in
                let place = u8(), present = u8() == 1
                return Seat(place: place, present: present, name: name())
            })
        case (version, 4):
            let round = u16(), starter = u8(), low = u32(), high = u32(), rules = u8()
            heard = .start(round: round, starter: starter, seed: UInt64(low) | UInt64(high) << 32, rules: rules)
        case (version, 6):
            heard = .spawn(worm: u32(), x: u16(), y: u16(), visibleMs: u16(), roundMs: u32())
        case (version, 7): heard = .hit(worm: u32(), place: u8(), roundMs: u32())
        case (version, 8): heard = .miss(place: u8(), roundMs: u32())
        case (version, 9): heard = .escape(worm: u32(), roundMs: u32())
        case (version, 10):
            let roundMs = u32()
            heard = .end(roundMs: roundMs, scores: (0..<max(0, u8())).map { _ in Score(place: u8(), caught: u16(), missed: u16()) })
        case (version, 11): heard = .bye
        case (let any, 12) where any >= 2: heard = .refuse(reason: u8(), version: Int(any), host: name())
        case (version, 13): heard = .alive
        default: return .unknown(bytes)
        }
        return at == bytes.count ? heard : .unknown(bytes)
    }

    // MARK: Running

    /// Services the link for at most `seconds`, until `done` holds; says `alive` once a second (docs/VERSUS.md: a
    /// player silent for 5 s is closed).
    @discardableResult
    func pump(seconds: Double, until done: (ProtocolClient) -> Bool = { _ in false }) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            serviceOnce()
            if done(self) { return true }
            usleep(2_000)
        }
        return done(self)
    }

    /// Services every one of `clients` together (each must keep saying `alive`, and a `hello` queued goes out
    /// only when its link is serviced) for at most `seconds`, until `done` holds for each.
    @discardableResult
    static func pumpAll(_ clients: [ProtocolClient], seconds: Double, until done: (ProtocolClient) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            for client in clients { client.serviceOnce() }
            if clients.allSatisfy(done) { return true }
            usleep(2_000)
        }
        return clients.allSatisfy(done)
    }

    /// One service of the link.
    func serviceOnce() {
        for event in net.service() {
            switch event {
            case .connected: isConnected = true
            case .received(_, let bytes): heard.append(Self.decode(bytes))
            case .disconnected(_, let goodbye):
                isDisconnected = true
                saidGoodbye = goodbye
            }
        }
        if keepsAlive && isConnected && !isDisconnected && Date().timeIntervalSince(lastAlive) >= 1 {
            lastAlive = Date()
            try? send(Self.header(13))
        }
    }

    /// The place the welcome gave, once it came.
    var place: Int? {
        for case .welcome(let place, _) in heard { return place }
        return nil
    }

    /// Says `bye`, waits for it to be delivered (docs/VERSUS.md: `bye` must arrive before the disconnect), then closes.
    func leave() {
        if isConnected && !isDisconnected {
            try? send(Self.header(11))
            net.disconnectLater(peer)
            pump(seconds: 1) { $0.isDisconnected }
        }
        net.close()
    }
}
