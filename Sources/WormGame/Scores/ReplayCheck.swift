/// A table row's replay played again, a slice of steps at a time, to see whether it reproduces the row (R74).
///
/// It plays the replay's inputs into an Arcade game on the replay's seed exactly as a playback on screen does
/// (each recorded step's inputs at the step of the game's clock they were recorded at), with no drawing and no
/// clock: `run(steps:)` does at most that many steps and says whether the round is over, so a caller can spread
/// one check over many frames.
public struct ReplayCheck: Sendable {
    /// The most game time a check plays before it gives up: a round lasts 65 s with its countdown; a replay that
    /// pauses past this is not taken (30 min; a round ending at 30:00.000 is within it, R100).
    public static let maxGameMs = 30 * 60 * 1000

    /// How a finished check went.
    public enum Verdict: Equatable, Sendable {
        /// The round ended with this summary.
        case finished(ArcadeSummary)
        /// The round was not over after `maxGameMs` of game time.
        case neverEnded
    }

    /// The game being played.
    private var game: Game<ArcadeMode>
    /// The recorded steps.
    private let steps: [Replay.Step]
    /// The next recorded step to feed.
    private var index = 0
    /// Reused every step.
    private var events: [GameEvent] = []
    /// The verdict, once the round is over or the time is up.
    public private(set) var verdict: Verdict?
    /// Steps played so far.
    public private(set) var stepsPlayed = 0

    /// A check of `replay`, on its own seed, with its own assists.
    public init(_ replay: Replay) {
        game = Game(mode: ArcadeMode(seed: replay.seed, assists: replay.assists))
        steps = replay.steps
        events.reserveCapacity(32)
    }

    /// Plays at most `budget` steps; returns the verdict once there is one.
    @discardableResult
    public mutating func run(steps budget: Int) -> Verdict? {
        var left = budget
        while verdict == nil && left > 0 {
            left -= 1
            stepsPlayed += 1
            let t = game.timeMs
            var inputs: [StepInput] = []
            while index < steps.count, steps[index].timeMs < t { index += 1 }
            if index < steps.count, steps[index].timeMs == t {
                inputs = steps[index].inputs
                index += 1
            }
            events.removeAll(keepingCapacity: true)
            game.step(inputs, into: &events)
            if game.mode.isOver {
                verdict = .finished(ArcadeSummary(game.mode))
            } else if game.timeMs > ReplayCheck.maxGameMs {
                verdict = .neverEnded
            }
        }
        return verdict
    }

    /// Plays the whole replay at once and returns the verdict.
    public static func verdict(of replay: Replay) -> Verdict {
        var check = ReplayCheck(replay)
        while true {
            if let verdict = check.run(steps: 4096) { return verdict }
        }
    }
}
