/// Clouds drifting across the title's sky (R20, TakeMeHome's looping clouds): cosmetic, from their own stream.
public struct Clouds: Equatable, Sendable {
    /// One cloud.
    public struct Cloud: Equatable, Sendable {
        /// Left edge, in logical pixels (fractional while drifting).
        public var x: Double
        /// Top edge, in logical pixels.
        public var y: Double
        /// Drift to the right, in px/s.
        public var speed: Double
        /// Drawn size relative to the cloud image.
        public var scale: Double
    }

    /// The cloud image's width at scale 1, in logical pixels.
    public static let width = 96.0
    /// How many clouds are in the sky.
    public static let count = 4

    /// The clouds, back to front.
    public private(set) var clouds: [Cloud] = []
    /// The cosmetic random stream.
    private var random: SplitMix64

    /// A sky whose clouds follow from `seed`, spread over the width already.
    public init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        clouds.reserveCapacity(Clouds.count)
        for index in 0..<Clouds.count {
            var cloud = newCloud()
            cloud.x = Double(index) * (Double(Playfield.width) + Clouds.width) / Double(Clouds.count) - Clouds.width
            clouds.append(cloud)
        }
    }

    /// Drifts every cloud by `stepMs`; one that has left on the right comes back from the left, remade.
    public mutating func update(stepMs: Int) {
        for index in clouds.indices {
            clouds[index].x += clouds[index].speed * Double(stepMs) / 1000
            if clouds[index].x > Double(Playfield.width) {
                clouds[index] = newCloud()
            }
        }
    }

    /// A cloud just off the left edge, at a random height, speed and size.
    private mutating func newCloud() -> Cloud {
        let scale = random.around(0.8, spread: 0.25)
        return Cloud(x: -Clouds.width * scale, y: random.around(18, spread: 14),
                     speed: random.around(9, spread: 4), scale: scale)
    }
}
