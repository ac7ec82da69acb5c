import WormGame

/// What the command line says about Versus (R60): `--name`, `--host`, `--players`, `--join`, `--port`, `--invisible`.
public struct VersusOptions: Equatable, Sendable {
    /// The game's UDP port when `--port` does not say.
    public static let defaultPort: UInt16 = 7770

    /// `--name`: the display name; nil for the login name.
    public var name: String?
    /// `--host`: host a game.
    public var host = false
    /// `--players`: players to wait for, the host included (headless host).
    public var players = 2
    /// `--join`: the host to join without discovery, and its port (nil: `port`).
    public var join: (address: String, port: UInt16?)?
    /// `--port`: the game's UDP port.
    public var port = VersusOptions.defaultPort
    /// `--invisible`: the visible switch starts off.
    public var invisible = false
    /// Whether any Versus flag was given (they need `--mode versus`).
    var given: String?

    public init() {}

    public static func == (left: VersusOptions, right: VersusOptions) -> Bool {
        left.name == right.name && left.host == right.host && left.players == right.players
            && left.join?.address == right.join?.address && left.join?.port == right.join?.port
            && left.port == right.port && left.invisible == right.invisible
    }

    /// The flags, as `--help` lists them.
    static let flags: [(name: String, value: String?, help: String)] = [
        ("--name", "NAME", "(versus) your display name, 1 to 20 characters (default: the login name)"),
        ("--host", nil, "(versus) host a game; headless, it starts when --players players are in"),
        ("--players", "N", "(versus, headless host) players to wait for, the host included (2-8, default 2)"),
        ("--join", "HOST[:PORT]", "(versus) join that host directly, without discovery (IPv4: ENet has no IPv6)"),
        ("--port", "N", "(versus) the game's UDP port (default 7770; with --host, 0: any free port, logged)"),
        ("--invisible", nil, "(versus) start with the visible switch off"),
    ]

    /// Applies `flag` if it is a Versus flag; returns false when it is not one.
    mutating func apply(_ flag: String, _ value: String) throws -> Bool {
        switch flag {
        case "--name":
            guard let name = PlayerName.checked(Array(value.utf8)) else {
                throw UsageError("--name: \(Quoting.quote(value)) is not a name of 1 to 20 characters without control characters")
            }
            self.name = name
        case "--host":
            host = true
        case "--players":
            guard let count = Int(value), (2...VersusMessage.maxPlayers).contains(count) else {
                throw UsageError("--players: \(Quoting.quote(value)) is not a number of players from 2 to 8")
            }
            players = count
        case "--join":
            join = try VersusOptions.address(value)
        case "--port":
            port = value == "0" ? 0 : try VersusOptions.port(value, flag: "--port")
        case "--invisible":
            invisible = true
        default:
            return false
        }
        given = given ?? flag
        return true
    }

    /// What `--join` says to an IPv6 address (`[ADDRESS%IFACE]:PORT`, `[::1]:PORT`, or bare): the game's transport,
    /// ENet 1.3, is IPv4 only (docs/VERSUS.md, "Versus protocol").
    nonisolated static let noIPv6 = "is an IPv6 address; Versus plays over IPv4 only (ENet 1.3): give the host's IPv4 address"

    /// `HOST[:PORT]`.
    static func address(_ value: String) throws -> (address: String, port: UInt16?) {
        if value.hasPrefix("[") || value.filter({ $0 == ":" }).count > 1 {
            throw UsageError("--join: \(Quoting.quote(value)) \(noIPv6)")
        }
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty, parts[0].utf8.count <= 253,
              parts[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" }) else {
            throw UsageError("--join: \(Quoting.quote(value)) is not HOST or HOST:PORT")
        }
        return (String(parts[0]), parts.count == 2 ? try port(String(parts[1]), flag: "--join") : nil)
    }

    /// A UDP port from 1 to 65535.
    static func port(_ value: String, flag: String) throws -> UInt16 {
        guard let port = UInt16(value), port > 0 else {
            throw UsageError("\(flag): \(Quoting.quote(value)) is not a port from 1 to 65535")
        }
        return port
    }

    /// Checks the Versus flags against the mode.
    func validate(mode: Options.StartMode) throws {
        if let given, mode != .versus { throw UsageError("\(given): only with --mode versus") }
        if host && join != nil { throw UsageError("--join: not with --host") }
        if players != 2 && !host { throw UsageError("--players: only with --host") }
        if port == 0 && !host { throw UsageError("--port: 0 (any free port) only with --host") }
    }
}
