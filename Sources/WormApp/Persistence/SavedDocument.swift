import WormGame

/// A saved file's contents (R41): a JSON object with a `version` the program checks before anything else.
nonisolated package protocol SavedDocument {
    /// The file it lives in.
    static var file: SavedFile { get }
    /// The newest format this program writes and reads.
    static var formatVersion: Int { get }
    /// An empty document: no file yet, or one set aside.
    init()
    /// Reads a document of format `version` (at most `formatVersion`) from its JSON members.
    init(members: [String: JSONValue], version: Int) throws(DocumentError)
    /// The document as the file's text (ending in a newline).
    var text: String { get }
    /// The parts of the file that could not be read and were left out (R35), or nil when it was read whole.
    var damage: DocumentDamage? { get }
}

nonisolated extension SavedDocument {
    var damage: DocumentDamage? { nil }
}

/// What a file read in part left out (R35): how many of its rows, and why the first of them.
nonisolated package struct DocumentDamage: Equatable {
    /// The rows left out.
    var rows: Int
    /// What was wrong with the first one.
    var reason: String
}

/// What a saved file's bytes turned out to be.
nonisolated enum Decoded<Document: SavedDocument> {
    case document(Document)
    /// Written by a newer program, in format `version`: left alone.
    case newer(version: Int)
    /// Not a document: why.
    case corrupt(reason: String)

    /// Reads `bytes`: UTF-8, JSON, an object with a whole `version`, then the document.
    init(bytes: [UInt8]) {
        guard !bytes.isEmpty else { self = .corrupt(reason: "the file is empty"); return }
        // Checked in place (the standard library's UTF8Span): a String of it would be a copy of the whole file.
        guard (try? UTF8Span(validating: bytes.span)) != nil else {
            self = .corrupt(reason: "the file is not UTF-8 text")
            return
        }
        let members: [String: JSONValue]
        do {
            guard let object = try JSONValue.parse(utf8: bytes).object else {
                self = .corrupt(reason: "the file is not a JSON object")
                return
            }
            members = object
        } catch {
            self = .corrupt(reason: "the file is not JSON (\(error))")
            return
        }
        guard case .number(let number)? = members["version"], number == number.rounded(), number >= 1, number < 1e9 else {
            self = .corrupt(reason: "the file has no format version")
            return
        }
        let version = Int(number)
        guard version <= Document.formatVersion else { self = .newer(version: version); return }
        do {
            self = .document(try Document(members: members, version: version))
        } catch {
            self = .corrupt(reason: error.reason)
        }
    }
}

