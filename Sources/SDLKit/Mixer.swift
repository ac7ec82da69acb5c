import CSDL2

/// SDL_mixer's output: opened once, closed at deinit.
public final class Mixer {
    /// Sample frames per mixer buffer: at most 1024, so effects are not late (DESIGN.md).
    public static let bufferFrames: Int32 = 512

    /// Opens the default sound device at 44.1 kHz stereo with `channels` effect channels.
    public init(channels: Int32 = 16) throws {
        let formats = Int32(MIX_INIT_OGG.rawValue | MIX_INIT_MP3.rawValue)
        _ = Mix_Init(formats)  // A missing decoder shows up as a load error naming the file.
        worm_quiet_alsa()
        if Mix_OpenAudio(44_100, worm_audio_s16sys(), 2, Mixer.bufferFrames) < 0 {
            let error = SDLError.last("Mix_OpenAudio")
            Mix_Quit()
            throw error
        }
        Mix_AllocateChannels(channels)
    }

    deinit {
        Mix_HaltChannel(-1)
        Mix_HaltMusic()
        Mix_CloseAudio()
        Mix_Quit()
    }

    /// Loads a short sound (WAV, OGG) for playing over the music.
    public func loadEffect(path: String) throws -> SoundEffect {
        guard let chunk = Mix_LoadWAV(path) else { throw SDLError.last("Mix_LoadWAV") }
        return SoundEffect(chunk: chunk)
    }

    /// Loads music (OGG, MP3) to stream.
    public func loadMusic(path: String) throws -> Music {
        guard let music = Mix_LoadMUS(path) else { throw SDLError.last("Mix_LoadMUS") }
        return Music(handle: music)
    }

    /// Plays `effect` on the first free channel; with every channel busy, the oldest is cut for it.
    public func play(_ effect: SoundEffect) throws {
        if Mix_PlayChannelTimed(-1, effect.chunk, 0, -1) < 0 {
            let oldest = Mix_GroupOldest(-1)
            if oldest < 0 || Mix_PlayChannelTimed(oldest, effect.chunk, 0, -1) < 0 {
                throw SDLError.last("Mix_PlayChannel")
            }
        }
    }

    /// Plays `music` from the start, looping for ever.
    public func loop(_ music: Music) throws {
        try check(Mix_PlayMusic(music.handle, -1), "Mix_PlayMusic")
    }

    /// Pauses or resumes everything that plays.
    public func setPaused(_ paused: Bool) {
        if paused {
            Mix_PauseMusic()
            Mix_Pause(-1)
        } else {
            Mix_ResumeMusic()
            Mix_Resume(-1)
        }
    }

    /// Silences (0) or restores (1) everything, music included.
    public func setVolume(_ volume: Double) {
        let level = Int32((min(max(volume, 0), 1) * Double(MIX_MAX_VOLUME)).rounded())
        Mix_Volume(-1, level)
        Mix_VolumeMusic(level)
    }
}

/// A short sound, decoded in memory.
public final class SoundEffect {
    let chunk: UnsafeMutablePointer<Mix_Chunk>

    init(chunk: UnsafeMutablePointer<Mix_Chunk>) {
        self.chunk = chunk
    }

    deinit {
        Mix_FreeChunk(chunk)
    }

    /// Its length in seconds at the mixer's 44.1 kHz, 16-bit stereo.
    public var seconds: Double { Double(chunk.pointee.alen) / (44_100 * 4) }
}

/// Streamed music.
public final class Music {
    let handle: OpaquePointer

    init(handle: OpaquePointer) {
        self.handle = handle
    }

    deinit {
        Mix_FreeMusic(handle)
    }
}
