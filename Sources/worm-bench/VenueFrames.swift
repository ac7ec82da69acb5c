#if canImport(Glibc)
import Glibc
#endif
import SDLKit
import WormApp
import WormGame

/// `worm-bench venue-frames [--frames N] [--pace-ms P]`: what a venue costs a frame (R74, issue 32, docs/VENUE.md).
/// Two machines in this process on loopback, in a discovery scope of their own: one holds 10 Arcade rows, the other
/// takes them, checking each and saving its table on disk (a temporary folder: real writes, synced). When it has
/// taken and saved every row, both start again with an empty table, so rows arrive throughout. N frames (default
/// 10 000) on a made-up 60 Hz clock, P ms apart on the real one (default 4: a frame leaves the helper thread the
/// time after it, in a quarter of the wall time); each frame's venue work (both machines' `frame`) is timed.
///
/// Two such pairs run in one process, in turns of 500 frames, so a busy moment of this shared machine falls on
/// both: the game's, whose JSON and saving are the helper thread's, and the baseline, whose helper does its work on
/// the frame (as the venue did before). Their worst and 99th-percentile frames are compared as ratios.
enum VenueFrames {
    static func handles(_ arguments: [String]) -> Bool { arguments.first == "venue-frames" }

    static func main(arguments: [String]) -> Int32 {
        var frames = 10_000, paceMs = 4.0
        var rest = arguments.dropFirst()
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { return usage() }
            switch flag {
            case "--frames": guard let count = Int(value), count >= 500 else { return usage() }; frames = count
            case "--pace-ms": guard let ms = Double(value), ms >= 0, ms < 100 else { return usage() }; paceMs = ms
            default: return usage()
            }
        }
        do {
            print(try run(frames: frames, paceMs: paceMs))
            return 0
        } catch {
            printError("worm-bench: venue-frames: \(error)")
            return 1
        }
    }

    private static func usage() -> Int32 {
        printError("worm-bench: venue-frames [--frames N (at least 500)] [--pace-ms P]")
        return 2
    }

    /// The rows the sending machine holds.
    static let rows = 10

    /// One pair of machines, its own scope and folder, and what its frames cost.
    final class Pair {
        let onFrame: Bool
        let scope: String
        let folder: String
        let sender = SceneContext.quiet(dailyDate: "2026-11-30")
        var receiver: SceneContext
        var a: Venue
        var b: Venue
        /// Each timed frame's venue work, in ms: on the wall clock, and in this thread's processor time (what the
        /// venue itself costs, without the time the system gave other programs meanwhile).
        var work: [Double] = []
        var cpu: [Double] = []
        var taken = 0
        var rounds = 0

        init(onFrame: Bool) throws {
            self.onFrame = onFrame
            scope = "venue-probe-\(getpid())-\(onFrame ? "baseline" : "helper")"
            var template = Array("/tmp/worm-venue-frames-XXXXXX".utf8CString)
            guard let made = mkdtemp(&template) else { throw BenchError.folder }
            folder = String(cString: made)
            try sender.scores.save { document in
                for index in 0..<VenueFrames.rows {
                    let round = PracticeRound.play(seed: UInt64(index) &+ 1, version: WormVersion.current)
                    document.arcade.insert(HighScore(name: "Bench", score: round.summary.score, accuracy: round.summary.accuracyPercent,
                                                     bestCombo: round.summary.bestCombo, time: 1_764_400_000 + Int64(index),
                                                     replay: round.replay))
                }
            }
            receiver = SceneContext.quiet(dailyDate: "2026-11-30", dataFolder: folder)
            a = try Venue(probe: scope, machine: "sender", onFrame: onFrame)
            b = try Venue(probe: scope, machine: "receiver", onFrame: onFrame)
        }

        /// One frame at `nowMs` of the made-up clock, timed; a new round once every row is taken and saved.
        func frame(nowMs: Int) throws {
            let before = Platform.seconds(), cpuBefore = VenueFrames.threadSeconds()
            a.frame(nowMs: nowMs, t: nowMs, context: sender)
            b.frame(nowMs: nowMs, t: nowMs, context: receiver)
            work.append((Platform.seconds() - before) * 1000)
            cpu.append((VenueFrames.threadSeconds() - cpuBefore) * 1000)
            let count = receiver.scores.document.arcade.entries.count
            guard count == VenueFrames.rows, !receiver.scores.hasDeferred, !b.isChecking else { return }
            // Untimed: every row is in the table on disk; both start again, the table emptied.
            taken += count
            rounds += 1
            a.close()
            b.close()
            unlink(folder + "/scores.json")
            receiver = SceneContext.quiet(dailyDate: "2026-11-30", dataFolder: folder)
            a = try Venue(probe: scope, machine: "sender", onFrame: onFrame)
            b = try Venue(probe: scope, machine: "receiver", onFrame: onFrame)
        }

        func finish() {
            a.close()
            b.close()
            for name in ["scores.json", "scores.json.lock"] { unlink(folder + "/" + name) }
            rmdir(folder)
        }

        /// The value below which `share` of the frames' work (or of `values`) falls.
        func quantile(_ share: Double, of values: [Double]? = nil) -> Double {
            let sorted = (values ?? work).sorted()
            return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * share))]
        }
    }

    enum BenchError: Error { case folder }

    /// This thread's processor time, in seconds.
    static func threadSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Runs both pairs; one JSON line.
    static func run(frames: Int, paceMs: Double) throws -> String {
        let helper = try Pair(onFrame: false), baseline = try Pair(onFrame: true)
        defer {
            helper.finish()
            baseline.finish()
        }
        var nowMs = 0
        var next = Platform.seconds()
        for turn in 0..<(frames / 500) {
            // Turns in both orders, so neither pair always follows the other.
            for pair in turn % 2 == 0 ? [helper, baseline] : [baseline, helper] {
                for index in 0..<500 {
                    next += paceMs / 1000
                    while Platform.seconds() < next { usleep(100) }
                    try pair.frame(nowMs: nowMs + index * 16)
                }
            }
            nowMs += 500 * 16
        }
        func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
        var json = JSONLine()
        json.add("scene", "venue-frames")
        json.add("frames", helper.work.count)
        json.add("rows_taken", helper.taken)
        json.add("rounds_saved", helper.rounds)
        json.add("worst_ms", rounded(helper.work.max() ?? 0))
        json.add("p99_ms", rounded(helper.quantile(0.99)))
        json.add("mean_ms", rounded(helper.work.reduce(0, +) / Double(max(helper.work.count, 1))))
        json.add("frames_over_2ms", helper.work.filter { $0 > 2 }.count)
        json.add("cpu_worst_ms", rounded(helper.cpu.max() ?? 0))
        json.add("cpu_p99_ms", rounded(helper.quantile(0.99, of: helper.cpu)))
        json.add("baseline_rows_taken", baseline.taken)
        json.add("baseline_worst_ms", rounded(baseline.work.max() ?? 0))
        json.add("baseline_p99_ms", rounded(baseline.quantile(0.99)))
        json.add("baseline_mean_ms", rounded(baseline.work.reduce(0, +) / Double(max(baseline.work.count, 1))))
        json.add("baseline_frames_over_2ms", baseline.work.filter { $0 > 2 }.count)
        json.add("baseline_cpu_worst_ms", rounded(baseline.cpu.max() ?? 0))
        json.add("baseline_cpu_p99_ms", rounded(baseline.quantile(0.99, of: baseline.cpu)))
        json.add("worst_ratio", rounded((helper.work.max() ?? 0) / max(baseline.work.max() ?? 0, 1e-6)))
        json.add("p99_ratio", rounded(helper.quantile(0.99) / max(baseline.quantile(0.99), 1e-6)))
        json.add("cpu_worst_ratio", rounded((helper.cpu.max() ?? 0) / max(baseline.cpu.max() ?? 0, 1e-6)))
        // R74's bound: the venue's own work never makes a frame 2 ms late (its processor time; the wall clock's
        // worst also counts the other programs this shared machine ran meanwhile).
        json.add("met_2ms", (helper.cpu.max() ?? .infinity) <= 2)
        return json.line
    }
}
