import WormGame

/// A question the game asks before it does something that cannot be undone, as a `confirm` line names it
/// (HEADLESS.md): the raw value is the logged word.
enum Question: String, Sendable, CaseIterable {
    /// Leaving a Versus round under way (R61).
    case leave
    /// The host leaving its round: it ends for everyone (R61).
    case endForAll = "end_for_all"
    /// Clearing today's Daily table (R73, the operator menu).
    case clearToday = "clear_today"
    /// Clearing every score table (R73).
    case clearAll = "clear_all"
    /// Ending the program from the title with Esc (issue 30: Esc no longer quits at once).
    case quit
}

/// One line of the event log (HEADLESS.md): a game event, or the run's own start, scene, mute and end lines.
enum LogEntry: Equatable, Sendable {
    case start(seed: UInt64, language: Language, version: String, mode: GameKind, assists: Assists = .none)
    case scene(SceneName)
    case game(GameEvent)
    /// A Versus round's event: its seats are named from `players`, the round's standings (R60).
    case versusGame(GameEvent, players: [VersusStanding])
    case mute(Bool)
    /// The game's last line; `arcade` carries Arcade's results (R33).
    case end(caught: Int, missed: Int, arcade: ArcadeSummary?)
    /// A score entered a table at `rank` under `name` (R40).
    case highscore(rank: Int, name: String, score: Int)
    /// A saved file was written.
    case saved(file: String)
    /// A saved file could not be written, and why (R41).
    case saveFailed(file: String, reason: String)
    /// A setting changed (R50).
    case setting(SettingName, value: String)
    /// A playback of a table row ended with `actual` points; the row says `expected`.
    case replayChecked(expected: Int, actual: Int)
    /// A Versus round starts (R60): its seed, chosen by the host, and its number.
    case versusStart(seed: UInt64, language: Language, version: String, round: Int)
    /// A Party round starts (R80): its seed, chosen by this machine, and its number.
    case partyStart(seed: UInt64, language: Language, version: String, round: Int)
    /// A Versus round ends: this player's catches and misses, and everyone's catches by name, in seat order.
    case versusEnd(caught: Int, missed: Int, players: [VersusStanding])
    /// A message line whose text is made already (Versus's lobby and round news).
    case text(String)
    /// A Versus player was found, lost, joined, left or dropped (`state`).
    case peer(name: String, state: PeerState)
    /// A Versus host opened its game's port (the one the kernel gave for `--port 0`).
    case hosting(port: UInt16)
    /// A network message was dropped, from whom and why (R60).
    case dropped(from: String, reason: String)
    /// A Versus round's results (R61): the winner (nil for a draw) and every line, best first.
    case result(VersusResult)
    /// A question was answered (R61: leaving a round).
    case confirm(Question, yes: Bool)
    /// A kiosk's idle reset, attract mode or operator menu (R71–R73).
    case kiosk(KioskEntry)
    /// A pad was plugged in (`added`) or unplugged (R80).
    case pad(pad: Int, added: Bool, name: String)
    /// A pad rumbled at `strength` (0–1) for `ms` (R80).
    case rumble(pad: Int, strength: Double, ms: Int)
    /// A venue machine was found or lost (R74).
    case venue(machine: String, state: VenueState)
    /// A row shared by `machine` was taken into a table (R74): its score, seed and the machine that played it.
    case venueRow(machine: String, score: Int, seed: UInt64, from: String)
    /// A row shared by `from` (a machine's name, else its address) was refused, and why (R74).
    case venueRefused(from: String, score: Int?, reason: VenueRefusal)
    /// A text spoken, or the focus moved (R111, R115).
    case speech(SpeechEntry)
    /// The world board (R120): a round's token came, or its row was settled.
    case board(BoardEvent)
    /// The one switch was held `ms` (1 s or more) and went back, as Esc (R114).
    case hold(ms: Int)

