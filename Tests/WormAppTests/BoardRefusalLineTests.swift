import BoardKit
import Testing
import WormGame
@testable import WormApp

/// A board's refusal, as the `board` line logs it and the results say it (R120): the board's own code, read into
/// BoardKit's `BoardRefusal`; a code this game does not know (a newer board's) logs `other`.
@MainActor
struct BoardRefusalLineTests {
    /// The `board` line's `code` for a round the board refused with `code`.
    static func loggedCode(_ code: BoardRefusal?) -> String {
        var json = JSONLine()
        BoardEvent.settled(.refused(code)).describe(into: &json)
        return json.line
    }

    @Test func theBoardsCodeIsLoggedAsTheBoardWroteIt() {
        #expect(Self.loggedCode(.notReproduced) == #"{"state": "refused", "code": "not_reproduced"}"#)
        #expect(Self.loggedCode(nil) == #"{"state": "refused", "code": "other"}"#)
    }

    @Test func anUnknownCodeIsSaidAsTheOtherRefusals() {
        #expect(BoardRefusal.reasonKey(nil) == .boardRefusedOther)
        #expect(BoardRefusal.reasonKey(.method) == .boardRefusedOther)
        #expect(BoardRefusal.reasonKey(.token) == .boardRefusedToken)
    }
}
