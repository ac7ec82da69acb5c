import SDLKit
import WormGame

/// Audio play's calls (R110): one sample a kind and row (call-KIND-ROW.wav, made by scripts/assets/make_calls.py),
/// pitched by row in the files themselves and panned by column as it plays.
struct CallSounds {
    /// The samples by kind, then row (0 top … 2).
    private let samples: [WormKind: [SoundEffect]]

    /// Loads the nine calls through `load`, which names the file that cannot be loaded.
    init(files: ResourceFiles, load: (String) throws -> SoundEffect) throws {
        var samples: [WormKind: [SoundEffect]] = [:]
        for kind in [WormKind.normal, .golden, .beetle] {
            samples[kind] = try (0..<3).map { row in try load(files.callPath(kind: kind, row: row)) }
        }
        self.samples = samples
    }

    /// The call of a worm of `kind` in grid row `row`.
    func sample(kind: WormKind, row: Int) -> SoundEffect? { samples[kind]?[row] }
}

extension ResourceFiles {
    /// The file of the call of `kind` in `row`: the player's folder first, then the bundled one.
    func callPath(kind: WormKind, row: Int) throws -> String {
        let name = "call-\(kind == .normal ? "worm" : kind.rawValue)-\(row).wav"
        for folder in folders where FileSystem.isFile(folder + "/" + name) { return folder + "/" + name }
        throw RuntimeFailure("missing \(name) (looked in \(folders.joined(separator: " and ")))")
    }
}

extension MixerAudio {
    func playCall(_ cell: AudioGrid.Cell, kind: WormKind) {
        guard let sample = calls?.sample(kind: kind, row: cell.row) else { return }
        do { try mixer.play(sample, pan: cell.pan) } catch {
            // As with every effect: a call that cannot start is not worth stopping the game for; it is logged anyway.
        }
    }
}
