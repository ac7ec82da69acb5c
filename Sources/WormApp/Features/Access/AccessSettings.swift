import WormGame

/// How big the game's text is drawn (R115).
public enum TextSize: Int, CaseIterable, Sendable {
    case normal = 100
    case large = 125
    case larger = 150

    /// The factor every text's scale is multiplied by.
    var factor: Double { Double(rawValue) / 100 }
}

/// The access settings other than the assists (R114–R116): one switch, text size, high contrast.
struct AccessSettings: Equatable, Sendable {
    /// One-switch play (R114).
    var oneSwitch = false
    /// How long the scan's focus stays on each item, in ms (R114: 0.8–3 s).
    var scanIntervalMs = AccessSettings.defaultScanMs
    /// Text size (R115).
    var textSize = TextSize.normal
    /// High contrast (R115).
    var highContrast = false

    /// The scan intervals a player may choose, in ms.
    static let scanIntervals = [800, 1000, 1500, 2000, 2500, 3000]
    /// The scan interval by default (R114).
    static let defaultScanMs = 1500
}

extension Settings {
    /// The settings' members that are the assists and access (R113–R115), read from settings.json; a field missing
    /// keeps its default.
    static func readAccess(_ members: [String: JSONValue], into settings: inout Settings) throws(DocumentError) {
        let fields = Fields(members: members, place: "settings")
        if members["worm_time"] != nil {
            let percent = try fields.int("worm_time", 100...300)
            guard let time = Assists.WormTime(rawValue: percent) else {
                throw DocumentError("settings: \"worm_time\" is not 100, 150, 200 or 300")
            }
            settings.assists.wormTime = time
        }
        if members["game_speed"] != nil {
            let percent = try fields.int("game_speed", 50...100)
            guard Assists.gameSpeeds.contains(percent) else { throw DocumentError("settings: \"game_speed\" is not 100, 90 … 50") }
            settings.assists.gameSpeedPercent = percent
        }
        if members["hit_radius"] != nil {
            guard let radius = Assists.HitRadius(rawValue: try fields.int("hit_radius", 30...50)) else {
                throw DocumentError("settings: \"hit_radius\" is not 30, 40 or 50")
            }
            settings.assists.hitRadius = radius
        }
        if members["practice"] != nil { settings.assists.practice = try fields.bool("practice") }
        if members["one_switch"] != nil { settings.access.oneSwitch = try fields.bool("one_switch") }
        if members["scan_ms"] != nil {
            let ms = try fields.int("scan_ms", 800...3000)
            guard AccessSettings.scanIntervals.contains(ms) else {
                throw DocumentError("settings: \"scan_ms\" is not one of \(AccessSettings.scanIntervals)")
            }
            settings.access.scanIntervalMs = ms
        }
        if members["text_size"] != nil {
            guard let size = TextSize(rawValue: try fields.int("text_size", 100...150)) else {
                throw DocumentError("settings: \"text_size\" is not 100, 125 or 150")
            }
            settings.access.textSize = size
        }
        if members["high_contrast"] != nil { settings.access.highContrast = try fields.bool("high_contrast") }
    }

    /// Writes the assists and access members.
    func writeAccess(into json: inout JSONLine) {
        json.add("worm_time", assists.wormTime.percent)
        json.add("game_speed", assists.gameSpeedPercent)
        json.add("hit_radius", assists.hitRadius.rawValue)
        json.add("practice", assists.practice)
        json.add("one_switch", access.oneSwitch)
        json.add("scan_ms", access.scanIntervalMs)
        json.add("text_size", access.textSize.rawValue)
        json.add("high_contrast", access.highContrast)
    }
}
