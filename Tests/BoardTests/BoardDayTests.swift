import Testing
@testable import BoardKit

/// The board's dates: Daily's day and Arcade's week on the board's clock (UTC).
struct BoardDayTests {
    @Test func daysAndWeeksFollowTheCalendar() {
        #expect(BoardDay.date(ofMs: 0) == "1970-01-01")
        #expect(BoardDay.date(ofMs: 1_764_633_600_000) == "2025-12-02")
        #expect(BoardDay.date(ofMs: 1_764_633_600_000 - 1) == "2025-12-01")
        #expect(BoardDay.date(ofMs: 951_782_400_000) == "2000-02-29")
        // 2025-12-02 was a Tuesday; its week started on Monday 1 December; a Sunday belongs to the week before it.
        #expect(BoardDay.weekStart(ofMs: 1_764_633_600_000) == "2025-12-01")
        #expect(BoardDay.weekStart(ofMs: 1_764_547_200_000 - 1) == "2025-11-24")
    }
}
