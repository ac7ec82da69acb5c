/// The TakeMeHome tutorial's low-pass filter for its accelerometer (R80): each new reading moves the value a tenth
/// of the way, `value = 0.1 × new + 0.9 × previous`, so a hand's tremor does not shake the aim.
struct TiltFilter: Equatable, Sendable {
    /// The weight of a new reading.
    static let newWeight = 0.1
    /// The filtered x, y and z; zero before the first reading.
    private(set) var value: [Double] = [0, 0, 0]

    /// Takes in one reading of x, y and z.
    mutating func take(_ reading: [Double]) {
        for axis in 0..<3 where axis < reading.count && reading[axis].isFinite {
            value[axis] = TiltFilter.newWeight * reading[axis] + (1 - TiltFilter.newWeight) * value[axis]
        }
    }
}
