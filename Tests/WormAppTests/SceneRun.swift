import Foundation
import SDLKit
import WormGame
@testable import WormApp

/// Keeps log lines in memory.
final class MemorySink: LineSink {
    private(set) var lines: [String] = []
    func write(_ line: String) { lines.append(line) }
}

/// A whole run of the program in this process: the real runner and scenes on the headless platform,
/// fed by script lines, with the log kept in memory and parsed.
struct SceneRun: LoggedRun {
    /// The parsed log, one object a line.
    let events: [[String: JSONValue]]
    /// The runner after the run.
    let runner: Runner

    /// The discovery scope of the lobbies these runs open, unique to this test process and set in its environment
    /// once, so they never find, or are found by, another test run's or a player's game (docs/VERSUS.md, "Versus protocol").
    static let discoveryScope: String = {
        let name = FreeScope.name("tests")
        setenv(DiscoveryScope.environmentVariable, name, 1)
        return name
    }()

    /// Runs from scene `first` with `script` for `durationMs` (or to a `quit` line, or a command that ends it).
    init(first: SceneName, lines: [(Int, ScriptLine.Action)] = [],
         durationMs: Int = 10_000, seed: UInt64 = 1, language: Language = .english, date: String = "2026-11-30",
         storage: Storage = MemoryStorage(), now: Int64 = 1_764_460_800, settings: SettingsKeeper = .havingSeenHowToPlay(),
         run setup: RunSetup = RunSetup(), audio: AudioOutput = SilentAudio(),
         platform wrap: (HeadlessPlatform) -> GamePlatform = { $0 }) throws {
        _ = SceneRun.discoveryScope
        let fixture = RenderFixture.shared
        let sink = MemorySink()
        let scriptLines = lines.enumerated().map { ScriptLine(timeMs: $1.0, action: $1.1, lineNumber: $0 + 1) }
        // Only a script's virtual pads count, as in any headless run (R80).
        let pads = PadHub(admitsRealPads: false)
        let platform = wrap(HeadlessPlatform(renderer: fixture.renderer, script: scriptLines, durationMs: durationMs,
                                             screenshot: nil, timedScreenshots: [], pads: pads))
        let context = SceneContext(journal: Journal(sink: sink, language: language), audio: audio,
                                   seed: seed, dailyDate: date, settings: settings,
                                   scores: DocumentStore(storage: storage) { _ in }, run: setup, window: PlatformWindow(platform),
                                   pads: PadBoard(motors: pads), now: { now })
        context.applySettings()
        self.sink = sink
        runner = Runner(platform: platform, context: context, painter: fixture.scene, first: first)
        try runner.run()
        events = try sink.lines.map { line in
            guard let object = try JSONValue.parse(line).object else { throw RuntimeFailure("not an object: \(line)") }
            return object
        }
    }

    /// The log as written, one line a string.
    var lines: [String] { sink.lines }
    /// Where the log went.
    let sink: MemorySink

}

extension SettingsKeeper {
    /// The settings of a player who has seen how to play, so the title's Arcade and Daily start at once (R21): the
    /// runs of tests about other things.
    static func havingSeenHowToPlay() -> SettingsKeeper {
        SettingsKeeper(store: DocumentStore(storage: MemoryStorage(files: [
            .settings: Array(#"{"version": 1, "seen_how_to_play": true}"#.utf8),
        ])) { _ in })
    }

    /// A player's settings with one switch on (R114) who has seen how to play.
    static func withOneSwitch() -> SettingsKeeper {
        var flags = AccessOptions()
        flags.oneSwitch = true
        let keeper = SettingsKeeper(store: DocumentStore(storage: MemoryStorage()) { _ in }, flags: .init(access: flags))
        try? keeper.set(\.seenHowToPlay, to: true)
        return keeper
    }
}

extension Dictionary where Key == String, Value == JSONValue {
    /// The integer at `key`, if it is a number.
    func int(_ key: String) -> Int? {
        if case .number(let value)? = self[key] { return Int(value) }
        return nil
    }
}
