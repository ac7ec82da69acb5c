/// A peer that UDP presence keeps: something heard from on the local network, and when it was last heard.
protocol PresencePeer {
    /// When it was last heard, on the clock of whoever keeps it.
    var lastSeenMs: Int { get set }
}

/// Who is around on the local network, as UDP presence keeps it (Versus discovery, R60; a venue's machines, R74):
/// a peer is found when first heard, heard again refreshes it, and it is lost after `lostAfterMs` of silence; this
/// machine announces itself (a query, a hello) every `announceEveryMs`.
struct Presence<Peer: PresencePeer> {
    /// How often this machine announces itself.
    let announceEveryMs: Int
    /// A peer silent longer than this is lost.
    let lostAfterMs: Int
    /// The most peers kept at once: a new one past it is not found.
    let limit: Int
    /// The peers heard from and not lost, in the order they were found.
    private(set) var peers: [Peer] = []
    private var nextAnnounceMs = 0

    init(announceEveryMs: Int, lostAfterMs: Int, limit: Int = .max) {
        self.announceEveryMs = announceEveryMs
        self.lostAfterMs = lostAfterMs
        self.limit = limit
    }

    /// `peer` heard (at its `lastSeenMs`): the known one `isSame` picks is refreshed by `refresh` and its time
    /// moved on; else `peer` is added, when there is room. True when it was found now.
    mutating func heard(_ peer: Peer, isSame: (Peer) -> Bool, refresh: (inout Peer) -> Void) -> Bool {
        if let index = peers.firstIndex(where: isSame) {
            refresh(&peers[index])
            peers[index].lastSeenMs = peer.lastSeenMs
            return false
        }
        guard peers.count < limit else { return false }
        peers.append(peer)
        return true
    }

    /// Makes room for a peer not yet known (none `isSame` picks) when `limit` are kept: the one heard from longest
    /// ago (the first found of those heard from at that time) is forgotten and returned, so the newest are kept.
    mutating func dropOldest(unlessKnown isSame: (Peer) -> Bool) -> Peer? {
        guard peers.count >= limit, !peers.contains(where: isSame),
              let oldest = peers.indices.min(by: { peers[$0].lastSeenMs < peers[$1].lastSeenMs }) else { return nil }
        return peers.remove(at: oldest)
    }

    /// Forgets the peers silent for more than `lostAfterMs` at `nowMs`, and returns them.
    mutating func forgetSilent(atMs nowMs: Int) -> [Peer] {
        let lost = peers.filter { nowMs - $0.lastSeenMs > lostAfterMs }
        peers.removeAll { nowMs - $0.lastSeenMs > lostAfterMs }
        return lost
    }

    /// Whether this machine announces itself at `nowMs`: true once every `announceEveryMs`, the first at once.
    mutating func announces(atMs nowMs: Int) -> Bool {
        guard nowMs >= nextAnnounceMs else { return false }
        nextAnnounceMs = nowMs + announceEveryMs
        return true
    }
}
