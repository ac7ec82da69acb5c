/// What the command line says about the venue table (R74): `--venue NAME` and `--machine NAME`.
public struct VenueOptions: Equatable, Sendable {
    /// `--venue`: the venue whose machines share their tables; nil: this machine keeps its own.
    public var venue: String?
    /// `--machine`: this machine's name in the venue; nil for the host name.
    public var machine: String?
    /// `--venue-key`: the venue's shared key (the file's contents, R100); nil: rows and hellos go unsealed.
    public var key: [UInt8]?

    public init() {}

    /// The flags, as `--help` lists them.
    static let flags: [(name: String, value: String?, help: String)] = [
        ("--venue", "NAME", "share the Arcade and Daily tables with the machines of venue NAME on this network"),
        ("--machine", "NAME", "(venue) this machine's name, shown on the rows it shares (default: the host name)"),
        ("--venue-key", "FILE", "(venue) the venue's shared key, mode 0600 or 0400: only its holders' rows are taken"),
    ]

    /// Applies `flag` if it is a venue flag; returns false when it is not one.
    mutating func apply(_ flag: String, _ value: String) throws -> Bool {
        switch flag {
        case "--venue":
            guard let name = VenueName.check(value) else {
                throw UsageError("--venue: \(Quoting.quote(value)) is not a venue name (\(VenueName.rule))")
            }
            venue = name
        case "--machine":
            guard let name = VenueName.check(value) else {
                throw UsageError("--machine: \(Quoting.quote(value)) is not a machine name (\(VenueName.rule))")
            }
            machine = name
        case "--venue-key":
            key = try VenueKey.load(value)
        default:
            return false
        }
        return true
    }

    /// `--machine` needs `--venue`.
    func validate() throws {
        if machine != nil && venue == nil { throw UsageError("--machine: only with --venue") }
        if key != nil && venue == nil { throw UsageError("--venue-key: only with --venue") }
    }
}
