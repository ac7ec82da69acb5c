import JobKit
import NetKit

/// The venue's helper thread (R74, issue 32, docs/VENUE.md "The frame's budget"): it opens and reads the datagrams
/// the frame hands it, writes rows out as datagrams and writes the table to disk, so that a frame only hands work
/// over and takes results back. Jobs run one at a time in the order given, and their results come back in that
/// order; at most `limit` wait (a full queue takes no more: a datagram is then let go, as a full socket buffer
/// lets it go, and other work is done on the frame or tried again). With `inline`, every job runs at once on the
/// caller's thread (the tests that step a venue on a made-up clock, and a helper that could not be started).
nonisolated final class VenueHelper: @unchecked Sendable {
    /// Work handed over.
    enum Job {
        /// A datagram from `address`:`port`, to open (the key's seal) and read.
        case open(bytes: [UInt8], length: Int, address: String, port: UInt16)
        /// A row of this machine's, to write out as a datagram (sealed).
        case write(Venue.RowKey, SharedRow)
        /// Rows taken, to write into the table on disk.
        case save(DeferredWrite)
    }

    /// What a datagram turned out to be.
    enum Opened {
        case message(VenueMessage)
        /// Not sealed with the venue key (or sealed with another).
        case unsealed
        /// Not a venue datagram of ours at all (another scope or venue): nothing to say.
        case ignored
        case refused(VenueMessage.Failure)
    }

    /// A job's result.
    enum Done {
        case opened(Opened, address: String, port: UInt16)
        case written(Venue.RowKey, id: UInt64, bytes: [UInt8])
        case saved
    }

    /// The most jobs waiting.
    let limit: Int
    private let envelope: VenueMessage.Envelope
    private let authenticator: MessageAuthenticator?
    /// This machine's name: a row's id names it when the row was played here.
    private let machine: String
    /// The thread; nil when jobs run at once on the caller's thread (asked for, or no thread could be started).
    private let thread: JobThread<Job, Done>?
    /// The results of the jobs run on the caller's thread, until collected.
    private var inlineResults: [Done] = []

    init(envelope: VenueMessage.Envelope, authenticator: MessageAuthenticator?, machine: String, limit: Int = 128,
         inline: Bool = false) {
        self.envelope = envelope
        self.authenticator = authenticator
        self.machine = machine
        self.limit = limit
        thread = inline ? nil : JobThread(limit: limit, stop: .drainWaiting) { job in
            VenueHelper.perform(job, envelope: envelope, authenticator: authenticator, machine: machine)
        }
    }

    /// Hands `job` over; false when `limit` jobs already wait (or the helper has stopped).
    @discardableResult
    func submit(_ job: Job) -> Bool {
        guard let thread else {
            inlineResults.append(VenueHelper.perform(job, envelope: envelope, authenticator: authenticator, machine: machine))
            return true
        }
        return thread.submit(job)
    }

    /// The results of the jobs that ended since the last call, in the order the jobs were given.
    func collect() -> [Done] {
        guard let thread else {
            defer { inlineResults.removeAll(keepingCapacity: true) }
            return inlineResults
        }
        return thread.collect()
    }

    /// Waits until every job handed over has ended.
    func drain() {
        thread?.drain()
    }

    /// Ends the thread once the jobs handed over have ended; the helper takes no more (idempotent).
    func stop() {
        thread?.stop()
    }

    /// Does `job`: pure work on what the job holds and the venue's constants, nothing of the frame's.
    static func perform(_ job: Job, envelope: VenueMessage.Envelope, authenticator: MessageAuthenticator?,
                        machine: String) -> Done {
        switch job {
        case .open(let bytes, let length, let address, let port):
            return .opened(open(bytes, length: length, envelope: envelope, authenticator: authenticator),
                           address: address, port: port)
        case .write(let key, let row):
            let bytes = VenueMessage.row(machine: machine, row).encoded(envelope)
            return .written(key, id: row.id(playedOn: machine), bytes: authenticator?.seal(bytes) ?? bytes)
        case .save(let write):
            write.run()
            return .saved
        }
    }

    /// Opens and reads one datagram.
    static func open(_ bytes: [UInt8], length: Int, envelope: VenueMessage.Envelope,
                     authenticator: MessageAuthenticator?) -> Opened {
        var body = bytes, bodyLength = length
        if let authenticator {
            // One HMAC, before anything in the datagram is read: without the key, nothing else is done.
            guard bytes.count == length, let opened = authenticator.open(bytes) else { return .unsealed }
            body = Array(opened)
            bodyLength = body.count
        }
        do throws(VenueMessage.Failure) {
            guard let message = try VenueMessage.decode(body, length: bodyLength, for: envelope) else { return .ignored }
            return .message(message)
        } catch {
            return .refused(error)
        }
    }
}
