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
        audio.play(.hit, pitch: 0)
        #expect(audio.mixer.isPlaying(audio.hit!) && !audio.mixer.isPlaying(audio.miss!))
        audio.mixer.stopAll()
        audio.play(.miss, pitch: 0)
        #expect(audio.mixer.isPlaying(audio.miss!) && !audio.mixer.isPlaying(audio.hit!))
        #expect(!audio.mixer.isPlayingMusic)
        audio.play(.music, pitch: 0)
        #expect(audio.mixer.isPlayingMusic)
        audio.mixer.stopAll()
    }

    /// A music volume change is heard at once (R21): the music starts when it was not playing.
    @Test func previewingTheMusicStartsIt() throws {
        setenv("SDL_AUDIODRIVER", "dummy", 1)
        let files = ResourceFiles(custom: nil, bundled: RenderFixture.repository.appendingPathComponent("Resources").path)
        let audio = try MixerAudio(files: files)
        #expect(!audio.mixer.isPlayingMusic)
        audio.previewMusic()
        #expect(audio.mixer.isPlayingMusic)
        audio.mixer.stopAll()
    }

    /// Arcade's catch sound rises a semitone a catch in a row (R32's feedback), up to an octave.
    @Test func theCatchSoundRisesWithTheCombo() throws {
        setenv("SDL_AUDIODRIVER", "dummy", 1)
        let files = ResourceFiles(custom: nil, bundled: RenderFixture.repository.appendingPathComponent("Resources").path)
        let audio = try MixerAudio(files: files)
        #expect(audio.hitSound(pitch: 0) === audio.hit && audio.hitSound(pitch: 1) === audio.hit)
        let lengths = (1...14).map { audio.hitSound(pitch: $0)!.byteCount }
        for step in 1..<13 { #expect(lengths[step] < lengths[step - 1], "higher means shorter at step \(step)") }
        #expect(lengths[12] == lengths[13], "an octave at most")
        let octave = Double(lengths[12]) / Double(lengths[0])
        #expect(abs(octave - 0.5) < 0.01)
        audio.play(.hit, pitch: 5)
        #expect(audio.mixer.isPlaying(audio.hitSound(pitch: 5)!) && !audio.mixer.isPlaying(audio.hit!))
        audio.mixer.stopAll()
    }

    /// A damaged music file given with `--resources` is played without (one line naming it), where it stopped a
    /// windowed game: the effects still load and play.
    @Test func aMusicFileThatCannotLoadIsPlayedWithout() throws {
        setenv("SDL_AUDIODRIVER", "dummy", 1)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("worm-sound-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data((0..<4_000).map { UInt8(truncatingIfNeeded: $0 &* 37) }).write(to: folder.appendingPathComponent("music.ogg"))
        let files = ResourceFiles(custom: folder.path, bundled: RenderFixture.repository.appendingPathComponent("Resources").path)
        let audio = try MixerAudio(files: files)
        #expect(audio.music == nil && audio.hit != nil && audio.miss != nil)
        #expect(audio.problems.count == 1)
        #expect(audio.problems.first?.hasPrefix("cannot load \(folder.path)/music.ogg") == true, "\(audio.problems)")
        #expect(audio.problems.first?.hasSuffix("; playing without it") == true)
        #expect(!audio.problems.joined().contains("\n"), "one line")
        audio.play(.music, pitch: 0)
        #expect(!audio.mixer.isPlayingMusic)
        audio.play(.hit, pitch: 0)
        #expect(audio.mixer.isPlaying(audio.hit!))
        audio.mixer.stopAll()
    }
}
