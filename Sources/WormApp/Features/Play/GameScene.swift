import SDLKit
import WormGame

/// What the app needs of a mode beyond its rules: how to start one and what its last log line says.
protocol PlayableMode: GameMode {
    /// A mode whose worms follow from `seed`, played with `assists` (R113).
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

/// A game being played, of any mode: turns the scene's inputs into step inputs and overlay commands, steps the
/// game, logs its events and plays its sounds. Classic, Arcade and Daily are all this scene.
final class GameScene<Mode: PlayableMode>: Scene {
    let name: SceneName
    /// What kind of game, for the `start` line and Again.
    let kind: GameKind
    /// The game, read by the drawing.
    private(set) var game: Game<Mode>
    /// The pause overlay's buttons.
    private(set) var overlay: Menu<OverlayChoice>
    /// The day the game began on (Daily's tables are by the day of the seed, even past midnight).
    private let date: String
    /// Whether the `end` line is written.
    private var ended = false
    /// Reused every step so stepping does not allocate.
    private var stepInputs: [StepInput] = []
    private var events: [GameEvent] = []
    /// The round's inputs by step, for its replay: Arcade and Daily only, whose rounds enter a table (R40).
    private(set) var replay: Replay?
    /// The table row this game plays back, if it is a playback: its steps replace the player's inputs.
    let playback: HighScore?
    /// Whether a playback says so on screen (R21's banner): not under the attract mode's own banner (R72).
    var marksPlayback = true
    /// The next step of the playback to feed.
    private var playbackIndex = 0
    /// The inputs recorded so far.
    private var recordedInputs = 0
    /// Which events rumble which pad (R80).
    private var rumbleRules = RumbleRules()
    /// The assists the game is played with (R113): a playback's own, else the settings'.
    let assists: Assists
    /// The game-speed assist's share of the steps (R113).
    private var speedHold: GameSpeedHold

    /// Opens a game of `kind` on `seed`, logging its `start` line.
    /// `assists`, when given, over the settings' (the attract mode's demonstration plays without).
    init(kind: GameKind, seed: UInt64, context: SceneContext, playback: HighScore? = nil, assists chosen: Assists? = nil) {
        self.kind = kind
        self.playback = playback
        name = kind.sceneName
        let assists = playback?.replay.assists ?? chosen ?? context.settings.current.assists
        self.assists = assists
        speedHold = GameSpeedHold(percent: assists.gameSpeedPercent)
        game = Game(mode: Mode(seed: seed, assists: assists))
        replay = kind.tableMode.map { Replay(mode: $0, seed: seed, version: WormVersion.current, assists: assists) }
        overlay = OverlayChoice.menu(language: context.language, muted: context.muted, kiosk: context.run.isKiosk)
        date = context.dailyDate
        stepInputs.reserveCapacity(16)
        events.reserveCapacity(32)
        context.journal.write(.start(seed: seed, language: context.language, version: WormVersion.current, mode: kind,
                                     assists: assists), t: 0)
        context.audio.setPaused(false)
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
        guard let inputs = speedHold.pass(inputs, gameMs: game.timeMs) else { return [] }  // game speed (R113)
        stepInputs.removeAll(keepingCapacity: true)
        var quit = false
        if let playback { quit = feed(playback, inputs) }
        for original in inputs where playback == nil {
            // One switch (R114): in play, the switch touches the worm out the longest (GameScene+OneSwitch).
            guard let input = context.settings.current.access.oneSwitch ? oneSwitchInput(original) : original else { continue }
            switch input {
            case .press(let press):
                stepInputs.append(.press(press))
                if case .paused = game.pauseState, let choice = overlay.choice(at: press.x, y: press.y) {
                    quit = choose(choice, context: context) || quit
                }
            case .key(let key):
                if key.key == .escape || key.key == .p {
                    stepInputs.append(.pauseKey)
                } else if case .paused = game.pauseState, let choice = overlay.choice(for: key) {
                    quit = choose(choice, context: context) || quit
                }
            case .focusLost:
                stepInputs.append(.interrupted(.focus))
            case .minimized:
                stepInputs.append(.interrupted(.minimize))
            case .padUnplugged:
                stepInputs.append(.interrupted(.pad))
            case .hover(let x, let y):
                if case .paused = game.pauseState { overlay.hover(x: x, y: y) }
            case .resized, .closed, .text, .swipe, .longPress, .pad, .padButton:
                break
            }
        }
        let t = game.timeMs
        if replay != nil && playback == nil && !stepInputs.isEmpty
            && recordedInputs + stepInputs.count <= ReplayCoding.maxRecordedInputs {
            replay?.steps.append(Replay.Step(timeMs: t, inputs: stepInputs))
            recordedInputs += stepInputs.count
        }
        events.removeAll(keepingCapacity: true)
        game.step(stepInputs, into: &events)
        for event in events {
            context.journal.write(.game(event), t: t)
            switch event {
            case .sound(let name, let pitch): context.audio.play(name, pitch: pitch ?? 0)
            case .pause:
                context.audio.setPaused(true)
                // Every pause opens with its focus shown on Resume: the same keys do the same on every pause (R115).
                overlay = OverlayChoice.menu(language: context.language, muted: context.muted, kiosk: context.run.isKiosk)
            case .resume: context.audio.setPaused(false)
            default: break
            }
        }
        if case .paused = game.pauseState { overlay.tellFocus(scene: name, journal: context.journal, t: t) }
        rumble(context: context, at: t)
        if game.mode.isOver {
            leave(at: t, context: context)
            if let summary = game.mode.summary, let playback {
                let outcome = context.checkPlayback(of: playback, scored: summary.score, at: t)
                return [.playbackOver(outcome, RoundResults(summary: summary, again: kind, replay: outcome))]
            } else if let summary = game.mode.summary, let replay {
                return [.roundOver(FinishedRound(kind: kind, summary: summary, replay: replay, date: date))]
            }
        } else if quit {
            return [.open(playback == nil ? .title : .scores(highlight: nil))]
        }
        return []
    }

