#if canImport(Glibc)
import Glibc
#endif
import WormGame

/// The files the game keeps between runs (R41).
nonisolated package enum SavedFile: String, Sendable, CaseIterable {
    /// The high-score tables, in the data folder.
    case scores = "scores.json"
    /// The settings, in the config folder.
    case settings = "settings.json"
}

/// Why a saved file could not be read or written, in words for one line and the `save_failed` event.
nonisolated package struct StorageFailure: Error, Equatable {
    /// What went wrong, naming the file or folder ("cannot write in /x: Read-only file system"): the log's words,
    /// in the system's language.
    package var reason: String
    /// The same as the screen says it, in the player's language ("the folder is read-only").
    var trouble: SaveTrouble

    /// A failure for `reason`, shown on screen as `trouble`.
    init(reason: String, trouble: SaveTrouble = .unwritten) {
        self.reason = reason
        self.trouble = trouble
    }
}

/// Why a file was not written, as the screen says it in the player's language: the system's own words
/// (`strerror`'s English) stay in the log (`save_failed`), never inside a translated sentence.
nonisolated enum SaveTrouble: Equatable, Sendable {
    /// The folder or the file may not be written (a read-only disk, no permission).
    case readOnly
    /// No room left (the disk, or the user's quota).
    case full
    /// The folder is not there and cannot be made, or something that is not a folder stands in its way.
    case noFolder
    /// The file was written by a newer Worm and is left alone.
    case newerFile
    /// Any other reason.
    case unwritten

    /// The trouble the C library's error `code` means.
    init(errno code: Int32) {
        switch code {
        case EROFS, EACCES, EPERM: self = .readOnly
        case ENOSPC, EDQUOT, EFBIG: self = .full
        case ENOTDIR, ENOENT, EISDIR, ELOOP, ENAMETOOLONG: self = .noFolder
        default: self = .unwritten
        }
    }

    /// Its words on screen.
    var text: TextKey {
        switch self {
        case .readOnly: .saveTroubleReadOnly
        case .full: .saveTroubleFull
        case .noFolder: .saveTroubleNoFolder
        case .newerFile: .saveTroubleNewerFile
        case .unwritten: .saveTroubleUnwritten
        }
    }
}

/// What a storage holds for a file when it is read.
nonisolated package enum StoredBytes: Equatable {
    /// There is no such file yet.
    case missing
    /// The file's bytes.
    case bytes([UInt8])
    /// The file is there but cannot be read as a file: a folder, too large, an I/O error.
    case unreadable(reason: String)
}

/// Where the game keeps its saved files (R41): a folder on disk, or memory for tests and headless runs.
///
/// A change is one transaction: other games are kept out while the file is read again, changed and written,
/// so two games saving at once lose neither change; a write is the old file or the new one, whole.
nonisolated package protocol Storage: AnyObject {
    /// Runs `change` on what `file` holds now, with other games kept out, and writes what it returns
    /// (nil: leave the file as it is). A `change` that throws `StorageFailure` writes nothing.
    func update(_ file: SavedFile, _ change: (StoredBytes) throws(StorageFailure) -> [UInt8]?) throws(StorageFailure)
    /// What `file` holds now (a read without a change).
    func read(_ file: SavedFile) -> StoredBytes
    /// Moves an unreadable `file` out of the way under a `.corrupt-TIME` name; returns that name.
    func setAside(_ file: SavedFile) throws(StorageFailure) -> String
    /// How messages name `file` (its path on disk).
    func displayName(of file: SavedFile) -> String
    /// Writes `bytes` as a new file called `name` beside the scores (a replay exported from the scores scene),
    /// atomically; returns how it is named.
    func export(_ bytes: [UInt8], as name: String) throws(StorageFailure) -> String
}

/// Saved files in memory: nothing touches the disk (tests, and headless runs without `--data-dir`).
nonisolated final class MemoryStorage: Storage {
    /// The files' contents.
    private(set) var files: [SavedFile: [UInt8]] = [:]
    /// Files set aside, by their new names.
    private(set) var setAsideFiles: [String: [UInt8]] = [:]
    /// When set, every write fails with this reason (a full or read-only folder in tests).
    var failure: StorageFailure?

    /// A storage holding `files`.
    init(files: [SavedFile: [UInt8]] = [:]) {
        self.files = files
    }

    func update(_ file: SavedFile, _ change: (StoredBytes) throws(StorageFailure) -> [UInt8]?) throws(StorageFailure) {
        guard let bytes = try change(read(file)) else { return }
        if let failure { throw failure }
        files[file] = bytes
    }

    func read(_ file: SavedFile) -> StoredBytes {
        files[file].map { .bytes($0) } ?? .missing
    }

    func setAside(_ file: SavedFile) throws(StorageFailure) -> String {
        let name = "\(file.rawValue).corrupt-\(setAsideFiles.count + 1)"
        setAsideFiles[name] = files.removeValue(forKey: file) ?? []
        return name
    }

    func displayName(of file: SavedFile) -> String { file.rawValue }

    /// Files exported, by name.
    private(set) var exports: [String: [UInt8]] = [:]

    func export(_ bytes: [UInt8], as name: String) throws(StorageFailure) -> String {
        if let failure { throw failure }
        exports[name] = bytes
        return name
    }
}
