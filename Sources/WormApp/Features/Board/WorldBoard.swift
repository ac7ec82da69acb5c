import BoardClient
import BoardKit
import WormGame

/// What became of a round on the world board (R120): the line under its results, and the `board` log line.
enum BoardStanding: Equatable {
    /// The row is on its way (or its token still is).
    case sending
    /// Taken: the row's rank and the board's rows; `daily` says the board is today's.
    case placed(rank: Int, of: Int, daily: Bool)
    /// The board refused the row (or its token), with its code (nil: a code this game does not know).
    case refused(BoardRefusal?)
    /// The board could not be reached: the row stays local.
    case unreachable
    /// The row could not be sent within 30 s of the round's end: it stays local.
    case late
    /// The round was played on another seed than its token's (the token came too late for Arcade, or the board's
    /// day is another than Daily's here): it is not sent.
    case otherSeed
}

/// The world board's side in the game (R120, docs/BOARD.md): a service of the runner. An Arcade or Daily round asks
/// the board for a token as it opens, and sends its row and replay as it ends; the answers come back from the
/// worker thread (`BoardWorker`, libcurl, 5 s time-outs) to `frame`, so no request delays a frame. What became of
/// the last round is its `standing`, which the results show and say. The round is saved locally whatever happens.
final class WorldBoard: RunService {
    /// How long after a round's end its row may still be sent.
    static let sendingLimitMs = 30_000
    /// How long to wait before sending again a row the board did not get.
    static let retryMs = 2_000

    /// One round on its way to the board.
    private struct Round {
        var number: Int
        var mode: TableMode
        var token: BoardToken?
        /// Why the token could not be had.
        var tokenFailure: BoardClientError?
        /// The row to send, once the round is over.
        var row: FinishedRow?
    }

    /// A finished round's row, waiting for its token or its next try.
    private struct FinishedRow {
        var name: String
        var round: FinishedRound
        /// The run's clock at the round's end.
        var endMs: Int
        /// When to send it (next); nil while a request is out.
        var sendAtMs: Int?
    }

    /// The board's address, from `--board` or Settings → World board; nil: off.
    private(set) var address: BoardAddress?
    /// Where the player's key is kept (the data folder; nil: a key for this run alone).
    private let keyFolder: String?
    /// The player's key (`BoardKeyFile`), read or made when a board is first used.
    private lazy var key = BoardKeyFile.key(folder: keyFolder)
    /// The worker of `address`; made when the first round needs it.
    private var worker: BoardWorker?
    /// The round under way or the last one, while its row is not settled.
    private var round: Round?
    /// Rounds started, for matching answers to their round.
    private var rounds = 0
    /// The run's clock.
    private var runMs = 0
    /// What became of the last round; nil when no board was asked.
    private(set) var standing: BoardStanding?
    /// Counts the changes of `standing` and `tops`, for the frame's signature: a new line is drawn.
    private(set) var revision = 0
    /// The boards' first rows the scores' World pages asked for, by board name (`daily/2026-12-02`, `arcade/all`).
    private(set) var tops: [String: TopState] = [:]
    /// The player's row and the rows around it on the boards the World pages asked for, by board name.
    private(set) var arounds: [String: TopState] = [:]
    /// The world row whose replay was asked for last (its id on the board), and where that stands.
    private(set) var replay: (id: Int, state: ReplayState)?

    /// Where a world row's replay stands.
    enum ReplayState: Equatable {
        case asking
        /// Here, as a row the game plays as it plays its own.
        case came(HighScore)
        /// The board could not be reached, refused, or sent what is not a replay.
        case failed
    }

    /// Where a board's first rows stand.
    enum TopState: Equatable {
        case asking
        case shown(BoardTop)
        /// The board could not be reached or refused.
        case failed
    }

    /// A board service sending to `address` until the settings name another, as the player whose key is kept in
    /// `keyFolder` (made there on first use).
    init(address: BoardAddress?, keyFolder: String?) {
        self.address = address
        self.keyFolder = keyFolder
    }

    /// The board in force: `--board`, else the setting (an address, or none).
    static func address(in settings: SettingsKeeper) -> BoardAddress? {
        settings.current.worldBoard.flatMap(BoardAddress.init)
    }

    /// The number of the round that opened last, while it is under way (its row not yet finished).
    var openRound: Int? {
        guard let round, round.row == nil else { return nil }
        return round.number
    }

    /// The board's seed for Arcade round `number`, once its token came (nil before, or for another round).
    func arcadeSeed(round number: Int) -> UInt64? {
        guard let round, round.number == number, round.mode == .arcade, round.row == nil else { return nil }
        return round.token?.seed
    }

    // MARK: The runner's hooks

