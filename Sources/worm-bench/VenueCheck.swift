#if canImport(Glibc)
import Glibc
#endif
import SDLKit
import WormApp
import WormGame

/// `worm-bench venue-check [--rows N]`: what checking a venue's rows costs (R74). N practice rounds (the rows a
/// venue would send) are each played again whole, timed row by row; then each is played again a frame's slice
/// (`Venue.stepsPerFrame` steps) at a time, timed slice by slice, which is what a frame pays while rows wait.
/// Prints one JSON line.
enum VenueCheck {
    static func handles(_ arguments: [String]) -> Bool { arguments.first == "venue-check" }

    static func main(arguments: [String]) -> Int32 {
        var rows = 200
        if arguments.count == 3, arguments[1] == "--rows", let count = Int(arguments[2]), count > 0 {
            rows = count
        } else if arguments.count != 1 {
            printError("worm-bench: venue-check [--rows N]")
            return 2
        }
        let replays = (0..<rows).map { PracticeRound.play(seed: UInt64($0) &* 0x9E37_79B9_7F4A_7C15, version: "bench") }
        var rowMs: [Double] = [], sliceMs: [Double] = []
        var steps = 0
        for (replay, summary) in replays {
            let start = Platform.seconds()
            let verdict = ReplayCheck.verdict(of: replay)
            rowMs.append((Platform.seconds() - start) * 1000)
            guard verdict == .finished(summary) else {
                printError("worm-bench: a practice round did not reproduce")
                return 1
            }
        }
        for (replay, _) in replays {
            var check = ReplayCheck(replay)
            var done = false
            while !done {
                let start = Platform.seconds()
                done = check.run(steps: Venue.stepsPerFrame) != nil
                sliceMs.append((Platform.seconds() - start) * 1000)
            }
            steps += check.stepsPlayed
        }
        func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
        /// The value below which `share` of `values` fall.
        func quantile(_ values: [Double], _ share: Double) -> Double {
            let sorted = values.sorted()
            return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * share))]
        }
        var json = JSONLine()
        json.add("scene", "venue-check")
        json.add("rows", rows)
        json.add("steps_per_row", steps / rows)
        json.add("row_mean_ms", rounded(rowMs.reduce(0, +) / Double(rows)))
        json.add("row_median_ms", rounded(quantile(rowMs, 0.5)))
        json.add("row_max_ms", rounded(rowMs.max() ?? 0))
        json.add("slice_steps", Venue.stepsPerFrame)
        json.add("slice_mean_ms", rounded(sliceMs.reduce(0, +) / Double(sliceMs.count)))
        json.add("slice_p99_ms", rounded(quantile(sliceMs, 0.99)))
        json.add("slice_max_ms", rounded(sliceMs.max() ?? 0))
        print(json.line)
        return 0
    }
}
