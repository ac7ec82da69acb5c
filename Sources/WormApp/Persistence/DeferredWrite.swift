#if canImport(Glibc)
import Glibc
#endif

/// A save's work on the file (read it again under its lock, merge, write it whole, sync, rename, sync the folder:
/// atomic and durable as every save), handed to another thread so that a frame does none of it (the venue's
/// helper, issue 32). It runs once; whoever needs its outcome waits for it or asks whether it is done.
nonisolated package final class DeferredWrite: @unchecked Sendable {
    private let work: () -> Void
    private var mutex = pthread_mutex_t()
    private var finished = pthread_cond_t()
    private var started = false
    private var done = false

    init(_ work: @escaping () -> Void) {
        self.work = work
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&finished, nil)
    }

    deinit {
        pthread_cond_destroy(&finished)
        pthread_mutex_destroy(&mutex)
    }

    /// Does the work, on the calling thread; a second call does nothing.
    func run() {
        pthread_mutex_lock(&mutex)
        let first = !started
        started = true
        pthread_mutex_unlock(&mutex)
        guard first else { return }
        work()
        pthread_mutex_lock(&mutex)
        done = true
        pthread_cond_broadcast(&finished)
        pthread_mutex_unlock(&mutex)
    }

    /// Whether the work has ended.
    var isDone: Bool {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return done
    }

    /// Waits until the work has ended (it must have been handed to a thread that runs it).
    func wait() {
        pthread_mutex_lock(&mutex)
        while !done { pthread_cond_wait(&finished, &mutex) }
        pthread_mutex_unlock(&mutex)
    }
}

/// What a deferred save found and did, filled in by the thread that ran it.
nonisolated final class DeferredOutcome<Document: SavedDocument>: @unchecked Sendable {
    /// The document as written (the file's, merged with the change); nil when nothing was read or merged.
    var merged: Document?
    /// Why it was not written, or nil.
    var failure: StorageFailure?
    /// Warning lines to give (a file set aside).
    var warnings: [String] = []
    /// The format of a newer program's file found, which is left alone.
    var newer: Int?
}
