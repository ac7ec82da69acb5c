import CSDL2
#if canImport(Glibc)
import Glibc
#endif

/// SDL_mixer's output: opened once, closed at deinit.
///
/// SDL_mixer is loaded when the first `Mixer` opens (see `worm_mixer_load`), so a run without sound
/// never loads it or its codecs.
@MainActor
public final class Mixer {
    /// Sample frames per mixer buffer: at most 1024 (23 ms at 44.1 kHz) keeps an effect within about a frame of
    /// its catch; 512 is 11.6 ms.
    static let bufferFrames: Int32 = 512

    /// SDL_mixer's functions.
    let api: WormMixerAPI
    /// Effect channels allocated.
    private var channels: Int32 = 0

    /// Opens the default sound device at 44.1 kHz stereo with `channels` effect channels.
    public init(channels: Int32 = 16) throws {
        var api = WormMixerAPI()
        if worm_mixer_load(&api) != 0 { throw SDLError.last("SDL_mixer") }
        self.api = api
        let formats = Int32(MIX_INIT_OGG.rawValue | MIX_INIT_MP3.rawValue)
        _ = api.Init(formats)  // A missing decoder shows up as a load error naming the file.
        worm_quiet_alsa()
        if api.OpenAudio(44_100, worm_audio_s16sys(), 2, Mixer.bufferFrames) < 0 {
            let error = SDLError.last("Mix_OpenAudio")
            api.Quit()
            throw error
        }
        self.channels = api.AllocateChannels(channels)
        setVolumes(music: 1, effects: 1)  // the music at its gain from the start
    }

    isolated deinit {
        _ = api.HaltChannel(-1)
        _ = api.HaltMusic()
        api.CloseAudio()
        api.Quit()
    }

    /// Loads a short sound (WAV, OGG) for playing over the music.
    public func loadEffect(path: String) throws -> SoundEffect {
        guard let chunk = api.LoadWAV(path) else { throw SDLError.last("Mix_LoadWAV") }
        return SoundEffect(chunk: chunk, mixer: self)
    }

    /// A copy of `effect` played `semitones` higher (resampled in the mixer's 16-bit stereo format, so it is
    /// also shorter): Arcade's catch sound rises with the combo.
    public func pitched(_ effect: SoundEffect, semitones: Int) throws -> SoundEffect {
        let ratio = pow(2, Double(semitones) / 12)
        let sourceFrames = Int(effect.chunk.pointee.alen) / 4
        guard sourceFrames > 1, let source = effect.chunk.pointee.abuf else { return effect }
        let frames = max(1, Int(Double(sourceFrames - 1) / ratio))
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: frames * 4, alignment: 4)
        source.withMemoryRebound(to: Int16.self, capacity: sourceFrames * 2) { input in
            let output = buffer.bindMemory(to: Int16.self, capacity: frames * 2)
            for frame in 0..<frames {
                let position = Double(frame) * ratio
                let index = min(Int(position), sourceFrames - 2)
                let fraction = position - Double(index)
                for channel in 0..<2 {
                    let a = Double(input[index * 2 + channel]), b = Double(input[(index + 1) * 2 + channel])
                    output[frame * 2 + channel] = Int16((a + (b - a) * fraction).rounded())
                }
            }
        }
        guard let chunk = api.QuickLoad_RAW(buffer.assumingMemoryBound(to: UInt8.self), UInt32(frames * 4)) else {
            buffer.deallocate()
            throw SDLError.last("Mix_QuickLoad_RAW")
        }
        return SoundEffect(chunk: chunk, mixer: self, ownedSamples: buffer)
    }

    /// Loads music (OGG, MP3) to stream.
    public func loadMusic(path: String) throws -> Music {
        guard let music = api.LoadMUS(path) else { throw SDLError.last("Mix_LoadMUS") }
        return Music(handle: music, mixer: self)
    }

    /// Plays `effect` on the first free channel; with every channel busy, the oldest is cut for it.
    public func play(_ effect: SoundEffect) throws {
        try play(effect, pan: 0)
    }

    /// Plays `effect` once panned by `pan`, −1 (left) … 1 (right), on a free channel (the oldest when none is):
    /// audio play's calls (R110). At 0 both sides play at full volume, as every other effect does.
    public func play(_ effect: SoundEffect, pan: Double) throws {
        var channel = api.PlayChannelTimed(-1, effect.chunk, 0, -1)
        if channel < 0 {
            let oldest = api.GroupOldest(-1)
            channel = oldest < 0 ? -1 : api.PlayChannelTimed(oldest, effect.chunk, 0, -1)
            if channel < 0 { throw SDLError.last("Mix_PlayChannel") }
        }
        let side = { (gain: Double) in UInt8(max(0, min(255, (255 * gain).rounded()))) }
        if api.SetPanning(channel, side(1 - pan), side(1 + pan)) == 0 { throw SDLError.last("Mix_SetPanning") }
    }

    /// Plays `music` from the start, looping for ever.
    public func loop(_ music: Music) throws {
        try check(api.PlayMusic(music.handle, -1), "Mix_PlayMusic")
    }

    /// Pauses or resumes everything that plays.
    public func setPaused(_ paused: Bool) {
        if paused {
            api.PauseMusic()
            api.Pause(-1)
        } else {
            api.ResumeMusic()
            api.Resume(-1)
        }
    }

    /// Whether `effect` is playing on some channel now.
    public func isPlaying(_ effect: SoundEffect) -> Bool {
        (0..<channels).contains { api.Playing($0) != 0 && api.GetChunk($0) == effect.chunk }
    }

    /// Whether music is playing now.
    public var isPlayingMusic: Bool { api.PlayingMusic() != 0 }

    /// Stops every effect and the music.
    public func stopAll() {
        _ = api.HaltChannel(-1)
        _ = api.HaltMusic()
    }

    /// Sets the music's volume and every effect channel's, each 0…1; the music plays at `musicGain` of its volume.
    public func setVolumes(music: Double, effects: Double) {
        func level(_ volume: Double) -> Int32 { Int32((min(max(volume, 0), 1) * Double(MIX_MAX_VOLUME)).rounded()) }
        _ = api.Volume(-1, level(effects))
        _ = api.VolumeMusic(level(music * Mixer.musicGain))
    }

    /// How loud the music plays at full volume: 0.35, so that under it a call, the catch and the miss added to its
    /// peak stay below full scale (a mixer that clips sounds broken, and audio play's calls must be heard over it).
    public static let musicGain = 0.35
}

