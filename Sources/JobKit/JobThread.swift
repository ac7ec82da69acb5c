#if canImport(Glibc)
import Glibc
#endif

/// A thread of its own that does the jobs handed to it one at a time, in the order given, and keeps their results,
/// in that order, until the owner collects them: so a frame only hands work over and takes results back (the world
/// board's requests, the venue's datagrams and saves). At most `limit` jobs wait; a full queue takes no more.
public final class JobThread<Job, Done>: @unchecked Sendable {
    /// What `stop` does with the jobs still waiting.
    public enum StopPolicy: Sendable {
        /// They are dropped: the thread ends after the job under way, if any.
        case dropWaiting
        /// They are done first: the thread ends once every job handed over has ended.
        case drainWaiting
    }

    /// The most jobs waiting.
    public let limit: Int
    private let policy: StopPolicy
    private let perform: (Job) -> Done
    private var mutex = pthread_mutex_t()
    /// Signalled when jobs arrive or the thread is asked to stop.
    private var arrived = pthread_cond_t()
    /// Signalled when a job ends.
    private var ended = pthread_cond_t()
    private var jobs: [Job] = []
    private var results: [Done] = []
    private var busy = false
    private var stopping = false
    private var thread: pthread_t?

    /// A thread doing each job with `perform`, at most `limit` waiting, `stop` doing as `policy` says; nil when no
    /// thread could be started.
    public init?(limit: Int = .max, stop policy: StopPolicy, perform: @escaping (Job) -> Done) {
        self.limit = limit
        self.policy = policy
        self.perform = perform
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&arrived, nil)
        pthread_cond_init(&ended, nil)
        var thread = pthread_t()
        // A C function cannot name the generic type: the thread is given a plain box holding its body.
        let context = Unmanaged.passRetained(ThreadBody { [self] in work() }).toOpaque()
        guard pthread_create(&thread, nil, { context in
            Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context) == 0 else {
            Unmanaged<ThreadBody>.fromOpaque(context).release()
            return nil
        }
        self.thread = thread
    }

    deinit {
        pthread_cond_destroy(&ended)
        pthread_cond_destroy(&arrived)
        pthread_mutex_destroy(&mutex)
    }

    /// Hands `job` over; false when `limit` jobs already wait or the thread has stopped.
    @discardableResult
    public func submit(_ job: Job) -> Bool {
        locked {
            guard !stopping, jobs.count < limit else { return false }
            jobs.append(job)
            pthread_cond_signal(&arrived)
            return true
        }
    }

    /// The results of the jobs that ended since the last call, in the order the jobs were given.
    public func collect() -> [Done] {
        locked {
            defer { results.removeAll(keepingCapacity: true) }
            return results
        }
    }

    /// Waits until every job handed over has ended (or was dropped by `stop`).
    public func drain() {
        locked {
            while !jobs.isEmpty || busy { pthread_cond_wait(&ended, &mutex) }
        }
    }

    /// Ends the thread as the stop policy says and waits for it; the thread takes no more jobs (idempotent).
    public func stop() {
        guard let thread else { return }
        locked {
            stopping = true
            if policy == .dropWaiting {
                jobs.removeAll()
                pthread_cond_broadcast(&ended)
            }
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
                guard !jobs.isEmpty else { return nil }  // stopping, and nothing (more) to do
                busy = true
                return jobs.removeFirst()
            }
            guard let job else { return }
            let done = perform(job)
            locked {
                results.append(done)
                busy = false
                pthread_cond_broadcast(&ended)
            }
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return body()
    }
}

/// What a started thread runs, handed to `pthread_create` as its one pointer.
private final class ThreadBody {
    /// The thread's whole work.
    let run: () -> Void

    init(_ run: @escaping () -> Void) {
        self.run = run
    }
}
