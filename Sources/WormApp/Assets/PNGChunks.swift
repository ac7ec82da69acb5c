#if canImport(Glibc)
import Glibc
#endif

/// A look at a PNG file's chunks without decoding it: each one's length within the file, its type four
/// letters, its CRC right, and the last one IEND. It finds a truncated or damaged file (a byte changed
/// anywhere a CRC covers) at start, for the images that are decoded only when first drawn.
nonisolated enum PNGChunks {
    /// The PNG signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Whether the file at `path` is a PNG whose chunks are not whole, or cannot be read; false for a file
    /// that is not a PNG at all (a JPEG background, whose header `ImageHeader` has read).
    static func isDamaged(path: String) -> Bool {
        guard let bytes = contents(of: path) else { return true }
        return bytes.starts(with: signature) && !areWhole(bytes)
    }

    /// Whether `bytes` are a PNG whose chunks are whole.
    static func areWhole(_ bytes: [UInt8]) -> Bool {
        guard bytes.starts(with: signature) else { return false }
        var offset = signature.count
        while bytes.count - offset >= 12 {
            let length = Int(bigEndian(bytes, at: offset))
            let typeStart = offset + 4, dataEnd = offset + 8 + length
            guard length <= bytes.count - offset - 12,
                  bytes[typeStart..<typeStart + 4].allSatisfy({ (0x41...0x5A).contains($0 & 0xDF) }),
                  crc32(bytes[typeStart..<dataEnd]) == bigEndian(bytes, at: dataEnd) else { return false }
            if bytes[typeStart..<typeStart + 4].elementsEqual("IEND".utf8) { return true }
            offset = dataEnd + 4
        }
        return false
    }

    /// The four bytes at `offset`, most significant first.
    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// CRC-32 (ISO 3309, as PNG uses it) of `bytes`.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        table.withUnsafeBufferPointer { table in
            bytes.withUnsafeBufferPointer { buffer in
                for byte in buffer { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
            }
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// The CRC of each byte value.
    private static let table: [UInt32] = (0..<256).map { (value: UInt32) in
        (0..<8).reduce(value) { crc, _ in crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }

    /// The whole file (already held to its size limit by `ResourceLimits`), or nil when it cannot be read.
    private static func contents(of path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        guard fseek(file, 0, SEEK_END) == 0 else { return nil }
        let size = ftell(file)
        guard size >= 0, fseek(file, 0, SEEK_SET) == 0 else { return nil }
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = fread(buffer.baseAddress, 1, size, file)
        }
        return bytes.count == size ? bytes : nil
    }
}
