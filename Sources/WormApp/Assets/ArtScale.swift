/// One of the sets every image and the font ship in (R21): drawn at 1×, 2× and 4× the playfield's
/// 320 × 480 (`worm.png`, `worm@2x.png`, `worm@4x.png`, the iOS convention).
enum ArtScale: Int, CaseIterable, Comparable, Sendable {
    case one = 1, two = 2, four = 4

    /// The smallest set at least as large as `scale` output pixels per logical pixel (4× above it); 1× at
    /// scale 1 or below, so that a 320 × 480 frame is the 1× frame, pixel for pixel.
    static func covering(_ scale: Double) -> ArtScale {
        // A hair over a whole scale (rounding in a letterbox's arithmetic) still counts as that scale. Written
        // out, not searched: text asks for every line it draws, and a frame allocates nothing.
        let wanted = scale - 1e-6
        return wanted <= 1 ? .one : wanted <= 2 ? .two : .four
    }

    /// The sets to try for `self`, in order: itself, then the larger ones (drawn smaller, still sharp), then
    /// the smaller ones, largest first (scaled up, as 1× always was). So a missing `@2x` file falls back to
    /// `@4x`, then to 1×.
    var preference: [ArtScale] {
        [self] + ArtScale.allCases.filter { $0 > self } + ArtScale.allCases.filter { $0 < self }.reversed()
    }

    /// The file name of `name` in this set: `worm.png`, `worm@2x.png`, `font@4x.fnt`.
    func fileName(_ name: String) -> String {
        guard self != .one else { return name }
        let suffix = "@\(rawValue)x"
        guard let dot = name.lastIndex(of: ".") else { return name + suffix }
        return name[..<dot] + suffix + name[dot...]
    }

    static func < (a: ArtScale, b: ArtScale) -> Bool { a.rawValue < b.rawValue }
}
