/// What a player chose to make a round easier (R113), and audio play (R110): one value, in the `start` event,
/// the replay and the row, so a round is always compared with rounds played the same way.
///
/// The default is no assist at all. The modes read it when they are made; nothing in it changes during a round.
public struct Assists: Hashable, Codable, Sendable {
    /// How much longer every worm stays out (R113): ×1, ×1.5, ×2 or ×3.
    public enum WormTime: Int, CaseIterable, Codable, Sendable {
        case normal = 100
        case oneAndAHalf = 150
        case double = 200
        case triple = 300

        /// The multiplier in percent (100 = as the rules say).
        public var percent: Int { rawValue }
    }

    /// How close to a worm's centre a press catches it, in playfield pixels (R3's 30, or 40, 50).
    public enum HitRadius: Int, CaseIterable, Codable, Sendable {
        case normal = 30
        case large = 40
        case larger = 50
    }

    /// Every worm's visible time, multiplied.
    public var wormTime: WormTime
    /// The simulation's speed in percent: 100 down to 50 in steps of 10 (the round still lasts 60 s of game time).
    public var gameSpeedPercent: Int
    /// How close a press must be to catch.
    public var hitRadius: HitRadius
    /// A press on the ground is no miss.
    public var practice: Bool
    /// Worms only at the 3 × 3 grid's centres, calling by pan and pitch (R110); their time at least doubled.
    public var audioPlay: Bool

    /// The game speeds a player may choose, fastest first.
    public static let gameSpeeds = [100, 90, 80, 70, 60, 50]

    /// No assist: the rules as written.
    public static let none = Assists()

    /// Assists as chosen; a game speed off the list is taken to the nearest one on it.
    public init(wormTime: WormTime = .normal, gameSpeedPercent: Int = 100, hitRadius: HitRadius = .normal,
                practice: Bool = false, audioPlay: Bool = false) {
        self.wormTime = wormTime
        self.gameSpeedPercent = Assists.gameSpeeds.min { abs($0 - gameSpeedPercent) < abs($1 - gameSpeedPercent) }!
        self.hitRadius = hitRadius
        self.practice = practice
        self.audioPlay = audioPlay
    }

    /// Whether any assist is on, audio play included: such rounds go to tables of their own (R113).
    public var isAssisted: Bool { self != .none }

    /// The worm-time multiplier in force, in percent: audio play makes it at least ×2 (R110).
    public var effectiveWormTimePercent: Int { audioPlay ? max(wormTime.percent, 200) : wormTime.percent }

    /// A worm's visible time `ms` as the rules give it, stretched by the worm-time assist.
    public func wormTime(ms: Int) -> Int { ms * effectiveWormTimePercent / 100 }
}
