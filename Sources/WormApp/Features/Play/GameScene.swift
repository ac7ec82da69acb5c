import SDLKit
import WormGame

/// What the app needs of a mode beyond its rules: how to start one and what its last log line says.
protocol PlayableMode: GameMode {
    /// A mode whose worms follow from `seed`, played with `assists` (R110, R113).
    init(seed: UInt64, assists: Assists)
    /// The results, for modes that have a results scene (Arcade).
    var summary: ArcadeSummary? { get }
    /// The counts the `end` line gives.
    var counts: (caught: Int, missed: Int) { get }
}

extension ClassicMode: PlayableMode {
    var summary: ArcadeSummary? { nil }
    var counts: (caught: Int, missed: Int) { (caught, missed) }
}

extension ArcadeMode: PlayableMode {
    var summary: ArcadeSummary? { ArcadeSummary(self) }
    var counts: (caught: Int, missed: Int) { (caught, missed) }
}

/// A game being played by one player, of any mode: maps the scene's inputs to the round's seat 0 and the pause
/// overlay's buttons, and its round (`RoundDriver`) steps the game and reports every event. Classic, Arcade and
/// Daily are all this scene; its round begins when it opens, so the scene's clock is the round's.
final class GameScene<Mode: PlayableMode>: Scene {
    let name: SceneName
    /// What kind of game, for the `start` line and Again.
    let kind: GameKind
    /// The round: the game, its inputs and its clock.
    private var round: RoundDriver<Mode>
    /// Where the round's events go.
    private let output: RoundOutput
    /// The game, read by the drawing.
    var game: Game<Mode> { round.game }
    /// The pause overlay's buttons.
    private(set) var overlay: Menu<OverlayChoice>
    /// The one switch's scan of the pause overlay (R114), so Quit and the rest can be reached as well as Resume.
    private var overlayScan = OneSwitchScan()
    /// The day the game began on (Daily's tables are by the day of the seed, even past midnight).
    private let date: String
    /// Whether the `end` line is written.
    private var ended = false
    /// The settings the pause overlay's buttons changed during this step, for the runner.
    private var changes: [Command] = []
    /// The round's inputs by step, for its replay: Arcade and Daily only, whose rounds enter a table (R40).
    private(set) var replay: Replay?
    /// The table row this game plays back, if it is a playback: its steps replace the player's inputs.
    let playback: HighScore?
    /// Whether a playback says so on screen (R21's banner): not under the attract mode's own banner (R72).
    var marksPlayback = true
    /// Whether the field shows its pause button: not in the attract mode, where nobody plays (issue 30).
    var showsPauseButton = true
    /// Classic's run of catches, for its summary after Quit (issue 30).
    private var streak = StreakCounter()
    /// The next step of the playback to feed.
    private var playbackIndex = 0
    /// The inputs recorded so far.
    private var recordedInputs = 0
    /// The assists the game is played with (R113): a playback's own, else the settings'.
    let assists: Assists
    /// The game-speed assist's share of the steps (R113).
    private var speedHold: GameSpeedHold
    /// The world board's number for this round, while an Arcade round waits for the board's seed (R120); nil once
    /// it came, or when none will.
    private var boardRound: Int?
    /// The latest play time at which the board's seed is still taken: before the first worm (R31: at 5000 ms).
    static var lastReseedPlayMs: Int { 4_000 }

    /// Opens a game of `kind` on `seed`, logging its `start` line.
    /// `assists`, when given, over the settings' (the attract mode's demonstration plays without).
    init(kind: GameKind, seed: UInt64, context: SceneContext, playback: HighScore? = nil, assists chosen: Assists? = nil) {
        self.kind = kind
        self.playback = playback
        name = kind.sceneName
        // A playback plays as recorded (its replay's assists, audio play included); else the chosen or the
        // saved assists with the audio-play setting (R110, R113).
        let assists = playback?.replay.assists ?? chosen ?? context.settings.current.roundAssists
        self.assists = assists
        speedHold = GameSpeedHold(percent: assists.gameSpeedPercent)
        round = RoundDriver(game: Game(mode: Mode(seed: seed, assists: assists)), startSceneMs: 0)
        output = RoundOutput(context: context)
        round.controls = context.settings.current.access.controls
        output.voice = RoundVoice(audioPlay: assists.audioPlay, controls: context.settings.current.access.controls)
        replay = kind.tableMode.map { Replay(mode: $0, seed: seed, version: WormVersion.current, assists: assists) }
        overlay = OverlayChoice.menu(language: context.language, muted: context.muted, fullscreen: context.run.policy.canSwitchFullscreen)
        date = context.dailyDate
        // Arcade's seed on a world board is the board's, which comes with the round's token (R120).
        boardRound = kind == .arcade && playback == nil ? context.board?.openRound : nil
        context.journal.write(.start(seed: seed, language: context.language, version: WormVersion.current, mode: kind,
                                     assists: assists), t: 0)
        output.begin()
    }

