import SDLKit
import WormGame

/// The one loop of the game over any platform: it owns the run's clock, the inputs, the scenes and the commands.
///
/// Every behaviour exists once: what a button, a key or a script line does is the same in a window and headless.
final class Runner {
    let platform: GamePlatform
    let context: SceneContext
    /// What scenes draw with; nil on the null platform, where nothing is drawn.
    let painter: SceneRenderer?
    /// The scene on screen.
    private(set) var scene: Scene
    /// The run's clock at the step to come, in ms.
    private(set) var runMs = 0
    /// The run's clock when the scene on screen opened: its own clock's 0.
    private(set) var sceneStartRunMs = 0
    /// Whether a command ended the run.
    private(set) var isDone = false
    /// Why the run failed, when a `fail` command ended it: the program then exits with status 1.
    private(set) var failure: RuntimeFailure?
    /// How the last table row's playback went (R40), for `--replay`'s check.
    private(set) var replayOutcome: ReplayOutcome?
    /// Versus's setup, with the display name chosen in its scene (R60).
    private(set) var versus: VersusSetup
    /// The row the last save took, lit the next time the scores open, whichever way (R40).
    private var lastSavedRow: ScoreRow?
    /// Inputs that arrived and wait for a step.
    private var pending: [PlayerInput] = []
    /// The run's clock at the last input a player gave (press, key, text, gesture), for the idle reset (R71).
    private(set) var lastInputRunMs = 0
    /// Whether the scene on screen came in by a scene change, so it fades in (R21); the first does not.
    private var fadesIn = false
    /// Whether SDL's text input is on: it follows the scene's `takesText`, which may change within a scene (the party
    /// lobby's name entry).
    private var textInputOn = false
    /// The features that registered with the runner (the venue, the operator's corner, today's figures), each
    /// called at its fixed points.
    private let services: [RunService]
    /// Whether a setting changed during the step (the runner's keys, or a scene's command): the scene is told once,
    /// at the step's end.
    private var settingsChanged = false
    /// The one switch's hold (R114): a short press chooses when let go, a hold of 1 s goes back.
    private var switchHold = SwitchHold()

    /// A runner on `platform` that opens with `first` (a game, a replay, or another screen).
    init(platform: GamePlatform, context: SceneContext, painter: SceneRenderer?, first: Command,
         versus: VersusSetup = VersusSetup(), services extra: [RunService] = []) {
        services = context.runServices + extra
        self.platform = platform
        self.context = context
        self.painter = painter
        self.versus = versus
        pending.reserveCapacity(16)
        for service in services { service.opening(first, context: context) }  // a first round's board token
        scene = Runner.makeScene(for: first, context: context, versus: versus)
        if !scene.logsItsOwnStart {
            context.journal.write(.scene(scene.name), t: 0)
        }
        context.narrator.opened(scene, context: context)
    }

    /// A runner that opens in scene `first` (a game, or a screen that needs nothing to open).
    convenience init(platform: GamePlatform, context: SceneContext, painter: SceneRenderer?, first: SceneName,
                     versus: VersusSetup = VersusSetup()) {
        self.init(platform: platform, context: context, painter: painter, first: Command.opening(first), versus: versus)
    }

    /// Runs until the platform or a command ends the run, then writes the scene's last lines. The images the
    /// first frame did not need are made right after it, before the game goes on (a run of one frame too), so a
    /// damaged one ends the run at its start, not minutes into a round.
    func run() throws {
        let goesOn = try runFrame()
        try painter?.sprites.loadTheRest()
        if goesOn { while try runFrame() {} }
        try platform.finish { try draw(veil: nil) }
        let endMs = platform.endRunMs(runMs: runMs)
        scene.leave(at: scene.clockMs - (runMs - endMs), context: context)
        for service in services { service.leave(t: scene.clockMs, context: context) }
    }

    /// Runs one frame: its due steps, then drawing. Returns false when the run is over.
    func runFrame() throws -> Bool {
        platform.follow(scene.scriptClock)
        guard !isDone, let steps = try platform.beginFrame(runMs: runMs, inputs: &pending) else { return false }
        scene.scriptLinesAhead(platform.scriptHasLinesAhead)
        var lastStep = runMs
        for _ in 0..<steps where !isDone {
            lastStep = runMs
            try step()
        }
        for service in services { service.frame(nowMs: runMs, t: scene.clockMs, context: context) }
        // While a scene fades in every frame differs (no signature); the veil is drawn over the scene, never in it.
        let veil = fadesIn && platform.showsTransitions
            ? Transition.veil(elapsedMs: scene.clockMs, reducedMotion: context.settings.current.reducedMotion) : nil
        if veil == nil { fadesIn = false }
        let placement = painter?.renderer.placement ?? Placement(scale: 1, offsetX: 0, offsetY: 0)
        let signature = veil == nil ? scene.signature(context: context, placement: placement) : nil
        try platform.endFrame(lastStepMs: lastStep, signature: signature) { try draw(veil: veil) }
        return !isDone
    }

