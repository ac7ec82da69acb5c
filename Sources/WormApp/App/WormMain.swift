#if canImport(Glibc)
import Glibc
#endif
import SDLKit
import WormGame

/// The program: reads the command line, starts the platform, and runs the game windowed or headless.
public enum WormMain {
    /// Runs worm with `arguments` (without the program name) and returns the exit status:
    /// 0 done, 1 a resource or the platform failed, 2 bad usage. Errors are one line on standard error.
    public static func run(arguments: [String]) -> Int32 {
        Signals.ignoreBrokenPipe()
        do {
            let options = try Options.parse(arguments)
            switch options.action {
            case .help:
                print(Options.helpText)
                return 0
            case .version:
                print("worm \(WormVersion.current)")
                return 0
            case .catalogueTemplate:
                print(CatalogueTemplate.text, terminator: "")
                return 0
            case .pendingFrench:
                print(CatalogueTemplate.pendingFrench, terminator: "")
                return 0
            case .play:
                try play(options)
                return 0
            }
        } catch let error as UsageError {
            printError("worm: \(error.message)")
            return 2
        } catch let error as RuntimeFailure {
            printError("worm: \(error.message)")
            return 1
        } catch let error as SDLError {
            printError("worm: \(error)")
            return 1
        } catch {
            printError("worm: \(error)")
            return 1
        }
    }

