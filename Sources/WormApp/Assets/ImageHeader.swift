#if canImport(Glibc)
import Glibc
#endif

/// The size an image file says it has, read from its header before anything is decoded, so a
/// 65535 × 65535 PNG is refused in a few bytes of memory instead of gigabytes.
enum ImageHeader {
    /// How many bytes of a file are searched for a JPEG's frame header.
    static let maxJPEGScan = 1 << 20

    /// Width and height from a PNG's IHDR or a JPEG's SOF segment; throws a reason in words for
    /// any other file or a header that cannot be read.
    static func size(path: String) throws(UsageError) -> (width: Int, height: Int) {
        guard let file = fopen(path, "rb") else { throw UsageError(FileSystem.describe(errno: errno)) }
        defer { fclose(file) }
        var head = [UInt8](repeating: 0, count: 24)
        let count = fread(&head, 1, head.count, file)
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if count >= 24, head.starts(with: png), head[12..<16].elementsEqual("IHDR".utf8) {
            return (bigEndian(head[16..<20]), bigEndian(head[20..<24]))
        }
        guard count >= 4, head[0] == 0xFF, head[1] == 0xD8 else { throw UsageError("not a PNG or JPEG image") }
        // JPEG: walk the segments after SOI to the first start-of-frame marker.
        var offset = 2
        while offset < maxJPEGScan {
            guard fseek(file, offset, SEEK_SET) == 0 else { break }
            var marker = [UInt8](repeating: 0, count: 9)
            guard fread(&marker, 1, 9, file) >= 4, marker[0] == 0xFF else { break }
            let kind = marker[1]
            let length = bigEndian(marker[2..<4])
            let isFrame = (0xC0...0xCF).contains(kind) && ![0xC4, 0xC8, 0xCC].contains(kind)
            if isFrame {
                return (bigEndian(marker[7..<9]), bigEndian(marker[5..<7]))
            }
            guard length >= 2 else { break }
            offset += 2 + length
        }
        throw UsageError("a JPEG image without a readable size")
    }

    /// A big-endian unsigned number from 2 or 4 bytes.
    private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 << 8 | Int($1) }
    }
}
