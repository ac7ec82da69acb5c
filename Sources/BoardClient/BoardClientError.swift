import BoardKit

/// Why a request to the world board gave no answer the game can use (R120): every curl failure, every refusal the
/// board answers with, and every answer that is not what docs/BOARD.md says, as one Swift error at the call site.
public enum BoardClientError: Error, Equatable, Sendable {
    /// The board could not be reached: no such host, the connection refused or broken (libcurl's own words).
    case unreachable(String)
    /// No whole answer within the time-out (5 s).
    case timedOut
    /// The board answered with one of its errors (docs/BOARD.md, "Errors"): its code, nil for a code this game
    /// does not know (a newer board's).
    case refused(BoardRefusal?, message: String)
    /// The answer was not the JSON docs/BOARD.md says.
    case badAnswer
    /// Another libcurl failure (its code and words): a bad URL, TLS, out of memory.
    case curl(code: Int, String)

    /// Whether the request may be sent again later: the board was not reached, or answered too late, or its store
    /// failed (`unavailable`).
    public var isTransient: Bool {
        switch self {
        case .unreachable, .timedOut: true
        case .refused(let code, _): code == .unavailable
        case .badAnswer, .curl: false
        }
    }
}
