import WormGame

/// The venue table's datagrams (docs/VENUE.md): one JSON object a UDP datagram, at most `maxBytes` long.
///
/// Every datagram has `"worm_venue": 1` (the wire format's version), `"scope"` (the discovery scope's tag, 0 on a
/// real network), `"venue"`, `"machine"` (the sender) and `"type"`:
/// - `hello`, broadcast once a second: `"rows"`, the ids (16 hex digits) of the rows the sender holds or has refused,
///   so the others send it only what it lacks;
/// - `row`: one table row as scores.json writes it (`name`, `score`, `accuracy`, `best_combo`, `time`, `replay`),
///   with `"table"` (`arcade` or `daily`), `"date"` (Daily's day) and `"from"` (the machine that played it).
nonisolated enum VenueMessage: Equatable {
    case hello(machine: String, rows: [UInt64])
    case row(machine: String, SharedRow)

    /// The wire format's version.
    static let wireVersion = 1
    /// The longest datagram sent or read (a replay of some 700 presses; a round of 60 s has a few hundred):
    /// under UDP's 65 507 bytes, and read in about 1 ms; a longer one is refused as `oversized`.
    static let maxBytes = 32_000
    /// The most row ids a hello lists.
    static let maxHelloRows = 64

    /// Where a datagram comes from and whom it is for.
    struct Envelope: Equatable {
        var scope: UInt32
        var venue: String
    }

    /// Why a datagram was not read: the refusal's reason and what is known of it.
    struct Failure: Error, Equatable {
        var reason: VenueRefusal
        /// What is wrong, for the reader of the log.
        var detail: String
        /// The sender's machine name, when it could be read.
        var machine: String?
        /// The row's score, when it could be read.
        var score: Int?
    }

    /// The sending machine.
    var machine: String {
        switch self {
        case .hello(let machine, _), .row(let machine, _): return machine
        }
    }

    /// The datagram's bytes.
    func encoded(_ envelope: Envelope) -> [UInt8] {
        var json = JSONLine()
        json.add("worm_venue", VenueMessage.wireVersion)
        json.add("scope", Int(envelope.scope))
        json.add("venue", envelope.venue)
        json.add("machine", machine)
        switch self {
        case .hello(_, let rows):
            json.add("type", "hello")
            let ids = rows.prefix(VenueMessage.maxHelloRows).map { "\"\(VenueMessage.hex($0))\"" }.joined(separator: ", ")
            return Array((String(json.line.dropLast()) + ", \"rows\": [" + ids + "]}").utf8)
        case .row(_, let row):
            json.add("type", "row")
            json.add("table", row.table.rawValue)
            json.add("date", row.date)
            json.add("from", row.entry.from ?? machine)
            json.add("name", row.entry.name)
            json.add("score", row.entry.score)
            json.add("accuracy", row.entry.accuracy)
            json.add("best_combo", row.entry.bestCombo)
            json.add("time", Int(row.entry.time))
            return Array((String(json.line.dropLast()) + ", \"replay\": " + ReplayCoding.text(row.entry.replay) + "}").utf8)
        }
    }

    /// Reads a datagram of `length` bytes (`bytes` may be cut short of it). Nil when it is for another scope or
    /// venue, which is not this machine's business; throws `Failure` for one that is not a venue datagram, too
    /// long, or of another wire version.
    static func decode(_ bytes: [UInt8], length: Int, for envelope: Envelope) throws(Failure) -> VenueMessage? {
        guard length <= maxBytes, bytes.count == length else {
            throw Failure(reason: .oversized, detail: "\(length) bytes, more than \(maxBytes)")
        }
        let value: JSONValue
        do {
            value = try JSONValue.parse(utf8: bytes)
        } catch {
            throw Failure(reason: .malformed, detail: "not JSON: \(error.description)")
        }
        guard case .object(let members) = value else { throw Failure(reason: .malformed, detail: "not a JSON object") }
        let fields = Fields(members: members, place: "venue datagram")
        guard case .number(let wire)? = members["worm_venue"] else {
            throw Failure(reason: .malformed, detail: "no \"worm_venue\" version")
        }
        guard wire == Double(wireVersion) else {
            throw Failure(reason: .version, detail: "wire format \(wire), this machine reads \(wireVersion)",
                          machine: members["machine"].flatMap(machineName))
        }
        do throws(DocumentError) {
            let scope = try fields.int("scope", 0...Int(UInt32.max))
            let venue = try fields.string("venue")
            guard UInt32(scope) == envelope.scope, venue == envelope.venue else { return nil }
            guard let machine = VenueName.check(try fields.string("machine")) else {
                throw DocumentError("\"machine\" is not a machine name")
            }
            switch try fields.string("type") {
            case "hello":
                guard case .array(let items)? = members["rows"], items.count <= maxHelloRows else {
                    throw DocumentError("\"rows\" is not a list of at most \(maxHelloRows) ids")
                }
                var ids: [UInt64] = []
                for item in items {
                    guard case .string(let text) = item, text.utf8.count == 16, let id = UInt64(text, radix: 16) else {
                        throw DocumentError("\"rows\" holds something that is not 16 hex digits")
                    }
                    ids.append(id)
                }
                return .hello(machine: machine, rows: ids)
            case "row":
                return .row(machine: machine, try row(members, fields: fields, machine: machine))
            default:
                throw DocumentError("\"type\" is not hello or row")
            }
        } catch {
            let score = members["score"].flatMap { value -> Int? in
                if case .number(let number) = value, number == number.rounded(), abs(number) < 1e15 { return Int(number) }
                return nil
            }
            throw Failure(reason: .malformed, detail: error.reason, machine: members["machine"].flatMap(machineName), score: score)
        }
    }

    /// A `row` datagram's row.
    private static func row(_ members: [String: JSONValue], fields: Fields, machine: String) throws(DocumentError) -> SharedRow {
        guard let table = TableMode(rawValue: try fields.string("table")) else {
            throw DocumentError("\"table\" is not arcade or daily")
        }
        let date = try fields.string("date")
        guard DailySeed.isValid(date) else { throw DocumentError("\"date\" is not a date as YYYY-MM-DD") }
        guard let from = VenueName.check(try fields.string("from")) else { throw DocumentError("\"from\" is not a machine name") }
        var entry = try ScoresDocument.entry(.object(members), where: "row")
        entry.from = from
        return SharedRow(table: table, date: date, entry: entry)
    }

    /// A `machine` member's name, when it is one.
    private static func machineName(_ value: JSONValue) -> String? {
        if case .string(let text) = value { return VenueName.check(text) }
        return nil
    }

    /// `id` as 16 hex digits.
    static func hex(_ id: UInt64) -> String {
        let digits = String(id, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
