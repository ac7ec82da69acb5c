/// Versus's wire protocol (R60, R61), version 3: every message Versus players send each other over the transport.
///
/// A message is a 4-byte header — the bytes `W` `V`, the protocol version, the kind — then the kind's fields,
/// little-endian, with nothing after them. `decode` checks everything (size, version, kind, every range, names)
/// and is a pure function: the docs/VERSUS.md's "Versus protocol" table is this file in words.
public enum VersusMessage: Equatable, Sendable {
    /// A player asks to join (client → host).
    case hello(name: String)
    /// The host's answer: the joining player's place in the roster and the game's rules (host → client).
    case welcome(player: Int, rules: VersusRules = VersusRules())
    /// Everyone in the game, in roster order (host → all); the host is player 0.
    case roster([RosterEntry])
    /// A round starts now (host → all): the round's number, who started it, the seed of its worms, and its rules.
    case start(round: Int, starter: Int, seed: UInt64, rules: VersusRules = VersusRules())
    /// A press at round time `roundMs` on the sender's clock, at (`x`, `y`) on the playfield (client → host).
    case press(roundMs: Int, x: Double, y: Double)
    /// A worm appeared at round time `roundMs` (host → all).
    case spawn(worm: Int, x: Int, y: Int, visibleMs: Int, roundMs: Int)
    /// `player` caught `worm` (host → all).
    case hit(worm: Int, player: Int, roundMs: Int)
    /// `player` pressed the background (host → all).
    case miss(player: Int, roundMs: Int)
    /// `worm` went back into its hole uncaught (host → all).
    case escape(worm: Int, roundMs: Int)
    /// The round is over; every player's final counts (host → all).
    case end(roundMs: Int, scores: [PlayerScore])
    /// The sender leaves; from the host, the game is over.
    case bye
    /// The host turns a connection away, then closes it (host → client): why, and the host's name and protocol
    /// version. Its layout is the same in every version from 2 on, so that any player can read why.
    case refuse(reason: Refusal, version: Int, host: String)
    /// "Still here", once a second from both ends while nothing else is sent (R61: ENet's pings are no word).
    case alive
    /// `player` pressed `worm` just after another player caught it: late, neither a catch nor a miss (host → all, R61).
    case late(worm: Int, player: Int, roundMs: Int)
    /// The round under way, for a player who came back to it (host → that player, R61): its number, seed, the
    /// round time now (countdown included, as `start` began it) and every player's counts so far.
    case resume(round: Int, seed: UInt64, rules: VersusRules = VersusRules(), roundMs: Int, scores: [PlayerScore])

    /// The protocol's version; a message of another version is dropped (a refusal of any version from 2 is read).
    /// Version 3 added the rules to `welcome`, `start` and `resume` (audio play, R110).
    public static let version: UInt8 = 3
    /// The two bytes every message starts with.
    public static let magic: [UInt8] = [0x57, 0x56]  // "WV"
    /// The most players in a game (R60).
    public static let maxPlayers = 8
    /// The longest message (a full roster of 8 names of 63 bytes fits).
    public static let maxBytes = 600
    /// The longest round time a message may carry: 10 minutes.
    public static let maxRoundMs = 600_000
    /// The longest time a worm may stay out.
    public static let maxVisibleMs = 10_000
    /// Press coordinates travel in 1/8 of a logical pixel.
    static let pressScale = 8.0

    /// The kind byte of each message.
    enum Kind: UInt8 {
        case hello = 1, welcome, roster, start, press, spawn, hit, miss, escape, end, bye, refuse, alive, late, resume
    }

    /// When `bytes` are a `hello` of another protocol version (an older or newer Worm), that version and the
    /// name in it where it reads as versions 1 to 3 do; nil for anything else. The host refuses such a
    /// player with a line saying who must update.
    public static func foreignHello(_ bytes: [UInt8]) -> (version: Int, name: String?)? {
        guard bytes.count >= 4, bytes.count <= maxBytes, bytes[0] == magic[0], bytes[1] == magic[1],
              bytes[2] != version, bytes[3] == Kind.hello.rawValue else { return nil }
        var input = WireReader(bytes: bytes, offset: 4)
        return (Int(bytes[2]), try? input.name())
    }
}

