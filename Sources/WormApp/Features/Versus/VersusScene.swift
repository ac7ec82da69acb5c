import SDLKit
#if canImport(Glibc)
import Glibc
#endif
import NetKit
import WormGame

/// Versus on the network (R60): the lobby (host, or join with `--join`), the round, the results. The host runs
/// `VersusGame` and tells everyone what happens; the others show it on a `VersusBoard`. The scene is a shell: it
/// holds the phase (`VersusPhase`) and routes to it this machine's inputs, the network's service once every step
/// of the game loop (nothing waits on it) and drawing; LAN discovery is its own. Headless, the platform feeds its
/// script as it feeds every scene, on the clock of the round under way (`scriptClock`).
final class VersusScene: Scene {
    /// An item of the lobby's focus list, in the order it is drawn (R112): the name, each game found (by its address
    /// and port), the visible switch, the one button (Host or Start) and Back.
    enum LobbyItem: Equatable {
        case name
        case game(address: String, port: Int)
        case visible
        case button
        case back
    }

    /// How long "Too late" stays on the field.
    static let tooLateMs = 800
    /// `lobby` from the title, `versus` from `--mode versus`.
    let name: SceneName
    let setup: VersusSetup
    let journal: VersusJournal
    /// Lobby, hosting or joined (set here and by the round's end, `VersusScene+Finish`).
    var phase: VersusPhase
    /// Finds the others on the local network; nil where no discovery port could be had.
    private(set) var discovery: LanDiscovery?
    /// The visible switch (R60): off, nobody finds this player, who can still join others.
    private(set) var visible: Bool
    /// How many rounds began: the script plays from its top on each one's clock.
    private var roundsStarted = 0
    /// Headless: the scene ms at which the run ends.
    private var exitAtMs: Int?
    /// Headless: the scene ms at which the run ends after showing the results, unless another round starts.
    private var resultsEndAtMs: Int?
    /// Headless: how long the run goes on after the results once its script has no line left to play (the host's
    /// or a player's wait, `HostSession.lingerMs`, `ClientSession.lingerMs`); nil outside the results.
    private var resultsLingerMs: Int?
    /// Where the results' clock starts: the round's time at its end, and the scene's then (the round's clock goes
    /// on through the results, for the script's lines after the end).
    private var resultsFrom: (roundMs: Int, sceneMs: Int)?
    /// Whether the script has lines not played yet (the runner says, each frame).
    private var scriptAhead = false
    /// The question asked before the round under way is left (R61); nil when none is.
    var question: LeaveQuestion?
    /// Until when, on the scene's clock, "Too late" is shown (R61).
    private(set) var tooLateUntilMs = 0
    /// Why a headless run ends with status 1, once the network failed.
    private var failure: RuntimeFailure?
    /// Whether the session the scene opened with (a `--join`) is over: the lobby then offers Host again.
    private(set) var joinEnded = false
    /// The commands asked for during this step, for the runner.
    private var requested: [Command] = []
    /// The lobby's line last spoken, so each change of it is said once (R111).
    private var spokenStatus: String?
    /// Whether the game's audio play has been said in this session's lobby (R111: once, as it is known).
    private var saidRules = false
    /// The lobby's keyboard focus: hidden until an arrow shows it (Enter then does the one button, as it always did).
    private(set) var lobbyFocus = ListFocus<LobbyItem>()
    /// The one switch's scan of the lobby's items (R114).
    private var lobbyScan = OneSwitchScan()
    /// The one switch's scan of the leave question's answers (R114).
    var questionScan = OneSwitchScan()
    /// The games found already said, each with whether its round was under way, so each is said once as it appears
    /// and again as its round starts (R111).
    private var saidGames: Set<String> = []
    /// The lobby's roster last spoken, so it is said as the lobby opens and whenever it changes (R111).
    private var spokenRoster: [String] = []
    /// The settings' text size, as of the last step: the lobby's rows are taller at a larger one (R115).
    private(set) var textSize = TextSize.normal
    /// The results' button under the pointer, drawn lighter (set by the results' input).
    var hoveredResultsButton: WormGame.Rect?