    /// Draws the scene, with the fading veil over it; nothing without a painter (the null platform).
    private func draw(veil: UInt8?) throws {
        guard let painter else { return }
        painter.textStyle = TextStyle(context.settings.current.access)
        try scene.draw(with: painter, context: context)
        if let veil { try painter.drawVeil(alpha: veil) }
    }

    /// One fixed step: the inputs that concern the whole program first, the rest to the scene, then its commands.
    private func step() throws {
        var sceneInputs: [PlayerInput] = []
        var claimed: [Command] = []
        var padEvents: [PadEvent] = []
        for input in pending {
            if case .pad(let event) = input { padEvents.append(event) }
        }
        // The pads step every step, moved or not: their cursors glide and their held directions repeat (R80).
        let fromPads = context.pads.step(padEvents, runMs: runMs, use: scene.padUse,
                                         tiltAim: context.settings.current.tiltAim, journal: context.journal, t: scene.clockMs)
        if padEvents.contains(where: \.isPlayers) { lastInputRunMs = runMs }  // a pad keeps a kiosk awake too (R71)
        pending.removeAll { if case .pad = $0 { true } else { false } }
        pending += fromPads
        holdSwitch()
        for input in pending {
            if input.isPlayers { lastInputRunMs = runMs }
            if input == .closed && !context.run.policy.canQuit {
                // Alt+F4 or the title bar's ×: a kiosk ends only by SIGTERM or its operator's Quit (R70).
                context.journal.write(.kiosk(.closeIgnored), t: scene.clockMs)
                continue
            }
            if scene.takesEveryInput && input != .closed {  // the window's closing ends the attract mode's run too
                sceneInputs.append(input)
                continue
            }
            if let asked = services.lazy.compactMap({ $0.claim(input, scene: self.scene.name) }).first {
                if claimed.isEmpty { claimed.append(asked) }
                continue
            }
            switch input {
            case .closed where scene.asksBeforeClosing:
                sceneInputs.append(.closed)
            case .key(let key) where key.quits && scene.asksBeforeClosing:
                sceneInputs.append(.closed)
            case .closed:
                isDone = true
            case .key(let key) where key.quits:
                isDone = true
            case .key(let key) where context.settings.current.access.controls.matches(key, .mute) && !scene.takesText:
                change(.toggleMute, t: scene.clockMs)
            case .key(let key) where key.switchesFullscreen:
                change(.switchFullscreen, t: scene.clockMs)  // not in a kiosk (R70)
            case .resized(let width, let height):
                try platform.resize(width: width, height: height)
                // The window manager may have made the window fullscreen, or ended it, itself (its own F11):
                // the setting, and the settings scene, follow what the window is (R21).
                if let now = platform.isFullscreen, now != context.settings.current.fullscreen {
                    context.remember(.fullscreen, as: now, t: scene.clockMs)
                    settingsChanged = true
                }
            case .press(var press):
                // Presses are stamped on the run's clock; a scene counts on its own, from when it opened.
                press.timeMs = max(0, press.timeMs - sceneStartRunMs)
                sceneInputs.append(.press(press))
            default:
                sceneInputs.append(input)
            }
        }
        pending.removeAll(keepingCapacity: true)
        guard !isDone else { return tellSettings() }
        let t = scene.clockMs
        var commands = scene.step(sceneInputs, context: context)
        if scene.takesText != textInputOn { setTextInput(scene.takesText) }
        runMs += Simulation.stepMs
        for service in services { service.stepped(ms: Simulation.stepMs) }
        commands += claimed
        if commands.isEmpty, let idle = idleCommand() { commands = [idle] }
        // Every command of the step is carried out in order, after the step (Doom's `gameaction`): its effects
        // (settings, sounds, saves) at once, at the step's time; of the scene changes, the last one asked for is
        // made, even when the step also ended the run (its scene's last lines are then written).
        var next: Command?
        for command in commands {
            switch command {
            case .exit:
                isDone = true
            case .fail(let reason):
                failure = reason
                isDone = true
            case .playbackOver(let outcome, _):
                replayOutcome = outcome
                if context.run.exitsAfterPlayback { isDone = true } else { next = command }
            case .change(let asked):
                change(asked, t: t)
            case .preview(let sound):
                context.preview(sound, t: t)
            case .log(let entry):
                context.journal.write(entry, t: t)
            case .classicQuit(let session):
                next = .open(.classicSummary(context.keep(session, at: t)))
            case .saveRound(let round, let typed):
                next = .showResults(context.save(round, typed: typed, at: t, forgettingLast: !context.run.policy.remembersNames))
            default:
                next = command
            }
        }
        tellSettings()
        // The focus followed after the step's changes, at its time: a value changed in place is said as it now is.
        context.narrator.follow(scene, context: context, t: t)
        if let next { open(next) }
    }

