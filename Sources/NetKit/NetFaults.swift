import CENet
import WormGame

/// What happens to datagrams before ENet reads them: oversized or runt datagrams are refused and counted, and
/// a test can drop a share of the rest (this kernel has no `netem`). Shared by every `NetHost` of the process.
@MainActor
public enum NetFaults {
    /// The share of incoming datagrams to drop, in per mille (0: none).
    public static var dropPerMille = 0
    /// Datagrams dropped on purpose so far.
    public private(set) static var droppedOnPurpose = 0
    /// Datagrams refused because they cannot be ENet's (too short, or longer than its MTU).
    public private(set) static var refusedDatagrams = 0
    /// The generator behind the drops, seeded so a failing run can be repeated.
    static var random = SplitMix64(seed: 0x5EED)

    /// Drops `perMille` of incoming datagrams from now on, chosen by a generator seeded with `seed`.
    public static func dropShare(perMille: Int, seed: UInt64) {
        dropPerMille = max(0, min(1000, perMille))
        random = SplitMix64(seed: seed)
    }

    /// Whether to throw away a datagram of `length` bytes that reached the host at `key`, counting why.
    static func shouldDiscard(length: Int, key: UInt) -> Bool {
        if length < 4 || length > Int(ENET_HOST_DEFAULT_MTU) {
            refusedDatagrams += 1
            NetDropBook.count(length < 4 ? .runt : .overMTU, key: key)
            return true
        }
        guard dropPerMille > 0 else { return false }
        if Int(random.next() % 1000) < dropPerMille {
            droppedOnPurpose += 1
            return true
        }
        return false
    }
}

/// ENet's intercept hook: 1 swallows the datagram, 0 lets ENet read it, its free slots primed first (a connect
/// may be in it). It runs inside `enet_host_service`, on the main actor that called it.
let netIntercept: ENetInterceptCallback = { host, _ in
    guard let host else { return 0 }
    let length = host.pointee.receivedDataLength
    let key = UInt(bitPattern: host)
    if MainActor.assumeIsolated({ NetFaults.shouldDiscard(length: length, key: key) }) { return 1 }
    NetHost.primeFreePeers(of: host)
    return 0
}
