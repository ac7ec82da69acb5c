import WormGame

/// Versus's drawing: the round (with "Too late" and the question over it), the results, or the lobby.
extension VersusScene {
    func draw(with painter: SceneRenderer, context: SceneContext) throws {
        let message = journal.lastMessage ?? ""
        switch phase {
        case .hosting(let host):
            if let game = host.game, !host.roundOver {
                try painter.drawVersus(slots: game.mode.slots, effects: game.mode.effects, playMs: game.playMs,
                                       message: message, players: game.mode.players, history: game.mode.history,
                                       language: journal.language, audioPlay: phase.rules.audioPlay)
                if !game.isPaused { try painter.drawBigCountdown(game.message, language: journal.language) }
                return try drawOverField(with: painter, context: context)
            }
        case .joined(let client):
            if let board = client.board, !client.roundOver {
                try painter.drawVersus(slots: board.slots, effects: board.effects, playMs: board.roundMs,
                                       message: message, players: board.players, history: board.history,
                                       language: journal.language, audioPlay: phase.rules.audioPlay)
                try painter.drawBigCountdown(board.message, language: journal.language)
                return try drawOverField(with: painter, context: context)
            }
        case .lobby:
            break
        }
        if let result = phase.result {
            return try painter.drawVersusResults(result, language: journal.language, rematch: offersRematch,
                                                 hovered: hoveredResultsButton, waiting: resultsWaiting(language: journal.language))
        }
        try drawLobby(with: painter)
    }

    /// "Too late" and the question to leave, over the round.
    fileprivate func drawOverField(with painter: SceneRenderer, context: SceneContext) throws {
        if padUse == .aim { try painter.drawPadCursors(context.pads.deck.cursors()) }
        if journal.sceneMs < tooLateUntilMs { try painter.drawTooLate(language: journal.language, audioPlay: phase.rules.audioPlay) }
        if let question { try painter.drawLeaveQuestion(question, language: journal.language) }
    }

    /// The lobby: the players, the games listed (in the lobby itself) and the one button.
    fileprivate func drawLobby(with painter: SceneRenderer) throws {
        let language = journal.language
        let found = listedGames.map { LobbyGameRow(text: language.text(.hostedGame, $0.name, $0.players), started: $0.hosting == .underWay) }
        let button = lobbyButtonText.map { language.text($0) }
        // The host's audio play shows in the heading (R110), as the lobby says it.
        let heading = language.text(phase.rules.audioPlay ? .lobbyAudioPlay : .lobby)
        try painter.drawVersusLobby(heading: heading, you: language.text(.you, setup.name),
                                    status: phase.status, found: found, visible: visible, players: phase.standings,
                                    language: language, button: button)
        if let frame = lobbyFocusFrame { try painter.drawFocus(around: frame) }
    }
}
