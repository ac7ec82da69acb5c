import BoardKit
import JobKit
import WormGame

/// The world board's worker threads (R120): the frame hands them requests and takes their answers back, as the
/// venue's helper does, so no request ever delays a frame; each request waits at most its time-out (5 s) there.
/// A round's requests (its token and its row) have a thread of their own, so the scores' readings (up to 8 as they
/// open, each up to its time-out when the board is slow) never hold a round's row past its 30 s; each thread runs
/// its requests one at a time in the order given, and their answers come back in that order.
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
    /// The round's requests: tokens and rows.
    private let rounds: JobThread<Job, Done>
    /// The readings: the first rows, the rows around the player, a row's replay.
    private let readings: JobThread<Job, Done>

    /// A worker sending to `address` as the player `key`, each request given `timeoutSeconds`; nil when no thread
    /// could be started.
    public init?(address: BoardAddress, key: String, timeoutSeconds: Int = 5) {
        self.address = address
        // A connection (a libcurl handle) for each thread: a handle is used by one thread at a time.
        let roundConnection = BoardConnection(address: address, key: key, timeoutSeconds: timeoutSeconds)
        let readingConnection = BoardConnection(address: address, key: key, timeoutSeconds: timeoutSeconds)
        guard let rounds = JobThread<Job, Done>(stop: .dropWaiting, perform: { BoardWorker.perform($0, on: roundConnection) })
        else { return nil }
        guard let readings = JobThread<Job, Done>(stop: .dropWaiting, perform: { BoardWorker.perform($0, on: readingConnection) })
        else {
            rounds.stop()
            return nil
        }
        self.rounds = rounds
        self.readings = readings
    }

    /// Hands `job` over to its thread (nothing once the worker stopped).
    public func submit(_ job: Job) {
        switch job {
        case .token, .submit: rounds.submit(job)
        case .top, .around, .replay: readings.submit(job)
        }
    }

    /// The answers that came since the last call: the round's, then the readings', each in the order given.
    public func collect() -> [Done] {
        rounds.collect() + readings.collect()
    }

    /// Ends the threads after the requests under way, if any (at most their time-out); the jobs still waiting are
    /// dropped (idempotent).
    public func stop() {
        rounds.stop()
        readings.stop()
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
