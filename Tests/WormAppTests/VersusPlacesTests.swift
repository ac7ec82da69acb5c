import NetKit
import Testing
import WormGame
@testable import WormApp

/// R61's places and log limits, without a network: the lowest free place, never the host's, never past 7; and
/// what a `dropped` line is limited by.
struct VersusPlacesTests {
    @Test func placesAreTheLowestFreeNeverTheHostsAndNeverPastSeven() {
        var seats = [HostSession.Seat(name: "Ana")]
        for index in 1...7 {
            #expect(seats.freePlace == index)
            seats.seat(HostSession.Seat(name: "P\(index)", peer: PeerID(raw: UInt32(index))), at: index)
        }
        #expect(seats.freePlace == nil, "eight are in")
        seats[5].present = false
        seats[3].present = false
        #expect(seats.freePlace == 3)
        seats[0].present = false
        #expect(seats.freePlace == 3, "the host's place is never given")
        seats.seat(HostSession.Seat(name: "New", peer: PeerID(raw: 99)), at: 3)
        #expect(seats.count == 8 && seats[3].name == "New")
    }

    @Test func droppedLinesAreLimitedBySenderWithoutPortAndReasonWithoutNumbers() {
        #expect(VersusJournal.droppedKey(from: "10.0.0.1:4000", reason: "too short (2 bytes)")
                == VersusJournal.droppedKey(from: "10.0.0.1:5000", reason: "too short (3 bytes)"))
        #expect(VersusJournal.droppedKey(from: "Bo", reason: "x out of range")
                != VersusJournal.droppedKey(from: "Bo", reason: "y out of range"))
        #expect(VersusJournal.droppedKey(from: "peer 3", reason: "bad name") != VersusJournal.droppedKey(from: "peer 4", reason: "bad name"))
    }

    /// Every line R61 adds fits the 320-px field at the lobby's scale (a host named as in the tests).
    @Test @MainActor func theNewLinesFitTheField() throws {
        for language in [Language.english, .french] {
            for text in [language.text(.unreachable), language.text(.badAddress), language.text(.joinHint),
                         language.text(.refusedFull, "Ana"), language.text(.refusedStarted, "Ana"),
                         language.text(.mustUpdate, "Ana"), language.text(.updateToPlay, "Ana")] {
                #expect(RenderFixture.shared.scene.fitted(text, width: 300, scale: 0.8) == text, "\(text)")
            }
        }
    }
}
