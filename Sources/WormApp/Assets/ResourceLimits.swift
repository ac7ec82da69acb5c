#if canImport(Glibc)
import Glibc
#endif

/// What each resource file may be (docs/COMMAND-LINE.md, `--resources`), checked before it is decoded, so a broken
/// or hostile file is exit 1 with one line, fast and in little memory.
enum ResourceLimits {
    /// The largest image of each kind, in pixels: four times what the game draws, for sharp scaling.
    static func maxImageSize(_ kind: ResourceFiles.Kind) -> (width: Int, height: Int)? {
        switch kind {
        case .background: return (1_280, 1_920)
        case .worm, .golden, .beetle: return (240, 240)
        case .particle: return (64, 64)
        case .cloud: return (384, 192)
        case .font, .music, .hit, .miss: return nil
        }
    }

    /// The largest font page image, in pixels.
    static let maxFontPage = (width: 2_048, height: 2_048)

    /// The largest file of each kind, in bytes: effects are decoded whole into memory, music is streamed.
    static func maxBytes(_ kind: ResourceFiles.Kind) -> Int {
        switch kind {
        case .background, .worm, .particle, .golden, .beetle, .cloud: return 16 << 20
        case .font: return ReadLimits.font.maxBytes
        case .music: return 64 << 20
        case .hit, .miss: return 4 << 20
        }
    }

    /// Throws a one-line `RuntimeFailure` when `path` is larger than `maxBytes`.
    static func checkFileSize(_ path: String, maxBytes: Int) throws {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw RuntimeFailure("cannot read \(path): \(FileSystem.describe(errno: errno))")
        }
        if Int(info.st_size) > maxBytes {
            throw RuntimeFailure("cannot load \(path): larger than \(BoundedReadError.size(maxBytes)) (the most it may be)")
        }
    }

    /// Reads the image's size from its header and throws a one-line `RuntimeFailure` unless it is
    /// a PNG or JPEG from 1 × 1 up to `max`; returns the size.
    @discardableResult
    static func checkImage(_ path: String, max: (width: Int, height: Int)) throws -> (width: Int, height: Int) {
        try checkFileSize(path, maxBytes: 16 << 20)
        let size: (width: Int, height: Int)
        do {
            size = try ImageHeader.size(path: path)
        } catch {
            throw RuntimeFailure("cannot load \(path): \(error.message)")
        }
        guard size.width >= 1, size.height >= 1, size.width <= max.width, size.height <= max.height else {
            throw RuntimeFailure("cannot load \(path): \(size.width) × \(size.height) pixels; it may be at most "
                                 + "\(max.width) × \(max.height)")
        }
        return size
    }
}
