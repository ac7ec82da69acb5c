import WormGame
@testable import WormApp

/// A one-switch player in a test (R114): drives the program on the null platform with Space alone (taps, and holds
/// of 1.1 s that go back), waiting for the scan to reach the item it wants by reading the log's `focus` lines as
/// they are written, never by pressing another key.
@MainActor
final class SwitchPilot {
    /// What the player does next.
    enum Step {
        /// Waits for the scan to show `item` in `scene` (a `focus` line written since the last press), then taps.
        case choose(_ item: String, in: String)
        /// Taps the switch, whatever is focused.
        case tap
        /// Holds the switch 1.1 s: back, as Esc (R114).
        case back
        /// Waits for the scan to show `item` in `scene`, then holds the switch 1.1 s: back, choosing nothing.
        case backFrom(_ item: String, in: String)
        /// Holds the switch `ms` and lets go.
        case hold(ms: Int)
        /// Waits until scene `name` opens (a `scene` line written since the last press).
        case await(_ name: String)
        /// Waits `ms`.
        case wait(Int)
        /// Taps every `ms` until scene `name` opens: a round played by the switch.
        case tapEvery(Int, until: String)
    }

    /// How long one step may wait for what it waits for, in ms of the run: past it the walk fails.
    static let patienceMs = 90_000
    /// A tap's length, in ms.
    static let tapMs = 100
    /// A hold that goes back, in ms.
    static let backMs = 1_100

    private var steps: [Step]
    private let sink: MemorySink
    /// The log read so far, parsed.
    private(set) var events: [[String: JSONValue]] = []
    /// How many log lines had been written when the switch last went down: what the next step waits for must be
    /// newer (the scan waits while the switch is down, and a hold goes back before it is let go).
    private var mark = 0
    /// Switch downs and ups still to hand over, at their run times.
    private var queue: [(ms: Int, input: PlayerInput)] = []
    /// When the step in hand began, on the run's clock.
    private var stepStartMs = 0
    /// When the last tap of a `tapEvery` went down.
    private var lastTapMs = Int.min / 2
    /// Why the walk stopped short, if it did.
    private(set) var failure: String?

    /// A pilot that takes `steps` in order, reading the log `sink` is given.
    init(_ steps: [Step], reading sink: MemorySink) {
        self.steps = steps
        self.sink = sink
    }

    /// Whether every step was taken.
    var isDone: Bool { steps.isEmpty && queue.isEmpty }

    /// The switch's inputs at `runMs`; nil when the walk is over (done, or failed).
    func inputs(at runMs: Int) -> [PlayerInput]? {
        read()
        var due: [PlayerInput] = []
        while let first = queue.first, first.ms <= runMs {
            due.append(first.input)
            queue.removeFirst()
            if !first.input.isRelease { mark = events.count }
        }
        if !queue.isEmpty || !due.isEmpty { return due }
        guard let step = steps.first else { return nil }
        if runMs - stepStartMs > SwitchPilot.patienceMs {
            failure = "\(step) not done in \(SwitchPilot.patienceMs) ms; last focus lines: \(lastFocus(8))"
            return nil
        }
        switch step {
        case .choose(let item, let scene):
            if let focus = focusSinceMark.last, focus.scene == scene, focus.item == item { press(at: runMs, for: SwitchPilot.tapMs) }
        case .tap:
            press(at: runMs, for: SwitchPilot.tapMs)
        case .backFrom(let item, let scene):
            if let focus = focusSinceMark.last, focus.scene == scene, focus.item == item { press(at: runMs, for: SwitchPilot.backMs) }
        case .back:
            press(at: runMs, for: SwitchPilot.backMs)
        case .hold(let ms):
            press(at: runMs, for: ms)
        case .await(let name):
            if scenesSinceMark.contains(name) { next(runMs) }
        case .wait(let ms):
            if runMs - stepStartMs >= ms { next(runMs) }
        case .tapEvery(let ms, let name):
            // A round's taps keep the mark where the round began, so its end is seen.
            if markKeptAt == nil { markKeptAt = mark }
            if scenesSinceMark.contains(name) {
                next(runMs)
            } else if runMs - lastTapMs >= ms {
                lastTapMs = runMs
                queue = [(runMs + 50, .keyUp(KeyPress(.space)))]
                return [.key(KeyPress(.space))]
            }
        }
        if let first = queue.first, first.ms <= runMs {
            queue.removeFirst()
            return [first.input]
        }
        return []
    }

