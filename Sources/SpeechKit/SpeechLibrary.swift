#if canImport(Glibc)
import Glibc
#endif

/// Speech Dispatcher's client library, loaded when the game first speaks (`dlopen`), never linked: a machine without
/// `libspeechd2` starts and plays all the same, silent (R111). `WORM_SPEECHD_LIBRARY` names another file to load.
///
/// Only the five calls the speaker makes are looked up; their C types are libspeechd's (`libspeechd.h`), whose
/// enums are C ints and whose connection is an opaque pointer.
struct SpeechLibrary: @unchecked Sendable {
    /// `spd_open2(client, connection, user, mode, address, autospawn, &error)`.
    typealias Open = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int32,
                                     UnsafeRawPointer?, Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
        -> OpaquePointer?
    /// `spd_say(connection, priority, text)`.
    typealias Say = @convention(c) (OpaquePointer?, Int32, UnsafePointer<CChar>?) -> Int32
    /// `spd_cancel(connection)`.
    typealias Cancel = @convention(c) (OpaquePointer?) -> Int32
    /// `spd_close(connection)`.
    typealias Close = @convention(c) (OpaquePointer?) -> Void
    /// `spd_set_language(connection, language)`.
    typealias SetLanguage = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Int32

    /// libspeechd's `SPD_MODE_THREADED`.
    static let threadedMode: Int32 = 1
    /// The file loaded when `WORM_SPEECHD_LIBRARY` names none: Debian's libspeechd2.
    static let defaultFile = "libspeechd.so.2"

    let open: Open
    let say: Say
    let cancel: Cancel
    let close: Close
    let setLanguage: SetLanguage

    /// The file to load: `WORM_SPEECHD_LIBRARY` when set and not empty, else `defaultFile`.
    static var file: String {
        guard let named = getenv("WORM_SPEECHD_LIBRARY").map({ String(cString: $0) }), !named.isEmpty else {
            return defaultFile
        }
        return named
    }

    /// Loads `file` and finds its calls; a failure says why in one line ("the game runs silent").
    static func load(_ file: String = SpeechLibrary.file) -> Result<SpeechLibrary, SpeechFailure> {
        guard let handle = dlopen(file, RTLD_NOW | RTLD_LOCAL) else {
            return .failure(SpeechFailure("speech: cannot load \(file) (\(lastError())); the game runs silent"))
        }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(handle, name).map { unsafeBitCast($0, to: type) }
        }
        guard let open = symbol("spd_open2", as: Open.self), let say = symbol("spd_say", as: Say.self),
              let cancel = symbol("spd_cancel", as: Cancel.self), let close = symbol("spd_close", as: Close.self),
              let setLanguage = symbol("spd_set_language", as: SetLanguage.self) else {
            let reason = lastError()
            dlclose(handle)
            return .failure(SpeechFailure("speech: \(file) is not Speech Dispatcher's library (\(reason)); the game runs silent"))
        }
        return .success(SpeechLibrary(open: open, say: say, cancel: cancel, close: close, setLanguage: setLanguage))
    }

    /// `dlerror()`'s message on one line.
    private static func lastError() -> String {
        let message = dlerror().map { String(cString: $0) } ?? "no reason given"
        return message.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
