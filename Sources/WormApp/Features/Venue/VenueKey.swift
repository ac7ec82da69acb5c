#if canImport(Glibc)
import Glibc
#endif

/// The venue key file of `--venue-key FILE` (R100): the same file on every machine of a venue, readable by its
/// owner alone (mode 0600 or 0400). Its whole contents, 16 to 4096 bytes, are the HMAC key.
enum VenueKey {
    /// The modes a key file may have.
    static let modes: Set<mode_t> = [0o600, 0o400]

    /// The key in the file at `path`; a usage error naming the file and what is wrong (its mode, its size, or
    /// why it cannot be read).
    static func load(_ path: String) throws(UsageError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw UsageError("--venue-key: cannot read \(Quoting.quote(path)) (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw UsageError("--venue-key: cannot read \(Quoting.quote(path)) (\(String(cString: strerror(errno))))")
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw UsageError("--venue-key: \(Quoting.quote(path)) is not a file")
        }
        let mode = status.st_mode & 0o7777
        guard modes.contains(mode) else {
            throw UsageError("--venue-key: \(Quoting.quote(path)) has mode \(String(mode, radix: 8, uppercase: false).leftPadded(to: 4)); "
                             + "it must be 0600 or 0400, readable by its owner alone (chmod 600 it)")
        }
        let limit = 4096
        var bytes = [UInt8](repeating: 0, count: limit + 1)
        var count = 0
        while count < bytes.count {
            let read = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if read < 0 {
                if errno == EINTR { continue }
                throw UsageError("--venue-key: cannot read \(Quoting.quote(path)) (\(String(cString: strerror(errno))))")
            }
            if read == 0 { break }
            count += read
        }
        guard count >= 16 && count <= limit else {
            throw UsageError("--venue-key: \(Quoting.quote(path)) holds \(count > limit ? "more than \(limit)" : String(count)) bytes; "
                             + "a key is 16 to \(limit) (head -c 32 /dev/urandom > FILE makes one)")
        }
        return Array(bytes.prefix(count))
    }
}

private extension String {
    /// The string with zeros before it up to `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
