/// How large `--window` may be (R21): no larger than the largest display's usable area, or than 8192 × 8192 where
/// no display is known (SDL's dummy driver). A window beyond it would only be a black, costly surface.
enum WindowLimit {
    /// The limit where no display is known.
    static let withoutDisplay = (width: 8_192, height: 8_192)

    /// Refuses `asked` (exit status 2) when it is wider or taller than `largest` (the largest display's usable
    /// area, nil when none is known), with a line naming the largest size allowed.
    static func check(_ asked: (width: Int, height: Int), largest: (width: Int, height: Int)?) throws {
        let limit = largest ?? withoutDisplay
        guard asked.width > limit.width || asked.height > limit.height else { return }
        let place = largest == nil ? "is too large without a known display" : "is larger than the largest display's usable area"
        throw UsageError("--window: \(asked.width)x\(asked.height) \(place); "
                         + "the largest allowed is \(limit.width)x\(limit.height)")
    }
}