    var clockMs: Int { game.timeMs }

    /// A round in play is aimed at with a pad's cursor; the pause overlay and the end are menus (R80).
    var padUse: PadUse { game.pauseState == .running && !game.mode.isOver && playback == nil ? .aim : .menu }

    /// A game's first line is its `start`.
    var logsItsOwnStart: Bool { true }

    /// The overlay's Sound label follows the setting, whatever changed it (M, the overlay's own button).
    func settingsChanged(context: SceneContext) {
        overlay.relabel(.sound, as: context.language.text(context.muted ? .soundOff : .soundOn))
    }

    func step(_ inputs: [PlayerInput], context: SceneContext) -> [Command] {
        changes.removeAll()
        guard let inputs = speedHold.pass(inputs, gameMs: game.timeMs) else { return [] }  // game speed (R113)
        var quit = false
        if let playback { quit = feed(playback, inputs) }
        let access = context.settings.current.access
        if access.oneSwitch, case .paused = game.pauseState, !context.switchHeld, playback == nil {
            overlayScan.step(&overlay, interval: access.scanIntervalMs)
        }
        for original in inputs where playback == nil {
            // One switch (R114): in play, the switch touches the worm out the longest (GameScene+OneSwitch).
            guard let input = context.settings.current.access.oneSwitch ? oneSwitchInput(original) : original else { continue }
            if case .press(let press) = input {
                round.press(press, seat: 0)
                if case .paused = game.pauseState, let choice = overlay.choice(at: press.x, y: press.y) {
                    quit = choose(choice, context: context) || quit
                }
            } else if round.control(input) {
                continue
            } else if case .hover(let x, let y) = input, case .paused = game.pauseState {
                overlay.hover(x: x, y: y)  // the focus follows the pointer (R115)
            } else if case .key(let key) = input, case .paused = game.pauseState, let choice = overlay.choice(for: key) {
                quit = choose(choice, context: context) || quit
            } else if case .key(let key) = input, game.pauseState == .running {
                hear(key, context: context)
            } else if case .padButton(_, .y) = input, game.pauseState == .running {
                let voice = output.voice
                hear(KeyPress(name: voice.controls.key(for: voice.audioPlay ? .repeatCalls : .score)), context: context)
            } else if case .padHeld(_, .y) = input, game.pauseState == .running, output.voice.audioPlay {
                hear(KeyPress(name: output.voice.controls.key(for: .score)), context: context)  // Y held: the score (R110)
            }
        }
        takeBoardSeed(context: context)
        let t = game.timeMs
        if replay != nil && playback == nil && !round.inputs.isEmpty
            && recordedInputs + round.inputs.count <= ReplayCoding.maxRecordedInputs {
            replay?.steps.append(Replay.Step(timeMs: t, inputs: round.inputs))
            recordedInputs += round.inputs.count
        }
        let events = round.step(reportingTo: output)
        streak.follow(caught: game.mode.counts.caught, missed: game.mode.counts.missed)
        if events.contains(where: { if case .pause = $0 { true } else { false } }) {
            // Every pause opens with its focus shown on Resume: the same keys do the same on every pause (R115).
            overlay = OverlayChoice.menu(language: context.language, muted: context.muted, fullscreen: context.run.policy.canSwitchFullscreen)
            overlayScan.restart()
        }
        if game.mode.isOver {
            leave(at: t, context: context)
            if let summary = game.mode.summary, let playback {
                let outcome = context.checkPlayback(of: playback, scored: summary.score, at: t)
                return changes + [.playbackOver(outcome, RoundResults(summary: summary, again: kind, replay: outcome))]
            } else if let summary = game.mode.summary, let replay {
                return changes + [.roundOver(FinishedRound(kind: kind, summary: summary, replay: replay, date: date))]
            }
        } else if quit && kind == .classic && playback == nil {
            let counts = game.mode.counts  // the summary after it (issue 30), the title after that
            return changes + [.classicQuit(ClassicSession(caught: counts.caught, missed: counts.missed, bestStreak: streak.best))]
        } else if quit {
            return changes + [.open(playback == nil ? .title : .scores(highlight: nil))]
        }
        return changes
    }

