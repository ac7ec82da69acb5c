#if canImport(Glibc)
import Glibc
#endif
import BoardKit
import WormGame

/// The world board's worker thread (R120): the frame hands it requests and takes their answers back, as the
/// venue's helper does, so no request ever delays a frame; each request waits at most its time-out (5 s) there.
/// Requests run one at a time in the order given, and their answers come back in that order.
public final class BoardWorker: @unchecked Sendable {
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
    private let connection: BoardConnection
    private var mutex = pthread_mutex_t()
    private var arrived = pthread_cond_t()
    private var jobs: [Job] = []
    private var results: [Done] = []
    private var stopping = false
    private var thread: pthread_t?

    /// A worker sending to `address` as the player `key`, each request given `timeoutSeconds`; nil when no thread
    /// could be started.
    public init?(address: BoardAddress, key: String, timeoutSeconds: Int = 5) {
        self.address = address
        connection = BoardConnection(address: address, key: key, timeoutSeconds: timeoutSeconds)
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&arrived, nil)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        guard pthread_create(&thread, nil, { context in
            let worker = Unmanaged<BoardWorker>.fromOpaque(context!).takeRetainedValue()
            worker.work()
            return nil
        }, context) == 0 else {
            Unmanaged<BoardWorker>.fromOpaque(context).release()
            return nil
        }
        self.thread = thread
    }

    deinit {
        pthread_cond_destroy(&arrived)
        pthread_mutex_destroy(&mutex)
    }

    /// Hands `job` over (nothing once the worker stopped).
    public func submit(_ job: Job) {
        locked {
            guard !stopping else { return }
            jobs.append(job)
            pthread_cond_signal(&arrived)
        }
    }

    /// The answers that came since the last call, in the order the jobs were given.
    public func collect() -> [Done] {
        locked {
            defer { results.removeAll(keepingCapacity: true) }
            return results
        }
    }

    /// Ends the thread after the request under way, if any (at most its time-out); the jobs still waiting are
    /// dropped (idempotent).
    public func stop() {
        guard let thread else { return }
        locked {
            stopping = true
            jobs.removeAll()
            pthread_cond_signal(&arrived)
        }
        pthread_join(thread, nil)
        self.thread = nil
    }

    // MARK: The thread

    private func work() {
        while true {
            let job: Job? = locked {
                while jobs.isEmpty && !stopping { pthread_cond_wait(&arrived, &mutex) }
                guard !stopping, !jobs.isEmpty else { return nil }
                return jobs.removeFirst()
            }
            guard let job else { return }
            let done = perform(job)
            locked { results.append(done) }
        }
    }

    private func perform(_ job: Job) -> Done {
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

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return body()
    }
}
