/// An 8-bit RGBA colour.
public struct Color: Equatable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    /// Creates a colour; alpha defaults to opaque.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 255, green: 255, blue: 255)
}

/// A rectangle in floating-point logical pixels.
public struct FloatRect: Equatable, Sendable {
    public var x: Float
    public var y: Float
    public var width: Float
    public var height: Float

    /// Creates a rectangle from its top-left corner and size.
    public init(x: Float, y: Float, width: Float, height: Float) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// How a logical playfield maps onto the output: output = logical × scale + offset.
public struct Placement: Equatable, Sendable {
    /// Output pixels per logical pixel.
    public var scale: Float
    /// Output pixel where logical x = 0 lands.
    public var offsetX: Float
    /// Output pixel where logical y = 0 lands.
    public var offsetY: Float

    /// Creates a placement.
    public init(scale: Float, offsetX: Float, offsetY: Float) {
        self.scale = scale
        self.offsetX = offsetX
        self.offsetY = offsetY
    }

    /// Logical pixels drawn one to one.
    public static let identity = Placement(scale: 1, offsetX: 0, offsetY: 0)
}
