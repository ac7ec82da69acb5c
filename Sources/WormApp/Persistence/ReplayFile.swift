import WormGame

/// The files `--replay` plays (docs/SAVED-FILES.md, "Replays"): a score table (scores.json: its best Arcade row, else the best row
/// of its latest Daily) or one row of it with a `version`, as `{"version": 1, "name": …, "score": …, "replay": {…}}`;
/// or an input script, told apart by its first line that is not blank: a comment, or an object with a `type`.
enum ReplayFile {
    /// What `--replay` plays: a score table's row, checked against its score, or an input script (HEADLESS.md),
    /// played with the seed given on the command line.
    enum Recording {
        case row(HighScore)
        case script([ScriptLine])
    }

    /// The recording in the file at `path`, read once (a fifo too); throws a `UsageError` naming the file and what
    /// is wrong. An input script is held to the limits of `--input`.
    static func recording(path: String, isKnownKey: (String) -> Bool) throws -> Recording {
        let bytes = try bytes(at: path)
        guard startsLikeAnInputScript(bytes) else { return .row(try row(in: bytes, path: path)) }
        if let error = BoundedReader.check(bytes, against: .inputScript) { throw failure(path, error.reason) }
        return .script(try InputScript.parse(String(decoding: bytes, as: UTF8.self), fileName: Quoting.quote(path, limit: 200),
                                             flag: "--replay", isKnownKey: isKnownKey))
    }

    /// Whether the first line that is not blank is a comment or a JSON object with a `type`, as an input script's
    /// lines are (a row or a table is one JSON object with no `type`, and JSON has no comments); a file of blank
    /// lines is an empty script, as `--input` reads it.
    static func startsLikeAnInputScript(_ bytes: [UInt8]) -> Bool {
        let lines = bytes.lazy.split(separator: 0x0A).map { Substring(String(decoding: $0, as: UTF8.self)).trimmingWhitespace() }
        guard let first = lines.first(where: { !$0.isEmpty }) else { return bytes.contains(0x0A) }  // blank lines only
        if first.hasPrefix("#") { return true }
        guard let value = try? JSONValue.parse(first) else {
            // A broken line that means to be a script's: its own message, with its line number.
            return first.hasPrefix("{") && first.contains("\"type\"") && !first.contains("\"replay\"")
        }
        return value.object?["type"] != nil
    }

    /// A failure of `--replay` naming the file at `path`.
    private static func failure(_ path: String, _ why: String) -> UsageError {
        UsageError("--replay: \(Quoting.quote(path, limit: 200)): \(why)")
    }

    /// The bytes of the file at `path`, within the limits of a saved file.
    private static func bytes(at path: String) throws -> [UInt8] {
        switch BoundedReader.read(path: path, limits: FileStorage.limits) {
        case .success(let bytes): return bytes
        case .failure(let error): throw failure(path, error.reason)
        }
    }

    /// The row in the file at `path`; throws a `UsageError` naming the file and what is wrong.
    static func read(path: String) throws -> HighScore {
        try row(in: try bytes(at: path), path: path)
    }

    /// The row in `bytes`, read from the file at `path`.
    private static func row(in bytes: [UInt8], path: String) throws -> HighScore {
        switch Decoded<ReplayRow>(bytes: bytes) {
        case .document(let row):
            guard let entry = row.entry else { throw failure(path, "no score with a replay in it") }
            return entry
        case .newer(let version): throw failure(path, "from a newer version of Worm (format \(version))")
        case .corrupt(let reason): throw failure(path, reason)
        }
    }

    /// Writes `entry` as a replay file's text.
    static func text(of entry: HighScore) -> String {
        var json = JSONLine()
        json.add("version", ScoresDocument.formatWithoutClassic)
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

    /// The one line a headless `--replay` that reproduced its row prints (R21).
    static func successLine(_ outcome: ReplayOutcome, path: String) -> String {
        "worm: --replay: \(Quoting.quote(path, limit: 200)): reproduced, score \(outcome.expected)"
    }
}