    /// Everything after the command line is read.
    static func play(_ options: Options) throws {
        // Bad files named on the command line stop the run before anything starts (exit 2).
        var options = options
        let recording = try options.replayPath.map { try ReplayFile.recording(path: $0, isKnownKey: Keyboard.isKnownKeyName) }
        var playback: HighScore?, replayedScript: [ScriptLine]?
        switch recording {
        case .row(let row)?:
            playback = row
            try checkRowReplay(options)
        case .script(let lines)?:
            replayedScript = lines
            try applyScriptReplay(to: &options)
        case nil: break
        }
        let script = try replayedScript ?? options.inputPath.map(readScript) ?? []
        var log: LineWriter?
        if let path = options.eventsPath {
            do {
                log = try LineWriter(path: path)
            } catch {
                throw UsageError("--events: cannot write '\(error.path)': \(error.reason)")
            }
        }
        let outputs = OutputChecks(log: log, headless: options.headless)
        let files = ResourceFiles(custom: options.resourcesPath, bundled: try ResourceFiles.bundledFolder())
        let seed = options.seed ?? UInt64.random(in: 0...UInt64.max)
        // Saved scores and settings (R41); the flags win over the saved settings for this run (R50).
        // A script played back in a window keeps to memory as it does headless: the player's files stay as they are.
        let storage = StoragePaths.storage(dataDir: options.dataDir, headless: options.headless || replayedScript != nil)
        let environment = localeEnvironment()
        let catalogue = installCatalogues()
        // What the run allows its visitor (R70), built once here and read by the runner, the platforms and the menus.
        let policy = KioskPolicy(options: options)
        let settings = SettingsKeeper(options: options, storage: storage,
                                      locale: Language.fromEnvironment(environment, available: catalogue?.codes ?? []), policy: policy)
        let language = settings.language
        if let line = LanguageNotice.missingCatalogue(asked: settings.current.language, environment: environment, catalogue: catalogue) {
            printError(line)
        }

        try startPlatform(headless: options.headless)
        defer { Platform.stop() }
        if let asked = options.windowSize { try WindowLimit.check(asked, largest: Platform.largestUsableDisplaySize()) }
        Signals.catchTermination()  // after SDL's own handler, which it replaces
        // Headless, `--window` draws the frame at that size, in the art's set for it (R21), and screenshots show it.
        let size = options.headless ? options.windowSize ?? (Playfield.width, Playfield.height)
            : initialSize(windowOption: options.windowSize, desktop: Platform.usableDisplaySize())
        let window = try Window(title: "Worm", width: size.0, height: size.1, fullscreen: settings.current.fullscreen && !options.headless)
        let renderer = try Renderer(window: window, software: options.headless, vsync: !options.headless)
        let sprites = try Sprites(renderer: renderer, files: files)
        // By the benchmark's numbers: the particle canvas on SDL's software renderer and on OpenGL (docs/PERFORMANCE.md).
        let painter = SceneRenderer(renderer: renderer, sprites: sprites,
                                    particleDrawing: .fastest(on: renderer.kind))
        if options.headless, options.windowSize != nil {
            let output = try renderer.outputSize()
            try painter.fit(outputWidth: output.width, height: output.height)
        }
        let audio = try makeAudio(options, files: files)
        let versus = options.startMode == .versus
        // The world board (R120): a service whenever a board could be named (the flag, or the setting, which may
        // change during the run); the player's key in the data folder when the run has one on disk.
        let board = options.board != nil || settings.saved.worldBoard != nil || !options.headless
            ? WorldBoard(address: WorldBoard.address(in: settings),
                         keyFolder: (storage as? FileStorage)?.paths.dataFolder) : nil
        let venue = try options.venue.venue.map { name in
            do {
                return try Venue(name: name, machine: options.venue.machine ?? VenueName.hostMachine(), key: options.venue.key)
            } catch {
                throw RuntimeFailure("--venue: cannot open the venue's UDP port: \(error)")
            }
        }
        defer { venue?.close() }
        let run = RunSetup(policy: policy, exitsAfterPlayback: options.headless,
                           idleMs: options.kioskOptions.idleMs(kiosk: options.kiosk),
                           attractMs: options.kioskOptions.attractMs(kiosk: options.kiosk),
                           operatorGate: options.kioskOptions.operatorPin.map(OperatorGate.init))
        // The lobby reached from the title names the player by login too (R60), not only `--mode versus`.
        var versusSetup = VersusSetup(options: options.versus, name: options.versus.name ?? loginName(fallback: language.text(.defaultName)))
        if versus {
            versusSetup.durationMs = options.headless ? options.durationMs : nil
            versusSetup.headless = options.headless
        }
        // Pads (R80): a window takes every pad SDL reports; a run that plays a script, only the script's own.
        let pads = PadHub(admitsRealPads: !options.headless && replayedScript == nil)
        let platform: GamePlatform
        if options.headless {
            // Versus is real-time even headless; its script plays on the round's clock (the scene says which). A
            // venue's machines meet on the real clock too (R74), and a round sent to a world board is timed by the
            // board's clock (R120).
            platform = HeadlessPlatform(renderer: renderer, script: script,
                                        durationMs: versus ? Int.max : options.durationMs,
                                        screenshot: options.screenshotPath, timedScreenshots: options.timedScreenshots,
                                        outputs: outputs, realTime: versus || venue != nil || options.board != nil ? SleepingFrameClock() : nil, pads: pads)
        } else {
            let windowed = try WindowedPlatform(window: window, painter: painter, clock: SystemFrameClock(),
                                                kiosk: policy,
                                                pads: replayedScript == nil ? pads : nil)
            platform = replayedScript.map {
                ScriptedPlatform(window: windowed, script: $0, durationMs: options.durationMs, policy: policy, pads: pads)
            } ?? windowed
        }
        let journal = Journal(sink: log, language: language)
        let context = SceneContext(journal: journal, audio: audio, seed: seed,
                                   dailyDate: options.date, settings: settings,
                                   scores: DocumentStore(storage: storage, warn: printError), run: run, window: PlatformWindow(platform),
                                   pads: PadBoard(motors: pads),
                                   narrator: Narrator.forRun(journal: journal, mode: settings.current.speech), board: board)
        defer { context.narrator.close() }
        context.applySettings()
        let runner = Runner(platform: platform, context: context, painter: painter,
                            first: firstCommand(options, playback: playback), versus: versusSetup,
                            services: venue.map { [$0] } ?? [])
        try runner.run()
        if options.headless { try outputs.checkAtEnd() }
        if let failure = runner.failure { throw failure }
        if let playback, let path = options.replayPath {
            try ReplayFile.check(runner.replayOutcome, of: playback, path: path, headless: options.headless)
            // One line on success too (R21), on standard output; when the event log is written there, its
            // `replay` line says it, and standard output stays JSON Lines.
            if options.headless, options.eventsPath != "-", let outcome = runner.replayOutcome {
                print(ReplayFile.successLine(outcome, path: path))
            }
        }
    }

    /// What the run opens with: a table row played back (its own mode), else the scene `--mode` names.
    static func firstCommand(_ options: Options, playback: HighScore?) -> Command {
        guard let playback else { return options.startMode.firstCommand }
        return .replay(playback)
    }

