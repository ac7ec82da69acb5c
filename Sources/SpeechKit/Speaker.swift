#if canImport(Glibc)
import Glibc
#endif
import CSpeechd
import Dispatch
import Synchronization

/// Something that speaks texts aloud, off the caller's thread.
public protocol SpeechOutput: AnyObject, Sendable {
    /// Queues `text` to be spoken at `priority`; returns at once.
    func say(_ text: String, priority: SpeechPriority)
    /// Speaks from now on in the language of `code` (ISO 639-1: en, fr, de, es, ru).
    func setLanguage(_ code: String)
    /// Stops speaking and lets go of the speech service, waiting at most `waitMs` for the speaking thread.
    func close(waitMs: Int)
    /// Why nothing can be heard, once the speaking thread knows; nil while it speaks or is still connecting.
    var failure: SpeechFailure? { get }
}

/// Speech through Speech Dispatcher (libspeechd), on a thread of its own (R111).
///
/// Opening the connection (`spd_open2`) may take seconds, when the daemon has to be started: it happens on the
/// speaker's serial queue, like every call after it, so the game's frames never wait. Texts said before the
/// connection is open wait in that queue; a text still waiting when a newer `important` or `message` comes is
/// dropped, as Speech Dispatcher itself drops an older `text` for them. When the connection cannot be opened,
/// `failure` says why in one line, and everything after is dropped: the game runs silent.
public final class SpeechDispatcherSpeaker: SpeechOutput {
    /// What the speaking thread owns: the connection, and whether it failed.
    private struct Line: @unchecked Sendable {
        var connection: UnsafeMutablePointer<SPDConnection>?
        var failure: SpeechFailure?
        var closed = false
    }

    /// The serial queue every libspeechd call runs on.
    private let queue = DispatchQueue(label: "worm.speech")
    /// The connection, touched on `queue` only (the mutex makes that checkable).
    private let line = Mutex(Line())
    /// Bumped by each `important` or `message`: a queued `text` from before it is not spoken.
    private let textEpoch = Atomic<Int>(0)

    /// Opens a connection named `client` on the speaking thread, in the language of `languageCode`.
    public init(client: String, languageCode: String) {
        queue.async { [self] in
            var error: UnsafeMutablePointer<CChar>?
            let connection = spd_open2(client, "main", nil, SPD_MODE_THREADED, nil, 1, &error)
            guard let connection else {
                let reason = error.map { String(cString: $0) } ?? "no reason given"
                free(error)
                let oneLine = reason.split(whereSeparator: \.isNewline).joined(separator: " ")
                line.withLock {
                    $0.failure = SpeechFailure("speech: cannot reach Speech Dispatcher (\(oneLine)); the game runs silent")
                }
                return
            }
            free(error)
            _ = spd_set_language(connection, languageCode)
            line.withLock { $0.connection = connection }
        }
    }

    public func say(_ text: String, priority: SpeechPriority) {
        let epoch: Int
        if priority == .text {
            epoch = textEpoch.load(ordering: .relaxed)
        } else {
            epoch = textEpoch.add(1, ordering: .relaxed).newValue
        }
        queue.async { [self] in
            if priority == .text && textEpoch.load(ordering: .relaxed) != epoch { return }
            line.withLock { state in
                guard let connection = state.connection, !state.closed else { return }
                _ = spd_say(connection, priority.dispatcherPriority, text)  // a refused text is not worth stopping for
            }
        }
    }

    public func setLanguage(_ code: String) {
        queue.async { [self] in
            line.withLock { state in
                guard let connection = state.connection, !state.closed else { return }
                _ = spd_set_language(connection, code)
            }
        }
    }

    public var failure: SpeechFailure? { line.withLock { $0.failure } }

    public func close(waitMs: Int) {
        let done = DispatchSemaphore(value: 0)
        queue.async { [self] in
            line.withLock { state in
                if let connection = state.connection, !state.closed {
                    _ = spd_cancel(connection)
                    spd_close(connection)
                }
                state.connection = nil
                state.closed = true
            }
            done.signal()
        }
        _ = done.wait(timeout: .now() + .milliseconds(waitMs))
    }
}

extension SpeechPriority {
    /// Speech Dispatcher's priority of the same name.
    var dispatcherPriority: SPDPriority {
        switch self {
        case .important: SPD_IMPORTANT
        case .message: SPD_MESSAGE
        case .text: SPD_TEXT
        }
    }
}