/// The host's rules for its game's rounds, told in `welcome`, `start` and `resume`: one byte of flags, each bit a
/// rule; a bit no version defines makes the message wrong (dropped), so a rule is never half understood.
public struct VersusRules: Equatable, Sendable {
    /// Audio play (R110): worms only at the grid's centres, each calling, out at least twice as long.
    public var audioPlay: Bool

    public init(audioPlay: Bool = false) {
        self.audioPlay = audioPlay
    }

    /// The bit of audio play.
    static let audioPlayBit = 1

    /// The rules as their byte.
    var byte: Int { audioPlay ? VersusRules.audioPlayBit : 0 }

    /// The rules of `byte`; throws for a bit no rule has.
    init(byte: Int) throws(ProtocolError) {
        guard byte & ~VersusRules.audioPlayBit == 0 else { throw ProtocolError("rules \(byte)") }
        audioPlay = byte & VersusRules.audioPlayBit != 0
    }
}

/// Why a host turns a connection away (R61).
public enum Refusal: UInt8, Sendable, CaseIterable {
    /// Eight players are in.
    case full = 1
    /// A round is under way.
    case started
    /// The player speaks another protocol version: one of the two must update.
    case version
}

/// One player in the roster: the place, the name, and whether the player is still there.
public struct RosterEntry: Equatable, Sendable {
    public var player: Int
    public var name: String
    /// False once the player left or dropped (R60: shown as gone).
    public var present: Bool

    public init(player: Int, name: String, present: Bool = true) {
        self.player = player
        self.name = name
        self.present = present
    }
}

/// One player's counts at the end of a round.
public struct PlayerScore: Equatable, Sendable {
    public var player: Int
    public var caught: Int
    public var missed: Int

    public init(player: Int, caught: Int, missed: Int) {
        self.player = player
        self.caught = caught
        self.missed = missed
    }
}

/// Why a message was dropped: the `reason` of the `dropped` event.
public struct ProtocolError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A few words naming what is wrong, e.g. `x out of range`.
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}

extension VersusMessage {
    /// The message as bytes for the wire.
    public func encoded() -> [UInt8] {
        var out = WireWriter()
        out.bytes = VersusMessage.magic + [VersusMessage.version]
        switch self {
        case .hello(let name):
            out.kind(.hello)
            out.name(name)
        case .welcome(let player, let rules):
            out.kind(.welcome)
            out.u8(player)
            out.u8(rules.byte)
        case .roster(let entries):
            out.kind(.roster)
            out.u8(entries.count)
            for entry in entries {
                out.u8(entry.player)
                out.u8(entry.present ? 1 : 0)
                out.name(entry.name)
            }
        case .start(let round, let starter, let seed, let rules):
            out.kind(.start)
            out.u16(round)
            out.u8(starter)
            out.u32(Int(seed & 0xFFFF_FFFF))
            out.u32(Int(seed >> 32))
            out.u8(rules.byte)
        case .press(let roundMs, let x, let y):
            out.kind(.press)
            out.u32(roundMs)
            out.u16(Int((x * VersusMessage.pressScale).rounded(.down)))
            out.u16(Int((y * VersusMessage.pressScale).rounded(.down)))
        case .spawn(let worm, let x, let y, let visibleMs, let roundMs):
            out.kind(.spawn)
            out.u32(worm)
            out.u16(x)
            out.u16(y)
            out.u16(visibleMs)
            out.u32(roundMs)
        case .hit(let worm, let player, let roundMs):
            out.kind(.hit)
            out.u32(worm)
            out.u8(player)
            out.u32(roundMs)
        case .miss(let player, let roundMs):
            out.kind(.miss)
            out.u8(player)
            out.u32(roundMs)
        case .escape(let worm, let roundMs):
            out.kind(.escape)
            out.u32(worm)
            out.u32(roundMs)
        case .end(let roundMs, let scores):
            out.kind(.end)
            out.u32(roundMs)
            out.scores(scores)
        case .bye:
            out.kind(.bye)
        case .refuse(let reason, let version, let host):
            out.bytes[2] = UInt8(truncatingIfNeeded: version)
            out.kind(.refuse)
            out.u8(Int(reason.rawValue))
            out.name(host)
        case .alive:
            out.kind(.alive)
        case .late(let worm, let player, let roundMs):
            out.kind(.late)
            out.u32(worm)
            out.u8(player)
            out.u32(roundMs)
        case .resume(let round, let seed, let rules, let roundMs, let scores):
            out.kind(.resume)
            out.u16(round)
            out.u32(Int(seed & 0xFFFF_FFFF))
            out.u32(Int(seed >> 32))
            out.u8(rules.byte)
            out.u32(roundMs)
            out.scores(scores)
        }
        return out.bytes
    }