    func opening(_ command: Command, context: SceneContext) {
        switch command {
        case .play(let kind):
            guard let mode = kind.tableMode else { return }
            begin(mode, context: context)
        case .roundOver(let finished):
            finish(finished, context: context)
        default: break
        }
    }

    func stepped(ms: Int) {
        runMs += ms
    }

    func frame(nowMs: Int, t: Int, context: SceneContext) {
        runMs = nowMs
        for done in worker?.collect() ?? [] { take(done, t: t, context: context) }
        sendIfDue(t: t, context: context)
    }

    func leave(t: Int, context: SceneContext) {
        worker?.stop()
        worker = nil
    }

    // MARK: A round

    /// The worker of the board the settings name now (made anew when they name another); nil when none.
    private func currentWorker(context: SceneContext) -> BoardWorker? {
        let wanted = WorldBoard.address(in: context.settings)
        if wanted != address || worker == nil {
            worker?.stop()
            worker = nil
            tops = [:]
            arounds = [:]
            replay = nil
            address = wanted
            if let wanted { worker = BoardWorker(address: wanted, key: key) }
        }
        return worker
    }

    /// Asks the board for the first rows of `boards` (the scores' World pages), answered in `tops`, and for the
    /// player's row and the rows around it, answered in `arounds`.
    func ask(_ boards: [String], context: SceneContext) {
        guard let worker = currentWorker(context: context) else { return }
        for board in boards {
            tops[board] = .asking
            arounds[board] = .asking
            worker.submit(.top(board: board))
            worker.submit(.around(board: board))
        }
        revision += 1
    }

    /// Asks the board for row `id`'s replay, answered in `replay`.
    /// With no worker to ask (the board turned off meanwhile, or no thread), it fails at once rather than leaving
    /// "Fetching the replay…" on the line for ever.
    func askReplay(id: Int, context: SceneContext) {
        revision += 1
        guard let worker = currentWorker(context: context) else {
            replay = (id, .failed)
            return
        }
        replay = (id, .asking)
        worker.submit(.replay(id: id))
    }

    /// A round of `mode` opens: its token is asked for now, when the board's clock for it starts.
    func begin(_ mode: TableMode, context: SceneContext) {
        standing = nil
        round = nil
        guard let worker = currentWorker(context: context) else { return }
        rounds += 1
        round = Round(number: rounds, mode: mode)
        worker.submit(.token(round: rounds, mode: mode, assists: context.settings.current.roundAssists))
    }

    /// A round ended: its row goes as soon as its token is here (now, when it is).
    private func finish(_ finished: FinishedRound, context: SceneContext) {
        guard var round, round.row == nil, round.mode == finished.kind.tableMode else { return }
        round.row = FinishedRow(name: boardName(context: context), round: finished, endMs: runMs, sendAtMs: runMs)
        self.round = round
        settle(.sending, t: 0, context: context, logged: false)
    }

    /// The name the row goes under: the last name typed; else, for a player who never typed one, "Player" and the
    /// first four digits of their key ("Player 3fa2"), since a name belongs to the first key that used it on a board
    /// and every new player's default is the same.
    private func boardName(context: SceneContext) -> String {
        if context.run.policy.remembersNames, let last = context.scores.document.lastName { return last }
        let named = String(context.language.text(.defaultName).prefix(PlayerName.maxLength - 5)) + " " + key.prefix(4)
        return PlayerName.isValid(named) ? named : PlayerName.fallback + " " + key.prefix(4)
    }

    /// Sends the row when its token is here and its time has come; settles it when it can no longer be sent.
    private func sendIfDue(t: Int, context: SceneContext) {
        guard var round, var row = round.row, let sendAt = row.sendAtMs, runMs >= sendAt else { return }
        if runMs - row.endMs > WorldBoard.sendingLimitMs { return conclude(.late, t: t, context: context) }
        if let failure = round.tokenFailure { return conclude(standing(for: failure), t: t, context: context) }
        guard let token = round.token else { return }
        // Played on another seed than the board's (its token came after Arcade's first worm; Daily on another day
        // than the board's): the board would refuse it, so it is not sent.
        guard token.seed == row.round.replay.seed else { return conclude(.otherSeed, t: t, context: context) }
        let summary = row.round.summary
        worker?.submit(.submit(round: round.number, BoardSubmission(
            token: token.token, name: row.name, score: summary.score, accuracy: summary.accuracyPercent,
            bestCombo: summary.bestCombo, replay: row.round.replay)))
        row.sendAtMs = nil
        round.row = row
        self.round = round
    }

