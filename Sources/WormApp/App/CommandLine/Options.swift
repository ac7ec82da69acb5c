// The fuzz harness (scripts/fuzz) compiles BoardClient's address file into its own module, without libcurl.
#if canImport(BoardClient)
import BoardClient
#endif
import WormGame

/// Everything the command line can say (HEADLESS.md, "Command line").
public struct Options: Sendable {
    /// What the run should do.
    public enum Action: Equatable, Sendable {
        case play
        case help
        case version
        /// `--catalogue-template` (not in --help): print the text table as a catalogue template (po/worm.pot).
        case catalogueTemplate
        /// `--pending-french` (not in --help): print the table's French not yet in po/fr.po.
        case pendingFrench
    }

    /// A screenshot to take at a simulated time.
    public struct TimedScreenshot: Equatable, Sendable {
        /// Taken after the first step at or after this time, in ms.
        public var timeMs: Int
        /// The PNG file to write.
        public var path: String
    }

    public var action = Action.play
    public var seed: UInt64?
    public var language: Language?
    public var eventsPath: String?
    public var resourcesPath: String?
    public var muted = false
    /// `--window`: the initial window size in screen pixels.
    public var windowSize: (width: Int, height: Int)?
    public var fullscreen = false
    /// `--kiosk`: fullscreen, no pause on focus loss, no Ctrl+Q, cursor hidden while fingers play.
    public var kiosk = false
    public var headless = false
    public var inputPath: String?
    /// Simulated run length in ms (headless).
    public var durationMs = Options.defaultDurationMs
    /// A headless run's length when `--duration` is not given (HEADLESS.md).
    public static let defaultDurationMs = 60_000
    public var screenshotPath: String?
    public var timedScreenshots: [TimedScreenshot] = []
    /// `--mode`: the scene to start in; nil means the default (title in a window, classic headless).
    public var mode: StartMode?
    /// `--date`: Daily's day, `YYYY-MM-DD`.
    public var date: String?
    /// `--data-dir`: the folder of scores and settings (R41).
    public var dataDir: String?
    /// `--replay`: a recorded game to play back and check.
    public var replayPath: String?
    /// Versus's flags (R60).
    public var versus = VersusOptions()
    /// The kiosk's idle reset, attract mode and operator PIN (R71–R73).
    public var kioskOptions = KioskOptions()
    /// The venue table's flags (R74).
    public var venue = VenueOptions()
    /// The assists' and access flags (R113–R115).
    public var access = AccessOptions()
    /// Speech and audio play (R110, R111).
    public var speech = SpeechOptions()
    /// `--board URL`: the world board to send rounds to and read from (R120), over Settings → World board.
    public var board: String?

    /// The scenes `--mode` can start in (R20).
    public enum StartMode: String, Sendable, CaseIterable {
        case title, classic, arcade, daily, versus, party
        case howToPlay = "how_to_play"
    }

    /// The scene the run starts in: `--mode`, else the title in a window and Classic headless (R20).
    public var startMode: StartMode { mode ?? (headless ? .classic : .title) }

    /// Whether `--duration` was given.
    public private(set) var durationGiven = false

    /// Creates the defaults: play in a window.
    public init() {}

    /// The flags and their one-line meanings, in the order `--help` lists them.
    static let flags: [(name: String, value: String?, help: String)] = [
        ("--seed", "N", "seed of the gameplay generator (0 to 2^64-1); default: random, logged in the start event"),
        ("--lang", "CODE", "language of all text: en or a catalogue's code (fr, de, es, ru); default: the saved setting, else LANGUAGE, LC_ALL, LC_MESSAGES, LANG"),
        ("--events", "FILE", "write the event log (JSON Lines) to FILE, flushed line by line; - is standard output"),
        ("--resources", "DIR", "take images (background, worm, golden, beetle, particle, cloud), font and sounds from DIR when there"),
        ("--mute", nil, "no music and no effects (sound events are still logged)"),
        ("--window", "WxH", "initial window size in screen pixels, e.g. 640x960; at most the largest display's usable area (headless: the size drawn at)"),
        ("--mode", "MODE", "start in title, classic, arcade, daily, versus, party or how_to_play (default: title; headless: classic)"),
        ("--date", "YYYY-MM-DD", "(daily) play that day's round instead of today's"),
        ("--data-dir", "DIR", "keep scores and settings in DIR (headless runs save only with it)"),
        ("--replay", "FILE", "play back a replay file (its score checked) or an input script (with --seed)"),
        ("--fullscreen", nil, "start in desktop fullscreen (F11 or Alt+Enter toggles)"),
        ("--kiosk", nil, "locked fullscreen kiosk: no way out but SIGTERM or the operator menu (see docs/KIOSK.md)"),
        ("--headless", nil, "no window and no sound: dummy drivers and simulated time, as fast as it goes"),
        ("--input", "FILE", "(headless) presses and keys to feed, from an input script (JSON Lines)"),
        ("--duration", "S", "(headless, or --replay of a script) stop after S seconds of game time (default 60; 0: first frame)"),
        ("--screenshot", "FILE", "(headless) write the last frame as a 320x480 PNG"),
        ("--screenshot-at", "MS:FILE", "(headless) write the frame after simulated time MS; repeatable"),
        ("--board", "URL", "send Daily and Arcade rounds to the world board at URL (http:// or https://) and show their world rank"),
    ] + VersusOptions.flags + KioskOptions.flags + VenueOptions.flags + AccessOptions.flags + SpeechOptions.flags + [
        ("--help", nil, "show this help and exit"),
        ("--version", nil, "show the version and exit"),
    ]

