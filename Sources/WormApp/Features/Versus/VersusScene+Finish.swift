import WormGame

/// The end of a Versus round on this machine (R61): the question before leaving one under way, and the results'
/// Rematch and Leave.
extension VersusScene {
    /// Leaving the round under way asks first (R61); the round plays on under the question.
    func ask(closing: Bool, context: SceneContext) {
        if case .hosting = phase { question = LeaveQuestion(question: .endForAll, closing: closing) } else {
            question = LeaveQuestion(question: .leave, closing: closing)
        }
        questionScan = OneSwitchScan()
        if let question { context.narrator.say(question.spoken(language: context.language), .message, t: clockMs) }
    }

    /// The question's answer, if `input` is one: Yes leaves (the program, when the window was closed), No plays on.
    func answer(_ asked: LeaveQuestion, with input: PlayerInput, context: SceneContext) {
        var asked = asked
        guard let yes = asked.take(input) else {
            question = asked  // the focus moved
            return
        }
        journal.write(.confirm(asked.question, yes: yes), t: clockMs)
        question = nil
        guard yes else { return }
        if asked.closing { return request(.exit, context: context) }
        backToLobby(context: context)
        if setup.headless { request(.exit, context: context) }  // a headless run has no lobby to go on in
    }

    /// Whether the results offer Rematch: to the host, with players to play.
    var offersRematch: Bool {
        if case .hosting(let host) = phase { return host.mayStart }
        return false
    }

    /// The results' buttons (R61): the host's Rematch (Enter) with the same players, and Leave (Esc) for everyone,
    /// back to the lobby; closing the window ends the program.
    func resultsInput(_ input: PlayerInput, context: SceneContext) {
        if case .closed = input { return request(.exit, context: context) }
        if case .hover(let x, let y) = input { hoveredResultsButton = ResultsLayout.button(at: x, y: y, rematch: offersRematch) }
        switch ResultsChoice(input, rematchOffered: offersRematch) {
        case .rematch?: rematch(context: context)
        case .leave?: leaveGame(context: context)
        case nil: break
        }
    }

    /// The host's Rematch: another round with the players still in (R61).
    fileprivate func rematch(context: SceneContext) {
        guard case .hosting(let host) = phase, host.mayStart else { return }
        handle(host.startRound(seed: context.nextSeed(for: .arcade)), context: context)
    }

    /// Leaves the game whose results are shown: goodbye to the others, and the lobby anew.
    fileprivate func leaveGame(context: SceneContext) {
        backToLobby(context: context)
    }

    /// Goodbye to the others (a host's round under way ends for everyone), then the Versus lobby anew, where Host
    /// is offered, also to a player who came with `--join` (issue 30: leaving a round landed on the title).
    func backToLobby(context: SceneContext) {
        leaveSession(context: context)
        openLobbyAnew()
        journal.write(.scene(.lobby), t: 0)
    }
}