    /// Opens Versus: hosting or joining at once when the command line says so, else the lobby. Discovery is in
    /// `scope` (the environment's; a test's own).
    init(name: SceneName, setup: VersusSetup, context: SceneContext, scope: DiscoveryScope = .fromEnvironment()) {
        self.name = name
        self.setup = setup
        journal = VersusJournal(output: RoundOutput(context: context))
        phase = .lobby(VersusLobby(status: context.language.text(.joinHint)))
        visible = !setup.options.invisible
        do { discovery = try LanDiscovery(scope: scope) } catch { printError("worm: versus: no discovery (\(error))") }
        if setup.options.host {
            startHosting(context: context)
        } else if let join = setup.options.join {
            startJoining(join.address, port: join.port ?? setup.options.port, context: context)
        }
    }

    /// This player's display name.
    var displayName: String { setup.name }

    var clockMs: Int { phase.roundClockMs ?? journal.sceneMs }

    /// A round under way is aimed at with a pad's cursor, unless a question is asked over it (R80).
    var padUse: PadUse { phase.isPlaying && question == nil ? .aim : .menu }

    // MARK: The phases

    /// Opens the game's port and waits for players.
    private func startHosting(context: SceneContext) {
        let rules = VersusRules(audioPlay: context.settings.current.audioPlay)  // the host's choice, told to all (R110)
        do { phase = .hosting(try HostSession(setup: setup, rules: rules, journal: journal)) } catch {
            fail("\(error)", context: context)
        }
    }

    /// Connects to a host; the hello follows when it answers.
    private func startJoining(_ address: String, port: UInt16, context: SceneContext) {
        do { phase = .joined(try ClientSession(address: address, port: port, setup: setup, journal: journal)) } catch let error as JoinFailure {
            fail(error.message, shown: error.shown, context: context)
        } catch {
            fail("\(error)", context: context)
        }
    }

    /// Acts on what a session told, in order.
    func handle(_ news: [SessionNews], context: SceneContext) {
        for item in news {
            switch item {
            case .failed(let message, let shown):
                fail(message, shown: shown, context: context)
            case .roundStarted:
                roundsStarted += 1
                resultsEndAtMs = nil
                resultsLingerMs = nil
                resultsFrom = nil
                startVoice(context: context)
            case .roundEnded(let result, let lingerMs):
                question = nil
                context.enterVersusHistory(result, t: clockMs)
                let waiting = resultsWaiting(language: context.language).map { [$0] } ?? []
                context.narrator.say(result.spoken(language: context.language) + waiting, .important, t: clockMs)
                // Headless, a player ends soon after the results; the host waits for every player to have them.
                // Either waits first for its script's lines after the end (HEADLESS.md): a Rematch, say.
                resultsFrom = (clockMs, journal.sceneMs)
                if setup.headless { resultsLingerMs = lingerMs }
            case .late:
                tooLateUntilMs = journal.sceneMs + VersusScene.tooLateMs
                context.narrator.say(context.language.text(.tooLate), .message, t: clockMs)  // time-critical (R111)
            case .hostGone(let status, let players):
                question = nil
                saidRules = false
                phase = .lobby(VersusLobby(status: status, players: players))
                if setup.headless { exitAtMs = journal.sceneMs + 200 }
            }
        }
    }

    /// The network failed: one line on standard error (`message`) and in the lobby (`shown`, or the message); a
    /// headless run ends with exit status 1. The one place a failure is handed to the runner.
    private func fail(_ message: String, shown: String? = nil, context: SceneContext) {
        phase = .lobby(VersusLobby(status: shown ?? message, players: phase.standings))
        joinEnded = true
        saidRules = false
        if setup.headless {
            failure = RuntimeFailure("versus: \(message)")
            exitAtMs = journal.sceneMs
        } else {
            printError("worm: versus: \(message)")
        }
    }

    /// Asks the runner for `command` at the end of this step: the one place the scene does.
    func request(_ command: Command, context: SceneContext) {
        requested.append(command)
    }

    // MARK: Stepping

