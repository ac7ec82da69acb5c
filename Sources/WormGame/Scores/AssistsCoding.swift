/// Assists as JSON (R113), in the `start` event and a replay: an object of the assists in force only, so a round
/// without any writes `{}` and a replay written before assists (no member) reads as none.
/// `{"worm_time": 1.5, "game_speed": 80, "hit_radius": 40, "practice": true, "audio_play": true}`.
package enum AssistsCoding {
    /// The assists in force as one JSON object.
    package static func object(_ assists: Assists) -> JSONLine {
        var json = JSONLine()
        if assists.wormTime != .normal { json.add("worm_time", Double(assists.wormTime.percent) / 100) }
        if assists.gameSpeedPercent != 100 { json.add("game_speed", assists.gameSpeedPercent) }
        if assists.hitRadius != .normal { json.add("hit_radius", assists.hitRadius.rawValue) }
        if assists.practice { json.add("practice", true) }
        if assists.audioPlay { json.add("audio_play", true) }
        return json
    }

    /// The assists of a JSON object; absent: none. Throws naming `place` and the member that is wrong.
    package static func assists(_ value: JSONValue?, place: String) throws(DocumentError) -> Assists {
        guard let value else { return .none }
        guard case .object(let members) = value else { throw DocumentError("\(place): \"assists\" is not an object") }
        let fields = Fields(members: members, place: "\(place) assists")
        var assists = Assists.none
        if case .number(let times)? = members["worm_time"] {
            guard let time = Assists.WormTime(rawValue: Int((times * 100).rounded())), abs(times) < 10 else {
                throw DocumentError("\(place): \"worm_time\" is not 1, 1.5, 2 or 3")
            }
            assists.wormTime = time
        } else if members["worm_time"] != nil {
            throw DocumentError("\(place): \"worm_time\" is not 1, 1.5, 2 or 3")
        }
        if members["game_speed"] != nil {
            let percent = try fields.int("game_speed", 50...100)
            guard Assists.gameSpeeds.contains(percent) else { throw DocumentError("\(place): \"game_speed\" is not 100, 90 … 50") }
            assists.gameSpeedPercent = percent
        }
        if members["hit_radius"] != nil {
            guard let radius = Assists.HitRadius(rawValue: try fields.int("hit_radius", 30...50)) else {
                throw DocumentError("\(place): \"hit_radius\" is not 30, 40 or 50")
            }
            assists.hitRadius = radius
        }
        if members["practice"] != nil { assists.practice = try fields.bool("practice") }
        if members["audio_play"] != nil { assists.audioPlay = try fields.bool("audio_play") }
        return assists
    }
}
