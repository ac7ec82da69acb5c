#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Small file-system helpers on the C library, whose errno words the documented messages show
/// (docs/INTERNALS.md, "Why some code is hand-written").
nonisolated enum FileSystem {
    /// Whether `path` names a directory.
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` names a regular file (or a link to one).
    static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The directory part of `path` ("." when there is none).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The path of the running executable, from /proc/self/exe.
    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The C library's words for an errno value.
    static func describe(errno code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// A file that could not be read or written, with the C library's reason.
struct FileError: Error, Equatable {
    var path: String
    var errno: Int32

    var reason: String { FileSystem.describe(errno: errno) }
}

/// A text file written line by line, each line flushed as it is written (or standard output for "-").
nonisolated final class LineWriter {
    private let file: UnsafeMutablePointer<FILE>
    private let ownsFile: Bool
    private let name: String

    /// Opens `path` for writing, truncating it; "-" is standard output.
    init(path: String) throws(FileError) {
        name = path
        if path == "-" {
            file = stdout
            ownsFile = false
        } else {
            guard let opened = fopen(path, "w") else { throw FileError(path: path, errno: errno) }
            file = opened
            ownsFile = true
        }
    }

    deinit {
        if ownsFile { fclose(file) } else { fflush(file) }
    }

    /// The path given at opening ("-" for standard output), for messages.
    var path: String { name }

    /// The first write that failed (a full disk, a reader that went away); nothing is written after it.
    private(set) var failure: FileError?

    /// Called once, at the first failed write (the windowed run says so at once and plays on).
    var onFailure: ((FileError) -> Void)?

    /// Writes `line` and a newline, and flushes, so a reader sees each line as soon as it happens.
    /// A failed write is kept in `failure`, and the file is not written again.
    func write(_ line: String) {
        guard failure == nil else { return }
        if fputs(line, file) < 0 || fputc(0x0A, file) < 0 || fflush(file) != 0 {
            let error = FileError(path: name, errno: errno)
            failure = error
            clearerr(file)
            onFailure?(error)
        }
    }
}

/// Writes one line to standard error (the terminal's, see `LibraryChatter`): control characters in it
/// are escaped, so it stays one line.
package func printError(_ line: String) {
    fflush(stderr)
    LibraryChatter.send(Quoting.oneLine(line) + "\n", to: terminalDescriptor)
}