    func step(_ inputs: [PlayerInput], context: SceneContext) -> [Command] {
        defer { requested.removeAll() }
        journal.tick(stepMs: Simulation.stepMs)
        textSize = context.settings.current.access.textSize
        switch phase {
        case .lobby: break
        case .hosting(let host): handle(host.service(), context: context)
        case .joined(let client): handle(client.service(), context: context)
        }
        sayRules(context: context)  // before a round that started at once is counted down
        discover()
        let access = context.settings.current.access
        if access.oneSwitch, !context.switchHeld, !phase.isPlaying, phase.result == nil, question == nil {
            lobbyFocus.scan(&lobbyScan, items: lobbyItems, interval: access.scanIntervalMs)
        }
        // One switch (R114): the question's answers scan, No first, so Yes leaves the round too.
        if access.oneSwitch, !context.switchHeld, var asked = question,
           questionScan.step(focus: asked.focusesYes ? 1 : 0, count: 2, interval: access.scanIntervalMs) != nil {
            asked.focusOther()
            question = asked
        }
        for input in inputs { handleLocal(input, context: context) }
        switch phase {
        case .hosting(let host): handle(host.step { context.nextSeed(for: .arcade) }, context: context)
        case .joined(let client): client.tick(stepMs: Simulation.stepMs)
        case .lobby: break
        }
        checkDuration(context: context)
        sayStatus(context: context)
        sayRoster(context: context)
        sayRules(context: context)  // a host's, as it hosts
        sayGamesFound(context: context)
        if setup.headless, case .hosting(let host) = phase, host.isDeserted { exitAtMs = journal.sceneMs }
        if let lingerMs = resultsLingerMs, !scriptAhead, phase.result != nil {
            resultsEndAtMs = min(resultsEndAtMs ?? .max, journal.sceneMs + lingerMs)
        }
        if let resultsEndAtMs, phase.result != nil, journal.sceneMs >= resultsEndAtMs { exitAtMs = resultsEndAtMs }
        if let exitAtMs, journal.sceneMs >= exitAtMs { request(failure.map { .fail($0) } ?? .exit, context: context) }
        return requested
    }

    /// A versus run's script (`--mode versus`) plays on the round's clock, from its top each round, and on the
    /// results as that clock goes on (lines after the round's end: Rematch, Leave, each played once in the run);
    /// it waits in the lobby. The lobby reached from the title plays the run's script on the run's clock.
    var scriptClock: ScriptClock {
        guard name == .versus else { return .run }
        if phase.isPlaying, let roundMs = phase.roundClockMs { return .round(roundsStarted, ms: roundMs) }
        if phase.result != nil, let from = resultsFrom {
            return .results(roundsStarted, ms: from.roundMs + journal.sceneMs - from.sceneMs)
        }
        return .held
    }

    func scriptLinesAhead(_ ahead: Bool) {
        scriptAhead = ahead
    }

    /// Headless `--duration`: from the round's start, or from the program's start in the lobby.
    private func checkDuration(context: SceneContext) {
        guard let durationMs = setup.durationMs else { return }
        if let roundMs = phase.roundClockMs {
            guard roundMs >= durationMs, phase.isPlaying else { return }
            if case .hosting(let host) = phase { handle(host.finishRound(), context: context) } else { exitAtMs = journal.sceneMs }
        } else if journal.sceneMs >= durationMs && exitAtMs == nil {
            // A joiner nobody answered fails, however short its `--duration` (R61).
            if case .joined(let client) = phase, client.isUnanswered { return handle(client.giveUp(), context: context) }
            exitAtMs = journal.sceneMs
        }
    }

    // MARK: This machine's inputs

