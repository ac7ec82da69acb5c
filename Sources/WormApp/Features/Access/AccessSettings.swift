import WormGame

/// How big the game's text is drawn (R115).
public enum TextSize: Int, CaseIterable, Sendable {
    case normal = 100
    case large = 125
    case larger = 150

    /// The factor every text's scale is multiplied by.
    var factor: Double { Double(rawValue) / 100 }
}

/// The access settings other than the assists (R114–R116): one switch, text size, high contrast, the play keys.
struct AccessSettings: Equatable, Sendable {
    /// One-switch play (R114).
    var oneSwitch = false
    /// How long the scan's focus stays on each item, in ms (R114: 0.8–3 s).
    var scanIntervalMs = AccessSettings.defaultScanMs
    /// Text size (R115).
    var textSize = TextSize.normal
    /// High contrast (R115).
    var highContrast = false
    /// The play keys (R116).
    var controls = ControlKeys()

    /// The scan intervals a player may choose, in ms.
    static let scanIntervals = [800, 1000, 1500, 2000, 2500, 3000]
    /// The scan interval by default (R114).
    static let defaultScanMs = 1500
}

