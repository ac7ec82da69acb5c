import WormGame

/// Versus's lines of the event log (HEADLESS.md: `start`, `message`, `peer`, `dropped`, `end` and the game's
/// events), the message line they keep, and the clock of the time outside a round. Shared by the scene and its
/// lobby and sessions, so that every line goes to one log in the order it happened. A round's events go through
/// `output`, as every mode's do.
final class VersusJournal {
    /// Where the rounds' events, ends and results go.
    let output: RoundOutput
    private var journal: Journal { output.journal }
    var language: Language { output.language }
    /// Ms since Versus opened: the time of the lines written outside a round.
    private(set) var sceneMs = 0
    /// The message line shown over a round, as last logged.
    var lastMessage: String? { output.message }
    /// Bad messages and datagrams dropped so far.
    private(set) var droppedCount = 0

    init(output: RoundOutput) {
        self.output = output
    }

    /// One step of the scene's clock passed: called first thing in each of the scene's steps.
    func tick(stepMs: Int) {
        sceneMs += stepMs
    }

    /// The scene's clock at the step under way, as the runner stamps its presses: `sceneMs` has already ticked.
    var stepSceneMs: Int { sceneMs - Simulation.stepMs }

    /// A line of its own kind (`scene`, `setting`), at `t`.
    func write(_ entry: LogEntry, t: Int) {
        journal.write(entry, t: t)
    }

    /// The `dropped` lines written: once a second for each sender and kind of reason, on the scene's clock.
    private var droppedLines = LogRateLimit()

    /// `count` bad messages or datagrams: counted, and logged with whom they came from and why, at most once a
    /// second for each sender and kind of reason (R61: a flood is not a flood of lines).
    func dropped(from: String, reason: String, count: Int = 1, t: Int) {
        droppedCount += count
        let key = VersusJournal.droppedKey(from: from, reason: reason)
        guard droppedLines.allows(key, atMs: sceneMs) else { return }
        journal.write(.dropped(from: from, reason: reason), t: t)
    }

    /// What a `dropped` line is limited by: its sender without a port (a flood's may change), and its reason
    /// without numbers ("too short (2 bytes)" and "too short (3 bytes)" are one kind).
    static func droppedKey(from: String, reason: String) -> String {
        let sender = from.contains(".") ? String(from.prefix { $0 != ":" }) : from
        return sender + "|" + String(reason.map { $0.isNumber ? "#" : $0 })
    }

    /// A round's event told by the host, on a player's board; its seats named from `players` (`RoundOutput`).
    func log(_ event: GameEvent, players: [VersusStanding], t: Int) {
        output.report([event], standings: players, t: t)
    }

    /// A round starts: its `start` line and "NAME started a new game" (no news for a player back in a round
    /// under way: `starter` nil).
    func start(seed: UInt64, round: Int, starter: String?) {
        output.begin()
        journal.write(.versusStart(seed: seed, language: language, version: WormVersion.current, round: round), t: 0)
        if let starter { show(language.text(.started, starter), t: 0) }
    }

    /// What became of `name`.
    func peer(_ name: String, _ state: PeerState, t: Int) {
        journal.write(.peer(name: name, state: state), t: t)
    }

    /// A `message` line when the text changes (the client's countdown and clock, the lobby's news); returns
    /// whether it did.
    @discardableResult
    func show(_ text: String, t: Int) -> Bool {
        guard text != lastMessage else { return false }
        output.message = text
        journal.write(.text(text), t: t)
        return true
    }
}
