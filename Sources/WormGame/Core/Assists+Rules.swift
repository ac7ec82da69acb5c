/// How the assists change the rules (R113), kept apart from the modes so each mode calls one function per assist.
extension Assists {
    /// The slot whose worm a press at (`x`, `y`) catches: the nearest in reach of the hit radius (R3, R113); nil
    /// when none is. With R3's 30 px at most one worm is ever in reach, so the nearest is the one R3 names.
    public func slotHit(in slots: [Slot], x: Double, y: Double) -> Int? {
        var best: (index: Int, distance: Double)?
        for (index, slot) in slots.enumerated() {
            guard let worm = slot.worm, worm.isHit(x: x, y: y, radius: hitRadius.rawValue) else { continue }
            let distance = worm.distanceSquared(x: x, y: y)
            if best == nil || distance < best!.distance { best = (index, distance) }
        }
        return best?.index
    }

    /// Whether a press that caught nothing counts as a miss: not in practice (R113).
    public var countsGroundPresses: Bool { !practice }
}

/// The game-speed assist as a gate on the step clock (R113, DESIGN's pitfall): the platform's fixed steps come in
/// as always, and only `percent` of them step the game, evenly spread. The rules' millisecond constants never
/// change, so a round still lasts 60 s of game time and a replay, recorded in game steps, plays back the same.
public struct GameSpeedGate: Equatable, Sendable {
    /// The share of the platform's steps that step the game, in percent (50–100).
    public let percent: Int
    /// Step credit carried from one platform step to the next, in percent of a step.
    private var credit = 0

    /// A gate that lets `percent` of the steps through.
    public init(percent: Int) {
        self.percent = min(100, max(1, percent))
    }

    /// One platform step has passed: whether the game steps at it.
    public mutating func admits() -> Bool {
        credit += percent
        guard credit >= 100 else { return false }
        credit -= 100
        return true
    }
}
