import Testing
import WormGame

/// Daily's seed (R34): 64-bit FNV-1a of the UTC date as ASCII, checked against answers worked out apart.
struct DailySeedTests {
    @Test func knownAnswers() {
        #expect(DailySeed.seed(forDate: "") == 0xcbf2_9ce4_8422_2325, "FNV-1a's offset basis")
        #expect(DailySeed.seed(forDate: "a") == 0xaf63_dc4c_8601_ec8c, "FNV-1a of \"a\" (the reference vector)")
        #expect(DailySeed.seed(forDate: "2026-11-30") == 15_236_246_207_697_122_868)
    }

    @Test(arguments: ["2024-02-29", "2026-12-31", "2000-02-29"])
    func realDates(_ date: String) { #expect(DailySeed.isValid(date)) }

    @Test(arguments: ["2026-02-29", "2026-13-01", "2026-00-10", "2026-1-01", "26-01-01", "2026-01-32", "1900-02-29",
                      "２０２６-01-01", ""])
    func notDates(_ date: String) { #expect(!DailySeed.isValid(date)) }
}
