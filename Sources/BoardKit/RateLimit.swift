/// At most `limit` events a minute for each of many keys (an address, a player's key): the times of the last
/// `limit` are kept per key, and keys quiet for a minute are forgotten, so a flood of addresses costs bounded memory.
public struct RateLimit: Sendable {
    /// The most events in a window.
    public let limit: Int
    /// The window, in ms.
    public let windowMs: Int64
    /// The most keys remembered; past it, the quiet ones are forgotten, then new keys are refused.
    public let maxKeys: Int
    /// Each key's recent event times, oldest first.
    private var recent: [String: [Int64]] = [:]
    /// When quiet keys were last forgotten.
    private var sweptMs: Int64?

    /// `limit` events per `windowMs` per key, at most `maxKeys` keys.
    public init(limit: Int, windowMs: Int64 = 60_000, maxKeys: Int = 100_000) {
        self.limit = limit
        self.windowMs = windowMs
        self.maxKeys = maxKeys
    }

    /// Counts an event of `key` at `nowMs` when it is within the limit; returns whether it was.
    public mutating func admit(_ key: String, nowMs: Int64) -> Bool {
        if sweptMs.map({ nowMs - $0 >= windowMs }) ?? true || (recent[key] == nil && recent.count >= maxKeys) { sweep(nowMs: nowMs) }
        var times = recent[key] ?? []
        if times.isEmpty && recent.count >= maxKeys { return false }
        times.removeAll { nowMs - $0 >= windowMs }
        guard times.count < limit else {
            recent[key] = times
            return false
        }
        times.append(nowMs)
        recent[key] = times
        return true
    }

    /// Forgets the keys with no event in the window.
    private mutating func sweep(nowMs: Int64) {
        sweptMs = nowMs
        recent = recent.filter { $0.value.contains { nowMs - $0 < windowMs } }
    }
}
