import SDLKit
import WormGame

/// Party (R80): up to four pads and the mouse race on one screen. Each pad joins with A, the mouse with a click;
/// the round is Versus's race (`VersusGame`: its worms, late rule, results and history) decided by this machine,
/// every player a seat, as a Versus host decides it for players over the network. The round is a `RoundDriver`:
/// the party only maps each pad and the mouse to its seat.
final class PartyScene: Scene {
    /// Where the party is.
    enum Phase {
        /// Players join.
        case lobby
        /// A round under way.
        case playing(RoundDriver<VersusMode>)
        /// The last round's results.
        case results(VersusResult)
    }

    let name = SceneName.party
    /// The lobby, the round or the results.
    private(set) var phase = Phase.lobby
    /// The players, in the order they joined: Player 1 first.
    private(set) var seats: [PartySeat] = []
    /// The names the players typed (the others are Player N).
    private(set) var chosenNames: [PartySeat: String] = [:]
    /// A player typing their name in the lobby, if one is.
    private(set) var naming: PartyNaming?
    /// Rounds played.
    private(set) var round = 0
    /// The round's message line (its clock), as last logged.
    private(set) var message = ""
    private(set) var clockMs = 0
    /// Set when the scene asks to leave.
    private var requested: [Command] = []
    /// Where the rounds' events go.
    private let output: RoundOutput

    init(context: SceneContext) {
        output = RoundOutput(context: context)
        context.audio.setPaused(true)
    }

    /// The players' names, in seat order: each the name typed, else Player 1–5; unique (a clash left by a player
    /// leaving gets a number).
    func names(language: Language) -> [String] {
        var names: [String] = []
        for (index, seat) in seats.enumerated() {
            names.append(PlayerName.unique(chosenNames[seat] ?? language.text(.partyPlayer, index + 1), among: names, within: PlayerName.table))
        }
        return names
    }

    /// Pads aim in the lobby (A joins, Y names) and in the round, the naming player's pad points on the keyboard; the
    /// results are a menu (A: another round, B: leave).
    var padUse: PadUse {
        if let naming { return naming.padUse }
        if case .results = phase { return .menu }
        return .aim
    }

    /// Typed text reaches the name being typed.
    var takesText: Bool { naming != nil }

    func step(_ inputs: [PlayerInput], context: SceneContext) -> [Command] {
        switch phase {
        case .lobby: lobbyStep(inputs, context: context)
        case .playing(var round):
            roundStep(&round, inputs, context: context)
            if case .playing = phase { phase = .playing(round) }
        case .results: resultsStep(inputs, context: context)
        }
        clockMs += Simulation.stepMs
        defer { requested.removeAll() }
        return requested
    }

    // MARK: The lobby

    /// A press joins its player (a pad's A anywhere, the mouse off the buttons); Start, Enter or a pad's Start begins
    /// once two are in; Back or Esc goes to the title.
    private func lobbyStep(_ inputs: [PlayerInput], context: SceneContext) {
        for input in inputs {
            if naming != nil {
                namingStep(input, context: context)
                continue
            }
            switch input {
            case .press(let press):
                let seat = PartySeat(of: press)
                let onStart = PartyLayout.start.contains(x: press.x, y: press.y)
                let onBack = PartyLayout.back.contains(x: press.x, y: press.y)
                context.journal.write(.game(.press(x: press.x, y: press.y, source: press.source, ignored: false, pad: press.pad)),
                                      t: clockMs)
                if onBack && seat == .mouse {
                    requested.append(.open(.title))
                } else if onStart && seats.contains(seat) {
                    start(context: context)
                } else if let line = PartyLayout.seat(at: press.x, y: press.y), line < seats.count, seats[line] == seat {
                    startNaming(seat, context: context)
                } else if !seats.contains(seat) && seats.count < PartyLayout.maxPlayers {
                    seats.append(seat)
                    context.journal.write(.peer(name: names(language: context.language).last!, state: .joined), t: clockMs)
                }
            case .key(let key) where key.key == .escape:
                requested.append(.open(.title))
            case .key(let key) where key.key?.confirms == true || key.key == .p || key.name == KeyPress.pauseKeyName:
                start(context: context)
            case .padUnplugged(let pad):
                leave(.pad(pad), context: context)
            case .padButton(let pad, .y) where seats.contains(.pad(pad)):
                startNaming(.pad(pad), context: context)
            default:
                break
            }
        }
        naming?.endStep(atMs: clockMs)
    }

    /// `seat` starts typing their name on the keyboard, from an empty field.
    private func startNaming(_ seat: PartySeat, context: SceneContext) {
        guard let index = seats.firstIndex(of: seat) else { return }
        naming = PartyNaming(seat: seat, current: names(language: context.language)[index], language: context.language)
    }

