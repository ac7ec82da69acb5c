#if canImport(Glibc)
import Glibc
#endif

/// Why the transport threw a datagram away before any message was read from it (R61): counted per host and
/// handed to the game by `NetHost.takeDrops()`, never an error.
public enum NetDropReason: Hashable, Sendable, CustomStringConvertible {
    /// Shorter than ENet's smallest header (4 bytes).
    case runt
    /// Longer than ENet's MTU (1,400 bytes) but within its 4,096-byte buffer.
    case overMTU
    /// Longer than ENet's 4,096-byte receive buffer (up to UDP's 65,507): the kernel cut it, ENet reported a
    /// socket failure, and servicing went on.
    case oversized
    /// The socket reported an error (its `strerror` text); servicing goes on.
    case socketError(String)

    /// The `dropped` line's reason (docs/VERSUS.md, "Versus protocol").
    public var description: String {
        switch self {
        case .runt: "datagram under 4 bytes"
        case .overMTU: "datagram over 1400 bytes"
        case .oversized: "datagram over 4096 bytes"
        case .socketError(let text): "socket error (\(text))"
        }
    }
}

/// How many datagrams were thrown away for one reason since the drops were last taken.
public struct NetDrop: Equatable, Sendable {
    public var reason: NetDropReason
    public var count: Int
    public init(reason: NetDropReason, count: Int) {
        self.reason = reason
        self.count = count
    }
}

/// The drops of every open host, by the address of its ENet host: ENet's intercept knows only that pointer.
@MainActor
enum NetDropBook {
    private static var counts: [UInt: [NetDropReason: Int]] = [:]

    /// One more drop for `reason` on the host at `key`.
    static func count(_ reason: NetDropReason, key: UInt) {
        counts[key, default: [:]][reason, default: 0] += 1
    }

    /// The drops of the host at `key` since the last call, in a fixed order, and forgets them.
    static func take(key: UInt) -> [NetDrop] {
        guard let taken = counts.removeValue(forKey: key) else { return [] }
        return taken.map { NetDrop(reason: $0.key, count: $0.value) }.sorted { $0.reason.description < $1.reason.description }
    }

    /// Forgets a closed host's drops.
    static func forget(key: UInt) {
        counts[key] = nil
    }
}