    /// Reads one message, checking its size, version, kind, every field's range and every name; throws what is
    /// wrong with it. Pure: no state, no I/O, bounded work for any input.
    public static func decode(_ bytes: [UInt8]) throws(ProtocolError) -> VersusMessage {
        guard bytes.count <= maxBytes else { throw ProtocolError("too long (\(bytes.count) bytes)") }
        guard bytes.count >= 4 else { throw ProtocolError("too short (\(bytes.count) bytes)") }
        guard bytes[0] == magic[0], bytes[1] == magic[1] else { throw ProtocolError("not a versus message") }
        let isRefusal = bytes[3] == Kind.refuse.rawValue && bytes[2] >= 2
        guard bytes[2] == version || isRefusal else { throw ProtocolError("protocol version \(bytes[2]), not \(version)") }
        guard let kind = Kind(rawValue: bytes[3]) else { throw ProtocolError("unknown kind \(bytes[3])") }
        var input = WireReader(bytes: bytes, offset: 4)
        let message: VersusMessage
        switch kind {
        case .hello:
            message = .hello(name: try input.name())
        case .welcome:
            let player = try input.player()
            message = .welcome(player: player, rules: try input.rules())
        case .roster:
            let count = try input.u8()
            guard (1...maxPlayers).contains(count) else { throw ProtocolError("roster of \(count) players") }
            var entries: [RosterEntry] = []
            for _ in 0..<count {
                let player = try input.player()
                let present = try input.u8()
                guard present <= 1 else { throw ProtocolError("presence \(present)") }
                let name = try input.name()
                guard !entries.contains(where: { $0.player == player }) else { throw ProtocolError("player \(player) twice") }
                entries.append(RosterEntry(player: player, name: name, present: present == 1))
            }
            message = .roster(entries)
        case .start:
            let round = try input.u16()
            guard round >= 1 else { throw ProtocolError("round 0") }
            let starter = try input.player()
            let low = try input.u32()
            let high = try input.u32()
            message = .start(round: round, starter: starter, seed: UInt64(low) | UInt64(high) << 32, rules: try input.rules())
        case .press:
            let roundMs = try input.roundMs()
            let x = try input.u16(), y = try input.u16()
            guard Double(x) < Double(Playfield.width) * pressScale else { throw ProtocolError("x out of range") }
            guard Double(y) < Double(Playfield.height) * pressScale else { throw ProtocolError("y out of range") }
            message = .press(roundMs: roundMs, x: Double(x) / pressScale, y: Double(y) / pressScale)
        case .spawn:
            let worm = try input.worm()
            let x = try input.u16(), y = try input.u16()
            guard x < Playfield.width else { throw ProtocolError("x out of range") }
            guard y < Playfield.height else { throw ProtocolError("y out of range") }
            let visibleMs = try input.u16()
            guard (1...maxVisibleMs).contains(visibleMs) else { throw ProtocolError("visible_ms out of range") }
            message = .spawn(worm: worm, x: x, y: y, visibleMs: visibleMs, roundMs: try input.roundMs())
        case .hit:
            let worm = try input.worm()
            let player = try input.player()
            message = .hit(worm: worm, player: player, roundMs: try input.roundMs())
        case .miss:
            let player = try input.player()
            message = .miss(player: player, roundMs: try input.roundMs())
        case .escape:
            let worm = try input.worm()
            message = .escape(worm: worm, roundMs: try input.roundMs())
        case .end:
            let roundMs = try input.roundMs()
            message = .end(roundMs: roundMs, scores: try input.scores())
        case .bye:
            message = .bye
        case .refuse:
            let code = try input.u8()
            guard let reason = Refusal(rawValue: UInt8(code)) else { throw ProtocolError("refusal \(code)") }
            message = .refuse(reason: reason, version: Int(bytes[2]), host: try input.name())
        case .alive:
            message = .alive
        case .late:
            let worm = try input.worm()
            let player = try input.player()
            message = .late(worm: worm, player: player, roundMs: try input.roundMs())
        case .resume:
            let round = try input.u16()
            guard round >= 1 else { throw ProtocolError("round 0") }
            let low = try input.u32()
            let high = try input.u32()
            let rules = try input.rules()
            let roundMs = try input.roundMs()
            message = .resume(round: round, seed: UInt64(low) | UInt64(high) << 32, rules: rules, roundMs: roundMs,
                              scores: try input.scores())
        }
        guard input.offset == bytes.count else { throw ProtocolError("\(bytes.count - input.offset) bytes too many") }
        return message
    }
}

