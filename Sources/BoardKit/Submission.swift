import WormGame

/// `POST /v1/token`'s body: `{"mode": "daily"|"arcade", "assists": "time150.speed80"?}`.
package struct TokenAsk {
    var mode: TableMode
    var assists: Assists

    /// The ask in `body`, or `malformed`.
    package init(body: [UInt8]) throws(BoardRefusal) {
        let members = try JSONBody.members(body)
        guard case .string(let modeText)? = members["mode"], let mode = TableMode(rawValue: modeText) else { throw .malformed }
        self.mode = mode
        switch members["assists"] {
        case nil, .null?: assists = .none
        case .string(let code)?:
            guard let assists = AssistsCode.assists(code) else { throw .malformed }
            self.assists = assists
        default: throw .malformed
        }
    }
}

/// `POST /v1/rows`' body: `{"token", "name", "score", "accuracy", "best_combo", "replay": {…}}`, the replay as
/// the game's files write it (docs/SAVED-FILES.md).
package struct Submission {
    var token: String
    var name: String
    var score: Int
    var accuracy: Int
    var bestCombo: Int
    var replay: Replay

    /// The submission in `body`, or `malformed`.
    package init(body: [UInt8]) throws(BoardRefusal) {
        let members = try JSONBody.members(body)
        let fields = Fields(members: members, place: "row")
        do {
            token = try fields.string("token")
            name = try fields.string("name")
            score = try fields.int("score", 0...10_000_000)
            accuracy = try fields.int("accuracy", 0...100)
            bestCombo = try fields.int("best_combo", 0...100_000)
            guard case .object(let replay)? = members["replay"] else { throw BoardRefusal.malformed }
            self.replay = try ReplayCoding.replay(replay, place: "replay")
        } catch {
            throw .malformed
        }
        guard token.utf8.count == 32, token.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }),
              PlayerName.isValid(name) else { throw .malformed }
    }
}

/// A request body as one JSON object.
enum JSONBody {
    /// The members of the object `body` holds, or `malformed` (not UTF-8, not JSON, not an object).
    static func members(_ body: [UInt8]) throws(BoardRefusal) -> [String: JSONValue] {
        guard body.count <= BoardRequest.maxBody else { throw .tooLarge }
        guard let value = try? JSONValue.parse(utf8: body), case .object(let members) = value else { throw .malformed }
        return members
    }
}