    /// Reads the arguments (without the program name). Throws `UsageError` naming the bad flag or value.
    public static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        // The catalogues' tools (scripts/catalogues), alone on the line.
        if arguments == ["--catalogue-template"] { options.action = .catalogueTemplate; return options }
        if arguments == ["--pending-french"] { options.action = .pendingFrench; return options }
        var index = 0
        while index < arguments.count {
            var flag = arguments[index]
            var inlineValue: String?
            if flag.hasPrefix("--"), let equals = flag.firstIndex(of: "=") {
                inlineValue = String(flag[flag.index(after: equals)...])
                flag = String(flag[..<equals])
            }
            guard let spec = flags.first(where: { $0.name == flag }) else {
                throw UsageError("unknown option \(Quoting.quote(arguments[index])) (see worm --help)")
            }
            var value = ""
            if spec.value != nil {
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index + 1 < arguments.count else {
                        throw UsageError("\(flag): missing value \(spec.value!)")
                    }
                    // `--window --headless`: the flag's value is missing, the next flag is not a bad value.
                    let next = arguments[index + 1]
                    if next.hasPrefix("--"), flags.contains(where: { $0.name == String(next.prefix { $0 != "=" }) }) {
                        throw UsageError("\(flag): missing value \(spec.value!) (\(next) is the next option)")
                    }
                    index += 1
                    value = arguments[index]
                }
            } else if inlineValue != nil {
                throw UsageError("\(flag): takes no value")
            }
            try options.apply(flag, value)
            index += 1
        }
        try options.validate()
        if options.replayPath != nil && !options.durationGiven { options.durationMs = 86_400_000 }  // to the game's end
        return options
    }

    /// Applies one flag and its value.
    private mutating func apply(_ flag: String, _ value: String) throws {
        switch flag {
        case "--seed":
            guard let seed = UInt64(value) else {
                throw UsageError("--seed: \(Quoting.quote(value)) is not a whole number from 0 to 18446744073709551615")
            }
            self.seed = seed
        case "--lang":
            guard let language = Language(code: value) else {
                throw UsageError("--lang: \(Quoting.quote(value)) is not a language code such as fr, de or pt_BR")
            }
            self.language = language
        case "--events":
            guard !value.isEmpty else { throw UsageError("--events: empty file name") }
            eventsPath = value
        case "--resources":
            try PathChecks.readableFolder(value, flag: flag)
            resourcesPath = value
        case "--mute":
            muted = true
        case "--window":
            let parts = value.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width >= 1, height >= 1 else {
                throw UsageError("--window: \(Quoting.quote(value)) is not WIDTHxHEIGHT in pixels (like 640x960)")
            }
            // How large a window may be depends on the displays: checked once SDL knows them (WindowLimit).
            windowSize = (width, height)
        case "--mode":
            guard let mode = StartMode(rawValue: value) else {
                throw UsageError("--mode: '\(value)' is not title, classic, arcade, daily, versus, party or how_to_play")
            }
            self.mode = mode
        case "--date":
            guard DailySeed.isValid(value) else { throw UsageError("--date: '\(value)' is not a date as YYYY-MM-DD") }
            date = value
        case "--data-dir":
            guard !value.isEmpty else { throw UsageError("--data-dir: empty folder name") }
            if FileSystem.isFile(value) { throw UsageError("--data-dir: \(Quoting.quote(value, limit: 200)) is a file, not a folder") }
            dataDir = value
        case "--replay":
            guard !value.isEmpty else { throw UsageError("--replay: empty file name") }
            replayPath = value
        case "--fullscreen":
            fullscreen = true
        case "--kiosk":
            kiosk = true
            fullscreen = true
        case "--headless":
            headless = true
        case "--input":
            inputPath = value
        case "--duration":
            guard let seconds = Double(value), seconds.isFinite, seconds >= 0, seconds <= 86_400 else {
                throw UsageError("--duration: \(Quoting.quote(value)) is not a number of seconds from 0 to 86400")
            }
            durationMs = Int((seconds * 1000).rounded())
            durationGiven = true
        case "--screenshot":
            try PathChecks.writableFile(value, flag: flag)
            screenshotPath = value
        case "--screenshot-at":
            guard let colon = value.firstIndex(of: ":"), let ms = Int(value[..<colon]), ms >= 0,
                  !value[value.index(after: colon)...].isEmpty else {
                throw UsageError("--screenshot-at: \(Quoting.quote(value)) is not MS:FILE (like 5200:worm.png)")
            }
            let path = String(value[value.index(after: colon)...])
            try PathChecks.writableFile(path, flag: flag)
            timedScreenshots.append(TimedScreenshot(timeMs: ms, path: path))
        case "--board":
            guard let address = BoardAddress(value) else {
                throw UsageError("--board: \(Quoting.quote(value)) is not a board's address (http://HOST[:PORT] or https://HOST)")
            }
            board = address.url
        case "--help":
            action = .help
        case "--version":
            action = .version
        default:
            guard try versus.apply(flag, value) || kioskOptions.apply(flag, value) || venue.apply(flag, value)
                    || access.apply(flag, value) || speech.apply(flag, value) else {
                throw UsageError("unknown option \(Quoting.quote(flag)) (see worm --help)")
            }
        }
    }

    /// The most pixels a headless run draws with `--window` (a 4K frame: 33 MB).
    static let maxHeadlessPixels = 3_840 * 2_160

    /// Checks the flags that only make sense together.
    func validate() throws {
        if startMode == .daily && seed != nil {
            throw UsageError("--seed: Daily's seed is the day's; use --date to pick another day")
        }
        if headless && kiosk { throw UsageError("--kiosk: not with --headless") }
        if date != nil && startMode != .daily && startMode != .title {
            throw UsageError("--date: only for Daily (--mode daily, or the title's Daily button)")
        }
        try versus.validate(mode: startMode)
        if headless, let size = windowSize, size.width * size.height > Options.maxHeadlessPixels {
            // Headless, the frame is drawn at that size in memory (R21's sets, for screenshots): bounded.
            throw UsageError("--window: \(size.width)x\(size.height) is too large headless (at most 3840x2160 pixels' worth)")
        }
        try venue.validate()
        guard !headless else { return }
        let headlessOnly: [(Bool, String)] = [
            (inputPath != nil, "--input"), (durationGiven && replayPath == nil, "--duration"),
            (screenshotPath != nil, "--screenshot"), (!timedScreenshots.isEmpty, "--screenshot-at"),
        ]
        if let (_, flag) = headlessOnly.first(where: { $0.0 }) {
            throw UsageError("\(flag): only with --headless")
        }
    }

    /// The text of `worm --help`.
    public static var helpText: String {
        var lines = [
            "worm \(WormVersion.current): whack the worm before it hides.",
            "",
            "Usage: worm [options]",
            "",
            "Options:",
        ]
        // The meanings in one column, two spaces clear of the longest flag (--operator-pin-file PATH touched it).
        let lefts = flags.map { "  " + $0.name + ($0.value.map { " " + $0 } ?? "") }
        let column = max(26, (lefts.map(\.count).max() ?? 0) + 2)
        for (left, flag) in zip(lefts, flags) {
            lines.append(left.padding(to: column) + flag.help)
        }
        lines += [
            "",
            "Keys: click or tap the worm; Esc or P pauses and resumes; M mutes; F11 or Alt+Enter toggles",
            "fullscreen; Ctrl+Q quits. On menus: Up/Down or Tab move, Enter or Space choose, Esc goes back.",
            "Ctrl+Alt+O, or holding the top-left corner 5 s, opens the operator's PIN pad (with --operator-pin).",
            "Scores: $XDG_DATA_HOME/worm/scores.json; settings: $XDG_CONFIG_HOME/worm/settings.json (or --data-dir).",
            "Exit status: 0 done, 1 a resource or the platform failed, 2 bad usage.",
        ]
        return lines.joined(separator: "\n")
    }
}

extension String {
    /// The string padded with spaces to at least `width` characters (and one space when longer).
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
