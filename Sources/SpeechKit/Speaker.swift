#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Synchronization

/// Something that speaks texts aloud, off the caller's thread.
public protocol SpeechOutput: AnyObject, Sendable {
    /// Queues `text` to be spoken at `priority`; returns at once.
    func say(_ text: String, priority: SpeechPriority)
    /// Stops what is being said and drops every text still waiting, at once (the scene that said them is gone).
    func stop()
    /// Speaks from now on in the language of `code` (ISO 639-1: en, fr, de, es, ru).
    func setLanguage(_ code: String)
    /// Stops speaking and lets go of the speech service, waiting at most `waitMs` for the speaking thread.
    func close(waitMs: Int)
    /// Why nothing can be heard, once the speaking thread knows; nil while it speaks or is still connecting.
    var failure: SpeechFailure? { get }
}

/// Speech through Speech Dispatcher (libspeechd, loaded with `dlopen` by `SpeechLibrary`), on a thread of its own
/// (R111).
///
/// Loading the library and opening the connection (`spd_open2`) may take seconds, when the daemon has to be
/// started: it happens on the speaker's serial queue, like every call after it, so the game's frames never wait. Texts said before the
/// connection is open wait in that queue; a text still waiting when a newer `important` or `message` comes is
/// dropped, as Speech Dispatcher itself drops an older `text` for them. When the connection cannot be opened,
/// `failure` says why in one line, and everything after is dropped: the game runs silent.
public final class SpeechDispatcherSpeaker: SpeechOutput {
    /// The library and its connection, touched on `queue` only; libspeechd may block in it (a daemon that never
    /// answers), so no lock is ever held around a call.
    private final class Line: @unchecked Sendable {
        var library: SpeechLibrary?
        var connection: OpaquePointer?
    }

    /// What the game's thread may ask at any time: why nothing is heard, and whether the speaker was closed.
    private struct Status {
        var failure: SpeechFailure?
        var closed = false
    }

    /// The serial queue every libspeechd call runs on.
    private let queue = DispatchQueue(label: "worm.speech")
    /// The connection, owned by `queue`.
    private let line = Line()
    /// Held for a moment only, never around a libspeechd call, so the game's thread never waits on the daemon.
    private let status = Mutex(Status())
    /// Bumped by each `important` or `message`: a queued `text` from before it is not spoken.
    private let textEpoch = Atomic<Int>(0)
    /// Bumped by each `stop()`: no text queued before it is spoken.
    private let stopEpoch = Atomic<Int>(0)

    /// Opens a connection named `client` on the speaking thread, in the language of `languageCode`.
    public init(client: String, languageCode: String) {
        queue.async { [self] in
            let library: SpeechLibrary
            switch SpeechLibrary.load() {
            case .success(let loaded): library = loaded
            case .failure(let failure):
                status.withLock { $0.failure = failure }
                return
            }
            var error: UnsafeMutablePointer<CChar>?
            let connection = library.open(client, "main", nil, SpeechLibrary.threadedMode, nil, 1, &error)
            guard let connection else {
                let reason = error.map { String(cString: $0) } ?? "no reason given"
                free(error)
                let oneLine = reason.split(whereSeparator: \.isNewline).joined(separator: " ")
                status.withLock {
                    $0.failure = SpeechFailure("speech: cannot reach Speech Dispatcher (\(oneLine)); the game runs silent")
                }
                return
            }
            free(error)
            _ = library.setLanguage(connection, languageCode)
            line.library = library
            line.connection = connection
        }
    }

    /// The library and its open connection, on `queue`; nil once closed or when either could not be opened.
    private var openConnection: (library: SpeechLibrary, connection: OpaquePointer)? {
        guard !status.withLock({ $0.closed }), let library = line.library, let connection = line.connection else { return nil }
        return (library, connection)
    }

    public func say(_ text: String, priority: SpeechPriority) {
        let epoch: Int
        if priority == .text {
            epoch = textEpoch.load(ordering: .relaxed)
        } else {
            epoch = textEpoch.add(1, ordering: .relaxed).newValue
        }
        let stops = stopEpoch.load(ordering: .relaxed)
        queue.async { [self] in
            if priority == .text && textEpoch.load(ordering: .relaxed) != epoch { return }
            if stopEpoch.load(ordering: .relaxed) != stops { return }
            guard let (library, connection) = openConnection else { return }
            _ = library.say(connection, priority.dispatcherPriority, text)  // a refused text is not worth stopping for
        }
    }

    public func stop() {
        stopEpoch.add(1, ordering: .relaxed)
        queue.async { [self] in
            guard let (library, connection) = openConnection else { return }
            _ = library.cancel(connection)  // what this client is saying, and everything it queued
        }
    }

    public func setLanguage(_ code: String) {
        queue.async { [self] in
            guard let (library, connection) = openConnection else { return }
            _ = library.setLanguage(connection, code)
        }
    }

    public var failure: SpeechFailure? { status.withLock { $0.failure } }

    /// Marks the speaker closed at once (texts still queued are dropped), then lets go of the connection on the
    /// speaking thread, waiting at most `waitMs` for it: a daemon that does not answer never holds the game.
    public func close(waitMs: Int) {
        status.withLock { $0.closed = true }
        let done = DispatchSemaphore(value: 0)
        queue.async { [self] in
            if let library = line.library, let connection = line.connection {
                _ = library.cancel(connection)
                library.close(connection)
            }
            line.connection = nil
            done.signal()
        }
        _ = done.wait(timeout: .now() + .milliseconds(waitMs))
    }
}

extension SpeechPriority {
    /// Speech Dispatcher's priority of the same name (`SPDPriority`'s values in `speechd_types.h`).
    var dispatcherPriority: Int32 {
        switch self {
        case .important: 1
        case .message: 2
        case .text: 3
        }
    }
}
