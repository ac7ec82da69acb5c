import WormGame

/// Finer control of a `ModeHarness`, for any mode: single steps, spawns with their kind, free spots to miss on.
extension ModeHarness {
    /// One spawn as logged: its step time, number, place, visible time and kind (nil in Classic).
    public typealias SpawnRecord = (t: Int, worm: Int, x: Int, y: Int, visibleMs: Int, kind: WormKind?)

    /// Runs exactly one step, the one at `game.timeMs`.
    public mutating func step() {
        run(through: game.timeMs)
    }

    /// Runs steps until `condition` holds after one, or until the step at `limit`; returns whether it held.
    @discardableResult
    public mutating func step(until limit: Int, _ condition: (Self) -> Bool) -> Bool {
        while game.timeMs <= limit {
            step()
            if condition(self) { return true }
        }
        return false
    }

    /// Every spawn so far, with its kind.
    public var spawnRecords: [SpawnRecord] {
        log.compactMap {
            if case .spawn(let worm, let x, let y, let visibleMs, let kind) = $0.event {
                return ($0.t, worm, x, y, visibleMs, kind)
            }
            return nil
        }
    }

    /// A point on the playfield, off the pause button, that no worm out now covers; nil if there is none.
    public func emptySpot() -> (x: Double, y: Double)? {
        for y in stride(from: 60.0, to: 470, by: 10) {
            for x in stride(from: 10.0, to: 270, by: 10) where !game.worms.contains(where: { $0.isHit(x: x, y: y) }) {
                return (x, y)
            }
        }
        return nil
    }

    /// Presses an empty spot at the next step and runs it.
    public mutating func pressEmptySpot() {
        let spot = emptySpot()!
        press(at: game.timeMs, x: spot.x, y: spot.y)
        step()
    }

    /// Presses the centre of `worm` at the next step and runs it.
    public mutating func press(_ worm: Worm) {
        press(at: game.timeMs, x: Double(worm.x), y: Double(worm.y))
        step()
    }
}
