import WormGame

/// One game in progress with its outputs: it steps the game, writes each event to the log and
/// hands sounds and pauses to the audio. Windowed and headless runs share it, so both log alike.
final class GameSession {
    /// The game, read by the drawing.
    private(set) var game: ClassicGame
    /// Whether sound is silenced (M, `--mute`).
    private(set) var muted: Bool
    private let log: LineWriter?
    private let audio: AudioOutput
    /// Reused every step so stepping does not allocate.
    private var events: [GameEvent] = []

    /// Creates a session; nothing is logged until `begin`.
    init(game: ClassicGame, log: LineWriter?, audio: AudioOutput, muted: Bool) {
        self.game = game
        self.log = log
        self.audio = audio
        self.muted = muted
        events.reserveCapacity(32)
    }

    /// Logs the start line and sets the volume.
    func begin(seed: UInt64) {
        write(.start(seed: seed, language: game.language, version: WormVersion.current), t: 0)
        audio.setMuted(muted)
    }

    /// Set when a press on the pause overlay asked for fullscreen; the windowed run acts on it and clears it.
    var fullscreenRequested = false

    /// Runs one step with `inputs`, then logs and plays what happened.
    func step(_ inputs: [StepInput]) {
        if case .paused = game.pauseState {
            handleOverlay(inputs)
        }
        let t = game.timeMs
        events.removeAll(keepingCapacity: true)
        game.step(inputs, into: &events)
        for event in events {
            write(.game(event), t: t)
            switch event {
            case .sound(let name): audio.play(name)
            case .pause: audio.setPaused(true)
            case .resume: audio.setPaused(false)
            default: break
            }
        }
    }

    /// The overlay's Sound and Fullscreen buttons: what M and F11 do, within reach of a finger.
    private func handleOverlay(_ inputs: [StepInput]) {
        for case .press(let press) in inputs {
            if Playfield.soundButton.contains(x: press.x, y: press.y) {
                toggleMute()
            } else if Playfield.fullscreenButton.contains(x: press.x, y: press.y) {
                fullscreenRequested = true
            }
        }
    }

    /// Mutes or unmutes, and logs it.
    func toggleMute() {
        muted.toggle()
        audio.setMuted(muted)
        write(.mute(muted), t: game.timeMs)
    }

    /// Logs the last line.
    func end(t: Int) {
        write(.end(caught: game.caught, missed: game.missed), t: t)
    }

    private func write(_ entry: LogEntry, t: Int) {
        log?.write(entry.jsonLine(t: t))
    }
}

/// What a key does, windowed or headless (keys that do nothing return nil).
enum KeyCommand: Equatable {
    case pause
    case mute
    case fullscreen
    case quit

    /// The command for a key by SDL's name (any case) with its modifiers.
    init?(keyName: String, control: Bool = false, alt: Bool = false) {
        switch keyName.lowercased() {
        case "escape", "p": self = .pause
        case "m": self = .mute
        case "f11": self = .fullscreen
        case "return" where alt: self = .fullscreen
        case "q" where control: self = .quit
        default: return nil
        }
    }
}
