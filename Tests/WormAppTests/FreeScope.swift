import Foundation
import NetKit
import Synchronization
@testable import WormApp

/// Discovery and venue scopes for tests that run side by side, in this process (Swift Testing runs suites at once)
/// and in others (repeat loops): each is a fresh random name's, its eight ports handed to no other test of this
/// process and all free as it is handed out. With random names alone two scopes could fall on one set of eight
/// ports (there are 1 249) and a socket then found them all taken: "UDP ports 19264-19271 are all in use", once in
/// 25 runs of the venue tests beside 16 other test loops.
enum FreeScope {
    /// The first port of each set of eight this process has handed out.
    private static let handedOut = Mutex<Set<UInt16>>([])

    /// A scope `make` builds from a fresh random number, whose ports no other test here has and nobody holds now.
    static func make(_ make: (UInt32) -> DiscoveryScope) -> DiscoveryScope {
        var scope = make(UInt32.random(in: 0...UInt32.max))
        for _ in 0..<200 {
            if handedOut.withLock({ $0.insert(scope.ports.lowerBound).inserted }) && allFree(scope.ports) { break }
            scope = make(UInt32.random(in: 0...UInt32.max))
        }
        return scope
    }

    /// A scope's name, `prefix` and this process's id and a random number, whose scope `make` hands out.
    static func name(_ prefix: String) -> String {
        var name = ""
        _ = make { number in
            name = "\(prefix)-\(getpid())-\(number)"
            return DiscoveryScope(named: name)
        }
        return name
    }

    /// Whether each port of `ports` can be bound now.
    static func allFree(_ ports: ClosedRange<UInt16>) -> Bool {
        ports.allSatisfy { port in
            guard let socket = try? DatagramSocket(ports: port...port, readLimit: 1) else { return false }
            socket.close()
            return true
        }
    }
}