    /// A key, press, touch or the window's closing on this machine: the question's answer while it is asked, the
    /// round's presses and leaving while one is under way, the results' buttons, or the lobby's. The one place
    /// Versus's keys are named.
    private func handleLocal(_ input: PlayerInput, context: SceneContext) {
        if let asked = question {
            return answer(asked, with: input, context: context)
        }
        if phase.isPlaying {
            switch input {
            case .press(let press): localPress(press, context: context)
            case .key(let key) where key.key == .escape: ask(closing: false, context: context)
            case .key(let key): roundKey(key, context: context)
            case .padButton(_, .y):  // a pad's Y repeats the calls in audio play, as at a party (R110)
                roundKey(KeyPress(name: journal.output.voice.controls.key(for: .repeatCalls)), context: context)
            case .closed: ask(closing: true, context: context)
            default: break
            }
            return
        }
        if phase.result != nil { return resultsInput(input, context: context) }
        switch input {
        case .press(let press) where context.settings.current.access.oneSwitch && press.isSwitch:
            // One switch (R114): a click or a tap anywhere chooses the item the scan shows.
            if let item = lobbyFocus.focused(in: lobbyItems) { choose(item, context: context) }
        case .press(let press):
            localPress(press, context: context)
        case .closed:
            request(.exit, context: context)
        case .key(let key) where key.key == .escape:
            request(.open(.title), context: context)
        case .key(let key) where ListFocus<LobbyItem>.offset(for: key) != nil:
            lobbyFocus.move(by: ListFocus<LobbyItem>.offset(for: key) ?? 0, in: lobbyItems)
        case .key(let key) where key.key?.chooses == true && lobbyFocus.focused(in: lobbyItems) != nil:
            if let item = lobbyFocus.focused(in: lobbyItems) { choose(item, context: context) }
        case .key(let key) where key.key == .enter || key.key == .space:
            lobbyButton(context: context)
        case .hover(let x, let y):  // the pointer over an item shows the focus there (R115, issue 30)
            if let item = lobbyItems.first(where: { frame(of: $0).contains(x: x, y: y) }) {
                lobbyFocus.focus(on: item, in: lobbyItems)
            }
        case .key(let key) where key.key == .v && phase.isBeforeFirstRound:
            toggleVisible()
        case .key(let key) where key.key == .n && phase.isBeforeFirstRound:
            request(.open(.displayName), context: context)
        default:
            break
        }
    }

    /// A key during a round in audio play (R110): a grid key presses at its cell's centre, the repeat key hears the
    /// worms out again.
    private func roundKey(_ key: KeyPress, context: SceneContext) {
        let voice = journal.output.voice
        if let press = voice.press(for: key, timeMs: phase.roundClockMs ?? 0) {
            return localPress(press, clock: .round, context: context)
        }
        guard voice.audioPlay, voice.repeatsCalls(key) else { return }
        switch phase {
        case .hosting(let host): host.repeatCalls()
        case .joined(let client): client.repeatCalls()
        case .lobby: break
        }
    }

    /// A round began: what it says and which keys catch follow the host's rules (R110), and in audio play the
    /// guide to the grid keys is said once the countdown is over (R111).
    private func startVoice(context: SceneContext) {
        let audioPlay = phase.rules.audioPlay
        journal.output.voice = RoundVoice(audioPlay: audioPlay, controls: context.settings.current.access.controls)
        guard audioPlay else { return }
        let controls = context.settings.current.access.controls
        context.narrator.sayAfterTimeCriticalLines([RoundVoice.versusGridHint(controls: controls, language: context.language)])
    }

    /// The games the lobby lists: the players found who host one (open or under way; never a player who does not
    /// host), at most `LobbyLayout.rows`, in the lobby itself only. The one list the rows are drawn, pressed,
    /// focused, scanned and said from.
    var listedGames: [LanDiscovery.Found] {
        guard case .lobby = phase else { return [] }
        return Array((discovery?.found ?? []).filter(\.hosting.isHosting).prefix(LobbyLayout.rows(textSize)))
    }

    /// The listed game at `address` and `port`, with its row's index.
    private func listedGame(address: String, port: Int) -> (row: Int, game: LanDiscovery.Found)? {
        listedGames.enumerated().first { $0.element.address == address && $0.element.gamePort == port }
            .map { ($0.offset, $0.element) }
    }

    /// The lobby's one button's text: Host in the lobby (unless a `--join` is under way), Start once a host has a
    /// player; nil when there is none.
    var lobbyButtonText: TextKey? {
        switch phase {
        case .lobby: setup.options.join == nil || joinEnded ? .host : nil
        case .hosting(let host): host.presentCount >= 2 ? .start : nil
        case .joined: nil
        }
    }

    /// The lobby's items in focus order, as they are now.
    var lobbyItems: [LobbyItem] {
        var items: [LobbyItem] = mayEditName ? [.name] : []
        items += listedGames.map { .game(address: $0.address, port: $0.gamePort) }
        if phase.isBeforeFirstRound { items.append(.visible) }
        if lobbyButtonText != nil { items.append(.button) }
        return items + [.back]
    }