    /// Where a `tapEvery` began reading the log: its taps do not move it.
    private var markKeptAt: Int?

    /// Presses the switch now for `ms`, then takes the next step.
    private func press(at runMs: Int, for ms: Int) {
        queue = [(runMs, .key(KeyPress(.space))), (runMs + ms, .keyUp(KeyPress(.space)))]
        next(runMs + ms)
    }

    /// The step in hand is done at `runMs`.
    private func next(_ runMs: Int) {
        steps.removeFirst()
        stepStartMs = runMs
        markKeptAt = nil
    }

    /// Parses the lines written since the last read.
    private func read() {
        while events.count < sink.lines.count {
            let line = sink.lines[events.count]
            events.append((try? JSONValue.parse(line))?.object ?? [:])
        }
    }

    /// Where the log is read from for the step in hand.
    private var since: Int { markKeptAt ?? mark }

    /// The `focus` lines since the last press, as (scene, item).
    private var focusSinceMark: [(scene: String, item: String)] {
        events[since...].compactMap(Self.focus)
    }

    /// The scenes opened since the last press.
    private var scenesSinceMark: [String] {
        events[since...].compactMap { event in
            guard event["type"] == .string("scene"), case .string(let name)? = event["name"] else { return nil }
            return name
        }
    }

    /// The last `count` focus lines of the whole log, for a failure's message.
    private func lastFocus(_ count: Int) -> [String] {
        events.compactMap(Self.focus).suffix(count).map { "\($0.scene)/\($0.item)" }
    }

    /// A `focus` line's scene and item.
    static func focus(_ event: [String: JSONValue]) -> (scene: String, item: String)? {
        guard event["type"] == .string("focus"), case .string(let scene)? = event["scene"],
              case .string(let item)? = event["item"] else { return nil }
        return (scene, item)
    }
}

/// The null platform driven by a `SwitchPilot`: one step a frame, the pilot's switch the only input.
@MainActor
final class PilotPlatform: GamePlatform {
    let pilot: SwitchPilot
    private let durationMs: Int

    init(pilot: SwitchPilot, durationMs: Int) {
        self.pilot = pilot
        self.durationMs = durationMs
    }

    func beginFrame(runMs: Int, inputs: inout [PlayerInput]) throws -> Int? {
        guard runMs < durationMs, let given = pilot.inputs(at: runMs) else { return nil }
        inputs += given
        return 1
    }
    func endFrame(lastStepMs: Int, signature: FrameSignature?, draw: () throws -> Void) throws {}
    func finish(draw: () throws -> Void) throws {}
    func endRunMs(runMs: Int) -> Int { min(runMs, durationMs) }
    func toggleFullscreen() throws {}
    var isFullscreen: Bool? { false }
    func resize(width: Int, height: Int) throws {}
    var showsTransitions: Bool { false }
}

/// A whole run of the program played by a `SwitchPilot` alone.
@MainActor
struct PilotRun: LoggedRun {
    let events: [[String: JSONValue]]
    let runner: Runner
    /// Why the walk stopped short, if it did.
    let failure: String?

    /// Walks `steps` from scene `first` with one switch on (scan every `scanMs`), for at most `durationMs`.
    init(first: SceneName = .title, _ steps: [SwitchPilot.Step], durationMs: Int = 900_000, scanMs: Int = 800,
         settings: SettingsKeeper = .withOneSwitch(), storage: Storage = MemoryStorage(), language: Language = .english,
         run setup: RunSetup = RunSetup()) throws {
        TestCatalogues.install()
        _ = SceneRun.discoveryScope
        try settings.set(\.access.scanIntervalMs, to: scanMs)
        let sink = MemorySink()
        let pilot = SwitchPilot(steps, reading: sink)
        let platform = PilotPlatform(pilot: pilot, durationMs: durationMs)
        let context = SceneContext(journal: Journal(sink: sink, language: language), audio: SilentAudio(),
                                   seed: 7, dailyDate: "2026-11-30", settings: settings,
                                   scores: DocumentStore(storage: storage) { _ in }, run: setup,
                                   window: PlatformWindow(platform), now: { 1_764_460_800 })
        context.applySettings()
        runner = Runner(platform: platform, context: context, painter: nil, first: first)
        try runner.run()
        events = try sink.lines.map { line in
            guard let object = try JSONValue.parse(line).object else { throw RuntimeFailure("not an object: \(line)") }
            return object
        }
        failure = pilot.failure ?? (pilot.isDone ? nil : "the run ended before the walk did")
    }
}
