/// Why the board refused a request (R120): the `error` code of its JSON answer, and the HTTP status.
public enum BoardRefusal: String, Error, Sendable, CaseIterable {
    /// Not JSON, not the fields a request needs, or a bad key, name, board or id.
    case malformed
    /// A body over 64 KiB, refused unread.
    case tooLarge = "too_large"
    /// A token unknown, already used, expired, or another player's.
    case token
    /// The replay, played here on the token's seed, does not give the row's score, accuracy and best combo.
    case notReproduced = "not_reproduced"
    /// The board's time since the token is more than 3.5 s longer than the replay: the round was slowed.
    case tooSlow = "too_slow"
    /// The board's time since the token is more than 3.5 s shorter than the replay: the round was sped up.
    case tooFast = "too_fast"
    /// The replay was made by another version of the game than the board's.
    case version
    /// The name belongs to another player.
    case nameTaken = "name_taken"
    /// More than 10 submissions in a minute from this address or this key.
    case rate
    /// No such request or row.
    case notFound = "not_found"
    /// A method the path does not take.
    case method
    /// The store failed; the request may be tried again.
    case unavailable

    /// The HTTP status of the answer.
    public var status: Int {
        switch self {
        case .malformed: 400
        case .tooLarge: 413
        case .token: 403
        case .notReproduced, .tooSlow, .tooFast: 422
        case .version, .nameTaken: 409
        case .rate: 429
        case .notFound: 404
        case .method: 405
        case .unavailable: 503
        }
    }

    /// The answer's one-line explanation.
    public var message: String {
        switch self {
        case .malformed: "the request is not what this path takes (see docs/BOARD.md)"
        case .tooLarge: "the body is over 64 KiB"
        case .token: "the token is unknown, already used, expired or another player's"
        case .notReproduced: "the replay does not reproduce the row's score, accuracy and best combo on the token's seed"
        case .tooSlow: "the round took more than 3.5 s longer than its replay: it was slowed down"
        case .tooFast: "the round took more than 3.5 s less than its replay: it was sped up"
        case .version: "the replay was made by another version of the game"
        case .nameTaken: "the name belongs to another player"
        case .rate: "more than 10 submissions in a minute: wait"
        case .notFound: "no such request or row"
        case .method: "this path does not take that method"
        case .unavailable: "the board's store failed: try again"
        }
    }
}

/// A failure of the store (SQLite or PostgreSQL), with the library's words.
public struct BoardStoreError: Error, Equatable, CustomStringConvertible {
    /// What failed, and why.
    public var description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
