/// The touch gestures of the scores scene (R40): what a finger did between touching down and lifting.
enum Gestures {
    /// A swipe goes at least this far sideways, in logical pixels.
    static let swipeMinDistance = 60.0
    /// A swipe is at least this many times wider than it is tall.
    static let swipeMinSlope = 2.0
    /// A swipe takes at most this long, in ms.
    static let swipeMaxMs = 800
    /// A long press is held at least this long, in ms (R40).
    static let longPressMs = 500
    /// A long press moves at most this far, in logical pixels.
    static let longPressMaxDrift = 12.0

    /// The gesture of a finger that touched down at (`x`, `y`), moved by (`dx`, `dy`) and lifted `ms` later; nil for a tap.
    static func recognize(x: Double, y: Double, dx: Double, dy: Double, ms: Int) -> PlayerInput? {
        if abs(dx) >= swipeMinDistance && abs(dx) >= swipeMinSlope * abs(dy) && ms <= swipeMaxMs {
            return .swipe(dx: dx, dy: dy)
        }
        if ms >= longPressMs && (dx * dx + dy * dy).squareRoot() <= longPressMaxDrift {
            return .longPress(x: x, y: y, ms: ms)
        }
        return nil
    }
}

/// Follows fingers from touching down to lifting, to tell their gestures.
struct GestureTracker {
    /// Each finger down: where (logical) and when (ms of the run's clock).
    private var down: [Int64: (x: Double, y: Double, ms: Int)] = [:]

    /// A finger touched down.
    mutating func touchDown(finger: Int64, x: Double, y: Double, ms: Int) {
        if down.count < 16 { down[finger] = (x, y, ms) }
    }

    /// A finger lifted at (`x`, `y`): its gesture, if any.
    mutating func lift(finger: Int64, x: Double, y: Double, ms: Int) -> PlayerInput? {
        guard let start = down.removeValue(forKey: finger) else { return nil }
        return Gestures.recognize(x: start.x, y: start.y, dx: x - start.x, dy: y - start.y, ms: ms - start.ms)
    }
}
