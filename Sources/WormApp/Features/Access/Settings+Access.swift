import WormGame

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
        if let controls = members["controls"] {
            guard case .object(let keys) = controls else { throw DocumentError("settings: \"controls\" is not an object") }
            settings.access.controls = try ControlKeys.read(keys)
        }
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
        var controls = JSONLine()
        for member in access.controls.members { controls.add(member.name, member.key) }
        json.add("controls", object: controls)
    }
}