    /// Carries out the focused item, as Enter or Space chooses it: a game found is joined.
    private func choose(_ item: LobbyItem, context: SceneContext) {
        lobbyScan.restart()
        switch item {
        case .name: request(.open(.displayName), context: context)
        case .game(let address, let port): startJoining(address, port: UInt16(port), context: context)
        case .visible: toggleVisible()
        case .button: lobbyButton(context: context)
        case .back: request(.open(.title), context: context)
        }
    }

    /// The lobby's one button: Host, then Start (with at least 2 players), then Another round.
    private func lobbyButton(context: SceneContext) {
        switch phase {
        case .lobby where setup.options.join == nil || joinEnded: startHosting(context: context)
        case .hosting(let host) where host.mayStart: handle(host.startRound(seed: context.nextSeed(for: .arcade)), context: context)
        default: break
        }
    }

    /// The visible switch flips.
    private func toggleVisible() {
        visible.toggle()
        journal.write(.setting(.visible, value: "\(visible)"), t: clockMs)
    }

    /// This player's press, stamped on `clock`: in a round, the host's goes into its own game and a player's to the
    /// host; else the lobby's buttons and the games found.
    private func localPress(_ press: Press, clock: PressClock = .scene, context: SceneContext) {
        guard phase.isPlaying else { return lobbyPress(press, context: context) }
        guard Playfield.contains(x: press.x, y: press.y), !Playfield.pauseButton.contains(x: press.x, y: press.y) else { return }
        switch phase {
        case .hosting(let host): host.press(press, clock: clock)
        case .joined(let client): client.press(press)
        case .lobby: break
        }
    }

    /// A press on the lobby: the item drawn under it, as Enter chooses it (the items and their places are the
    /// focus's, so a press never reaches a row that is not drawn).
    private func lobbyPress(_ press: Press, context: SceneContext) {
        guard let item = lobbyItems.first(where: { frame(of: $0).contains(x: press.x, y: press.y) }) else { return }
        choose(item, context: context)
    }

    /// Whether the name may be changed: not by a player once in a host's round (the host knows them by it).
    private var mayEditName: Bool {
        if case .joined = phase { return phase.isBeforeFirstRound }
        return true
    }

    // MARK: Speech

    /// What the lobby says as it opens (R111): its title, your name, its line, and its keys.
    func spokenOpening(context: SceneContext) -> [String] {
        let language = context.language
        spokenStatus = phase.status
        spokenRoster = roster(language: language)
        return [language.text(.versus), language.text(.you, setup.name), phase.status] + spokenRoster
            + [language.text(.spokenLobbyKeys), language.text(.spokenLobbyArrows)]
    }

    /// The lobby's roster as said (R111): "Players", then each player under the columns' headings, best first, as
    /// drawn ("Ana, Caught 3", "Bo (left), Caught 0"); nothing when there is no roster to show.
    func roster(language: Language) -> [String] {
        guard !phase.isPlaying, phase.result == nil, listedGames.isEmpty else { return [] }
        let players = phase.standings.enumerated().sorted { ($0.element.caught, -$0.offset) > ($1.element.caught, -$1.offset) }
        guard !players.isEmpty else { return [] }
        return [language.text(.players)] + players.map {
            $0.element.shownName(language: language) + ", " + language.text(.caught) + " \($0.element.caught)"
        }
    }

    /// A player's results say that they wait for the host, until it rematches or leaves; nil on the host's.
    func resultsWaiting(language: Language) -> String? {
        guard case .joined = phase else { return nil }
        return language.text(.waitingForHost)
    }

    /// The focused item with its state (R111): the question's answer while one is asked; else the lobby's item,
    /// while the arrows show the focus and no round is under way.
    func focusItem(language: Language) -> FocusItem? {
        if let question { return question.focusItem(language: language) }
        guard !phase.isPlaying, phase.result == nil, question == nil, let item = lobbyFocus.focused(in: lobbyItems) else {
            return nil
        }
        switch item {
        case .name:
            return FocusItem(key: "name", spoken: language.text(.you, setup.name))
        case .game(let address, let port):
            let listed = listedGame(address: address, port: port)
            let spoken = listed?.game.hosting == .underWay ? TextKey.spokenStartedGame : .spokenHostedGame
            return FocusItem(key: "game_\((listed?.row ?? 0) + 1)",
                             spoken: language.text(spoken, listed?.game.name ?? "", listed?.game.players ?? 0))
        case .visible:
            return FocusItem(key: "visible", spoken: language.text(visible ? .visibleOn : .visibleOff))
        case .button:
            let text = lobbyButtonText ?? .host
            return FocusItem(key: FocusItem.key(of: text), spoken: language.text(text))
        case .back:
            return FocusItem(key: "back", spoken: language.text(.back))
        }
    }

