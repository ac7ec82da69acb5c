#if canImport(Glibc)
import Glibc
#endif

extension NetHost {
    /// How often, while leaving, a copy of the goodbye message goes out in the live lane.
    public static let farewellCopyEveryMs = 40
    /// How many copies of the goodbye message go out in the live lane. At 30 % loss all six are lost about once in
    /// 1 400 leavings; a reliable message alone, resent only after a round trip (400 ms at 200 ms of delay each
    /// way), was often still on its way when leaving's wait ran out, and the other side dropped a player who had
    /// left (R100).
    public static let farewellCopies = 6

    /// Says `message` (the protocol's goodbye) to every peer, waits at most `waitMs` for it to be heard, and closes.
    ///
    /// The message goes several times in the live lane, spread over 200 ms so that a burst of loss takes one copy,
    /// not all; then once reliably, followed by a disconnect once it is delivered (a disconnect throws away what
    /// is still queued). A peer that answers with its own disconnect ends the wait, so on a clean network leaving
    /// takes a round trip. The other side must take the message once and ignore the copies.
    public func leave(saying message: [UInt8], waitMs: Int) {
        var waitedMs = 0, copies = 0
        while copies < NetHost.farewellCopies && !connectedPeers.isEmpty && waitedMs < waitMs {
            if waitedMs % NetHost.farewellCopyEveryMs == 0 {
                for peer in connectedPeers { try? send(message, to: peer, lane: .live) }
                flush()
                copies += 1
            }
            _ = service()
            usleep(2000)
            waitedMs += 2
        }
        for peer in connectedPeers {
            try? send(message, to: peer)
            disconnectLater(peer)
        }
        flush()
        while !connectedPeers.isEmpty && waitedMs < waitMs {
            _ = service()
            usleep(2000)
            waitedMs += 2
        }
        close()
    }
}