    /// Puts the step's inputs through the one switch's hold (R114), or drops the releases, which only it reads.
    private func holdSwitch() {
        guard context.settings.current.access.oneSwitch else {
            context.switchHeld = false
            return pending.removeAll(where: \.isRelease)
        }
        let held = switchHold.pass(pending, nowMs: runMs, actsOnPress: scene.switchActsOnPress)
        pending = held.inputs
        if let ms = held.heldMs { context.journal.write(.hold(ms: ms), t: scene.clockMs) }
        context.switchHeld = switchHold.isHeld
    }

    /// Makes a setting change at `t`: the window follows the fullscreen setting (only when that one changed: a
    /// window manager that took fullscreen away is not overruled by a change of volume).
    private func change(_ asked: SettingChange, t: Int) {
        context.apply(asked, t: t)
        settingsChanged = true
        if case .flag(.fullscreen, _) = asked, context.run.policy.canSwitchFullscreen, let now = context.window.isFullscreen,
           now != context.settings.current.fullscreen {
            context.switchFullscreen(t: t)
        }
    }

    /// The one point where the scene on screen is told the settings changed (M, F11, its own buttons), so it
    /// shows them: after the step, never during it.
    private func tellSettings() {
        guard settingsChanged else { return }
        settingsChanged = false
        scene.settingsChanged(context: context)
    }

    /// What the idle reset (R71) or the attract mode (R72) asks for now, if anything: the input-less time counts
    /// from the last input or from when the scene opened, whichever came later.
    private func idleCommand() -> Command? {
        let stillMs = runMs - max(lastInputRunMs, sceneStartRunMs)
        switch scene.name {
        case .title:
            guard let attract = context.run.attractMs, stillMs >= attract else { return nil }
            return .open(.attract)
        case .attract:
            return nil  // it ends itself
        default:
            guard let idle = context.run.idleMs, stillMs >= idle else { return nil }
            context.journal.write(.kiosk(.idle(scene.name)), t: scene.clockMs)
            scene.leaveIdle(at: scene.clockMs, context: context)
            return .open(.title)
        }
    }

    /// Leaves the scene and opens the one `command` asks for.
    private func open(_ asked: Command) {
        var command = asked
        for service in services { service.opening(command, context: context) }
        switch command {
        case .showResults(let results): lastSavedRow = results.highlight
        case .open(.scores(let highlight)):
            command = .open(.scores(highlight: highlight ?? lastSavedRow))
            lastSavedRow = nil
        default: break
        }
        scene.leave(at: scene.clockMs, context: context)
        switchHold.cancel()  // a switch held across the change neither chooses nor goes back in the new scene
        sceneStartRunMs = runMs
        fadesIn = true
        if case .open(.lobby(let name?)) = command { versus.name = name }
        if let name = command.plainSceneName {
            context.journal.write(.scene(name), t: 0)  // before the scene's own first lines (a game's `start`)
            scene = Runner.makeScene(for: command, context: context, versus: versus)
        } else {
            // After a round, the scene depends on its table (the name scene or the results); a Daily round out of
            // its table is still today's best (R34), saved here, before the scene is made, which saves nothing.
            if case .roundOver(let round) = command { context.recordPlayed(round, t: 0) }
            scene = Runner.makeScene(for: command, context: context, versus: versus)
            context.journal.write(.scene(scene.name), t: 0)
        }
        setTextInput(scene.takesText)
        context.narrator.opened(scene, context: context)
    }

    /// Turns SDL's text input on or off.
    private func setTextInput(_ on: Bool) {
        textInputOn = on
        platform.setTextInput(on)
    }
}