/// A saved document kept in memory and on a `Storage` (R41): loaded once, changed by merging into what
/// the file holds at the time of the save.
///
/// A file that is not a document is set aside and named in one warning line; the game goes on with an empty one.
/// A file of a newer format is never written.
package final class DocumentStore<Document: SavedDocument> {
    let storage: Storage
    /// The document as this game knows it.
    package private(set) var document: Document
    /// The format of a newer program's file, which this one leaves alone.
    private(set) var newerVersion: Int?
    /// How many rows of the file could not be read at start and were left out (R35): the scores scene says so.
    package private(set) var unreadableRows = 0
    /// Where warning lines go (standard error in the game).
    private let warn: (String) -> Void
    /// Whether changes stay in memory and the file is never written (a kiosk's settings, R70).
    package var keepsChangesInMemory = false
    /// Saves handed to another thread (`saveLater`), oldest first, with their change and what became of them.
    private var deferred: [(write: DeferredWrite, change: (inout Document) -> Void, outcome: DeferredOutcome<Document>)] = []
    /// The failures (or nil: written) of deferred saves taken in but not yet reported by `finishDeferred`.
    private var deferredOutcomes: [StorageFailure?] = []

    /// Loads the document from `storage`, warning through `warn` about a file it cannot use.
    package init(storage: Storage, warn: @escaping (String) -> Void) {
        self.storage = storage
        self.warn = warn
        document = Document()
        load()
    }

    /// How messages and the `saved` event name the file.
    var fileName: String { storage.displayName(of: Document.file) }

    /// Reads the file again (at start).
    func load() {
        switch decode(storage.read(Document.file)) {
        case .document(let loaded):
            document = loaded
            // Read in part: the good rows go on, and the file is set aside all the same, bad rows and all (R35).
            guard let damage = loaded.damage else { break }
            unreadableRows = damage.rows
            do {
                // The good rows are written back at once as the file, so that the next save merges into them.
                try storage.update(Document.file) { stored throws(StorageFailure) in
                    guard case .document(let again)? = decode(stored), let left = again.damage else { return nil }
                    setAside(reason: left.reason, rows: left.rows)
                    document = again
                    return Array(again.text.utf8)
                }
            } catch {
                warn("worm: warning: \(fileName): \(damage.rows) of its rows cannot be read (\(damage.reason)) and it cannot be set aside "
                     + "(\(error.reason)); going on with the others")
            }
        case .newer(let version):
            newerVersion = version
            warn("worm: warning: \(fileName) is from a newer version of Worm (format \(version)); "
                 + "it is left as it is and nothing will be saved in it")
        case .corrupt(let reason):
            // Set aside under the lock, after reading again: another game may have just written it whole.
            do {
                try storage.update(Document.file) { stored throws(StorageFailure) in
                    if case .corrupt = decode(stored) { setAside(reason: reason) }
                    return nil
                }
            } catch {
                warn("worm: warning: \(fileName) cannot be read (\(reason)) nor set aside (\(error.reason)); "
                     + "starting with an empty one")
            }
            if case .document(let loaded) = decode(storage.read(Document.file)) { document = loaded }
        case nil:
            break
        }
    }

    /// Applies `change` to the file's document as it is now (re-read under the lock) and writes it; the
    /// document in memory follows. Throws why it could not be saved; the change is then kept in memory only.
    package func save(_ change: (inout Document) -> Void) throws(StorageFailure) {
        // Saves on their way first, so that this one merges into a file that has them.
        takeInDeferred(waiting: true)
        if keepsChangesInMemory {
            change(&document)
            return
        }
        if let newerVersion {
            change(&document)
            throw StorageFailure(reason: "\(fileName) is from a newer version of Worm (format \(newerVersion))",
                                 trouble: .newerFile)
        }
        var merged: Document?
        do {
            try storage.update(Document.file) { stored throws(StorageFailure) in
                var current: Document
                switch decode(stored) {
                case .document(let loaded): current = loaded
                case nil: current = Document()
                case .newer(let version):
                    newerVersion = version
                    throw StorageFailure(reason: "\(fileName) is from a newer version of Worm (format \(version))",
                                         trouble: .newerFile)
                case .corrupt(let reason):
                    setAside(reason: reason)
                    current = Document()
                }
                change(&current)
                merged = current
                return Array(current.text.utf8)
            }
            if let merged { document = merged }
        } catch {
            // Not written: the game goes on with the change in memory (merged with the file when it was read).
            if let merged { document = merged } else { change(&document) }
            throw error
        }
    }

    /// Applies `change` to the document in memory now, and returns the write that puts it in the file (merging into
    /// what the file holds then, as `save` does), for another thread to run; nil when changes stay in memory.
    /// Throws as `save` does for a newer program's file (the change is then in memory only). `finishDeferred` takes
    /// the outcome in; a `save` meanwhile waits for the write first.
    package func saveLater(_ change: @escaping (inout Document) -> Void) throws(StorageFailure) -> DeferredWrite? {
        change(&document)
        if keepsChangesInMemory { return nil }
        if let newerVersion {
            throw StorageFailure(reason: "\(fileName) is from a newer version of Worm (format \(newerVersion))",
                                 trouble: .newerFile)
        }
        let outcome = DeferredOutcome<Document>(), storage = storage, fileName = fileName
        let write = DeferredWrite { DocumentStore.merge(change, into: storage, fileName: fileName, outcome: outcome) }
        deferred.append((write, change, outcome))
        return write
    }

    /// Takes in the deferred saves that have ended (with `waiting`, all of them, waiting for each) and returns what
    /// became of each not reported yet, in order: nil when written, else why not. The document follows the file as
    /// last written, with the changes still on their way applied over it.
    package func finishDeferred(waiting: Bool = false) -> [StorageFailure?] {
        takeInDeferred(waiting: waiting)
        defer { deferredOutcomes.removeAll() }
        return deferredOutcomes
    }

    /// Whether a deferred save has not been taken in yet.
    package var hasDeferred: Bool { !deferred.isEmpty }

    private func takeInDeferred(waiting: Bool) {
        while let first = deferred.first {
            if waiting { first.write.wait() } else if !first.write.isDone { return }
            deferred.removeFirst()
            let outcome = first.outcome
            for line in outcome.warnings { warn(line) }
            if let version = outcome.newer { newerVersion = version }
            if var merged = outcome.merged {
                for later in deferred { later.change(&merged) }
                document = merged
            }
            deferredOutcomes.append(outcome.failure)
        }
    }

    /// A deferred save's work, on whatever thread runs it: nothing of the store's own state is touched.
    nonisolated private static func merge(_ change: (inout Document) -> Void, into storage: Storage, fileName: String,
                                          outcome: DeferredOutcome<Document>) {
        do {
            try storage.update(Document.file) { stored throws(StorageFailure) in
                var current: Document
                switch DocumentStore.decode(stored) {
                case .document(let loaded): current = loaded
                case nil: current = Document()
                case .newer(let version):
                    outcome.newer = version
                    throw StorageFailure(reason: "\(fileName) is from a newer version of Worm (format \(version))",
                                         trouble: .newerFile)
                case .corrupt(let reason):
                    outcome.warnings.append(DocumentStore.setAside(storage, fileName: fileName, reason: reason))
                    current = Document()
                }
                change(&current)
                outcome.merged = current
                return Array(current.text.utf8)
            }
        } catch {
            outcome.failure = error
        }
    }

    /// Reads stored bytes; nil when there is no file.
    private func decode(_ stored: StoredBytes) -> Decoded<Document>? {
        DocumentStore.decode(stored)
    }

    /// Reads stored bytes, on any thread; nil when there is no file.
    nonisolated private static func decode(_ stored: StoredBytes) -> Decoded<Document>? {
        switch stored {
        case .missing: return nil
        case .unreadable(let reason): return .corrupt(reason: reason)
        case .bytes(let bytes): return Decoded(bytes: bytes)
        }
    }

    /// Moves the bad file aside with one warning line (or says it could not); `rows`: a file read in part, whose
    /// other rows go on.
    private func setAside(reason: String, rows: Int? = nil) {
        warn(DocumentStore.setAside(storage, fileName: fileName, reason: reason, rows: rows))
    }

    /// Moves the bad file aside, on any thread; returns the warning line that says so (or that it could not).
    nonisolated private static func setAside(_ storage: Storage, fileName: String, reason: String, rows: Int? = nil) -> String {
        do {
            let aside = try storage.setAside(Document.file)
            if let rows {
                return "worm: warning: \(fileName): \(rows) of its rows cannot be read (\(reason)); kept as \(aside), "
                    + "going on with the others"
            }
            return "worm: warning: \(fileName) cannot be read (\(reason)); kept as \(aside), starting with an empty one"
        } catch {
            return "worm: warning: \(fileName) cannot be read (\(reason)) nor set aside (\(error.reason)); "
                + "starting with an empty one"
        }
    }
}
