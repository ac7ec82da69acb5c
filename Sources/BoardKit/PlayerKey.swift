/// A player's secret key (R120): what the game makes on first use and sends in `X-Worm-Key`; nothing else says who
/// a player is. 32 to 128 characters of `0-9 a-z A-Z - _` (the game sends 64 hex digits).
public enum PlayerKey {
    /// The shortest key taken.
    public static let minLength = 32
    /// The longest key taken.
    public static let maxLength = 128

    /// `key` when it is a key, else `malformed`.
    public static func check(_ key: String?) throws(BoardRefusal) -> String {
        guard let key, (minLength...maxLength).contains(key.utf8.count),
              key.utf8.allSatisfy({ byte in
                  (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                      || byte == 0x2D || byte == 0x5F
              }) else { throw .malformed }
        return key
    }
}