/// A short sound, decoded in memory.
@MainActor
public final class SoundEffect {
    let chunk: UnsafeMutablePointer<Mix_Chunk>
    /// Kept so the mixer outlives its sounds.
    private let mixer: Mixer
    /// Samples this effect owns (a pitched copy): SDL_mixer does not free what `Mix_QuickLoad_RAW` was given.
    private let ownedSamples: UnsafeMutableRawPointer?

    init(chunk: UnsafeMutablePointer<Mix_Chunk>, mixer: Mixer, ownedSamples: UnsafeMutableRawPointer? = nil) {
        self.chunk = chunk
        self.mixer = mixer
        self.ownedSamples = ownedSamples
    }

    isolated deinit {
        mixer.api.FreeChunk(chunk)
        ownedSamples?.deallocate()
    }

    /// The decoded sound's length in bytes, in the mixer's format.
    public var byteCount: Int { Int(chunk.pointee.alen) }

    /// The decoded samples (16-bit, the machine's byte order, as the mixer was opened), read by `body`.
    private func withSamples<T>(_ body: (UnsafeMutableBufferPointer<Int16>) -> T) -> T {
        guard let bytes = chunk.pointee.abuf else { return body(UnsafeMutableBufferPointer(start: nil, count: 0)) }
        let count = Int(chunk.pointee.alen) / 2
        return bytes.withMemoryRebound(to: Int16.self, capacity: count) { body(UnsafeMutableBufferPointer(start: $0, count: count)) }
    }

    /// The loudest sample's size, as a fraction of full scale (0…1).
    public var peak: Double {
        withSamples { samples in Double(samples.reduce(0) { max($0, abs(Int($1))) }) / 32_768 }
    }

    /// Makes the sound `gain` (0…1) as loud, sample by sample: the mix's headroom, set once at loading.
    public func scale(by gain: Double) {
        let gain = min(max(gain, 0), 1)
        withSamples { samples in
            for index in samples.indices { samples[index] = Int16((Double(samples[index]) * gain).rounded()) }
        }
    }
}

/// Streamed music.
@MainActor
public final class Music {
    let handle: OpaquePointer
    /// Kept so the mixer outlives its music.
    private let mixer: Mixer

    init(handle: OpaquePointer, mixer: Mixer) {
        self.handle = handle
        self.mixer = mixer
    }

    isolated deinit {
        mixer.api.FreeMusic(handle)
    }
}
