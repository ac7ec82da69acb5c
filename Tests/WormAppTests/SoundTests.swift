#if canImport(Glibc)
import Glibc
#endif
import Foundation
import SDLKit
import Testing
@testable import WormApp
import WormGame

/// R8 through the real mixer on SDL's dummy audio driver: each sound event starts its own sound.
struct SoundTests {
    @Test func eachEventPlaysItsOwnSound() throws {
        setenv("SDL_AUDIODRIVER", "dummy", 1)
        let files = ResourceFiles(custom: nil, bundled: RenderFixture.repository.appendingPathComponent("Resources").path)
        let audio = try MixerAudio(files: files)
        audio.play(.hit)
        #expect(audio.mixer.isPlaying(audio.hit) && !audio.mixer.isPlaying(audio.miss))
        audio.mixer.stopAll()
        audio.play(.miss)
        #expect(audio.mixer.isPlaying(audio.miss) && !audio.mixer.isPlaying(audio.hit))
        #expect(!audio.mixer.isPlayingMusic)
        audio.play(.music)
        #expect(audio.mixer.isPlayingMusic)
        audio.mixer.stopAll()
    }
}
