/// The logical playfield and the fixed places on it (GAME_RULES.md, Playfield and R13).
public enum Playfield {
    /// Logical width in pixels.
    public static let width = 320
    /// Logical height in pixels.
    public static let height = 480
    /// The worm sprite's side; it is drawn centred on the worm's position.
    public static let wormSize = 60
    /// The message line is drawn within this many pixels from the top.
    public static let messageLineHeight = 50
    /// The pause button: x ≥ 276 and y < 44 (R13).
    public static let pauseButton = Rect(x: 276, y: 0, width: 44, height: 44)
    /// The overlay's Resume button while paused.
    public static let resumeButton = Rect(x: 70, y: 200, width: 180, height: 56)
    /// The overlay's Quit button while paused.
    public static let quitButton = Rect(x: 70, y: 276, width: 180, height: 56)
    /// The overlay's sound on/off button while paused (what M does, for fingers).
    public static let soundButton = Rect(x: 12, y: 372, width: 144, height: 48)
    /// The overlay's fullscreen button while paused (what F11 does, for fingers): wide enough for Spanish "Pantalla
    /// completa" at 85 % of its size or more (issue 30).
    public static let fullscreenButton = Rect(x: 164, y: 372, width: 144, height: 48)

    /// Whether a logical point lies on the playfield (not in a letterbox bar).
    public static func contains(x: Double, y: Double) -> Bool {
        x >= 0 && y >= 0 && x < Double(width) && y < Double(height)
    }
}

/// An axis-aligned rectangle in logical pixels.
public struct Rect: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// Creates a rectangle from its top-left corner and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether the point lies inside (left and top edges included, right and bottom excluded).
    public func contains(x px: Double, y py: Double) -> Bool {
        px >= Double(x) && py >= Double(y) && px < Double(x + width) && py < Double(y + height)
    }
}