    /// The entry as one JSON object, stamped with `t`; messages are written in `language`.
    public func jsonLine(t: Int, language: Language) -> String {
        var json = JSONLine()
        json.add("t", t)
        switch self {
        case .start(let seed, let language, let version, let mode, let assists):
            LogEntry.start(seed: seed, language: language, version: version, mode: mode.rawValue, into: &json)
            // R113: absent when none, so a round without assists logs what it always did.
            if assists.isAssisted { json.add("assists", object: AssistsCoding.object(assists)) }
        case .scene(let name):
            json.add("type", "scene")
            json.add("name", name.rawValue)
        case .mute(let muted):
            json.add("type", "mute")
            json.add("muted", muted)
        case .end(let caught, let missed, let arcade):
            json.add("type", "end")
            json.add("caught", caught)
            json.add("missed", missed)
            if let arcade {
                json.add("score", arcade.score)
                json.add("accuracy", arcade.accuracyPercent)
                json.add("best_combo", arcade.bestCombo)
                json.add("reaction_mean_ms", arcade.meanReactionMs)
                json.add("reaction_median_ms", arcade.medianReactionMs)
            }
        case .game(let event):
            LogEntry.describe(event, language: language, players: [], into: &json)
        case .versusGame(let event, let players):
            LogEntry.describe(event, language: language, players: players, into: &json)
        case .highscore(let rank, let name, let score):
            json.add("type", "highscore")
            json.add("rank", rank)
            json.add("name", name)
            json.add("score", score)
        case .saved(let file):
            json.add("type", "saved")
            json.add("file", file)
        case .saveFailed(let file, let reason):
            json.add("type", "save_failed")
            json.add("file", file)
            json.add("reason", reason)
        case .setting(let name, let value):
            json.add("type", "setting")
            json.add("name", name.rawValue)
            json.add("value", value)
        case .replayChecked(let expected, let actual):
            json.add("type", "replay")
            json.add("score", actual)
            json.add("expected", expected)
            json.add("matches", expected == actual)
        case .versusStart(let seed, let language, let version, let round):
            LogEntry.start(seed: seed, language: language, version: version, mode: "versus", into: &json)
            json.add("round", round)
        case .partyStart(let seed, let language, let version, let round):
            LogEntry.start(seed: seed, language: language, version: version, mode: "party", into: &json)
            json.add("round", round)
        case .versusEnd(let caught, let missed, let players):
            json.add("type", "end")
            json.add("caught", caught)
            json.add("missed", missed)
            json.add("scores", players.map { ($0.name, $0.caught) })
        case .text(let text):
            json.add("type", "message")
            json.add("text", text)
        case .peer(let name, let state):
            json.add("type", "peer")
            json.add("name", name)
            json.add("state", state.rawValue)
        case .hosting(let port):
            json.add("type", "hosting")
            json.add("port", Int(port))
        case .dropped(let from, let reason):
            json.add("type", "dropped")
            json.add("from", from)
            json.add("reason", reason)
        case .result(let result):
            json.add("type", "result")
            if let winner = result.winner { json.add("winner", winner) } else { json.addNull("winner") }
            json.add("players", objects: result.lines.map { line in
                var object = JSONLine()
                object.add("name", line.name)
                object.add("caught", line.caught)
                object.add("missed", line.missed)
                object.add("accuracy", line.accuracy)
                return object
            })
        case .confirm(let question, let yes):
            json.add("type", "confirm")
            json.add("question", question.rawValue)
            json.add("answer", yes ? "yes" : "no")
        case .kiosk(let entry):
            entry.describe(into: &json)
        case .pad(let pad, let added, let name):
            json.add("type", "pad")
            json.add("pad", pad)
            json.add("state", added ? "added" : "removed")
            json.add("name", name)
        case .rumble(let pad, let strength, let ms):
            json.add("type", "rumble")
            json.add("pad", pad)
            json.add("strength", strength)
            json.add("ms", ms)
        case .venue(let machine, let state):
            json.add("type", "venue")
            json.add("machine", machine)
            json.add("state", state.rawValue)
        case .venueRow(let machine, let score, let seed, let from):
            json.add("type", "venue")
            json.add("machine", machine)
            json.add("state", VenueState.taken.rawValue)
            var row = JSONLine()
            row.add("score", score)
            row.add("seed", seed)
            row.add("from", from)
            json.add("row", object: row)
        case .venueRefused(let from, let score, let reason):
            json.add("type", "venue_refused")
            json.add("from", from)
            json.add("score", score)
            json.add("reason", reason.rawValue)
        case .speech(let entry):
            entry.describe(into: &json)
        case .board(let event):
            json.add("type", "board")
            event.describe(into: &json)
        case .hold(let ms):
            json.add("type", "hold")
            json.add("ms", ms)
        }
        return json.line
    }

