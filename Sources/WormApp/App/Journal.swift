import WormGame

/// Where log lines go: a file or standard output, or memory in tests.
protocol LineSink: AnyObject {
    /// Writes one line (without its newline).
    func write(_ line: String)
}

extension LineWriter: LineSink {}

/// The event log of a run: each line stamped with the `t` of the scene that wrote it, in the run's language.
final class Journal {
    private let sink: LineSink?
    /// The language messages are written in (the settings scene may change it).
    var language: Language

    /// A journal that writes to `sink`, or nowhere.
    init(sink: LineSink?, language: Language) {
        self.sink = sink
        self.language = language
    }

    /// Writes `entry` at `t` ms of the scene's clock.
    func write(_ entry: LogEntry, t: Int) {
        sink?.write(entry.jsonLine(t: t, language: language))
    }
}
