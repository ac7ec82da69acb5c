import Testing
@testable import WormApp

/// The one rate limit of the log: the first line of each key in each second.
struct LogRateLimitTests {
    /// Whether each (key, ms) in turn is written.
    func written(_ asks: [(String, Int)], after flood: [(String, Int)] = []) -> [Bool] {
        var limit = LogRateLimit()
        for (key, ms) in flood { _ = limit.allows(key, atMs: ms) }
        return asks.map { limit.allows($0.0, atMs: $0.1) }
    }

    @Test func eachKeyIsWrittenOnceASecond() {
        #expect(written([("a", 0), ("a", 999), ("b", 999), ("a", 1_000), ("a", 1_500)]) == [true, false, true, true, false])
    }

    @Test func aFloodOfKeysForgetsTheStaleOnesAndNotTheFreshOnes() {
        let flood = [("fresh", 5_000)] + (0..<LogRateLimit.keysKept).map { ("old \($0)", 0) }
        // "new" finds the map full: the stale keys go, "fresh" (within its second) stays.
        #expect(written([("new", 5_500), ("fresh", 5_600), ("old 1", 5_600)], after: flood) == [true, false, true])
    }
}