    /// Writes a `start` line's type and fields.
    private static func start(seed: UInt64, language: Language, version: String, mode: String, into json: inout JSONLine) {
        json.add("type", "start")
        json.add("seed", seed)
        json.add("lang", language.rawValue)
        json.add("version", version)
        json.add("mode", mode)
    }

    /// Writes a game event's type and fields; a Versus seat is named from `players`.
    private static func describe(_ event: GameEvent, language: Language, players: [VersusStanding],
                                 into json: inout JSONLine) {
        switch event {
        case .message(let key):
            json.add("type", "message")
            json.add("text", language.text(key))
        case .spawn(let worm, let x, let y, let visibleMs, let kind):
            json.add("type", "spawn")
            json.add("worm", worm)
            json.add("x", x)
            json.add("y", y)
            json.add("visible_ms", visibleMs)
            if let kind { json.add("kind", kind.rawValue) }
        case .press(let x, let y, let source, let ignored, let pad):
            json.add("type", "press")
            json.add("x", x)
            json.add("y", y)
            json.add("source", source.rawValue)
            json.add("ignored", ignored)
            if let pad { json.add("pad", pad) }
        case .hit(let worm, let reactionMs, let scored):
            json.add("type", "hit")
            json.add("worm", worm)
            json.add("reaction_ms", reactionMs)
            if let scored {
                json.add("points", scored.points)
                json.add("combo", scored.combo)
                json.add("score", scored.score)
            }
        case .decoy(let worm, let points, let score):
            json.add("type", "decoy")
            json.add("worm", worm)
            json.add("points", points)
            json.add("score", score)
        case .miss(let worm, let reason):
            json.add("type", "miss")
            if let worm { json.add("worm", worm) }
            json.add("reason", reason.rawValue)
        case .hide(let worm):
            json.add("type", "hide")
            json.add("worm", worm)
        case .score(let report):
            json.add("type", "score")
            json.add("caught", report.caught)
            json.add("missed", report.missed)
            if let points = report.points { json.add("score", points) }
            if let combo = report.combo { json.add("combo", combo) }
        case .sound(let name, let pitch):
            json.add("type", "sound")
            json.add("name", name.rawValue)
            if let pitch { json.add("pitch", pitch) }
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
        case .versusHit(let worm, let seat, let reactionMs):
            json.add("type", "hit")
            json.add("worm", worm)
            json.add("reaction_ms", reactionMs)
            json.add("player", players.name(ofSeat: seat))
        case .versusMiss(let seat):
            json.add("type", "miss")
            json.add("reason", MissReason.background.rawValue)
            json.add("player", players.name(ofSeat: seat))
        case .versusLate(let worm, let seat):
            json.add("type", "late")
            json.add("worm", worm)
            json.add("player", players.name(ofSeat: seat))
        case .versusScore(let standings):
            json.add("type", "score")
            json.add("scores", standings.map { ($0.name, $0.caught) })
        case .call(let worm, let cell, let kind):
            json.add("type", "sound")
            json.add("name", "call")
            json.add("pan", cell.pan)
            json.add("row", cell.row)
            json.add("worm", worm)
            json.add("kind", kind.rawValue)
        }
    }
}
