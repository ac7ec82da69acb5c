import WormGame
@testable import WormApp

/// A whole run of the program in this process on the null platform: the real runner and scenes, fed by script
/// lines and injected inputs, with no SDL (no window, renderer, pads or sound device), the log kept in memory.
@MainActor
struct NullRun: LoggedRun {
    let events: [[String: JSONValue]]
    let runner: Runner
    /// The platform after the run: the frames it would have drawn, the make-believe window.
    let platform: NullPlatform
    /// The log as written, one line a string.
    let lines: [String]

    /// Runs from scene `first` with `script` and `inject`ed inputs for `durationMs` (or to a `quit` line, or a
    /// command that ends it).
    init(first: SceneName, lines script: [(Int, ScriptLine.Action)] = [], inject: [(Int, PlayerInput)] = [],
         durationMs: Int = 10_000, seed: UInt64 = 1, language: Language = .english, date: String = "2026-11-30",
         storage: Storage = MemoryStorage(), now: Int64 = 1_764_460_800, settings: SettingsKeeper = .havingSeenHowToPlay(),
         run setup: RunSetup = RunSetup(), fullscreen: Bool = false) throws {
        TestCatalogues.install()  // every text in its language, whatever test ran first
        let sink = MemorySink()
        let scriptLines = script.enumerated().map { ScriptLine(timeMs: $1.0, action: $1.1, lineNumber: $0 + 1) }
        platform = NullPlatform(script: scriptLines, durationMs: durationMs, inject: inject, fullscreen: fullscreen)
        let context = SceneContext(journal: Journal(sink: sink, language: language), audio: SilentAudio(),
                                   seed: seed, dailyDate: date, settings: settings,
                                   scores: DocumentStore(storage: storage) { _ in }, run: setup,
                                   window: PlatformWindow(platform), now: { now })
        context.applySettings()
        runner = Runner(platform: platform, context: context, painter: nil, first: first)
        try runner.run()
        lines = sink.lines
        events = try sink.lines.map { line in
            guard let object = try JSONValue.parse(line).object else { throw RuntimeFailure("not an object: \(line)") }
            return object
        }
    }
}

/// A run whose log was kept: its events by type, the scenes it opened.
protocol LoggedRun {
    /// The parsed log, one object a line.
    var events: [[String: JSONValue]] { get }
}

extension LoggedRun {
    /// The events of `type`.
    func of(_ type: String) -> [[String: JSONValue]] {
        events.filter { $0["type"] == .string(type) }
    }

    /// The names of the scenes opened, in order.
    var scenes: [String] {
        of("scene").compactMap { if case .string(let name)? = $0["name"] { return name } else { return nil } }
    }

    /// The modes of the games started, in order.
    var modes: [String] {
        of("start").compactMap { if case .string(let mode)? = $0["mode"] { return mode } else { return nil } }
    }
}
