/// Which lines of a flood are written: the first of each key in each second, on the clock the caller gives (the
/// one rate limit of the log, for Versus's `dropped` lines and the venue's `venue_refused`). A flood of keys costs
/// at most `keysKept` remembered, the stale ones forgotten first.
struct LogRateLimit {
    /// A key is written at most once in this many ms.
    static let windowMs = 1000
    /// How many keys are remembered before the stale ones are forgotten.
    static let keysKept = 256
    /// When each key was last written.
    private var lastMs: [String: Int] = [:]

    /// Whether a line of `key` is written at `nowMs`; when it is, the second starts again for that key.
    mutating func allows(_ key: String, atMs nowMs: Int) -> Bool {
        if let last = lastMs[key], nowMs - last < Self.windowMs { return false }
        if lastMs.count >= Self.keysKept { lastMs = lastMs.filter { nowMs - $0.value < Self.windowMs } }
        lastMs[key] = nowMs
        return true
    }
}
