import WormGame

/// One finished Versus round in the history (R61): when it ended, each player's catches (best first) and the
/// winner. Saved in scores.json's `versus` list, newest first.
nonisolated struct VersusRecord: Equatable, Sendable {
    /// One player's name and catches.
    struct Player: Equatable, Sendable {
        var name: String
        var caught: Int
    }

    /// The most rounds the history keeps (R61).
    static let limit = 50

    /// Seconds since 1970 UTC when the round ended.
    var time: Int64
    /// Best first, as the results showed them.
    var players: [Player]
    /// The winner's name; nil for a draw.
    var winner: String?

    /// The record of a round whose results were `result`, ended at `time`.
    init(time: Int64, result: VersusResult) {
        self.init(time: time, players: result.lines.map { Player(name: $0.name, caught: $0.caught) }, winner: result.winner)
    }

    init(time: Int64, players: [Player], winner: String?) {
        self.time = time
        self.players = players
        self.winner = winner
    }

    /// The record as one JSON object on one line.
    var text: String {
        var json = JSONLine()
        json.add("time", Int(time))
        json.add("date", Dates.day(of: time))
        json.add("players", objects: players.map { player in
            var object = JSONLine()
            object.add("name", player.name)
            object.add("caught", player.caught)
            return object
        })
        if let winner { json.add("winner", winner) } else { json.addNull("winner") }
        return json.line
    }

    /// A record read from `value`, checked whole: times, names (R60's display names), counts, and a winner who
    /// is one of the players with the most catches, or null when two share them.
    init(_ value: JSONValue, place: String) throws(DocumentError) {
        guard case .object(let members) = value else { throw DocumentError("\(place) is not an object") }
        let fields = Fields(members: members, place: place)
        time = Int64(try fields.int("time", 0...(1 << 50)))
        guard case .array(let rows)? = members["players"], (1...VersusMessage.maxPlayers).contains(rows.count) else {
            throw DocumentError("\(place): \"players\" is not a list of 1 to \(VersusMessage.maxPlayers) players")
        }
        players = []
        for (index, row) in rows.enumerated() {
            guard case .object(let player) = row else { throw DocumentError("\(place) player \(index + 1) is not an object") }
            let playerFields = Fields(members: player, place: "\(place) player \(index + 1)")
            let name = try playerFields.string("name")
            guard PlayerName.checked(Array(name.utf8)) == name else {
                throw DocumentError("\(place) player \(index + 1): \"name\" is not a valid name")
            }
            players.append(Player(name: name, caught: try playerFields.int("caught", 0...65_535)))
        }
        switch members["winner"] {
        case .string(let name)?:
            guard players.first?.name == name, players.dropFirst().allSatisfy({ $0.caught < players[0].caught }) else {
                throw DocumentError("\(place): \"winner\" is not the one player with the most catches")
            }
            winner = name
        case .null?, nil:
            winner = nil
        default:
            throw DocumentError("\(place): \"winner\" is not a name or null")
        }
    }
}

nonisolated extension ScoresDocument {
    /// The history from the `versus` member (absent: empty). A row that cannot be read is left out; the others
    /// are kept (R35: a bad row never loses the others).
    static func versusHistory(_ value: JSONValue?, damage: inout DocumentDamage?) throws(DocumentError) -> [VersusRecord] {
        guard let value else { return [] }
        guard case .array(let rows) = value else { throw DocumentError("\"versus\" is not a list") }
        var records: [VersusRecord] = []
        for (index, row) in rows.prefix(VersusRecord.limit).enumerated() {
            do {
                records.append(try VersusRecord(row, place: "versus row \(index + 1)"))
            } catch {
                // A bad round is counted as a table's bad row is (R35): the file set aside, the good ones kept.
                damage = DocumentDamage(rows: (damage?.rows ?? 0) + 1, reason: damage?.reason ?? error.reason)
            }
        }
        return records
    }

    /// Adds a finished round at the top of the history, keeping the newest `VersusRecord.limit`.
    mutating func played(versus record: VersusRecord) {
        versus.insert(record, at: 0)
        if versus.count > VersusRecord.limit { versus.removeLast(versus.count - VersusRecord.limit) }
    }

    /// The history as the `versus` member's value, one row a line.
    var versusText: String {
        "[" + versus.map { "\n" + $0.text }.joined(separator: ",") + "]"
    }
}

extension SceneContext {
    /// A finished Versus or Party round enters the history in scores.json (R61, R80), logged at `t` as `saved` or
    /// `save_failed`.
    func enterVersusHistory(_ result: VersusResult, t: Int) {
        let record = VersusRecord(time: now(), result: result)
        do {
            try scores.save { $0.played(versus: record) }
            journal.write(.saved(file: scores.fileName), t: t)
        } catch {
            journal.write(.saveFailed(file: scores.fileName, reason: error.reason), t: t)
        }
    }
}