/// Little-endian fields appended to a byte array.
struct WireWriter {
    var bytes: [UInt8] = []

    mutating func u8(_ value: Int) { bytes.append(UInt8(truncatingIfNeeded: value)) }
    mutating func kind(_ kind: VersusMessage.Kind) { bytes.append(kind.rawValue) }
    mutating func u16(_ value: Int) {
        let v = UInt16(truncatingIfNeeded: value)
        bytes += [UInt8(v & 0xFF), UInt8(v >> 8)]
    }
    mutating func u32(_ value: Int) {
        let v = UInt32(truncatingIfNeeded: value)
        bytes += [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8(v >> 24)]
    }
    /// Every player's counts: how many (one byte), then each player (u8), caught (u16), missed (u16).
    mutating func scores(_ scores: [PlayerScore]) {
        u8(scores.count)
        for score in scores {
            u8(score.player)
            u16(score.caught)
            u16(score.missed)
        }
    }
    /// A name: its byte count (one byte), then its UTF-8 bytes.
    mutating func name(_ text: String) {
        let utf8 = Array(text.utf8.prefix(PlayerName.versus.bytes))
        u8(utf8.count)
        bytes += utf8
    }
}

/// Little-endian fields read from a byte array, each checked against the bytes left.
struct WireReader {
    let bytes: [UInt8]
    var offset: Int

    mutating func u8() throws(ProtocolError) -> Int {
        guard offset < bytes.count else { throw ProtocolError("cut short") }
        offset += 1
        return Int(bytes[offset - 1])
    }
    mutating func u16() throws(ProtocolError) -> Int {
        let low = try u8()
        let high = try u8()
        return low | high << 8
    }
    mutating func u32() throws(ProtocolError) -> Int {
        let low = try u16()
        let high = try u16()
        return low | high << 16
    }
    /// A player's place: 0 to 7.
    mutating func player() throws(ProtocolError) -> Int {
        let player = try u8()
        guard player < VersusMessage.maxPlayers else { throw ProtocolError("player \(player) out of range") }
        return player
    }
    /// A worm's number: 1 or more, below a million.
    mutating func worm() throws(ProtocolError) -> Int {
        let worm = try u32()
        guard (1..<1_000_000).contains(worm) else { throw ProtocolError("worm \(worm) out of range") }
        return worm
    }
    /// The host's rules: one byte, no bit but the rules'.
    mutating func rules() throws(ProtocolError) -> VersusRules {
        try VersusRules(byte: try u8())
    }
    /// A round time: 0 to 10 minutes.
    mutating func roundMs() throws(ProtocolError) -> Int {
        let ms = try u32()
        guard ms <= VersusMessage.maxRoundMs else { throw ProtocolError("round time \(ms) out of range") }
        return ms
    }
    /// Every player's counts, as `WireWriter.scores` writes them: 1 to 8, no player twice.
    mutating func scores() throws(ProtocolError) -> [PlayerScore] {
        let count = try u8()
        guard (1...VersusMessage.maxPlayers).contains(count) else { throw ProtocolError("scores of \(count) players") }
        var scores: [PlayerScore] = []
        for _ in 0..<count {
            let player = try player()
            guard !scores.contains(where: { $0.player == player }) else { throw ProtocolError("player \(player) twice") }
            scores.append(PlayerScore(player: player, caught: try u16(), missed: try u16()))
        }
        return scores
    }
    /// A name, checked as `PlayerName.checked` does.
    mutating func name() throws(ProtocolError) -> String {
        let count = try u8()
        guard count <= PlayerName.versus.bytes else { throw ProtocolError("name of \(count) bytes") }
        guard offset + count <= bytes.count else { throw ProtocolError("cut short") }
        let slice = bytes[offset..<(offset + count)]
        offset += count
        guard let name = PlayerName.checked(Array(slice)) else { throw ProtocolError("bad name") }
        return name
    }
}
