import WormGame

/// The Versus lines of the event log (HEADLESS.md: `start`, `message`, `peer`, `dropped`, and the game's events).
extension VersusScene {
    func logDropped(from: String, reason: String, context: SceneContext) {
        context.journal.write(.dropped(from: from, reason: reason), t: clockMs)
    }

    func log(_ event: GameEvent, t: Int, context: SceneContext) {
        context.journal.write(.versusGame(event, players: game?.mode.players ?? board?.players ?? []), t: t)
        switch event {
        case .sound(let name, let pitch): context.audio.play(name, pitch: pitch ?? 0)
        case .message(let key): lastMessage = language.text(key)
        default: break
        }
    }

    func logStart(seed: UInt64, starter: String, context: SceneContext) {
        context.journal.write(.versusStart(seed: seed, language: language, version: WormVersion.current, round: round), t: 0)
        showMessage(language.text(.started, starter), t: 0, context: context)
    }

    func logPeer(_ name: String, state: PeerState, context: SceneContext) {
        context.journal.write(.peer(name: name, state: state), t: clockMs)
    }

    /// Logs a `message` line when the text changes (the client's countdown and clock, the lobby's news).
    func showMessage(_ text: String, t: Int, context: SceneContext) {
        guard text != lastMessage else { return }
        lastMessage = text
        context.journal.write(.text(text), t: t)
    }

    static func kindName(_ message: VersusMessage) -> String {
        String(describing: message).prefix { $0 != "(" }.description
    }
}
