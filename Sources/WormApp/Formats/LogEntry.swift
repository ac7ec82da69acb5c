import WormGame

/// One line of the event log (HEADLESS.md): a game event, or the run's own start, end and mute lines.
public enum LogEntry: Equatable, Sendable {
    case start(seed: UInt64, language: Language, version: String)
    case game(GameEvent)
    case mute(Bool)
    case end(caught: Int, missed: Int)

    /// The entry as one JSON object, stamped with `t`.
    public func jsonLine(t: Int) -> String {
        var json = JSONLine()
        json.add("t", t)
        switch self {
        case .start(let seed, let language, let version):
            json.add("type", "start")
            json.add("seed", seed)
            json.add("lang", language.rawValue)
            json.add("version", version)
        case .mute(let muted):
            json.add("type", "mute")
            json.add("muted", muted)
        case .end(let caught, let missed):
            json.add("type", "end")
            json.add("caught", caught)
            json.add("missed", missed)
        case .game(let event):
            LogEntry.describe(event, into: &json)
        }
        return json.line
    }

    /// Writes a game event's type and fields.
    private static func describe(_ event: GameEvent, into json: inout JSONLine) {
        switch event {
        case .message(let text):
            json.add("type", "message")
            json.add("text", text)
        case .spawn(let worm, let x, let y, let visibleMs):
            json.add("type", "spawn")
            json.add("worm", worm)
            json.add("x", x)
            json.add("y", y)
            json.add("visible_ms", visibleMs)
        case .press(let x, let y, let source, let ignored):
            json.add("type", "press")
            json.add("x", x)
            json.add("y", y)
            json.add("source", source.rawValue)
            json.add("ignored", ignored)
        case .hit(let worm, let reactionMs):
            json.add("type", "hit")
            json.add("worm", worm)
            json.add("reaction_ms", reactionMs)
        case .miss(let worm, let reason):
            json.add("type", "miss")
            if let worm { json.add("worm", worm) }
            json.add("reason", reason.rawValue)
        case .hide(let worm):
            json.add("type", "hide")
            json.add("worm", worm)
        case .score(let caught, let missed):
            json.add("type", "score")
            json.add("caught", caught)
            json.add("missed", missed)
        case .sound(let name):
            json.add("type", "sound")
            json.add("name", name.rawValue)
        case .effect(let name, let x, let y):
            json.add("type", "effect")
            json.add("name", name.rawValue)
            json.add("x", x)
            json.add("y", y)
        case .pause(let reason):
            json.add("type", "pause")
            json.add("reason", reason.rawValue)
        case .resume(let reason):
            json.add("type", "resume")
            json.add("reason", reason.rawValue)
        }
    }
}
