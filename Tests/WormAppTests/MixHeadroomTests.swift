#if canImport(Glibc)
import Glibc
#endif
import SDLKit
import Testing
@testable import WormApp
import WormGame

/// Audio play's mix (R110) through the real mixer on SDL's dummy audio driver: the loudest sounds that can play
/// at once never add up to full scale, and calls started 250 ms apart never overlap.
struct MixHeadroomTests {
    /// The game's sounds, loaded as it loads them (the catch and miss scaled, the calls from Resources).
    static func audio() throws -> MixerAudio {
        setenv("SDL_AUDIODRIVER", "dummy", 1)
        return try MixerAudio(files: ResourceFiles(custom: nil, bundled: RenderFixture.repository
            .appendingPathComponent("Resources").path))
    }

    /// The calls, one per kind and row.
    static func calls(of audio: MixerAudio) throws -> [SoundEffect] {
        let calls = try #require(audio.calls)
        return try [WormKind.normal, .golden, .beetle].flatMap { kind in
            try (0..<3).map { row in try #require(calls.sample(kind: kind, row: row)) }
        }
    }

    /// The music at full volume, a call, the catch at any combo step and the miss, each at its loudest and all at
    /// the same instant (more than any round can line up): their sum stays below full scale, where the old mix
    /// (calls at 0.7, the music at 0.85 with no gain) clipped.
    @Test func theLoudestSoundsTogetherStayBelowFullScale() throws {
        let audio = try Self.audio()
        defer { audio.mixer.stopAll() }
        let music = try audio.mixer.loadEffect(path: RenderFixture.repository.appendingPathComponent("Resources/music.ogg").path)
        let musicPeak = music.peak * Mixer.musicGain
        let callPeak = try Self.calls(of: audio).map(\.peak).max() ?? 1
        let catchPeak = (0...13).compactMap { audio.hitSound(pitch: $0)?.peak }.max() ?? 1
        let missPeak = try #require(audio.miss).peak
        #expect(music.peak > 0.5 && callPeak > 0.1 && catchPeak > 0.1 && missPeak > 0.1, "the sounds are there")
        #expect(callPeak <= 0.3, "a call peaks at \(callPeak)")
        let mix = musicPeak + callPeak + catchPeak + missPeak
        #expect(mix < 1, "music \(musicPeak) + call \(callPeak) + catch \(catchPeak) + miss \(missPeak) = \(mix)")
    }

    /// Every call is over before the next may start (`CallSchedule.minimumGapMs`): two never sound at once.
    @Test func everyCallEndsBeforeTheNextMayStart() throws {
        let audio = try Self.audio()
        for call in try Self.calls(of: audio) {
            let ms = Double(call.byteCount) / 4 / 44.1  // 16-bit stereo at 44.1 kHz
            #expect(ms > 100 && ms < Double(CallSchedule.minimumGapMs), "a call lasts \(ms) ms")
        }
    }
}
