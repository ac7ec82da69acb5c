#if canImport(Glibc)
import Glibc
#endif

/// The player's secret key for the world board (R120, docs/BOARD.md "Who is who"): 64 hex digits made on first
/// use and kept in the data folder as `board-key`, mode 0600, so that only its owner reads it. Nothing else names
/// the player to a board.
nonisolated enum BoardKeyFile {
    /// The file's name in the data folder.
    static let name = "board-key"

    /// The key kept in `folder` (made there, mode 0600, the first time); a key for this run alone when there is no
    /// folder (a headless run without `--data-dir`) or it cannot be read or written.
    static func key(folder: String?) -> String {
        guard let folder else { return made() }
        let path = folder + "/" + name
        if let kept = read(path) { return kept }
        let key = made()
        mkdir(folder, 0o700)  // as the scores' folder is made: its parent exists, or the key is this run's alone
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return read(path) ?? key }  // another game made it meanwhile: theirs
        defer { close(descriptor) }
        fchmod(descriptor, 0o600)  // whatever the umask
        let bytes = Array((key + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written != bytes.count || fsync(descriptor) != 0 { unlink(path) }
        return key
    }

    /// A new key: 256 bits from the system's generator, as 64 hex digits.
    static func made() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let digits = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }

    /// The key in the file at `path`, or nil when there is none or it is not one (64 hex digits, a newline after
    /// them allowed).
    static func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 80)
        let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        guard count >= 64 else { return nil }
        let key = bytes.prefix(64)
        guard key.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }),
              count == 64 || (count == 65 && bytes[64] == 0x0A) else { return nil }
        return String(decoding: key, as: UTF8.self)
    }
}
