import WormGame

/// Versus's lines of the event log (HEADLESS.md: `start`, `message`, `peer`, `dropped`, `end` and the game's
/// events), the message line they keep, and the clock of the time outside a round. Shared by the scene and its
/// lobby and sessions, so that every line goes to one log in the order it happened.
final class VersusJournal {
    private let journal: Journal
    private let audio: AudioOutput
    let language: Language
    /// Ms since Versus opened: the time of the lines written outside a round.
    private(set) var sceneMs = 0
    /// The message line shown over a round, as last logged.
    private(set) var lastMessage: String?
    /// Bad messages and datagrams dropped so far.
    private(set) var droppedCount = 0

    init(journal: Journal, audio: AudioOutput, language: Language) {
        self.journal = journal
        self.audio = audio
        self.language = language
    }

    /// One step of the scene's clock passed.
    func tick(stepMs: Int) {
        sceneMs += stepMs
    }

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

    /// A round's event; its seats named from `players`. Sounds play, messages become the message line.
    func log(_ event: GameEvent, players: [VersusStanding], t: Int) {
        journal.write(.versusGame(event, players: players), t: t)
        switch event {
        case .sound(let name, let pitch): audio.play(name, pitch: pitch ?? 0)
        case .message(let key): lastMessage = language.text(key)
        default: break
        }
    }

    /// A round starts: its `start` line and "NAME started a new game" (no news for a player back in a round
    /// under way: `starter` nil).
    func start(seed: UInt64, round: Int, starter: String?) {
        lastMessage = nil
        journal.write(.versusStart(seed: seed, language: language, version: WormVersion.current, round: round), t: 0)
        if let starter { show(language.text(.started, starter), t: 0) }
    }

    /// What became of `name`.
    func peer(_ name: String, _ state: PeerState, t: Int) {
        journal.write(.peer(name: name, state: state), t: t)
    }

    /// A `message` line when the text changes (the client's countdown and clock, the lobby's news).
    func show(_ text: String, t: Int) {
        guard text != lastMessage else { return }
        lastMessage = text
        journal.write(.text(text), t: t)
    }
}