    /// Rumbles the pads as the step's events call for (R80): not with reduced motion or Vibration off.
    private func rumble(context: SceneContext, at t: Int) {
        let settings = context.settings.current
        guard settings.vibration && !settings.reducedMotion else { return }
        let pad = stepInputs.lazy.compactMap { input -> Int? in
            if case .press(let press) = input, press.source == .pad { press.pad } else { nil }
        }.last
        for (pattern, pads) in rumbleRules.rumbles(for: events, pressedBy: pad, inPlay: context.pads.padsInPlay) {
            context.pads.rumble(pattern, pads: pads, journal: context.journal, t: t)
        }
    }

    /// Hands the game the playback's inputs due at this step; the player's Esc ends the playback (returns true).
    private func feed(_ playback: HighScore, _ inputs: [PlayerInput]) -> Bool {
        let steps = playback.replay.steps
        while playbackIndex < steps.count, steps[playbackIndex].timeMs < game.timeMs { playbackIndex += 1 }
        if playbackIndex < steps.count, steps[playbackIndex].timeMs == game.timeMs {
            stepInputs.append(contentsOf: steps[playbackIndex].inputs)
            playbackIndex += 1
        }
        return inputs.contains(.key(KeyPress(.escape)))
    }

    /// Carries out an overlay button; returns whether it was Quit (handled after the step, so the press is logged).
    private func choose(_ choice: OverlayChoice, context: SceneContext) -> Bool {
        switch choice {
        case .resume:
            stepInputs.append(.resume(.button))
        case .quit:
            return true
        case .sound:
            context.toggleMute(t: game.timeMs)
        case .fullscreen:
            context.switchFullscreen(t: game.timeMs)
        }
        return false
    }

    func draw(with painter: SceneRenderer, context: SceneContext) throws {
        painter.reducedMotion = context.settings.current.reducedMotion
        try painter.draw(game, language: context.language, overlay: overlay)
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
        context.journal.write(.end(caught: counts.caught, missed: counts.missed, arcade: game.mode.summary), t: t)
        context.audio.setPaused(true)
    }
}
