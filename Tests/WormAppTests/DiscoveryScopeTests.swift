import Foundation
import NetKit
import Testing
import WormGame
@testable import WormApp

/// Discovery scopes (docs/VERSUS.md, "Versus protocol"): everyone's is discovery as it was; games in different named
/// scopes never see each other, on ports of their own or, by chance, on the same ports.
@Suite(.serialized) struct DiscoveryScopeTests {
    /// A scope name no other test process uses.
    static func uniqueName(_ label: String) -> String { "unit-\(label)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))" }

    @Test func everyonesScopeIsTheDiscoveryPortsAndAnswersEveryQuery() {
        #expect(DiscoveryScope(named: "") == .everyone)
        #expect(DiscoveryScope.everyone.ports == 7771...7778)
        #expect(DiscoveryScope.everyone.owns(0x1234_5678_9ABC_DEF0) && DiscoveryScope.everyone.owns(1))
        #expect((0..<100).allSatisfy { _ in DiscoveryScope.everyone.makeToken() != 0 })
    }

    @Test func aNamedScopeHasItsOwnPortsAndTagsItsQueries() {
        let name = DiscoveryScopeTests.uniqueName("a")
        let scope = DiscoveryScope(named: name), other = DiscoveryScope(named: name + "b")
        #expect(scope == DiscoveryScope(named: name), "every process agrees on a name's scope")
        #expect(scope.tag != 0 && scope.tag != other.tag)
        #expect(scope.ports.count == 8 && scope.ports.lowerBound >= 10_000 && scope.ports.upperBound < 20_000)
        #expect(!scope.ports.overlaps(DiscoveryScope.everyone.ports))
        let token = scope.makeToken()
        #expect(scope.owns(token) && !other.owns(token))
        #expect(!scope.owns(other.makeToken()))
    }

    /// Steps each discovery for about 300 ms of real time (the first query, the answers, their reading).
    static func run(_ discoveries: [(LanDiscovery, String, visible: Bool)]) {
        for step in 0..<60 {
            for (discovery, name, visible) in discoveries {
                _ = discovery.step(nowMs: step * 5, name: name, visible: visible, hosting: .notHosting, gamePort: 7770, players: 1)
            }
            usleep(5_000)
        }
    }

    @Test func gamesOfTheSameScopeSeeEachOtherAndNoOthers() throws {
        let ours = DiscoveryScope(named: DiscoveryScopeTests.uniqueName("ours"))
        let theirs = DiscoveryScope(named: DiscoveryScopeTests.uniqueName("theirs"))
        // Another scope whose ports happen to be ours: its tag alone must keep it apart.
        let sharing = DiscoveryScope(tag: ours.tag &+ 1, ports: ours.ports)
        let ana = try LanDiscovery(scope: ours), bo = try LanDiscovery(scope: ours)
        let cy = try LanDiscovery(scope: theirs), di = try LanDiscovery(scope: sharing)
        // A player's game, in everyone's scope; invisible, so no real lobby nearby lists this test.
        let player = try LanDiscovery(scope: .everyone)
        defer { for discovery in [ana, bo, cy, di, player] { discovery.close() } }
        // Names of this process's own: other test runs on this machine may be playing Ana and Bo too.
        let tag = String(getpid() % 10_000)
        let (anaName, boName, cyName, diName) = ("Ana\(tag)", "Bo\(tag)", "Cy\(tag)", "Di\(tag)")
        DiscoveryScopeTests.run([(ana, anaName, true), (bo, boName, true), (cy, cyName, true), (di, diName, true),
                                 (player, "Player\(tag)", false)])
        #expect(ana.found.map(\.name) == [boName], "one scope: found, and nobody else")
        #expect(bo.found.map(\.name) == [anaName])
        #expect(cy.found.isEmpty, "another scope: nobody")
        #expect(di.found.isEmpty, "same ports, another tag: not answered")
        #expect(!player.found.contains { [anaName, boName, cyName, diName].contains($0.name) }, "a player's game sees no test")
    }

    /// A lobby keeps at most `LanDiscovery.maxPeers` players and games (it kept every name it ever heard): 70 answers
    /// to its query, under 70 names, leave the 64 newest, and each one dropped is logged as lost.
    @Test func discoveryKeepsTheNewestSixtyFourPeers() throws {
        let scope = DiscoveryScope(named: DiscoveryScopeTests.uniqueName("bound"))
        let lobby = try LanDiscovery(scope: scope)
        let answerer = try DatagramSocket(ports: scope.ports)  // another port of the scope: it hears the lobby's query
        defer { lobby.close(); answerer.close() }
        var token: UInt64?
        for step in 0..<100 where token == nil {
            _ = lobby.step(nowMs: step, name: "Zo", visible: false, hosting: .notHosting, gamePort: 7770, players: 0)
            for datagram in answerer.receive() {
                if case .query(let asked)? = try? DiscoveryMessage.decode(datagram.bytes) { token = asked }
            }
            usleep(2_000)
        }
        let asked = try #require(token)
        var changes: [LanDiscovery.Change] = []
        for batch in 0..<7 {  // 10 names a step, each step 10 ms later
            for index in batch * 10..<(batch + 1) * 10 {
                let beacon = DiscoveryMessage.beacon(token: asked, name: "P\(index)", gamePort: 40_000 + index, hosting: .open, players: 1)
                try answerer.send(beacon.encoded(), to: "127.0.0.1", port: lobby.port)
            }
            usleep(5_000)
            changes += lobby.step(nowMs: 100 + batch * 10, name: "Zo", visible: false, hosting: .notHosting, gamePort: 7770, players: 0)
        }
        #expect(lobby.found.count == LanDiscovery.maxPeers && LanDiscovery.maxPeers == 64)
        #expect(lobby.found.map(\.name) == (6..<70).map { "P\($0)" })
        #expect(changes.filter { if case .lost = $0 { true } else { false } } == (0..<6).map { .lost("P\($0)") })
    }
}
