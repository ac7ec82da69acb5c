import Testing
@testable import WormApp

/// UDP presence's bookkeeping, shared by Versus discovery and a venue: found once, refreshed, lost after silence,
/// announced on its beat.
struct PresenceTests {
    struct Peer: PresencePeer, Equatable {
        var name: String
        var note = 0
        var lastSeenMs: Int
    }

    @Test func aPeerIsFoundOnceRefreshedAndLostAfterItsSilence() {
        var presence = Presence<Peer>(announceEveryMs: 1000, lostAfterMs: 5000)
        #expect(presence.heard(Peer(name: "a", lastSeenMs: 0), isSame: { $0.name == "a" }) { $0.note = 1 })
        #expect(!presence.heard(Peer(name: "a", lastSeenMs: 3000), isSame: { $0.name == "a" }) { $0.note = 2 })
        #expect(presence.peers == [Peer(name: "a", note: 2, lastSeenMs: 3000)])
        #expect(presence.forgetSilent(atMs: 8000).isEmpty, "5 s of silence is not yet lost")
        #expect(presence.forgetSilent(atMs: 8001).map(\.name) == ["a"])
        #expect(presence.peers.isEmpty)
    }

    @Test func pastItsLimitANewPeerIsNotFound() {
        var presence = Presence<Peer>(announceEveryMs: 1000, lostAfterMs: 5000, limit: 1)
        #expect(presence.heard(Peer(name: "a", lastSeenMs: 0), isSame: { $0.name == "a" }) { _ in })
        #expect(!presence.heard(Peer(name: "b", lastSeenMs: 0), isSame: { $0.name == "b" }) { _ in })
        #expect(presence.peers.map(\.name) == ["a"])
    }

    /// Discovery's bound (LanDiscovery.maxPeers): full, a new peer takes the place of the one heard from longest ago.
    @Test func fullTheOldestMakesRoomForANewPeer() {
        var presence = Presence<Peer>(announceEveryMs: 1000, lostAfterMs: 5000, limit: 2)
        _ = presence.heard(Peer(name: "a", lastSeenMs: 0), isSame: { $0.name == "a" }) { _ in }
        _ = presence.heard(Peer(name: "b", lastSeenMs: 10), isSame: { $0.name == "b" }) { _ in }
        _ = presence.heard(Peer(name: "a", lastSeenMs: 20), isSame: { $0.name == "a" }) { _ in }
        #expect(presence.dropOldest(unlessKnown: { $0.name == "a" }) == nil, "a known peer needs no room")
        #expect(presence.dropOldest(unlessKnown: { $0.name == "c" })?.name == "b", "b was heard from longest ago")
        #expect(presence.heard(Peer(name: "c", lastSeenMs: 30), isSame: { $0.name == "c" }) { _ in })
        #expect(presence.peers.map(\.name) == ["a", "c"])
        #expect(presence.dropOldest(unlessKnown: { $0.name == "d" })?.name == "a")
    }

    @Test func itAnnouncesAtOnceThenOnItsBeat() {
        var presence = Presence<Peer>(announceEveryMs: 1000, lostAfterMs: 5000)
        #expect([0, 500, 999, 1000, 1999, 2000].map { presence.announces(atMs: $0) } == [true, false, false, true, false, true])
    }
}
