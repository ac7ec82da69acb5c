#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How much of a file named from outside the game reads before it gives up: checked while reading,
/// so `/dev/zero`, a fifo or a huge file costs at most `maxBytes` of memory and stops at once.
nonisolated struct ReadLimits: Equatable, Sendable {
    /// The whole file, in bytes.
    var maxBytes: Int
    /// One line, in bytes, without its line end.
    var maxLineBytes: Int
    /// Lines in the file.
    var maxLines: Int

    /// Input scripts: 8 MiB, 200 000 lines of at most 1000 bytes (docs/HEADLESS-RUNS.md).
    static let inputScript = ReadLimits(maxBytes: 8 << 20, maxLineBytes: 1_000, maxLines: 200_000)
    /// BMFont text files: 1 MiB, 20 000 lines of at most 4096 bytes.
    static let font = ReadLimits(maxBytes: 1 << 20, maxLineBytes: 4_096, maxLines: 20_000)
}

/// Why a bounded read stopped.
nonisolated enum BoundedReadError: Error, Equatable {
    /// The C library could not open or read it.
    case system(errno: Int32)
    /// A folder, not a file.
    case isFolder
    /// Larger than `ReadLimits.maxBytes`.
    case tooLarge(limit: Int)
    /// Line `line` (1-based) is longer than `ReadLimits.maxLineBytes`.
    case lineTooLong(line: Int, limit: Int)
    /// More lines than `ReadLimits.maxLines`.
    case tooManyLines(limit: Int)

    /// The reason in words, for a one-line message after the file's name.
    var reason: String {
        switch self {
        case .system(let code): return FileSystem.describe(errno: code)
        case .isFolder: return "is a folder, not a file"
        case .tooLarge(let limit): return "larger than \(BoundedReadError.size(limit)) (the most it may be)"
        case .lineTooLong(let line, let limit): return "line \(line) is longer than \(limit) bytes"
        case .tooManyLines(let limit): return "more than \(limit) lines"
        }
    }

    /// A byte count in the largest whole unit.
    static func size(_ bytes: Int) -> String {
        bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : bytes % 1024 == 0 ? "\(bytes >> 10) KiB" : "\(bytes) bytes"
    }
}

/// Reads files within `ReadLimits`.
nonisolated enum BoundedReader {
    /// The file's bytes, or why it was refused. A regular file larger than the limit is refused
    /// from its size before anything is read; anything else is refused as soon as a limit is passed.
    static func read(path: String, limits: ReadLimits) -> Result<[UInt8], BoundedReadError> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.system(errno: errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.system(errno: errno)) }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(.isFolder) }
        if (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > limits.maxBytes {
            return .failure(.tooLarge(limit: limits.maxBytes))
        }
        var bytes = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var counter = LineCounter(limits: limits)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.system(errno: errno))
            }
            if count == 0 { break }
            guard bytes.count + count <= limits.maxBytes else { return .failure(.tooLarge(limit: limits.maxBytes)) }
            if let error = counter.count(chunk[0..<count]) { return .failure(error) }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return .success(bytes)
    }

    /// The first of `limits` that `bytes`, already read within other limits, exceeds (nil: none).
    static func check(_ bytes: [UInt8], against limits: ReadLimits) -> BoundedReadError? {
        guard bytes.count <= limits.maxBytes else { return .tooLarge(limit: limits.maxBytes) }
        var counter = LineCounter(limits: limits)
        return counter.count(bytes[...])
    }

    /// The lines of `bytes`, split at LF with a CR before it dropped (files saved on Windows read alike).
    static func lines(_ bytes: [UInt8]) -> [String] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
        }
    }
}

/// Counts lines and their lengths as bytes go by, against `ReadLimits`. A line is counted when it ends (LF) or
/// when its first byte comes, so a file of exactly `maxLines` lines reads whether or not its last one has an LF.
private nonisolated struct LineCounter {
    let limits: ReadLimits
    /// Lines ended so far, and the length of the line being read.
    private var ended = 0, lineLength = 0

    init(limits: ReadLimits) {
        self.limits = limits
    }

    /// Counts `bytes`; the first limit they pass, or nil. A CR is not counted, so CRLF files read alike.
    mutating func count(_ bytes: ArraySlice<UInt8>) -> BoundedReadError? {
        for byte in bytes {
            if byte == 0x0A {
                ended += 1
                lineLength = 0
                guard ended <= limits.maxLines else { return .tooManyLines(limit: limits.maxLines) }
            } else if byte != 0x0D {
                if lineLength == 0 && ended + 1 > limits.maxLines { return .tooManyLines(limit: limits.maxLines) }
                lineLength += 1
                guard lineLength <= limits.maxLineBytes else { return .lineTooLong(line: ended + 1, limit: limits.maxLineBytes) }
            }
        }
        return nil
    }
}
