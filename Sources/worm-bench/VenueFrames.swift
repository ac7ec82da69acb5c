#if canImport(Glibc)
import Glibc
#endif
import SDLKit
import WormApp
import WormGame

/// `worm-bench venue-frames`: what a venue's checks cost a frame (docs/VENUE.md): two machines in this
/// process on loopback, in a discovery scope of their own; one holds `rows` practice rows, the other none. The
/// second runs 60 Hz frames on the real clock (sleeping to each frame's time) until it has taken every row, and
/// each frame's venue work (receiving, its slice of checks, sending) and lateness are timed.
enum VenueFrames {
    /// Runs the probe; one JSON line.
    static func run(rows count: Int) throws -> String {
        let sender = SceneContext.quiet(dailyDate: "2026-11-30"), receiver = SceneContext.quiet(dailyDate: "2026-11-30")
        try sender.scores.save { document in
            for index in 0..<count {
                let round = PracticeRound.play(seed: UInt64(index) &+ 1, version: WormVersion.current)
                document.arcade.insert(HighScore(name: "Bench", score: round.summary.score, accuracy: round.summary.accuracyPercent,
                                                 bestCombo: round.summary.bestCombo, time: 1_764_400_000 + Int64(index),
                                                 replay: round.replay))
            }
        }
        let wanted = sender.scores.document.arcade.entries.count
        let a = try Venue(probe: "venue-probe-\(getpid())", machine: "sender")
        let b = try Venue(probe: "venue-probe-\(getpid())", machine: "receiver")
        defer { a.close(); b.close() }
        let frameSeconds = 1.0 / 60
        let start = Platform.seconds()
        var work: [Double] = [], late: [Double] = []
        var frame = 0, takenAtMs: Int?
        while takenAtMs == nil && frame < 60 * 60 {
            let due = start + Double(frame) * frameSeconds
            while Platform.seconds() < due { usleep(200) }
            let began = Platform.seconds()
            let nowMs = Int((began - start) * 1000)
            a.frame(nowMs: nowMs, t: nowMs, context: sender)
            let before = Platform.seconds()
            b.frame(nowMs: nowMs, t: nowMs, context: receiver)
            let after = Platform.seconds()
            if b.isChecking || receiver.scores.document.arcade.entries.count > 0 {
                work.append((after - before) * 1000)
                late.append((began - due) * 1000)
            }
            if receiver.scores.document.arcade.entries.count == wanted { takenAtMs = nowMs }
            frame += 1
        }
        func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
        let sorted = work.sorted()
        var json = JSONLine()
        json.add("scene", "venue-frames")
        json.add("rows", wanted)
        json.add("taken", receiver.scores.document.arcade.entries.count)
        json.add("taken_after_ms", takenAtMs)
        json.add("frames_checking", work.count)
        json.add("venue_frame_mean_ms", rounded(work.reduce(0, +) / Double(max(work.count, 1))))
        json.add("venue_frame_p99_ms", rounded(sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, sorted.count * 99 / 100)]))
        json.add("venue_frame_max_ms", rounded(sorted.last ?? 0))
        json.add("frames_over_2ms", work.filter { $0 > 2 }.count)
        json.add("frame_late_max_ms", rounded(late.max() ?? 0))
        return json.line
    }
}
