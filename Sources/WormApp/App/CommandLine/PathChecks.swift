#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks of the paths named on the command line, made before anything starts, so a file that
/// cannot be read or written is exit 2 with one line at once, not a surprise after the run.
enum PathChecks {
    /// A folder the game can list and read from (`--resources`).
    static func readableFolder(_ path: String, flag: String) throws {
        let name = Quoting.quote(path, limit: 200)
        guard FileSystem.isDirectory(path) else { throw UsageError("\(flag): \(name) is not a folder") }
        guard access(path, R_OK | X_OK) == 0, let listing = opendir(path) else {
            throw UsageError("\(flag): cannot read the folder \(name): \(FileSystem.describe(errno: errno))")
        }
        closedir(listing)
    }

    /// A file the game can create or overwrite (`--screenshot`, `--screenshot-at`): its folder exists
    /// and can be written to, and the file, when there, is not a folder and can be written.
    static func writableFile(_ path: String, flag: String) throws {
        guard !path.isEmpty else { throw UsageError("\(flag): empty file name") }
        let name = Quoting.quote(path, limit: 200)
        let folder = FileSystem.directory(of: path)
        guard FileSystem.isDirectory(folder) else {
            throw UsageError("\(flag): folder \(Quoting.quote(folder, limit: 200)) of \(name) does not exist")
        }
        if FileSystem.isDirectory(path) { throw UsageError("\(flag): \(name) is a folder") }
        var info = stat()
        let exists = stat(path, &info) == 0
        guard access(exists ? path : folder, W_OK) == 0 else {
            throw UsageError("\(flag): cannot write \(name): \(FileSystem.describe(errno: errno))")
        }
    }
}
