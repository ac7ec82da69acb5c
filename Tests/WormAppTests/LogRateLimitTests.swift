import Testing
@testable import WormApp

/// The one rate limit of the log: the first line of each key in each second.
struct LogRateLimitTests {
    @Test func eachKeyIsWrittenOnceASecond() {
        var limit = LogRateLimit()
        #expect(limit.allows("a", atMs: 0))
        #expect(!limit.allows("a", atMs: 999))
        #expect(limit.allows("b", atMs: 999), "another key has its own second")
        #expect(limit.allows("a", atMs: 1_000))
        #expect(!limit.allows("a", atMs: 1_500))
    }

    @Test func aFloodOfKeysForgetsTheStaleOnesAndNotTheFreshOnes() {
        var limit = LogRateLimit()
        #expect(limit.allows("fresh", atMs: 5_000))
        for index in 0..<LogRateLimit.keysKept { _ = limit.allows("old \(index)", atMs: 0) }
        #expect(limit.allows("new", atMs: 5_500))
        #expect(!limit.allows("fresh", atMs: 5_600), "still within its second: not forgotten")
        #expect(limit.allows("old 1", atMs: 5_600), "stale: forgotten, written again")
    }
}
