import WormGame

/// A board's address: `http://` or `https://` and a host, without a trailing `/` (`--board URL`, Settings →
/// World board).
public struct BoardAddress: Equatable, Sendable, CustomStringConvertible {
    /// The URL requests are made under (`https://board.example.org`).
    public let url: String

    /// The address `text` gives, or nil when it is not an http(s) URL with a host, or holds spaces or control
    /// characters.
    public init?(_ text: String) {
        var trimmed = Substring(text)
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let lower = trimmed.lowercased()
        let scheme = lower.hasPrefix("http://") ? 7 : lower.hasPrefix("https://") ? 8 : 0
        guard scheme > 0, trimmed.count > scheme, trimmed.count <= 2048,
              trimmed.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else { return nil }
        url = String(trimmed)
    }

    public var description: String { url }
}

/// A token the board gave for one round (`POST /v1/token`): the round must be played on its seed, starting now.
public struct BoardToken: Equatable, Sendable {
    /// 32 hex digits.
    public var token: String
    /// The seed the round must be played on (Daily's: the day's on the board's date).
    public var seed: UInt64
    /// The board's date (`YYYY-MM-DD`).
    public var date: String
}

/// Where a taken row stands (`POST /v1/rows`' answer).
public struct BoardPlacing: Equatable, Sendable {
    /// The board the rank is on (`daily/2026-12-02`, `arcade/all`).
    public var board: String
    /// Whether this round became the player's row (false: their earlier row is better, and the rank is its).
    public var best: Bool
    /// The row's place, 1 first.
    public var rank: Int
    /// How many rows the board has.
    public var of: Int
}

/// One row of a board's top (`GET /v1/top`) or of the rows around a player's (`GET /v1/around`).
public struct BoardRow: Equatable, Sendable {
    /// The row's number on the server, to ask for its replay (`GET /v1/replay?id=`).
    public var id: Int
    public var rank: Int
    public var name: String
    public var score: Int
    public var accuracy: Int
    public var bestCombo: Int
    /// Whether it is this player's row.
    public var isYours: Bool

    public init(id: Int, rank: Int, name: String, score: Int, accuracy: Int, bestCombo: Int, isYours: Bool) {
        self.id = id
        self.rank = rank
        self.name = name
        self.score = score
        self.accuracy = accuracy
        self.bestCombo = bestCombo
        self.isYours = isYours
    }
}

/// A board's first rows (`GET /v1/top`), or the rows around the player's (`GET /v1/around`).
public struct BoardTop: Equatable, Sendable {
    public var board: String
    /// How many rows the board has.
    public var of: Int
    public var rows: [BoardRow]
    /// The player's rank on the board, when they have a row there (and the answer says).
    public var rank: Int?

    public init(board: String, of: Int, rows: [BoardRow], rank: Int? = nil) {
        self.board = board
        self.of = of
        self.rows = rows
        self.rank = rank
    }
}

/// A finished round as the board takes it (`POST /v1/rows`): the row and its replay.
public struct BoardSubmission: Sendable {
    public var token: String
    public var name: String
    public var score: Int
    public var accuracy: Int
    public var bestCombo: Int
    public var replay: Replay

    public init(token: String, name: String, score: Int, accuracy: Int, bestCombo: Int, replay: Replay) {
        self.token = token
        self.name = name
        self.score = score
        self.accuracy = accuracy
        self.bestCombo = bestCombo
        self.replay = replay
    }

    /// The request's body: the row's fields and the replay as the game's files write it.
    var body: String {
        var head = JSONLine()
        head.add("token", token)
        head.add("name", name)
        head.add("score", score)
        head.add("accuracy", accuracy)
        head.add("best_combo", bestCombo)
        let fields = head.line
        return String(fields.dropLast()) + ", \"replay\": " + ReplayCoding.text(replay) + "}"
    }
}

/// Reading the board's answers.
enum BoardReading {
    /// The members of the JSON object `text`, or `badAnswer`.
    static func members(_ text: [UInt8]) throws(BoardClientError) -> [String: JSONValue] {
        guard let value = try? JSONValue.parse(utf8: text), let members = value.object else { throw .badAnswer }
        return members
    }