    /// An Arcade round on a world board is played on the board's seed (R120, docs/BOARD.md): when the token brings
    /// it during the countdown, before any worm, the round starts again on it, its steps so far played again
    /// silently (they are the countdown's: the same whatever the seed), so the player sees nothing change and the
    /// replay is the board's round from its start.
    private func takeBoardSeed(context: SceneContext) {
        guard let number = boardRound else { return }
        guard game.playMs <= GameScene.lastReseedPlayMs else { return boardRound = nil }
        guard let seed = context.board?.arcadeSeed(round: number) else { return }
        boardRound = nil
        guard var replay, seed != replay.seed else { return }
        var fresh = Game(mode: Mode(seed: seed, assists: assists))
        var scratch: [GameEvent] = []
        var index = 0
        while fresh.timeMs < game.timeMs {
            var inputs: [StepInput] = []
            if index < replay.steps.count, replay.steps[index].timeMs == fresh.timeMs {
                inputs = replay.steps[index].inputs
                index += 1
            }
            fresh.step(inputs, into: &scratch)
            scratch.removeAll(keepingCapacity: true)
        }
        round.reseed(fresh)
        replay.seed = seed
        self.replay = replay
    }

    /// A key in play beyond pause (R110, R111): a grid key presses at its cell, R repeats the calls of the worms out
    /// (logged and heard, changing nothing), S or Tab says the score.
    private func hear(_ key: KeyPress, context: SceneContext) {
        let voice = output.voice
        if let press = voice.press(for: key, timeMs: game.timeMs) {
            round.press(press, seat: 0, clock: .round)
        } else if voice.audioPlay && voice.repeatsCalls(key) {
            output.report(game.worms.compactMap(GameEvent.call(of:)), standings: nil, t: game.timeMs)
        } else if voice.asksScore(key), let score = RoundVoice.score(game.mode.message, language: context.language) {
            context.narrator.say(score, .message, t: game.timeMs)
        }
    }

    /// What the round says as it opens: its name. How to catch in audio play is its guide, said after the countdown.
    func spokenOpening(context: SceneContext) -> [String] {
        [spokenTitle(context: context)].compactMap { $0 }
    }

    /// In audio play, how to catch (R110): a long line, said once the countdown is over so that "Your turn!" is
    /// heard on time (R111).
    func spokenGuide(context: SceneContext) -> [String] {
        output.voice.audioPlay ? [context.language.text(.spokenGridHint, RoundVoice.gridLetters())] : []
    }

    /// The countdown's lines are due until the round begins (unless paused, when the overlay speaks).
    var holdsGuide: Bool { !game.hasBegun && !game.isPaused }

    /// The pause overlay's focused button, while paused.
    func focusItem(language: Language) -> FocusItem? {
        game.isPaused ? overlay.focusItem : nil
    }

    /// Hands the game the playback's inputs due at this step; the player's Esc ends the playback (returns true).
    private func feed(_ playback: HighScore, _ inputs: [PlayerInput]) -> Bool {
        let steps = playback.replay.steps
        while playbackIndex < steps.count, steps[playbackIndex].timeMs < game.timeMs { playbackIndex += 1 }
        if playbackIndex < steps.count, steps[playbackIndex].timeMs == game.timeMs {
            for input in steps[playbackIndex].inputs { round.take(input) }
            playbackIndex += 1
        }
        return inputs.contains(.key(KeyPress(.escape)))
    }

    /// Carries out an overlay button; returns whether it was Quit (handled after the step, so the press is logged).
    private func choose(_ choice: OverlayChoice, context: SceneContext) -> Bool {
        overlayScan.restart()
        switch choice {
        case .resume:
            round.take(.resume(.button))
        case .quit:
            return true
        case .sound:
            changes.append(.change(.toggleMute))
        case .fullscreen:
            changes.append(.change(.switchFullscreen))
        }
        return false
    }

    func draw(with painter: SceneRenderer, context: SceneContext) throws {
        painter.reducedMotion = context.settings.current.reducedMotion
        try painter.draw(game, language: context.language, overlay: overlay, pauseButton: showsPauseButton)
        if playback != nil && marksPlayback { try painter.drawReplayBanner(language: context.language) }
        if padUse == .aim { try painter.drawPadCursors(context.pads.deck.cursors()) }
    }

    func signature(context: SceneContext, placement: Placement) -> FrameSignature? {
        if padUse == .aim && !context.pads.deck.cursors().isEmpty { return nil }  // a cursor may glide any frame
        return FrameSignature(game: game, overlay: overlay, muted: context.muted, placement: placement,
                       scene: ObjectIdentifier(self))
    }

    func leave(at t: Int, context: SceneContext) {
        guard !ended else { return }
        ended = true
        let counts = game.mode.counts
        output.endSolo(caught: counts.caught, missed: counts.missed, summary: game.mode.summary, t: t)
    }
}
