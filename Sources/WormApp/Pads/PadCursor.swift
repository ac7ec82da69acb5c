import WormGame

/// A pad's cursor on the playfield (R80), moved once a step: the left stick past its dead zone, with a curve for
/// fine aim and a short ramp up to full speed, crossing the field's width in about 0.6 s at full tilt.
struct PadCursor: Equatable, Sendable {
    /// The part of a stick's travel that does nothing (a resting stick is rarely at 0).
    static let deadZone = 0.2
    /// The speed at full tilt once the ramp is over, in logical px a second.
    static let topSpeed = 580.0
    /// How long the stick must be held for full speed; the cursor starts at `rampStart` of it.
    static let rampMs = 150
    static let rampStart = 0.4

    /// Where the cursor is, in logical coordinates.
    private(set) var x: Double
    private(set) var y: Double
    /// How long the stick has been out of its dead zone.
    private var heldMs = 0

    /// A cursor at (`x`, `y`).
    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// A stick's reading (−1…1) past the dead zone, rescaled to 0…1 and squared for fine aim near the middle.
    static func response(_ value: Double) -> Double {
        let size = abs(value)
        guard size > deadZone else { return 0 }
        let scaled = min(1, (size - deadZone) / (1 - deadZone))
        return (value < 0 ? -1 : 1) * scaled * scaled
    }

    /// Moves by one step of `stepMs` with the stick at (`stickX`, `stickY`), each −1…1 (already through
    /// `response`), staying on the playfield.
    mutating func step(stickX: Double, stickY: Double, stepMs: Int = Simulation.stepMs) {
        guard stickX != 0 || stickY != 0 else {
            heldMs = 0
            return
        }
        heldMs += stepMs
        let ramp = PadCursor.rampStart + (1 - PadCursor.rampStart) * min(1, Double(heldMs) / Double(PadCursor.rampMs))
        let distance = PadCursor.topSpeed * ramp * Double(stepMs) / 1000
        move(toX: x + max(-1, min(1, stickX)) * distance, y: y + max(-1, min(1, stickY)) * distance)
    }

    /// How far the cursor keeps from the field's edges: half its cross, so it is always drawn whole (issue 30). Every
    /// worm, key and button is still within reach.
    static let edgeMargin = 11.0

    /// Moves to (`x`, `y`), kept on the playfield, `edgeMargin` inside its edges.
    mutating func move(toX newX: Double, y newY: Double) {
        let margin = PadCursor.edgeMargin
        x = min(max(newX, margin), Double(Playfield.width - 1) - margin)
        y = min(max(newY, margin), Double(Playfield.height - 1) - margin)
    }
}
