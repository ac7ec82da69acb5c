import SDLKit
import WormGame

/// Where the game's sounds go (Nystrom's Service Locator): SDL_mixer, or nowhere.
protocol AudioOutput: AnyObject {
    /// Starts a sound: an effect over the music, or the looping music; `pitch` > 0 is Arcade's combo step.
    func play(_ name: SoundName, pitch: Int)
    /// Pauses or resumes everything.
    func setPaused(_ paused: Bool)
    /// Silences or restores everything.
    func setMuted(_ muted: Bool)
    /// Sets the music's and the effects' volumes, each 0…1 (R50).
    func setVolumes(music: Double, effects: Double)
    /// Makes the music heard, to judge its volume by (R21): it goes on where it was paused, or starts.
    func previewMusic()
    /// Plays audio play's call of a worm of `kind` at grid `cell`: panned by column, pitched by row (R110).
    func playCall(_ cell: AudioGrid.Cell, kind: WormKind)
}

extension AudioOutput {
    func playCall(_ cell: AudioGrid.Cell, kind: WormKind) {}
    func setVolumes(music: Double, effects: Double) {}
    func previewMusic() {}
}

/// No sound at all: headless runs, and machines without a sound device.
final class SilentAudio: AudioOutput {
    func play(_ name: SoundName, pitch: Int) {}
    func setPaused(_ paused: Bool) {}
    func setMuted(_ muted: Bool) {}
}

/// Sound through SDL_mixer: effects loaded once at start-up, music streamed and looped. A sound whose file cannot
/// be loaded is nil and played without (`problems` says which, one line each): the game goes on.
final class MixerAudio: AudioOutput {
    let mixer: Mixer
    let hit: SoundEffect?
    let miss: SoundEffect?
    let music: Music?
    /// The catch sound a semitone higher for each catch in a row (Arcade), from the 2nd to the 13th; empty
    /// without a catch sound.
    let risingHits: [SoundEffect]
    /// One line for each sound that could not be loaded, naming its file and why.
    let problems: [String]
    /// Semitones the catch sound climbs at most.
    static let maxPitchSteps = 12
    /// Audio play's calls (R110); nil when one of their files cannot be loaded.
    let calls: CallSounds?
    /// How loud the catch sound plays (0.8 of full scale in hit.wav, so 0.2): with the music at `Mixer.musicGain`, a
    /// call (0.28, scripts/assets/make_calls.py) and the miss, the mix stays below full scale (MixHeadroomTests).
    static let catchGain = 0.25
    /// How loud the miss sound plays (0.7 in miss.wav, so 0.175).
    static let missGain = 0.25

    /// Opens the sound device and loads the music and both effects; throws `SDLError` when there is no sound
    /// device. A file that cannot be loaded leaves its sound out, with a line in `problems`.
    init(files: ResourceFiles) throws {
        mixer = try Mixer()
        var problems: [String] = []
        func load<T>(_ kind: ResourceFiles.Kind, _ loader: @MainActor (String) throws -> T) -> T? {
            do {
                let path = try files.path(for: kind)
                try ResourceLimits.checkFileSize(path, maxBytes: ResourceLimits.maxBytes(kind))
                return try LibraryMessages.folding("cannot load \(path)", describe: { ($0 as? SDLError)?.message ?? "\($0)" }) {
                    try loader(path)
                }
            } catch {
                problems.append("\((error as? RuntimeFailure)?.message ?? "\(error)"); playing without it")
                return nil
            }
        }
        let hit = load(.hit) { [mixer] in try mixer.loadEffect(path: $0) }
        hit?.scale(by: MixerAudio.catchGain)
        self.hit = hit
        miss = load(.miss) { [mixer] in try mixer.loadEffect(path: $0) }
        miss?.scale(by: MixerAudio.missGain)
        music = load(.music) { [mixer] in try mixer.loadMusic(path: $0) }
        risingHits = hit.flatMap { [mixer] hit in
            try? (1...MixerAudio.maxPitchSteps).map { try mixer.pitched(hit, semitones: $0) }
        } ?? []
        do {
            calls = try CallSounds(files: files) { [mixer] path in
                try LibraryMessages.folding("cannot load \(path)", describe: { ($0 as? SDLError)?.message ?? "\($0)" }) {
                    try mixer.loadEffect(path: path)
                }
            }
        } catch {
            calls = nil
            problems.append("\((error as? RuntimeFailure)?.message ?? "\(error)"); playing without audio play's calls")
        }
        self.problems = problems
    }

    /// The catch sound for combo step `pitch`: the plain one for 0 and 1, a semitone higher for each catch after.
    func hitSound(pitch: Int) -> SoundEffect? {
        guard pitch > 1, !risingHits.isEmpty else { return hit }
        return risingHits[min(pitch - 1, risingHits.count) - 1]
    }

    func play(_ name: SoundName, pitch: Int) {
        do {
            switch name {
            case .hit: if let sound = hitSound(pitch: pitch) { try mixer.play(sound) }
            case .miss: if let miss { try mixer.play(miss) }
            case .music: if let music { try mixer.loop(music) }
            }
        } catch {
            // A sound that cannot start is not worth stopping the game for; the event is logged anyway.
        }
    }

    func setPaused(_ paused: Bool) {
        mixer.setPaused(paused)
    }

    func previewMusic() {
        if mixer.isPlayingMusic {
            mixer.setPaused(false)  // paused since the last round: it goes on
        } else {
            play(.music, pitch: 0)
        }
    }

    /// The volumes of the settings (R50), 0…1.
    private var volumes = (music: 1.0, effects: 1.0)
    private var muted = false

    func setMuted(_ muted: Bool) {
        self.muted = muted
        mixer.setVolumes(music: muted ? 0 : volumes.music, effects: muted ? 0 : volumes.effects)
    }

    func setVolumes(music: Double, effects: Double) {
        volumes = (music, effects)
        setMuted(muted)
    }
}