    static func string(_ members: [String: JSONValue], _ key: String) throws(BoardClientError) -> String {
        guard case .string(let text)? = members[key] else { throw .badAnswer }
        return text
    }

    static func int(_ members: [String: JSONValue], _ key: String) throws(BoardClientError) -> Int {
        guard case .number(let number)? = members[key], number.rounded() == number, abs(number) < 1e15 else { throw .badAnswer }
        return Int(number)
    }

    static func token(_ members: [String: JSONValue]) throws(BoardClientError) -> BoardToken {
        let token = try string(members, "token")
        guard token.utf8.count == 32, let seed = UInt64(try string(members, "seed")) else { throw .badAnswer }
        return BoardToken(token: token, seed: seed, date: try string(members, "date"))
    }

    static func placing(_ members: [String: JSONValue]) throws(BoardClientError) -> BoardPlacing {
        guard case .bool(let best)? = members["best"] else { throw .badAnswer }
        return BoardPlacing(board: try string(members, "board"), best: best, rank: try int(members, "rank"),
                            of: try int(members, "of"))
    }

    /// The most rows an answer of `GET /v1/top` holds; `GET /v1/around`'s hold at most 11.
    static let topRows = 100, aroundRows = 11
    /// The longest name a row may have (the game's names are 12 characters; a little room for another version's).
    static let longestName = 40

    /// A `GET /v1/top` or `GET /v1/around` answer of at most `limit` rows, each row checked: ranks from 1, a name
    /// of 1–40 printable characters, a score, accuracy (0–100) and best combo that are not negative.
    static func top(_ members: [String: JSONValue], limit: Int = topRows) throws(BoardClientError) -> BoardTop {
        guard case .array(let list)? = members["rows"], list.count <= limit else { throw .badAnswer }
        var rows: [BoardRow] = []
        for item in list {
            guard let row = item.object else { throw .badAnswer }
            var you = false
            if case .bool(let flag)? = row["you"] { you = flag }
            let read = BoardRow(id: try int(row, "id"), rank: try int(row, "rank"), name: try name(row), score: try int(row, "score"),
                                accuracy: try int(row, "accuracy"), bestCombo: try int(row, "best_combo"), isYours: you)
            guard read.id >= 1, read.rank >= 1, read.score >= 0, (0...100).contains(read.accuracy), read.bestCombo >= 0 else {
                throw .badAnswer
            }
            rows.append(read)
        }
        var rank: Int?
        if case .number? = members["rank"] {
            rank = try int(members, "rank")
            guard let rank, rank >= 1 else { throw .badAnswer }
        }
        let of = try int(members, "of")
        guard of >= 0 else { throw .badAnswer }
        return BoardTop(board: try string(members, "board"), of: of, rows: rows, rank: rank)
    }

    /// A `GET /v1/replay` answer: the row, checked as a top's, as a row the game plays as it plays its own (its
    /// time in seconds), its replay read as the game reads its files (its steps bounded).
    static func replay(_ members: [String: JSONValue]) throws(BoardClientError) -> HighScore {
        guard case .object(let replay)? = members["replay"],
              let played = try? ReplayCoding.replay(replay, place: "replay") else { throw .badAnswer }
        let row = HighScore(name: try name(members), score: try int(members, "score"), accuracy: try int(members, "accuracy"),
                            bestCombo: try int(members, "best_combo"), time: Int64(try int(members, "time_ms")) / 1000, replay: played)
        guard try int(members, "id") >= 1, row.score >= 0, (0...100).contains(row.accuracy), row.bestCombo >= 0, row.time >= 0 else {
            throw .badAnswer
        }
        return row
    }

    /// A row's `name`: 1–40 characters, none of them a control character.
    private static func name(_ members: [String: JSONValue]) throws(BoardClientError) -> String {
        let name = try string(members, "name")
        guard (1...longestName).contains(name.count), !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw .badAnswer
        }
        return name
    }
}