    /// A round's countdown is under way: audio play's guide waits for it (R111).
    var holdsGuide: Bool { phase.isPlaying && (phase.roundClockMs ?? 0) < VersusGame.firstWormMs }

    /// Where the lobby's focused item is drawn, for its ring; nil while the focus is hidden.
    var lobbyFocusFrame: WormGame.Rect? {
        lobbyFocus.focused(in: lobbyItems).map(frame(of:))
    }

    /// Where the lobby's `item` is drawn.
    func frame(of item: LobbyItem) -> WormGame.Rect {
        switch item {
        case .name: return LobbyLayout.name
        case .game(let address, let port):
            return LobbyLayout.row(listedGame(address: address, port: port)?.row ?? 0, size: textSize)
        case .visible: return LobbyLayout.visible
        case .button: return LobbyLayout.button
        case .back: return LobbyLayout.back
        }
    }

    /// Says the lobby's line whenever it changes outside a round (a player joined, the host left, a failure).
    private func sayStatus(context: SceneContext) {
        guard !phase.isPlaying, phase.status != spokenStatus else { return }
        spokenStatus = phase.status
        context.narrator.say(phase.status, .message, t: clockMs)
    }

    /// The lobby anew after leaving a game: its line, Host offered (also to a player who came with `--join`), and
    /// the next game's audio play said once known (R110).
    func openLobbyAnew() {
        phase = .lobby(VersusLobby(status: journal.language.text(.joinHint)))
        joinEnded = true
        saidRules = false
    }

    /// Says once, as soon as it is known (hosting, or the host's welcome), that the game is in audio play (R110).
    private func sayRules(context: SceneContext) {
        guard phase.rules.audioPlay, !saidRules else { return }
        saidRules = true
        context.narrator.say(context.language.text(.spokenVersusAudioPlay), .message, t: clockMs)
    }

    /// Says each game found as it appears in the lobby's list ("Ana's game found"), so a player who cannot see the
    /// list knows when there is one to walk to, and again as its "started" mark appears ("Ana's game has started").
    private func sayGamesFound(context: SceneContext) {
        let games = listedGames
        let ids = games.map { "\($0.address):\($0.gamePort):\($0.hosting == .underWay)" }
        for (game, id) in zip(games, ids) where !saidGames.contains(id) {
            // "Ana's game has started", the words a player refused from it reads too.
            let key: TextKey = game.hosting == .underWay ? .refusedStarted : .spokenGameFound
            context.narrator.say(context.language.text(key, game.name), .message, t: clockMs)
        }
        saidGames = Set(ids)
    }

    /// Says the lobby's roster whenever it changes outside a round and its results (R111): a player joined or
    /// left, the counts of the round just played.
    private func sayRoster(context: SceneContext) {
        let now = roster(language: context.language)
        guard now != spokenRoster else { return }
        spokenRoster = now
        context.narrator.say(now, .message, t: clockMs)
    }

    // MARK: Drawing and leaving

    /// During a round, closing the window asks first (R61).
    var asksBeforeClosing: Bool { phase.isPlaying }

    /// A network game changes with every message: every frame is drawn.
    func signature(context: SceneContext, placement: Placement) -> FrameSignature? { nil }

    func leave(at t: Int, context: SceneContext) {
        discovery?.close()
        discovery = nil
        leaveSession(context: context)
    }

    /// Goodbye to the others: a host ends a round under way for everyone first (its results enter the history).
    func leaveSession(context: SceneContext) {
        switch phase {
        case .hosting(let host): handle(host.leave(), context: context)
        case .joined(let client): client.leave()
        case .lobby: break
        }
    }
}
