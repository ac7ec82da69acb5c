import WormGame

/// Where Versus is (R60): in the lobby, hosting a game, or joined to someone else's. Each phase holds only its
/// own state; the scene holds the phase and routes inputs, the network and drawing to it.
enum VersusPhase {
    /// Neither hosting nor joined: the lobby, its discovered games and its one button (Host).
    case lobby(VersusLobby)
    /// Hosting: this player's own game, which the others join.
    case hosting(HostSession)
    /// Joined to a host's game (or on the way).
    case joined(ClientSession)

    /// The clock of the round under way or last played; nil before the first round.
    var roundClockMs: Int? {
        switch self {
        case .lobby: nil
        case .hosting(let host): host.game.map { _ in host.clockMs }
        case .joined(let client): client.board.map { _ in client.clockMs }
        }
    }

    /// Whether a round has begun and is not over: the screen shows the playfield, not the lobby.
    var isPlaying: Bool {
        switch self {
        case .lobby: false
        case .hosting(let host): host.game != nil && !host.roundOver
        case .joined(let client): client.board != nil && !client.roundOver
        }
    }

    /// Whether this phase has not started a round yet (the lobby itself, or a session before its first round).
    var isBeforeFirstRound: Bool { roundClockMs == nil }

    /// The results of the round just over, while they are shown; nil in the lobby and during a round.
    var result: VersusResult? {
        switch self {
        case .lobby: nil
        case .hosting(let host): host.roundOver ? host.result : nil
        case .joined(let client): client.roundOver ? client.result : nil
        }
    }

    /// The players the lobby lists, with their counts when a round was played.
    var standings: [VersusStanding] {
        switch self {
        case .lobby(let lobby): lobby.players
        case .hosting(let host): host.standings
        case .joined(let client): client.standings
        }
    }

    /// The host's rules for the game this phase is in (none in the lobby itself).
    var rules: VersusRules {
        switch self {
        case .lobby: VersusRules()
        case .hosting(let host): host.rules
        case .joined(let client): client.rules
        }
    }

    /// The lobby's line.
    var status: String {
        switch self {
        case .lobby(let lobby): lobby.status
        case .hosting(let host): host.status
        case .joined(let client): client.status
        }
    }
}

/// What a session tells the scene that holds it, in the order it happened.
enum SessionNews: Equatable {
    /// The network failed and the session is closed: `message` for standard error, `shown` (or the message) for
    /// the lobby's line.
    case failed(message: String, shown: String?)
    /// A round began: the script plays from its top again, on the round's clock.
    case roundStarted
    /// The round's results are logged and shown; they enter the history; a headless run ends `lingerMs` later
    /// (or sooner, unless another round starts).
    case roundEnded(VersusResult, lingerMs: Int)
    /// This player's press came too late for a worm another player had just caught (R61).
    case late
    /// The host left or went silent; the session is closed. Back to the lobby, whose line says `status`.
    case hostGone(status: String, players: [VersusStanding])
}
