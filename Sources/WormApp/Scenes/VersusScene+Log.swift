import WormGame

/// The Versus lines of the event log (HEADLESS.md: `start`, `message`, `peer`, `dropped`, and the game's events).
extension VersusScene {
    func logDropped(from: String, reason: String, context: SceneContext) {
        logLine("dropped", [("from", from), ("reason", reason)], context: context)
    }

    func log(_ event: GameEvent, t: Int, context: SceneContext) {
        context.journal.write(.game(event), t: t)
        switch event {
        case .sound(let name, let pitch): context.audio.play(name, pitch: pitch ?? 0)
        case .message(let key): lastMessage = language.text(key)
        default: break
        }
    }

    func logStart(seed: UInt64, starter: String, context: SceneContext) {
        var line = JSONLine()
        line.add("t", 0)
        line.add("type", "start")
        line.add("seed", seed)
        line.add("lang", language.rawValue)
        line.add("version", WormVersion.current)
        line.add("mode", "versus")
        line.add("round", round)
        context.journal.write(line: line.line)
        showMessage(VersusText.started(starter).text(in: language), t: 0, context: context)
    }

    func logPeer(_ name: String, state: String, context: SceneContext) {
        logLine("peer", [("name", name), ("state", state)], context: context)
    }

    /// Logs a Versus line of `type` with text `fields`, at the scene's clock.
    func logLine(_ type: String, _ fields: [(String, String)], context: SceneContext) {
        var line = JSONLine()
        line.add("t", clockMs)
        line.add("type", type)
        for (key, value) in fields { line.add(key, value) }
        context.journal.write(line: line.line)
    }

    /// Logs a `message` line when the text changes (the client's countdown and clock, the lobby's news).
    func showMessage(_ text: String, t: Int, context: SceneContext) {
        guard text != lastMessage else { return }
        lastMessage = text
        var line = JSONLine()
        line.add("t", t)
        line.add("type", "message")
        line.add("text", text)
        context.journal.write(line: line.line)
    }

    static func kindName(_ message: VersusMessage) -> String {
        String(describing: message).prefix { $0 != "(" }.description
    }
}
