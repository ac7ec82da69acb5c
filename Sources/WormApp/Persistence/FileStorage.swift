#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Saved files in folders on disk (R41).
///
/// A change takes an exclusive `flock` on `NAME.lock` beside the file, reads the file again, lets the caller merge,
/// and writes the result atomically and durably: a temporary file in the same folder, written whole and fsync'd,
/// renamed over the old one, then the folder fsync'd. A kill at any point leaves the old file or the new one.
nonisolated package final class FileStorage: Storage {
    /// The folders of the files.
    let paths: StoragePaths
    /// The most a saved file may hold: far above ten tables of replays, far below trouble.
    static let limits = ReadLimits(maxBytes: 8 << 20, maxLineBytes: 8 << 20, maxLines: 1_000_000)
    /// For tests: an errno that every write of file data fails with (a full disk, an I/O error).
    var injectedWriteError: Int32?
    /// For `scripts/save-torture`: write in chunks of 4 KiB with this pause between them, so that kills land inside
    /// writes often.
    package var pauseBetweenChunksMicroseconds: UInt32 = 0

    /// A storage in the folders of `paths` (created when first written).
    package init(paths: StoragePaths) {
        self.paths = paths
    }

    /// The path of `file`.
    func path(of file: SavedFile) -> String {
        paths.folder(of: file) + "/" + file.rawValue
    }

    package func displayName(of file: SavedFile) -> String { path(of: file) }

    package func read(_ file: SavedFile) -> StoredBytes {
        switch BoundedReader.read(path: path(of: file), limits: FileStorage.limits) {
        case .success(let bytes): return .bytes(bytes)
        case .failure(.system(let code)) where code == ENOENT || code == ENOTDIR: return .missing  // no file (or no folder)
        case .failure(let error): return .unreadable(reason: error.reason)
        }
    }

    package func update(_ file: SavedFile, _ change: (StoredBytes) throws(StorageFailure) -> [UInt8]?) throws(StorageFailure) {
        let folder = paths.folder(of: file)
        try FileStorage.makeFolder(folder)
        let lock = try FileStorage.lock(folder + "/" + file.rawValue + ".lock")
        defer { close(lock) }
        FileStorage.removeStaleTemporaries(of: file, in: folder)
        guard let bytes = try change(read(file)) else { return }
        try write(bytes, to: path(of: file), folder: folder, temporaryName: "." + file.rawValue + ".tmp-\(getpid())")
    }

    package func setAside(_ file: SavedFile) throws(StorageFailure) -> String {
        let original = path(of: file)
        var aside = original + ".corrupt-" + FileStorage.timestamp()
        var suffix = 1
        while access(aside, F_OK) == 0 {
            suffix += 1
            aside = original + ".corrupt-" + FileStorage.timestamp() + "-\(suffix)"
        }
        guard rename(original, aside) == 0 else { throw FileStorage.failure("cannot rename it aside") }
        FileStorage.syncFolder(paths.folder(of: file))
        return aside
    }

    package func export(_ bytes: [UInt8], as name: String) throws(StorageFailure) -> String {
        let folder = paths.dataFolder
        try FileStorage.makeFolder(folder)
        let path = folder + "/" + name
        try write(bytes, to: path, folder: folder, temporaryName: "." + name + ".tmp-\(getpid())")
        return path
    }

    /// Writes `bytes` to a temporary file beside `path`, syncs it, renames it over `path` and syncs the folder.
    private func write(_ bytes: [UInt8], to path: String, folder: String, temporaryName: String) throws(StorageFailure) {
        let temporary = folder + "/" + temporaryName
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileStorage.failure("cannot write in \(folder)") }
        var done = 0
        var error: StorageFailure?
        while done < bytes.count {
            if let injected = injectedWriteError {
                error = StorageFailure(reason: FileSystem.describe(errno: injected), trouble: SaveTrouble(errno: injected))
                break
            }
            let chunk = pauseBetweenChunksMicroseconds > 0 ? min(4_096, bytes.count - done) : bytes.count - done
            let count = bytes[done..<done + chunk].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if pauseBetweenChunksMicroseconds > 0 { usleep(pauseBetweenChunksMicroseconds) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                error = FileStorage.failure("cannot write \(path)")
                break
            }
            done += count
        }
        if error == nil, fsync(descriptor) != 0 { error = FileStorage.failure("cannot sync \(path)") }
        if close(descriptor) != 0, error == nil { error = FileStorage.failure("cannot write \(path)") }
        if error == nil, rename(temporary, path) != 0 { error = FileStorage.failure("cannot replace \(path)") }
        if let error {
            unlink(temporary)
            throw error
        }
        FileStorage.syncFolder(folder)
    }

    /// Creates `folder` and its parents as needed.
    private static func makeFolder(_ folder: String) throws(StorageFailure) {
        guard !FileSystem.isDirectory(folder) else { return }
        let parent = FileSystem.directory(of: folder)
        if parent != folder && parent != "." && parent != "/" { try makeFolder(parent) }
        if mkdir(folder, 0o755) != 0 && errno != EEXIST { throw failure("cannot create the folder \(folder)") }
    }

    /// Opens and exclusively locks `path`, waiting for another game that holds it.
    private static func lock(_ path: String) throws(StorageFailure) -> Int32 {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure("cannot write in \(FileSystem.directory(of: path))") }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let error = failure("cannot lock \(path)")
                close(descriptor)
                throw error
            }
        }
        return descriptor
    }

    /// Removes temporary files left by a game killed while it saved (the lock is held: nobody else writes them).
    private static func removeStaleTemporaries(of file: SavedFile, in folder: String) {
        guard let listing = opendir(folder) else { return }
        defer { closedir(listing) }
        let prefix = "." + file.rawValue + ".tmp-"
        while let entry = readdir(listing) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(prefix) { unlink(folder + "/" + name) }
        }
    }

    /// Makes a rename in `folder` durable.
    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// A failure saying `what` and the C library's reason for the last error.
    private static func failure(_ what: String) -> StorageFailure {
        let code = errno
        return StorageFailure(reason: "\(what): \(FileSystem.describe(errno: code))", trouble: SaveTrouble(errno: code))
    }

    /// The UTC time now as `YYYYMMDD-HHMMSS`, for names of files set aside.
    static func timestamp() -> String {
        let parts = Dates.utc(WallClock.seconds())
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))-"
            + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))"
    }
}
