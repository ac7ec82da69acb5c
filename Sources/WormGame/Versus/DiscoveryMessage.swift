/// The lobby's discovery datagrams (R60): a query asks "who is there?", a beacon answers it.
///
/// Every datagram: the bytes `W` `R` `M` `D`, the version, the kind, then a random 64-bit token; a query's token is
/// fresh each time, and a beacon carries the token of the query it answers, so a stale or spoofed beacon (one that
/// answers no recent query of ours) is thrown away. Little-endian, checked as `VersusMessage` is.
public enum DiscoveryMessage: Equatable, Sendable {
    /// "Who is there?", from a player whose lobby is open.
    case query(token: UInt64)
    /// "I am here": the answer to the query `token`, from a visible player, saying whether it hosts a game.
    case beacon(token: UInt64, name: String, gamePort: Int, hosting: Hosting, players: Int)

    /// What a beacon says of the player's game (its hosting byte): no game, a game open to join, or a game whose
    /// round is under way (listed with a "started" mark). Any other byte is a bad datagram.
    public enum Hosting: UInt8, Sendable, CaseIterable {
        /// Not hosting: a player in a lobby or in someone else's game, not listed as a game.
        case notHosting = 0
        /// Hosting, between rounds: a game to join.
        case open = 1
        /// Hosting, a round under way: listed as started (only a player who left it may come back in).
        case underWay = 2

        /// Whether the player hosts a game, open or under way.
        public var isHosting: Bool { self != .notHosting }
    }

    /// The bytes every discovery datagram starts with.
    public static let magic: [UInt8] = Array("WRMD".utf8)
    /// The discovery protocol's version.
    public static let version: UInt8 = 1
    /// The longest discovery datagram.
    public static let maxBytes = 100

    /// The datagram's bytes.
    public func encoded() -> [UInt8] {
        var out = WireWriter()
        out.bytes = DiscoveryMessage.magic + [DiscoveryMessage.version]
        switch self {
        case .query(let token):
            out.u8(1)
            out.u64(token)
        case .beacon(let token, let name, let gamePort, let hosting, let players):
            out.u8(2)
            out.u64(token)
            out.u16(gamePort)
            out.u8(Int(hosting.rawValue))
            out.u8(players)
            out.name(name)
        }
        return out.bytes
    }

    /// Reads one datagram, checking everything; throws what is wrong with it. Pure.
    public static func decode(_ bytes: [UInt8]) throws(ProtocolError) -> DiscoveryMessage {
        guard bytes.count <= maxBytes else { throw ProtocolError("too long (\(bytes.count) bytes)") }
        guard bytes.count >= 6 else { throw ProtocolError("too short (\(bytes.count) bytes)") }
        guard Array(bytes[0..<4]) == magic else { throw ProtocolError("not a discovery datagram") }
        guard bytes[4] == version else { throw ProtocolError("discovery version \(bytes[4]), not \(version)") }
        var input = WireReader(bytes: bytes, offset: 6)
        let message: DiscoveryMessage
        switch bytes[5] {
        case 1:
            message = .query(token: try input.u64())
        case 2:
            let token = try input.u64()
            let port = try input.u16()
            guard port > 0 else { throw ProtocolError("port 0") }
            let byte = try input.u8()
            guard let hosting = Hosting(rawValue: UInt8(byte)) else { throw ProtocolError("hosting \(byte)") }
            let players = try input.u8()
            guard players <= VersusMessage.maxPlayers else { throw ProtocolError("\(players) players") }
            message = .beacon(token: token, name: try input.name(), gamePort: port, hosting: hosting, players: players)
        default:
            throw ProtocolError("unknown kind \(bytes[5])")
        }
        guard input.offset == bytes.count else { throw ProtocolError("\(bytes.count - input.offset) bytes too many") }
        return message
    }
}

extension WireWriter {
    mutating func u64(_ value: UInt64) {
        u32(Int(value & 0xFFFF_FFFF))
        u32(Int(value >> 32))
    }
}

extension WireReader {
    mutating func u64() throws(ProtocolError) -> UInt64 {
        let low = try u32()
        let high = try u32()
        return UInt64(low) | UInt64(high) << 32
    }
}
