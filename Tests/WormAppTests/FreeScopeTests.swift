import NetKit
import Testing
@testable import WormApp

/// The test scopes' own check: a set of ports somebody holds is not handed out.
struct FreeScopeTests {
    @Test func aScopeWhosePortsAreHeldIsPassedOver() throws {
        let held = DiscoveryScope(named: "free-scope-held-\(UInt32.random(in: 0...UInt32.max))")
        let sockets = try held.ports.map { try DatagramSocket(ports: $0...$0, readLimit: 1) }
        defer { sockets.forEach { $0.close() } }
        var offered = 0
        let given = FreeScope.make { number in
            offered += 1
            return offered <= 3 ? held : DiscoveryScope(named: "free-scope-other-\(number)")
        }
        #expect(given.ports != held.ports)
        #expect(FreeScope.allFree(given.ports))
        #expect(!FreeScope.allFree(held.ports))
    }
}