    /// An answer from the worker (tests hand it answers as the worker would).
    func take(_ done: BoardWorker.Done, t: Int, context: SceneContext) {
        switch done {
        case .token(let number, let result):
            guard number == round?.number else { return }
            switch result {
            case .success(let token):
                round?.token = token
                context.journal.write(.board(.token(seed: token.seed)), t: t)
            case .failure(let error):
                round?.tokenFailure = error
            }
        case .placed(let number, let result):
            guard number == round?.number, var row = round?.row else { return }
            switch result {
            case .success(let placing):
                conclude(.placed(rank: placing.rank, of: placing.of, daily: placing.board.hasPrefix("daily/")), t: t,
                         context: context)
            case .failure(let error) where error.isTransient && runMs + WorldBoard.retryMs - row.endMs <= WorldBoard.sendingLimitMs:
                row.sendAtMs = runMs + WorldBoard.retryMs  // not reached: again, while the 30 s last
                round?.row = row
            case .failure(let error):
                conclude(error.isTransient ? .late : standing(for: error), t: t, context: context)
            }
        case .top(let board, let result):
            switch result {
            case .success(let top): tops[board] = .shown(top)
            case .failure: tops[board] = .failed
            }
            revision += 1
        case .around(let board, let result):
            switch result {
            case .success(let mine): arounds[board] = .shown(mine)
            case .failure: arounds[board] = .failed
            }
            revision += 1
        case .replay(let id, let result):
            guard id == replay?.id else { return }
            switch result {
            case .success(let row):
                replay = (id, .came(row))
            case .failure:
                replay = (id, .failed)
            }
            revision += 1
        }
    }

    /// The standing a failed request leaves.
    private func standing(for error: BoardClientError) -> BoardStanding {
        switch error {
        case .refused(let code, _): .refused(code)
        case .unreachable, .timedOut, .badAnswer, .curl: .unreachable
        }
    }

    /// The round's row is settled as `standing`: logged, said, and the round forgotten.
    private func conclude(_ standing: BoardStanding, t: Int, context: SceneContext) {
        round = nil
        settle(standing, t: t, context: context, logged: true)
    }

    private func settle(_ standing: BoardStanding, t: Int, context: SceneContext, logged: Bool) {
        self.standing = standing
        revision += 1
        guard logged else { return }
        context.journal.write(.board(.settled(standing)), t: t)
        context.narrator.say(standing.line(context.language), .message, t: t)
    }
}

/// A `board` log line (R120, docs/HEADLESS.md).
enum BoardEvent: Equatable {
    /// The round's token came, with the seed the board gives the round: the board's clock for it runs.
    case token(seed: UInt64)
    /// The round's row was settled.
    case settled(BoardStanding)

    /// The line's `state`, and its `rank` and `of` (taken) or `code` (refused: the board's code; offline:
    /// `unreachable` or `late`).
    func describe(into json: inout JSONLine) {
        switch self {
        case .token(let seed):
            json.add("state", "token")
            json.add("seed", seed)
        case .settled(.placed(let rank, let of, _)):
            json.add("state", "taken")
            json.add("rank", rank)
            json.add("of", of)
        case .settled(.refused(let code)):
            json.add("state", "refused")
            json.add("code", code?.rawValue ?? "other")
        case .settled(.unreachable), .settled(.sending):
            json.add("state", "offline")
            json.add("code", "unreachable")
        case .settled(.late):
            json.add("state", "offline")
            json.add("code", "late")
        case .settled(.otherSeed):
            json.add("state", "offline")
            json.add("code", "seed")

        }
    }
}

extension BoardStanding {
    /// The line under the results, in `language`.
    func line(_ language: Language) -> String {
        switch self {
        case .sending: language.text(.boardSending)
        case .placed(let rank, let of, let daily): language.text(daily ? .boardRankToday : .boardRank, rank, of)
        case .refused(let code): language.text(.boardNotOn, language.text(BoardRefusal.reasonKey(code)))
        case .unreachable: language.text(.boardNotOn, language.text(.boardUnreachable))
        case .late: language.text(.boardNotOn, language.text(.boardLate))
        case .otherSeed: language.text(.boardNotOn, language.text(.boardOtherSeed))
        }
    }
}

extension BoardRefusal {
    /// The words of the reason the board gave (`code`, nil for one this game does not know), as the results say it.
    static func reasonKey(_ code: BoardRefusal?) -> TextKey {
        switch code {
        case .token: .boardRefusedToken
        case .notReproduced: .boardRefusedNotReproduced
        case .tooSlow: .boardRefusedTooSlow
        case .tooFast: .boardRefusedTooFast
        case .version: .boardRefusedVersion
        case .nameTaken: .boardRefusedNameTaken
        case .rate: .boardRefusedRate
        case .unavailable: .boardUnreachable
        case .malformed, .tooLarge, .notFound, .method, nil: .boardRefusedOther
        }
    }
}
