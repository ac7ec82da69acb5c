import CSodium

/// HMAC-SHA256 (libsodium's `crypto_auth_hmacsha256`) under a shared key: what makes a venue's datagrams its own
/// (R100). A datagram sealed here is its bytes, a newline and the 64 hex digits of their tag; only a holder of the
/// same key can make a tag that `open` accepts.
public struct MessageAuthenticator: Sendable {
    /// The length of a tag, in bytes (64 hex digits on the wire).
    public static let tagBytes = 32
    /// The shortest key taken, in bytes.
    public static let minimumKeyBytes = 16
    /// The longest key taken, in bytes.
    public static let maximumKeyBytes = 4096

    private let key: [UInt8]

    /// An authenticator for `key` (16 to 4096 bytes, any bytes: the file's whole contents).
    public init(key: [UInt8]) throws {
        guard key.count >= MessageAuthenticator.minimumKeyBytes else {
            throw NetError(call: "crypto_auth_hmacsha256_init",
                           message: "a key of \(key.count) bytes is too short (at least \(MessageAuthenticator.minimumKeyBytes))")
        }
        guard key.count <= MessageAuthenticator.maximumKeyBytes else {
            throw NetError(call: "crypto_auth_hmacsha256_init",
                           message: "a key of \(key.count) bytes is too long (at most \(MessageAuthenticator.maximumKeyBytes))")
        }
        if sodium_init() < 0 { throw NetError(call: "sodium_init", message: "libsodium could not start") }
        self.key = key
    }

    /// The tag of `bytes`.
    public func tag(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var state = crypto_auth_hmacsha256_state()
        var tag = [UInt8](repeating: 0, count: MessageAuthenticator.tagBytes)
        key.withUnsafeBufferPointer { key in
            // Failures of these three are impossible with a state in memory (libsodium returns 0 always).
            _ = crypto_auth_hmacsha256_init(&state, key.baseAddress!, key.count)
        }
        bytes.withUnsafeBufferPointer { _ = crypto_auth_hmacsha256_update(&state, $0.baseAddress, UInt64($0.count)) }
        _ = crypto_auth_hmacsha256_final(&state, &tag)
        return tag
    }

    /// `bytes`, a newline and their tag in hex.
    public func seal(_ bytes: [UInt8]) -> [UInt8] {
        bytes + [0x0A] + Array(MessageAuthenticator.hex(tag(bytes[...])).utf8)
    }

    /// The bytes `sealed` carries when its tag is theirs under this key; nil when it has no tag or another key's.
    /// Its cost is one HMAC of the datagram, whatever it holds, before anything in it is read.
    public func open(_ sealed: [UInt8]) -> ArraySlice<UInt8>? {
        let hexLength = 2 * MessageAuthenticator.tagBytes
        guard sealed.count > hexLength, sealed[sealed.count - hexLength - 1] == 0x0A,
              let claimed = MessageAuthenticator.bytes(hex: sealed.suffix(hexLength)) else { return nil }
        let body = sealed[..<(sealed.count - hexLength - 1)]
        let expected = tag(body)
        let same = claimed.withUnsafeBufferPointer { a in
            expected.withUnsafeBufferPointer { b in crypto_verify_32(a.baseAddress!, b.baseAddress!) == 0 }
        }
        return same ? body : nil
    }

    /// `bytes` as lowercase hex.
    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 15)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of lowercase or uppercase hex `text`, or nil.
    static func bytes(hex text: ArraySlice<UInt8>) -> [UInt8]? {
        func value(_ c: UInt8) -> UInt8? {
            switch c {
            case 0x30...0x39: c - 0x30
            case 0x61...0x66: c - 0x61 + 10
            case 0x41...0x46: c - 0x41 + 10
            default: nil
            }
        }
        guard text.count % 2 == 0 else { return nil }
        var out: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            guard let high = value(text[index]), let low = value(text[index + 1]) else { return nil }
            out.append(high << 4 | low)
            index += 2
        }
        return out
    }
}
