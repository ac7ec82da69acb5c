#if canImport(Glibc)
import Glibc
#endif

/// What happens when the event log or a screenshot cannot be written (docs/COMMAND-LINE.md, "Exit status"): in a
/// window, one line at once and the game plays on; headless, the run goes to its end and then exits 1
/// with one line naming the file.
final class OutputChecks {
    /// Whether failures wait for the end of the run (headless) or are said at once (windowed).
    let headless: Bool
    /// The first failure kept for the end of a headless run.
    private(set) var firstFailure: RuntimeFailure?

    /// Watches `log` (if any) from now on.
    init(log: LineWriter?, headless: Bool) {
        self.headless = headless
        log?.onFailure = { [unowned self] error in
            self.record(RuntimeFailure("cannot write the event log \(OutputChecks.name(error.path)): "
                                       + OutputChecks.reason(error)))
        }
    }

    /// A screenshot that could not be written.
    func screenshotFailed(path: String, reason: String) {
        record(RuntimeFailure("cannot write screenshot \(OutputChecks.name(path)): \(reason)"))
    }

    /// Throws the first failure of a headless run, once it is over.
    func checkAtEnd() throws {
        if let firstFailure { throw firstFailure }
    }

    private func record(_ failure: RuntimeFailure) {
        if headless {
            if firstFailure == nil { firstFailure = failure }
        } else {
            printError("worm: \(failure.message); playing on without it")
        }
    }

    /// A path as messages show it ("-" is standard output).
    private static func name(_ path: String) -> String {
        path == "-" ? "(standard output)" : Quoting.quote(path, limit: 200)
    }

    /// The C library's reason, in plainer words for a reader that went away.
    private static func reason(_ error: FileError) -> String {
        error.errno == EPIPE ? "its reader went away (\(error.reason))" : error.reason
    }
}
