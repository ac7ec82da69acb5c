/// Where a press came from (R9).
public enum PressSource: String, Sendable {
    case mouse
    case touch
    /// A game controller's A button, at its cursor (R80).
    case pad
    /// A key of audio play's grid, at the centre of its cell (R110).
    case key
}

/// A left mouse press or a finger touching down, in logical playfield coordinates.
public struct Press: Equatable, Sendable {
    /// When the press was made, in ms of the run's clock.
    public var timeMs: Int
    /// The logical x coordinate; outside 0..<320 is outside the playfield.
    public var x: Double
    /// The logical y coordinate; outside 0..<480 is outside the playfield.
    public var y: Double
    /// Mouse or finger.
    public var source: PressSource
    /// Who pressed, in Versus (the roster's place; 0 is the host); 0 in the other modes.
    public var player: Int
    /// The pad that pressed, when `source` is `pad` (R80): the event log names it; the rules never read it.
    public var pad: Int?

    /// Creates a press at (`x`, `y`) made at `timeMs`, by `player` in Versus.
    public init(timeMs: Int, x: Double, y: Double, source: PressSource = .mouse, player: Int = 0, pad: Int? = nil) {
        self.timeMs = timeMs
        self.x = x
        self.y = y
        self.source = source
        self.player = player
        self.pad = pad
    }
}
