import WormGame

/// The one loop of the game over any platform: it owns the run's clock, the inputs, the scenes and the commands.
///
/// Every behaviour exists once: what a button, a key or a script line does is the same in a window and headless.
final class Runner {
    let platform: GamePlatform
    let context: SceneContext
    let painter: SceneRenderer
    /// The scene on screen.
    private(set) var scene: Scene
    /// The run's clock at the step to come, in ms.
    private(set) var runMs = 0
    /// The run's clock when the scene on screen opened: its own clock's 0.
    private(set) var sceneStartRunMs = 0
    /// Whether a command ended the run.
    private(set) var isDone = false
    /// Inputs that arrived and wait for a step.
    private var pending: [PlayerInput] = []
    /// A scene change asked for during a step, made after it.
    private var nextScene: Command?

    /// A runner on `platform` that opens in `first`.
    init(platform: GamePlatform, context: SceneContext, painter: SceneRenderer, first: SceneName) {
        self.platform = platform
        self.context = context
        self.painter = painter
        pending.reserveCapacity(16)
        scene = PlaceholderScene(name: .title, language: context.language)  // replaced at once below
        context.perform = { [unowned self] command in self.perform(command) }
        scene = makeScene(first)
        if !scene.logsItsOwnStart {
            context.journal.write(.scene(first), t: 0)
        }
    }

    /// Runs until the platform or a command ends the run, then writes the scene's last lines.
    func run() throws {
        while try runFrame() {}
        try platform.finish { try scene.draw(with: painter, context: context) }
        let endMs = platform.endRunMs(runMs: runMs)
        scene.leave(at: scene.clockMs - (runMs - endMs), context: context)
    }

    /// Runs one frame: its due steps, then drawing. Returns false when the run is over.
    func runFrame() throws -> Bool {
        guard !isDone, let steps = try platform.beginFrame(runMs: runMs, inputs: &pending) else { return false }
        var lastStep = runMs
        for _ in 0..<steps where !isDone {
            lastStep = runMs
            try step()
        }
        let signature = scene.signature(context: context, placement: painter.renderer.placement)
        try platform.endFrame(lastStepMs: lastStep, signature: signature) { try scene.draw(with: painter, context: context) }
        return !isDone
    }

    /// One fixed step: the inputs that concern the whole program first, the rest to the scene, then scene changes.
    private func step() throws {
        var sceneInputs: [PlayerInput] = []
        for input in pending {
            switch input {
            case .closed:
                perform(.exit)
            case .key(let key) where key.quits:
                perform(.exit)
            case .key(let key) where key.mutes && !scene.takesText:
                perform(.toggleMute)
            case .key(let key) where key.switchesFullscreen:
                perform(.toggleFullscreen)
            case .resized(let width, let height):
                try platform.resize(width: width, height: height)
            case .press(var press):
                // Presses are stamped on the run's clock; a scene counts on its own, from when it opened.
                press.timeMs = max(0, press.timeMs - sceneStartRunMs)
                sceneInputs.append(.press(press))
            default:
                sceneInputs.append(input)
            }
        }
        pending.removeAll(keepingCapacity: true)
        guard !isDone else { return }
        scene.step(sceneInputs, context: context)
        runMs += Simulation.stepMs
        if let command = nextScene {
            nextScene = nil
            open(command)
        }
    }

    /// Carries out `command`: the one place where commands are handled. Scene changes wait for the end of the step.
    func perform(_ command: Command) {
        switch command {
        case .toggleMute:
            context.muted.toggle()
            context.audio.setMuted(context.muted)
            context.journal.write(.mute(context.muted), t: scene.clockMs)
            // As the settings scene's Sound does (R50): kept for the next run.
            context.remember(\.muted, named: "muted", as: context.muted, t: scene.clockMs)
        case .toggleFullscreen:
            do { try platform.toggleFullscreen() } catch { printError("worm: \(error)") }
            // F11, Alt+Enter and the pause overlay's button change the setting as the settings scene does
            // (R50), so that the two always agree.
            if let now = platform.isFullscreen { context.remember(\.fullscreen, named: "fullscreen", as: now, t: scene.clockMs) }
        case .exit:
            isDone = true
        case .play, .open, .showResults:
            nextScene = command
        }
    }

    /// Leaves the scene and opens the one `command` asks for.
    private func open(_ command: Command) {
        scene.leave(at: scene.clockMs, context: context)
        sceneStartRunMs = runMs
        let name: SceneName
        switch command {
        case .play(let kind): name = SceneName(rawValue: kind.rawValue) ?? .classic
        case .open(let scene): name = scene
        case .showResults: name = .results
        default: return
        }
        if case .showResults(let summary, let again) = command {
            scene = context.sceneAfterRound(summary, again: again)  // the name scene first when the score enters (R33)
            context.journal.write(.scene(scene.name), t: 0)
        } else {
            context.journal.write(.scene(name), t: 0)
            scene = makeScene(name)
        }
        platform.setTextInput(scene.takesText)
    }

    /// A new scene called `name`.
    private func makeScene(_ name: SceneName) -> Scene {
        switch name {
        case .classic:
            return GameScene<ClassicMode>(kind: .classic, seed: context.nextSeed(for: .classic), context: context)
        case .arcade, .daily:
            if let entry = context.pendingReplay {  // a table row played back (R40)
                context.pendingReplay = nil
                return GameScene<ArcadeMode>(kind: name == .daily ? .daily : .arcade, seed: entry.replay.seed, context: context,
                                             playback: entry)
            }
            let kind: GameKind = name == .daily ? .daily : .arcade
            return GameScene<ArcadeMode>(kind: kind, seed: context.nextSeed(for: kind), context: context)
        case .title:
            return TitleScene(language: context.language, cosmeticSeed: context.seeds.next(), kiosk: context.isKiosk)
        case .scores:
            return ScoresScene(context: context)
        case .settings:
            return SettingsScene(context: context)
        case .name:  // opened from the lobby: the display name (the score table's name scene opens after a round)
            return DisplayNameScene(current: context.versus.name)
        case .lobby, .versus:
            return VersusScene(name: name, setup: context.versus, context: context)
        default:
            return PlaceholderScene(name: name, language: context.language)
        }
    }
}
