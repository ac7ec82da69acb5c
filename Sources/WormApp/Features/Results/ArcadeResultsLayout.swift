/// Where the results' rows and chart lie (R33): as designed, or with rows far enough apart for a larger text (R115).
struct ArcadeResultsLayout: Equatable {
    /// How far apart the rows' tops are.
    var rowPitch: Int
    /// The tallest bar of the chart.
    var chartHeight: Int

    static let standard = ArcadeResultsLayout(rowPitch: 24, chartHeight: 84)
    /// Rows 6 px further apart, and the chart 44 px shorter, so it ends above the rating and the notes under it.
    static let roomy = ArcadeResultsLayout(rowPitch: 30, chartHeight: 40)
    /// At 150 %: rows 34 px apart, so they grow about 1.4 ×, and a chart of 20 px bars, still above the rating.
    static let largest = ArcadeResultsLayout(rowPitch: 34, chartHeight: 20)

    /// The layout for text of `size`.
    static func forText(_ size: TextSize) -> ArcadeResultsLayout {
        switch size {
        case .normal: .standard
        case .large: .roomy
        case .larger: .largest
        }
    }
}