    /// An input script given to `--replay` plays as `--input` does, in a window too: with the seed (Daily: the day)
    /// it was played with, in `--mode` or Classic, for `--duration` or the headless default (exit 2 when the flags
    /// do not fit).
    static func applyScriptReplay(to options: inout Options) throws {
        let name = Quoting.quote(options.replayPath ?? "", limit: 200)
        if options.inputPath != nil { throw UsageError("--replay: \(name) is an input script: not with --input as well") }
        if options.startMode == .versus { throw UsageError("--replay: an input script does not replay a Versus game") }
        if options.mode == nil { options.mode = .classic }
        if options.startMode == .daily && options.date == nil {
            throw UsageError("--replay: \(name) is an input script: give the day it was played (--date YYYY-MM-DD)")
        }
        if options.seed == nil && options.startMode != .daily {
            throw UsageError("--replay: \(name) is an input script: give the seed it was played with (--seed N)")
        }
        // Headless, the default length of a run; a window plays on until the player leaves (an Arcade round and its
        // name scene last longer than 60 s).
        if !options.durationGiven { options.durationMs = options.headless ? Options.defaultDurationMs : Int.max }
        try options.validate()  // again, in the mode the script plays in
    }

    /// A score table's row brings its own mode, seed and inputs, and plays to its round's end: flags that would
    /// choose them are refused rather than ignored (exit 2).
    static func checkRowReplay(_ options: Options) throws {
        let name = Quoting.quote(options.replayPath ?? "", limit: 200)
        let chosen: [(Bool, String)] = [(options.inputPath != nil, "--input"), (options.seed != nil, "--seed"),
                                        (options.mode != nil, "--mode"), (options.date != nil, "--date")]
        if let (_, flag) = chosen.first(where: { $0.0 }) {
            throw UsageError("--replay: \(name) is a replay file, which brings its own mode, seed and inputs: not with \(flag)")
        }
        if options.durationGiven && !options.headless {
            throw UsageError("--duration: only with --headless, or with --replay of an input script")
        }
    }

    /// Reads and checks the input script (exit 2 naming the file or line).
    static func readScript(_ path: String) throws -> [ScriptLine] {
        try InputScript.read(path: path, isKnownKey: Keyboard.isKnownKeyName)
    }

    /// SDL_mixer when there is a sound device; silence headless, or with a one-line note when there is none.
    static func makeAudio(_ options: Options, files: ResourceFiles) throws -> AudioOutput {
        guard !options.headless else { return SilentAudio() }
        do {
            let audio = try MixerAudio(files: files)
            for problem in audio.problems { printError("worm: \(problem)") }
            LibraryChatter.start()  // a damaged MP3 makes libmpg123 talk on the audio thread
            return audio
        } catch let error as SDLError {
            printError("worm: no sound device (\(error.message)); playing silently")
            return SilentAudio()
        }
    }

    /// `--window`, else 320 × 480 times the largest whole factor that fits the desktop with room to spare
    /// for panels and the title bar (a 1080p screen gets 640 × 960).
    static func initialSize(windowOption: (width: Int, height: Int)?,
                            desktop: (width: Int, height: Int)?) -> (width: Int, height: Int) {
        if let windowOption { return windowOption }
        guard let desktop else { return (Playfield.width, Playfield.height) }
        let factor = max(1, min((desktop.width - 40) / Playfield.width, (desktop.height - 60) / Playfield.height))
        return (Playfield.width * factor, Playfield.height * factor)
    }

    /// The login name as a display name (R60's default), or `fallback`, "Player" in the player's language.
    /// The environment's `USER` or `LOGNAME`, else the password database's name for this user (a program started
    /// by systemd or a display manager may have neither variable), else `fallback`.
    static func loginName(environment: (String) -> String? = { getenv($0).map { String(cString: $0) } },
                          passwordName: () -> String? = WormMain.passwordDatabaseName, fallback: String) -> String {
        for variable in ["USER", "LOGNAME"] {
            if let value = environment(variable), let name = PlayerName.cleaned(value) { return name }
        }
        if let value = passwordName(), let name = PlayerName.cleaned(value) { return name }
        return fallback
    }

    /// This user's login name in the password database (`getpwuid_r`), nil when it has none.
    nonisolated static func passwordDatabaseName() -> String? {
        var entry = passwd()
        var found: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4_096)
        guard getpwuid_r(getuid(), &entry, &buffer, buffer.count, &found) == 0, found != nil, let name = entry.pw_name else { return nil }
        return String(cString: name)
    }

    /// The variables that name the language (R90), read from the environment.
    static func localeEnvironment() -> [String: String] {
        var values: [String: String] = [:]
        for name in Language.environmentVariables {
            if let value = getenv(name) { values[name] = String(cString: value) }
        }
        return values
    }
}
