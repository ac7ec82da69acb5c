import WormGame

/// scores.json (docs/SAVED-FILES.md): the all-time Arcade table, a table per day for Daily, the Versus history
/// and the last name used.
///
/// Format 2 adds the Versus history. A file is written as format 1 while the history is empty, so that a game that
/// never played Versus writes what it always wrote and an older Worm can go on saving in it; with a history it is
/// format 2, which an older Worm leaves untouched rather than rewriting without the history (R41). Likewise format 3
/// adds the Assisted tables, and format 4 the best Classic game (issue 30), each written only when it has them.
nonisolated package struct ScoresDocument: SavedDocument, Equatable {
    package static let file = SavedFile.scores
    package static let formatVersion = 4
    /// The format of a file with Assisted rows and no best Classic game.
    static let formatWithoutClassic = 3
    /// The format of a file with a Versus history and no assisted rows.
    static let formatWithoutAssisted = 2
    /// The format of a file without a Versus history.
    static let formatWithoutVersus = 1
    /// Daily tables older than this many days are dropped when the file is written.
    static let dailyDaysKept = 31

    /// The all-time Arcade top 10.
    package var arcade = ScoreTable()
    /// Daily's tables by UTC date (`YYYY-MM-DD`).
    var daily: [String: ScoreTable] = [:]
    /// The name typed last, offered when the next name is left empty.
    var lastName: String?
    /// Daily's best score of each day played, entered in its table or not (the title shows today's, R34).
    var dailyBest: [String: Int] = [:]
    /// The Versus history (R61), newest first, at most `VersusRecord.limit` rounds.
    var versus: [VersusRecord] = []
    /// The Assisted Arcade top 10 (R113).
    var assistedArcade = ScoreTable()
    /// The Assisted Daily tables by UTC date (R113).
    var assistedDaily: [String: ScoreTable] = [:]
    /// The best Classic game kept (issue 30): Classic's table of its own, of one row.
    var classicBest: ClassicSession?

    /// The rows the file held that could not be read and were left out (R35); never written.
    package var damage: DocumentDamage?

    package init() {}

    package init(members: [String: JSONValue], version: Int) throws(DocumentError) {
        arcade = try ScoresDocument.table(members["arcade"], name: "arcade", damage: &damage)
        if let days = members["daily"] {
            guard case .object(let tables) = days else { throw DocumentError("\"daily\" is not an object") }
            for (date, table) in tables {
                guard DailySeed.isValid(date) else { throw DocumentError("\"daily\" has a bad date \"\(date)\"") }
                daily[date] = try ScoresDocument.table(table, name: "daily \(date)", damage: &damage)
            }
        }
        if case .string(let name)? = members["last_name"], PlayerName.isValid(name) { lastName = name }
        if case .object(let days)? = members["daily_best"] {
            for (date, value) in days {
                guard DailySeed.isValid(date), case .number(let best) = value, best == best.rounded(), (0...1e9).contains(best) else {
                    throw DocumentError("\"daily_best\" has a bad day or score at \"\(date)\"")
                }
                dailyBest[date] = Int(best)
            }
        }
        versus = try ScoresDocument.versusHistory(members["versus"], damage: &damage)
        if let best = members["classic_best"] { classicBest = try ScoresDocument.classicSession(best) }
        assistedArcade = try ScoresDocument.table(members["arcade_assisted"], name: "arcade_assisted", damage: &damage)
        if let days = members["daily_assisted"] {
            guard case .object(let tables) = days else { throw DocumentError("\"daily_assisted\" is not an object") }
            for (date, table) in tables {
                guard DailySeed.isValid(date) else { throw DocumentError("\"daily_assisted\" has a bad date \"\(date)\"") }
                assistedDaily[date] = try ScoresDocument.table(table, name: "daily_assisted \(date)", damage: &damage)
            }
        }
    }

    /// Counts a Daily round of `score` on `date` in that day's best.
    mutating func played(daily date: String, score: Int) {
        dailyBest[date] = max(dailyBest[date] ?? 0, score)
    }

    /// The table of Daily's day `date` (empty when nobody played it).
    func daily(_ date: String) -> ScoreTable {
        daily[date] ?? ScoreTable()
    }

    /// The most the file may grow to when written: under the reading limit, so a table written is always read back.
    static let maxTextBytes = FileStorage.limits.maxBytes - (256 << 10)

    package var text: String {
        let version = classicBest != nil ? ScoresDocument.formatVersion
            : hasAssistedRows ? ScoresDocument.formatWithoutClassic
            : versus.isEmpty ? ScoresDocument.formatWithoutVersus : ScoresDocument.formatWithoutAssisted
        let history = (versus.isEmpty ? "" : ",\n\"versus\": " + versusText) + assistedText + classicText
        var out = "{\"version\": \(version),\n\"arcade\": "
        ScoresDocument.write(arcade, into: &out)
        // Daily tables newest first, as long as they fit: the oldest go first when replays make the file large.
        var days: [(date: String, text: String)] = []
        var size = out.utf8.count + history.utf8.count + 64 * (ScoresDocument.dailyDaysKept + 4)
        for date in daily.keys.sorted().reversed().prefix(ScoresDocument.dailyDaysKept) {
            var table = ""
            ScoresDocument.write(daily[date] ?? ScoreTable(), into: &table)
            size += table.utf8.count
            guard size <= ScoresDocument.maxTextBytes else { break }
            days.append((date, table))
        }
        out += ",\n\"daily\": {"
        for (index, day) in days.reversed().enumerated() {
            out += index == 0 ? "\n" : ",\n"
            JSONLine.quote(day.date, into: &out)
            out += ": " + day.text
        }
        out += "},\n\"daily_best\": {"
        for (index, date) in dailyBest.keys.sorted().suffix(ScoresDocument.dailyDaysKept).enumerated() {
            out += index == 0 ? "" : ", "
            JSONLine.quote(date, into: &out)
            out += ": \(dailyBest[date] ?? 0)"
        }
        out += "}" + history
        if let lastName {
            out += ",\n\"last_name\": "
            JSONLine.quote(lastName, into: &out)
        }
        return out + "}\n"
    }

    /// The Assisted tables as members, when there are any rows (R113): the Daily ones of the days kept.
    private var assistedText: String {
        guard hasAssistedRows else { return "" }
        var out = ",\n\"arcade_assisted\": "
        ScoresDocument.write(assistedArcade, into: &out)
        out += ",\n\"daily_assisted\": {"
        let days = assistedDaily.keys.sorted().suffix(ScoresDocument.dailyDaysKept).filter { !(assistedDaily[$0]?.entries.isEmpty ?? true) }
        for (index, date) in days.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            JSONLine.quote(date, into: &out)
            out += ": "
            ScoresDocument.write(assistedDaily[date] ?? ScoreTable(), into: &out)
        }
        return out + "}"
    }

    /// The best Classic game as a member, when there is one.
    private var classicText: String {
        guard let best = classicBest else { return "" }
        var json = JSONLine()
        json.add("caught", best.caught)
        json.add("missed", best.missed)
        json.add("best_streak", best.bestStreak)
        json.add("time", Int(best.time))
        return ",\n\"classic_best\": " + json.line
    }

    // MARK: Reading

    /// The best Classic game from its member.
    private static func classicSession(_ value: JSONValue) throws(DocumentError) -> ClassicSession {
        guard case .object(let members) = value else { throw DocumentError("\"classic_best\" is not an object") }
        let fields = Fields(members: members, place: "classic_best")
        let caught = try fields.int("caught", 0...1_000_000), missed = try fields.int("missed", 0...1_000_000)
        let streak = try fields.int("best_streak", 0...caught)
        return ClassicSession(caught: caught, missed: missed, bestStreak: streak, time: Int64(try fields.int("time", 0...(1 << 50))))
    }

    /// A table from a JSON array of rows (absent: empty); a row that cannot be read is left out and counted in
    /// `damage` (R35), a table that is not a list of rows throws.
    private static func table(_ value: JSONValue?, name: String, damage: inout DocumentDamage?) throws(DocumentError) -> ScoreTable {
        guard let value else { return ScoreTable() }
        guard case .array(let rows) = value, rows.count <= ScoreTable.size else {
            throw DocumentError("\"\(name)\" is not a list of at most \(ScoreTable.size) rows")
        }
        var entries: [HighScore] = []
        for (index, row) in rows.enumerated() {
            do {
                entries.append(try entry(row, where: "\(name) row \(index + 1)"))
            } catch {
                damage = DocumentDamage(rows: (damage?.rows ?? 0) + 1, reason: damage?.reason ?? error.reason)
            }
        }
        return ScoreTable(entries)
    }

    /// One row.
    static func entry(_ value: JSONValue, where place: String) throws(DocumentError) -> HighScore {
        guard case .object(let members) = value else { throw DocumentError("\(place) is not an object") }
        let fields = Fields(members: members, place: place)
        let name = try fields.string("name")
        guard PlayerName.isValid(name) else { throw DocumentError("\(place): \"name\" is not a valid name") }
        guard case .object(let replay)? = members["replay"] else { throw DocumentError("\(place): no \"replay\"") }
        // "from" (R74) is absent from this machine's own rows and from every file written before venues.
        var from: String?
        if members["from"] != nil {
            guard let machine = VenueName.check(try fields.string("from")) else {
                throw DocumentError("\(place): \"from\" is not a machine name (\(VenueName.rule))")
            }
            from = machine
        }
        return HighScore(name: name, score: try fields.int("score", 0...1_000_000_000),
                         accuracy: try fields.int("accuracy", 0...100), bestCombo: try fields.int("best_combo", 0...1_000_000),
                         time: Int64(try fields.int("time", 0...(1 << 50))),
                         replay: try ReplayCoding.replay(replay, place: "\(place) replay"), from: from)
    }

    // MARK: Writing

    /// A table as a JSON array, one row a line.
    private static func write(_ table: ScoreTable, into out: inout String) {
        out += "["
        for (index, row) in table.entries.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            var json = JSONLine()
            json.add("name", row.name)
            json.add("score", row.score)
            json.add("accuracy", row.accuracy)
            json.add("best_combo", row.bestCombo)
            json.add("time", Int(row.time))
            json.add("date", Dates.day(of: row.time))
            if let from = row.from { json.add("from", from) }
            out += String(json.line.dropLast()) + ", \"replay\": " + ReplayCoding.text(row.replay) + "}"
        }
        out += "]"
    }
}
