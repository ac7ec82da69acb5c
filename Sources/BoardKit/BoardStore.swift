import WormGame

/// A token the board gave at a round's start (R120): who asked, for which mode and assists, the seed and date it
/// gave, and when.
public struct IssuedToken: Equatable, Sendable {
    /// 32 hex digits, unguessable.
    public var token: String
    /// The player's key.
    public var player: String
    /// Daily or Arcade.
    public var mode: TableMode
    /// The seed the round must be played on.
    public var seed: UInt64
    /// The board's date (UTC) when it was given: Daily's day.
    public var date: String
    /// The assists the round is played with.
    public var assists: Assists
    /// When it was given, on the board's clock (ms since 1970).
    public var issuedMs: Int64

    /// A token from its values.
    public init(token: String, player: String, mode: TableMode, seed: UInt64, date: String, assists: Assists, issuedMs: Int64) {
        self.token = token
        self.player = player
        self.mode = mode
        self.seed = seed
        self.date = date
        self.assists = assists
        self.issuedMs = issuedMs
    }
}

/// A row as the board keeps it: whose, under which name, its figures, when it was taken and its replay's JSON.
public struct BoardRow: Equatable, Sendable {
    /// The row's number in the store (0 before it is stored).
    public var id: Int64
    /// The player's key (never sent back).
    public var player: String
    public var name: String
    public var score: Int
    public var accuracy: Int
    public var bestCombo: Int
    /// When the board took it (ms since 1970): equal scores rank older first.
    public var timeMs: Int64
    /// The replay, as ReplayCoding writes it.
    public var replay: String

    /// A row from its values.
    public init(id: Int64 = 0, player: String, name: String, score: Int, accuracy: Int, bestCombo: Int, timeMs: Int64, replay: String) {
        self.id = id
        self.player = player
        self.name = name
        self.score = score
        self.accuracy = accuracy
        self.bestCombo = bestCombo
        self.timeMs = timeMs
        self.replay = replay
    }
}

/// A row with its place on a board: 1 for the best; rows rank by score, then older first, then by id.
public struct RankedRow: Equatable, Sendable {
    public var rank: Int
    public var row: BoardRow

    /// `row` at `rank`.
    public init(rank: Int, row: BoardRow) {
        self.rank = rank
        self.row = row
    }
}

/// Where the board keeps tokens, names and rows: SQLite or PostgreSQL, with the same answers (R120).
///
/// Every call is one transaction (or one statement), so two boards on one PostgreSQL agree; a store is used by one
/// thread at a time. Failures throw `BoardStoreError`.
public protocol BoardStore: AnyObject {
    /// Keeps `token`.
    func add(_ token: IssuedToken) throws(BoardStoreError)
    /// Takes `token` out of use and returns it; nil when it is unknown or was used already (a token serves once).
    func take(token: String) throws(BoardStoreError) -> IssuedToken?
    /// Forgets tokens given before `ms`.
    func forgetTokens(before ms: Int64) throws(BoardStoreError)
    /// The key the name belongs to, or nil when no one has used it.
    func owner(ofName name: String) throws(BoardStoreError) -> String?
    /// Gives `name` to `player` when no one has it; returns whether it is `player`'s now.
    func claim(name: String, for player: String) throws(BoardStoreError) -> Bool
    /// Keeps `row` on `board` when it is the player's first there or beats their best; returns whether it did.
    func offer(_ row: BoardRow, on board: String) throws(BoardStoreError) -> Bool
    /// The rows ranked `from` to `from + count - 1` on `board`.
    func rows(on board: String, from: Int, count: Int) throws(BoardStoreError) -> [RankedRow]
    /// Up to `count` rows ranked just above (or below) `row` on `board`, the nearest first: read along the index from
    /// `row`'s place (`BoardSchema.neighbours`), never by skipping the rows before it.
    func rows(on board: String, nextTo row: BoardRow, above: Bool, count: Int) throws(BoardStoreError) -> [BoardRow]
    /// The player's row on `board` and its rank, or nil.
    func rank(of player: String, on board: String) throws(BoardStoreError) -> RankedRow?
    /// How many rows `board` has.
    func count(on board: String) throws(BoardStoreError) -> Int
    /// The row numbered `id`, with its board, or nil.
    func row(id: Int64) throws(BoardStoreError) -> (board: String, row: BoardRow)?
}

extension BoardStore {
    /// `mine` with up to `each` rows on either side, in rank order: "around me", as fast at the millionth rank as
    /// at the first.
    public func rows(around mine: RankedRow, on board: String, each: Int) throws(BoardStoreError) -> [RankedRow] {
        let above = try rows(on: board, nextTo: mine.row, above: true, count: each)
        let below = try rows(on: board, nextTo: mine.row, above: false, count: each)
        return above.enumerated().reversed().map { RankedRow(rank: mine.rank - 1 - $0.offset, row: $0.element) } + [mine]
            + below.enumerated().map { RankedRow(rank: mine.rank + 1 + $0.offset, row: $0.element) }
    }
}
