/// The games that have score tables, and so replays (R40), by the name their files give them.
public enum TableMode: String, Sendable, CaseIterable {
    case arcade, daily
}

/// A recorded game: enough to play it again, step for step (R40).
public struct Replay: Equatable, Sendable {
    /// One step's inputs at a time of the game's clock.
    public struct Step: Equatable, Sendable {
        /// The game's clock at the step, in ms.
        public var timeMs: Int
        /// What the game was handed at that step, in order.
        public var inputs: [StepInput]

        /// A step at `timeMs` with `inputs`.
        public init(timeMs: Int, inputs: [StepInput]) {
            self.timeMs = timeMs
            self.inputs = inputs
        }
    }

    /// The table the game is for.
    public var mode: TableMode
    /// The game's seed.
    public var seed: UInt64
    /// The version of the game that played it.
    public var version: String
    /// The steps that had inputs, in time order.
    public var steps: [Step]
    /// The assists the game was played with (R113): it plays back with them.
    public var assists: Assists

    /// A replay of a `mode` game on `seed` by `version`, played with `assists`.
    public init(mode: TableMode, seed: UInt64, version: String, steps: [Step] = [], assists: Assists = .none) {
        self.mode = mode
        self.seed = seed
        self.version = version
        self.steps = steps
        self.assists = assists
    }
}

/// One row of a score table (R40).
public struct HighScore: Equatable, Sendable {
    public var name: String
    public var score: Int
    /// Accuracy in whole percent.
    public var accuracy: Int
    public var bestCombo: Int
    /// When it was played, in seconds since 1970 (UTC): rows of equal score rank older first.
    public var time: Int64
    /// The game, to play it again.
    public var replay: Replay
    /// The venue machine the row was played on, when another one (R74); nil for this machine's own rows.
    public var from: String?

    /// A row from its values.
    public init(name: String, score: Int, accuracy: Int, bestCombo: Int, time: Int64, replay: Replay, from: String? = nil) {
        self.name = name
        self.score = score
        self.accuracy = accuracy
        self.bestCombo = bestCombo
        self.time = time
        self.replay = replay
        self.from = from
    }
}

/// A top-10 table (R40): best score first, equal scores older first.
public struct ScoreTable: Equatable, Sendable {
    /// The most rows a table keeps.
    public static let size = 10
    /// The rows, best first.
    public private(set) var entries: [HighScore]

    /// A table of `entries`, put in order and cut to ten.
    public init(_ entries: [HighScore] = []) {
        self.entries = Array(entries.sorted(by: ScoreTable.ranksBefore).prefix(ScoreTable.size))
    }

    /// Whether `first` ranks above `second`.
    static func ranksBefore(_ first: HighScore, _ second: HighScore) -> Bool {
        first.score != second.score ? first.score > second.score : first.time < second.time
    }

    /// Whether a score of `score` would enter: above 0, and the table not full or the score above its 10th.
    public func admits(_ score: Int) -> Bool {
        score > 0 && (entries.count < ScoreTable.size || score > entries[entries.count - 1].score)
    }

    /// Adds `entry` where it ranks, after the rows it ties with; returns its rank (1 to 10), or nil when it does not enter.
    @discardableResult
    public mutating func insert(_ entry: HighScore) -> Int? {
        guard admits(entry.score) else { return nil }
        let index = entries.firstIndex { ScoreTable.ranksBefore(entry, $0) } ?? entries.count
        entries.insert(entry, at: index)
        if entries.count > ScoreTable.size { entries.removeLast() }
        return index + 1
    }
}
