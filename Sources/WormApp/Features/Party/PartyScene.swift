import SDLKit
import WormGame

/// Party (R80): up to four pads and the mouse race on one screen. Each pad joins with A, the mouse with a click;
/// the round is Versus's race (`VersusGame`: its worms, late rule, results and history) decided by this machine,
/// every player a seat, as a Versus host decides it for players over the network. The round is a `RoundDriver`:
/// the party only maps each pad and the mouse to its seat.
final class PartyScene: Scene {
    /// An item of the lobby's focus list, walked by the arrows and Tab and chosen by Enter or Space (R112): each
    /// player's line (Enter types the name), joining with the mouse (while the mouse is not in), Start and Back.
    enum LobbyItem: Equatable {
        case seat(PartySeat)
        case join
        case start
        case back
    }

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
    /// The lobby's keyboard focus: hidden until an arrow shows it (Enter then starts, as it always did).
    private(set) var lobbyFocus = ListFocus<LobbyItem>()
    /// The one switch's scan of the lobby's items (R114).
    private var lobbyScan = OneSwitchScan()
    /// The results' button under the pointer, drawn lighter.
    private(set) var hoveredResultsButton: WormGame.Rect?

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

    /// The switch catches as it goes down only in a round: in the lobby it chooses as it is let go (R114).
    var switchActsOnPress: Bool {
        if case .playing = phase, naming == nil { return true }
        return false
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
        let access = context.settings.current.access
        if access.oneSwitch, naming == nil, !context.switchHeld {
            lobbyFocus.scan(&lobbyScan, items: lobbyItems, interval: access.scanIntervalMs)
        }
        for input in inputs {
            if naming != nil {
                namingStep(input, context: context)
                continue
            }
            switch input {
            case .press(let press) where access.oneSwitch && press.isSwitch:
                // One switch (R114): a click or a tap anywhere chooses the item the scan shows.
                context.journal.write(.game(.press(x: press.x, y: press.y, source: press.source, ignored: false, pad: nil)),
                                      t: clockMs)
                if let item = lobbyFocus.focused(in: lobbyItems) { choose(item, context: context) }
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
                } else {
                    join(seat, context: context)
                }
            case .key(let key) where key.key == .escape:
                requested.append(.open(.title))
            case .key(let key) where ListFocus<LobbyItem>.offset(for: key) != nil:
                lobbyFocus.move(by: ListFocus<LobbyItem>.offset(for: key) ?? 0, in: lobbyItems)
            case .key(let key) where key.key?.chooses == true && lobbyFocus.focused(in: lobbyItems) != nil:
                if let item = lobbyFocus.focused(in: lobbyItems) { choose(item, context: context) }
            case .key(let key) where key.key?.confirms == true || key.key == .p || key.name == KeyPress.pauseKeyName:
                start(context: context)
            case .hover(let x, let y):  // the pointer over a line or a button shows the focus there (R115)
                if let item = lobbyItems.first(where: { frame(of: $0).contains(x: x, y: y) }) {
                    lobbyFocus.focus(on: item, in: lobbyItems)
                }
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

    /// The lobby's items in focus order: the players, Join while the mouse is not in and there is room, Start, Back.
    var lobbyItems: [LobbyItem] {
        let joins = !seats.contains(.mouse) && seats.count < PartyLayout.maxPlayers
        return seats.map(LobbyItem.seat) + (joins ? [.join] : []) + [.start, .back]
    }

    /// Carries out the focused item, as Enter or Space chooses it.
    private func choose(_ item: LobbyItem, context: SceneContext) {
        lobbyScan.restart()
        switch item {
        case .seat(let seat): startNaming(seat, context: context)
        case .join: join(.mouse, context: context)
        case .start: start(context: context)
        case .back: requested.append(.open(.title))
        }
    }

    /// `seat` joins, when it is not in yet and there is room: logged, and said (R111).
    private func join(_ seat: PartySeat, context: SceneContext) {
        guard !seats.contains(seat) && seats.count < PartyLayout.maxPlayers else { return }
        seats.append(seat)
        let name = names(language: context.language).last!
        context.journal.write(.peer(name: name, state: .joined), t: clockMs)
        context.narrator.say(context.language.text(.spokenJoined, name), .message, t: clockMs)
    }

    /// `seat` starts typing their name on the keyboard, from an empty field.
    private func startNaming(_ seat: PartySeat, context: SceneContext) {
        guard let index = seats.firstIndex(of: seat) else { return }
        naming = PartyNaming(seat: seat, current: names(language: context.language)[index], language: context.language)
        context.narrator.say([context.language.text(.yourName), context.language.text(.spokenTypeYourName)], .message, t: clockMs)
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
        let before = naming.entry
        let request = naming.handle(input, atMs: clockMs, journal: context.journal)
        context.narrator.say(naming.entry.spokenChange(since: before, language: context.language), .text, t: clockMs)
        switch request {
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
        let name = names(language: context.language)[index]
        context.journal.write(.peer(name: name, state: .left), t: clockMs)
        context.narrator.say(context.language.text(.spokenLeft, name), .message, t: clockMs)
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
        let audioPlay = context.settings.current.audioPlay
        let game = VersusGame(mode: VersusMode(seed: seed, players: names(language: context.language), audioPlay: audioPlay))
        var driver = RoundDriver(game: game, startSceneMs: clockMs + Simulation.stepMs)
        driver.controls = context.settings.current.access.controls
        phase = .playing(driver)
        message = ""
        output.begin()
        output.voice = RoundVoice(audioPlay: audioPlay, controls: context.settings.current.access.controls)
        // In audio play, how to catch: said once the countdown is over, never in its way (R111).
        if audioPlay {
            context.narrator.sayAfterTimeCriticalLines([context.language.text(.spokenPartyGridHint, RoundVoice.gridLetters())])
        }
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
            case .key(let key) where output.voice.press(for: key, timeMs: round.game.timeMs) != nil:
                // Audio play's grid keys (R110) press for the keyboard's player, who has the mouse's seat.
                guard let seat = seats.firstIndex(of: .mouse),
                      let press = output.voice.press(for: key, timeMs: round.game.timeMs) else { continue }
                round.press(press, seat: seat, clock: .round)
            case .key(let key) where output.voice.audioPlay && output.voice.repeatsCalls(key):
                output.report(round.game.worms.compactMap(GameEvent.call(of:)), standings: round.game.mode.players,
                              t: round.game.timeMs)
            case .padButton(_, .y) where output.voice.audioPlay:  // a pad's Y repeats them too, as in a round alone
                output.report(round.game.worms.compactMap(GameEvent.call(of:)), standings: round.game.mode.players,
                              t: round.game.timeMs)
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
        context.narrator.say(result.spoken(language: context.language), .important, t: game.timeMs)
        context.narrator.say(context.language.text(.spokenPartyResultsKeys), .message, t: game.timeMs)
    }

    // MARK: The results

    /// Another round (Rematch, Enter, a pad's A) with the same players, or Leave (Esc, a pad's B) to the title.
    private func resultsStep(_ inputs: [PlayerInput], context: SceneContext) {
        for input in inputs {
            if case .hover(let x, let y) = input { hoveredResultsButton = ResultsLayout.button(at: x, y: y, rematch: true) }
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

    // MARK: Speech

    /// A round's countdown is under way (unless paused): the audio-play guide waits for it.
    var holdsGuide: Bool {
        guard case .playing(let round) = phase else { return false }
        return !round.game.hasBegun && !round.game.isPaused
    }

    /// What the lobby says as it opens (R111): its title and its keys.
    func spokenOpening(context: SceneContext) -> [String] {
        [spokenTitle(context: context)].compactMap { $0 } + [context.language.text(.spokenPartyKeys)]
    }

    /// The lobby's focused item with its state, or the on-screen keyboard's key while a player types a name.
    func focusItem(language: Language) -> FocusItem? {
        if let naming { return naming.entry.focusItem(language: language) }
        guard case .lobby = phase, let item = lobbyFocus.focused(in: lobbyItems) else { return nil }
        return FocusItem(key: key(of: item), spoken: spoken(item, language: language))
    }

    /// The `focus` line's key of `item`: `seat_1` for the first player's line, else the item's name.
    private func key(of item: LobbyItem) -> String {
        if case .seat(let seat) = item, let index = seats.firstIndex(of: seat) { return "seat_\(index + 1)" }
        return FocusItem.key(of: item)
    }

    /// What is said of `item`: a player's name and what they play with, Start with how many are in.
    private func spoken(_ item: LobbyItem, language: Language) -> String {
        switch item {
        case .seat(let seat):
            let name = seats.firstIndex(of: seat).map { names(language: language)[$0] } ?? ""
            if case .pad(let pad) = seat { return language.text(.spokenPartyPad, name, pad + 1) }
            return language.text(.spokenPartyMouse, name)
        case .join: return language.text(.partyJoinMouse)
        case .start: return language.text(.start) + ", " + language.text(.partyPlayers, seats.count)
        case .back: return language.text(.back)
        }
    }

    /// Where `item` is drawn, for its focus ring; Join is drawn on the first free player's line.
    func frame(of item: LobbyItem) -> WormGame.Rect {
        func line(_ index: Int) -> WormGame.Rect {
            WormGame.Rect(x: 32, y: PartyLayout.firstSeat + index * PartyLayout.seatHeight, width: 264,
                          height: PartyLayout.seatHeight - 2)
        }
        switch item {
        case .seat(let seat): return line(seats.firstIndex(of: seat) ?? 0)
        case .join: return line(seats.count)
        case .start: return PartyLayout.start
        case .back: return PartyLayout.back
        }
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
            let focused = lobbyFocus.focused(in: lobbyItems)
            try painter.drawPartyLobby(seats: seats, names: names(language: language), language: language,
                                       join: focused == nil || !lobbyItems.contains(.join) ? nil : frame(of: .join),
                                       focus: focused.map(frame(of:)), oneSwitch: context.settings.current.access.oneSwitch)
        case .playing(let round):
            let game = round.game
            try painter.drawVersus(slots: game.mode.slots, effects: game.mode.effects, playMs: game.playMs, message: message,
                                   players: game.mode.players, history: game.mode.history, language: language,
                                   marks: SeatMark.byName(seats: seats, names: names(language: language)), audioPlay: game.mode.audioPlay)
            if !game.isPaused { try painter.drawBigCountdown(game.message, language: language) }
            if game.isPaused { try painter.drawCentered(language.text(.paused), centerX: 160, y: 220, scale: 1.2) }
            if game.pauseState.isStopped {
                try painter.drawCentered(painter.fitted(language.text(.howToGoOn), width: 300, scale: 0.8), centerX: 160, y: 256, scale: 0.8)
            }
        case .results(let result):
            return try painter.drawVersusResults(result, language: language, rematch: true,
                                                 marks: SeatMark.byName(seats: seats, names: names(language: language)),
                                                 hovered: hoveredResultsButton)
        }
        try painter.drawPartyCursors(context.pads.deck.cursors(), seats: seats, names: names(language: language))
    }
}
