import BoardKit
import JobKit
import WormGame

/// The world board's worker thread (R120): the frame hands it requests and takes their answers back, as the
/// venue's helper does, so no request ever delays a frame; each request waits at most its time-out (5 s) there.
/// Requests run one at a time in the order given, and their answers come back in that order.
public final class BoardWorker: Sendable {
    /// A request handed over.
    public enum Job: Sendable {
        /// A token for round `round` of `mode` played with `assists`.
        case token(round: Int, mode: TableMode, assists: Assists)
        /// Round `round`'s row and replay.
        case submit(round: Int, BoardSubmission)
        /// The first rows of `board`.
        case top(board: String)
        /// The player's row on `board` and the rows around it.
        case around(board: String)
        /// Row `id` with its replay.
        case replay(id: Int)
    }

    /// A request's answer.
    public enum Done: Sendable {
        case token(round: Int, Result<BoardToken, BoardClientError>)
        case placed(round: Int, Result<BoardPlacing, BoardClientError>)
        case top(board: String, Result<BoardTop, BoardClientError>)
        case around(board: String, Result<BoardTop, BoardClientError>)
        /// Row `id` as a row the game plays, with its replay.
        case replay(id: Int, Result<HighScore, BoardClientError>)
    }

    /// Where the requests go.
    public let address: BoardAddress
    private let thread: JobThread<Job, Done>

    /// A worker sending to `address` as the player `key`, each request given `timeoutSeconds`; nil when no thread
    /// could be started.
    public init?(address: BoardAddress, key: String, timeoutSeconds: Int = 5) {
        self.address = address
        let connection = BoardConnection(address: address, key: key, timeoutSeconds: timeoutSeconds)
        guard let thread = JobThread<Job, Done>(stop: .dropWaiting, perform: { BoardWorker.perform($0, on: connection) })
        else { return nil }
        self.thread = thread
    }

    /// Hands `job` over (nothing once the worker stopped).
    public func submit(_ job: Job) {
        thread.submit(job)
    }

    /// The answers that came since the last call, in the order the jobs were given.
    public func collect() -> [Done] {
        thread.collect()
    }

    /// Ends the thread after the request under way, if any (at most its time-out); the jobs still waiting are
    /// dropped (idempotent).
    public func stop() {
        thread.stop()
    }

    // MARK: The thread

    /// Sends `job` on `connection` (on the worker's thread) and says what came of it.
    private static func perform(_ job: Job, on connection: BoardConnection) -> Done {
        switch job {
        case .token(let round, let mode, let assists):
            return .token(round: round, Result { () throws(BoardClientError) in try connection.token(mode: mode, assists: AssistsCode.text(assists)) })
        case .submit(let round, let submission):
            return .placed(round: round, Result { () throws(BoardClientError) in try connection.submit(submission) })
        case .top(let board):
            return .top(board: board, Result { () throws(BoardClientError) in try connection.top(board: board) })
        case .around(let board):
            return .around(board: board, Result { () throws(BoardClientError) in try connection.around(board: board) })
        case .replay(let id):
            return .replay(id: id, Result { () throws(BoardClientError) in try connection.replay(id: id) })
        }
    }
}