    /// One input while a player names themselves: OK, Enter (a pad's Start) keeps the name, unique in the party;
    /// Esc (a pad's B) leaves it as it was. A pad unplugged gives up its place, the naming player's too.
    private func namingStep(_ input: PlayerInput, context: SceneContext) {
        guard var naming else { return }
        if case .padUnplugged(let pad) = input {
            leave(.pad(pad), context: context)
            if naming.seat == .pad(pad) { self.naming = nil }
            return
        }
        switch naming.handle(input, atMs: clockMs, journal: context.journal) {
        case .ok?:
            self.naming = nil
            guard let index = seats.firstIndex(of: naming.seat) else { return }
            let names = names(language: context.language)
            let others = zip(seats, names).filter { $0.0 != naming.seat }.map(\.1)
            let name = naming.kept(among: others)
            chosenNames[naming.seat] = name == context.language.text(.partyPlayer, index + 1) ? nil : name
        case .escape?:
            self.naming = nil
        case nil:
            self.naming = naming
        }
    }

    /// A pad unplugged in the lobby gives up its place.
    private func leave(_ seat: PartySeat, context: SceneContext) {
        guard let index = seats.firstIndex(of: seat) else { return }
        context.journal.write(.peer(name: names(language: context.language)[index], state: .left), t: clockMs)
        seats.remove(at: index)
        chosenNames[seat] = nil
    }

    /// A round for the players in, its worms from the next seed, when two or more are in.
    private func start(context: SceneContext) {
        guard seats.count >= 2 else { return }
        round += 1
        let seed = context.nextSeed(for: .arcade)
        context.journal.write(.partyStart(seed: seed, language: context.language, version: WormVersion.current, round: round), t: 0)
        // The round's first step is the scene's next.
        let game = VersusGame(mode: VersusMode(seed: seed, players: names(language: context.language)))
        var driver = RoundDriver(game: game, startSceneMs: clockMs + Simulation.stepMs)
        driver.controls = context.settings.current.access.controls
        phase = .playing(driver)
        message = ""
        output.begin()
    }

    // MARK: The round

    /// One step of the round: each press as its player's (a press from no player's seat is ignored), a pad
    /// unplugged pauses, Esc or Start pauses and resumes; the results when the round is over.
    private func roundStep(_ round: inout RoundDriver<VersusMode>, _ inputs: [PlayerInput], context: SceneContext) {
        for input in inputs {
            switch input {
            case .press where round.game.pauseState.isStopped:
                round.take(.pauseKey)  // paused, a tap starts the 3-2-1: the mouse player has no Start or Esc
            case .press(let press):
                guard let seat = seats.firstIndex(of: PartySeat(of: press)) else {
                    context.journal.write(.game(.press(x: press.x, y: press.y, source: press.source, ignored: true,
                                                        pad: press.pad)), t: round.game.timeMs)
                    continue
                }
                round.press(press, seat: seat)
            default:
                _ = round.control(input)
            }
        }
        round.step(reportingTo: output) { $0.players }
        message = output.message ?? ""
        if round.game.mode.isOver { finish(round.game, context: context) }
    }

    /// The round is over: the `end` and `result` lines, the history, the results.
    private func finish(_ game: VersusGame, context: SceneContext) {
        let players = game.mode.players
        let result = output.endRace(players, localSeats: Array(players.indices), t: game.timeMs)
        context.enterVersusHistory(result, t: game.timeMs)
        phase = .results(result)
    }

    // MARK: The results

    /// Another round (Rematch, Enter, a pad's A) with the same players, or Leave (Esc, a pad's B) to the title.
    private func resultsStep(_ inputs: [PlayerInput], context: SceneContext) {
        for input in inputs {
            switch ResultsChoice(input, rematchOffered: true) {
            case .rematch?: start(context: context)
            case .leave?: requested.append(.open(.title))
            case nil: break
            }
        }
    }

    func leave(at t: Int, context: SceneContext) {
        context.audio.setPaused(true)
    }

    /// The round and the cursors move any frame.
    func signature(context: SceneContext, placement: Placement) -> FrameSignature? { nil }

    func draw(with painter: SceneRenderer, context: SceneContext) throws {
        let language = context.language
        switch phase {
        case .lobby:
            if let naming {
                let cursors = context.pads.deck.cursors().filter { naming.seat == .pad($0.pad) }
                try painter.drawPartyNaming(naming, color: SceneRenderer.seatColor(naming.seat), cursors: cursors, clockMs: clockMs,
                                            language: language)
                return try painter.drawPartyCursors(cursors, seats: seats, names: names(language: language))
            }
            try painter.drawPartyLobby(seats: seats, names: names(language: language), language: language)
        case .playing(let round):
            let game = round.game
            try painter.drawVersus(slots: game.mode.slots, effects: game.mode.effects, playMs: game.playMs, message: message,
                                   players: game.mode.players, history: game.mode.history)
            if game.isPaused { try painter.drawCentered(language.text(.paused), centerX: 160, y: 220, scale: 1.2) }
            if game.pauseState.isStopped {
                try painter.drawCentered(painter.fitted(language.text(.howToGoOn), width: 300, scale: 0.8), centerX: 160, y: 256, scale: 0.8)
            }
        case .results(let result):
            return try painter.drawVersusResults(result, language: language, rematch: true)
        }
        try painter.drawPartyCursors(context.pads.deck.cursors(), seats: seats, names: names(language: language))
    }
}
