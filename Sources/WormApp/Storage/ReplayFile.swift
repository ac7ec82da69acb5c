import WormGame

/// The files `--replay` plays (README, "Replays"): a score table (scores.json: its best Arcade row, else the best row
/// of its latest Daily) or one row of it with a `version`, as `{"version": 1, "name": …, "score": …, "replay": {…}}`.
enum ReplayFile {
    /// The row in the file at `path`; throws a `UsageError` naming the file and what is wrong.
    static func read(path: String) throws -> HighScore {
        let name = Quoting.quote(path, limit: 200)
        func fail(_ why: String) -> UsageError { UsageError("--replay: \(name): \(why)") }
        let bytes: [UInt8]
        switch BoundedReader.read(path: path, limits: FileStorage.limits) {
        case .success(let read): bytes = read
        case .failure(let error): throw fail(error.reason)
        }
        switch Decoded<ReplayRow>(bytes: bytes) {
        case .document(let row):
            guard let entry = row.entry else { throw fail("no score with a replay in it") }
            return entry
        case .newer(let version): throw fail("from a newer version of Worm (format \(version))")
        case .corrupt(let reason): throw fail(reason)
        }
    }

    /// Writes `entry` as a replay file's text.
    static func text(of entry: HighScore) -> String {
        var json = JSONLine()
        json.add("version", ScoresDocument.formatVersion)
        json.add("name", entry.name)
        json.add("score", entry.score)
        json.add("accuracy", entry.accuracy)
        json.add("best_combo", entry.bestCombo)
        json.add("time", Int(entry.time))
        return String(json.line.dropLast()) + ", \"replay\": " + ReplayCoding.text(entry.replay) + "}\n"
    }
}

/// A replay file read as a saved document: a row, or a whole table and its best row.
private struct ReplayRow: SavedDocument {
    static let file = SavedFile.scores
    static let formatVersion = ScoresDocument.formatVersion
    var entry: HighScore?

    init() {}

    init(members: [String: JSONValue], version: Int) throws(DocumentError) {
        if members["replay"] != nil {
            entry = try ScoresDocument.entry(.object(members), where: "the row")
        } else {
            let table = try ScoresDocument(members: members, version: version)
            entry = table.arcade.entries.first ?? table.daily.keys.sorted().last.flatMap { table.daily[$0]?.entries.first }
        }
    }

    var text: String { entry.map(ReplayFile.text) ?? "" }
}

extension ReplayFile {
    /// Throws a one-line failure when the playback of `entry` did not reach the file's score (or did not end).
    /// In a window, a playback the player left before its end is not a failure.
    static func check(_ outcome: ReplayOutcome?, of entry: HighScore, path: String, headless: Bool) throws {
        let name = Quoting.quote(path, limit: 200)
        guard let outcome else {
            if headless { throw RuntimeFailure("--replay: \(name): the run ended before the game did") }
            return
        }
        guard outcome.matches else {
            throw RuntimeFailure("--replay: \(name): the replay scores \(outcome.actual), not the \(outcome.expected) "
                                 + "the file says (the file was edited, or the rules changed since version \(entry.replay.version))")
        }
    }
}
