#if canImport(Glibc)
import Glibc
#endif
import CSDBus

/// Whether the desktop's screen reader runs, as AT-SPI says on the session bus (R111's Auto):
/// `org.a11y.Bus` `/org/a11y/bus` `org.a11y.Status.ScreenReaderEnabled`.
public enum ScreenReaderStatus {
    /// The longest the question may take, in ms: it is asked once, before the first frame.
    public static let timeoutMs = 1_000

    /// Reads the property: true or false, or a `SpeechFailure` saying why it is unknown (no session bus, nobody
    /// owning `org.a11y.Bus`, no such property).
    public static func screenReaderEnabled() -> Result<Bool, SpeechFailure> {
        var value: Int32 = 0
        var errorName: UnsafeMutablePointer<CChar>?
        let result = worm_session_bool_property("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Status",
                                                "ScreenReaderEnabled", UInt64(timeoutMs) * 1_000, &value, &errorName)
        defer { free(errorName) }
        guard result >= 0 else {
            let reason = errorName.map { String(cString: $0) } ?? String(cString: strerror(-result))
            return .failure(SpeechFailure("screen reader's state unknown (\(reason))"))
        }
        return .success(value != 0)
    }
}
