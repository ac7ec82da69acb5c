#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import WormApp
import WormGame

/// `worm-bench --save-loop` and `--check-scores`: the saves of `scripts/save-torture`, which kills the loop at
/// random points and checks that the table left is always whole (R41).
enum SaveLoop {
    /// Whether `arguments` ask for the save loop or the check rather than a benchmark.
    static func handles(_ arguments: [String]) -> Bool {
        arguments.first == "--save-loop" || arguments.first == "--check-scores"
    }

    /// `--save-loop DIR TAG COUNT [--slow-writes]`: saves COUNT rows (0: until killed) named TAG1, TAG2…, each with a full round's
    /// replay, to DIR's scores.json (`--slow-writes`: in 4 KiB chunks 2 ms apart), printing `saved N MS` after each (N saves, MS the last one's wall time).
    /// `--check-scores DIR`: loads DIR's table; prints its rows' names and exits 1 when the file was not whole.
    static func main(arguments: [String]) -> Int32 {
        guard arguments.count >= 2 else { printError("worm-bench: --save-loop DIR TAG COUNT, --check-scores DIR"); return 2 }
        let folder = arguments[1]
        var warnings: [String] = []
        let storage = FileStorage(paths: StoragePaths(dataFolder: folder, configFolder: folder))
        if arguments.count == 5 && arguments[4] == "--slow-writes" { storage.pauseBetweenChunksMicroseconds = 2_000 }
        let scores = DocumentStore<ScoresDocument>(storage: storage) { warnings.append($0) }
        if arguments[0] == "--check-scores" {
            print(scores.document.arcade.entries.map(\.name).joined(separator: " "))
            for warning in warnings { printError(warning) }
            return warnings.isEmpty ? 0 : 1
        }
        guard arguments.count == 4 || arguments.count == 5, let count = Int(arguments[3]), count >= 0 else {
            printError("worm-bench: --save-loop DIR TAG COUNT")
            return 2
        }
        let steps = (0..<300).map { index in
            Replay.Step(timeMs: 5_000 + index * 30, inputs: [.press(Press(timeMs: 5_000 + index * 30, x: 160.25, y: 240.5, source: index % 2 == 0 ? .mouse : .touch))])
        }
        var saved = 0
        while count == 0 || saved < count {
            saved += 1
            let entry = HighScore(name: "\(arguments[2])\(saved)", score: saved, accuracy: 50, bestCombo: 3,
                                  time: Int64(saved), replay: Replay(mode: .arcade, seed: UInt64(saved), version: "0.1.0", steps: steps))
            let start = monotonicSeconds()
            do {
                try scores.save { $0.arcade.insert(entry) }
            } catch {
                printError("worm-bench: \(error.reason)")
                return 1
            }
            print("saved \(saved) \(Int(((monotonicSeconds() - start) * 1_000_000).rounded())) us")
            fflush(stdout)
        }
        return warnings.isEmpty ? 0 : 1
    }

    /// Seconds on the monotonic clock.
    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
