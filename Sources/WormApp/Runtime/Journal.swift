import WormGame

/// The event log of a run: each line stamped with the `t` of the scene that wrote it, in the run's language.
final class Journal {
    private let writer: LineWriter?
    /// The language messages are written in.
    let language: Language

    /// A journal that writes to `writer`, or nowhere.
    init(writer: LineWriter?, language: Language) {
        self.writer = writer
        self.language = language
    }

    /// Writes `entry` at `t` ms of the scene's clock.
    func write(_ entry: LogEntry, t: Int) {
        writer?.write(entry.jsonLine(t: t, language: language))
    }
}
