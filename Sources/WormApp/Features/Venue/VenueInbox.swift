/// The rows other venue machines sent, waiting for their replay to be played (R74), with what keeps a flood
/// harmless: rows already seen are dropped unread, each sender may offer `rowsPerSecond` rows a second and
/// `checkMsPerMinute` of game time to play a minute (counted from each row's replay before any of it is played,
/// R100), and at most `queueLimit` rows wait. Everything it holds is bounded, whatever arrives. Time is given (ms of the run's clock).
struct VenueInbox {
    /// The most rows one sender (an address and port) may offer in a second.
    static let rowsPerSecond = 10
    /// The most rows waiting to be played.
    static let queueLimit = 16
    /// The most row ids remembered as seen (taken, refused or not needed).
    static let seenLimit = 512
    /// The most senders whose second is counted; a new one past it forgets the one heard from longest ago.
    static let senderLimit = 64
    /// The most game time of replays one sender may have played in a minute: 30 whole rounds, its Arcade and
    /// Daily tables and some (about 0.25 s of a core here). A replay that pauses for 30 minutes takes nearly all
    /// of it: one such a minute, the second refused.
    static let checkMsPerMinute = 30 * SharedRow.roundCostMs

    /// What became of an offered row.
    enum Outcome: Equatable {
        /// In the queue.
        case queued
        /// Seen before: nothing to do.
        case duplicate
        /// Over the sender's limit or the queue's: refused (`logged` for the first of each sender's second).
        case flooded(logged: Bool)
    }

    /// A row waiting, with who sent it (its machine's name, and its address and port).
    struct Waiting: Equatable {
        var row: SharedRow
        var id: UInt64
        var machine: String
        var sender: String
    }

    /// One sender's current second.
    private struct Window {
        var startMs: Int
        var count: Int
        var floodLogged: Bool
        /// When the sender's minute began, and the replays' game time it offered since.
        var minuteStartMs: Int
        var costMs: Int
    }

    /// The rows waiting, oldest first.
    private(set) var queue: [Waiting] = []
    /// Ids seen, oldest first, and the same as a set.
    private var seenOrder: [UInt64] = []
    private var seen: Set<UInt64> = []
    private var windows: [String: Window] = [:]

    /// Whether the row `id` was seen already.
    func hasSeen(_ id: UInt64) -> Bool { seen.contains(id) }

    /// The ids seen, newest first, at most `limit`.
    func recentlySeen(limit: Int) -> [UInt64] { Array(seenOrder.suffix(limit).reversed()) }

    /// Remembers `id` as dealt with: it is not played again.
    mutating func markSeen(_ id: UInt64) {
        guard seen.insert(id).inserted else { return }
        seenOrder.append(id)
        if seenOrder.count > VenueInbox.seenLimit { seen.remove(seenOrder.removeFirst()) }
    }

    /// Offers `row` (whose id is `id`) from `machine` at `sender` at `nowMs`.
    mutating func offer(_ row: SharedRow, id: UInt64, machine: String, sender: String, nowMs: Int) -> Outcome {
        if seen.contains(id) || queue.contains(where: { $0.id == id }) { return .duplicate }
        var window = windows[sender] ?? Window(startMs: nowMs, count: 0, floodLogged: false, minuteStartMs: nowMs, costMs: 0)
        if nowMs - window.startMs >= 1000 {
            window.startMs = nowMs
            window.count = 0
            window.floodLogged = false
        }
        if nowMs - window.minuteStartMs >= 60_000 {
            window.minuteStartMs = nowMs
            window.costMs = 0
        }
        window.count += 1
        let overCost = window.costMs + row.checkCostMs > VenueInbox.checkMsPerMinute
        let flooded = window.count > VenueInbox.rowsPerSecond || queue.count >= VenueInbox.queueLimit || overCost
        if !flooded { window.costMs += row.checkCostMs }
        let logged = flooded && !window.floodLogged
        if flooded { window.floodLogged = true }
        if windows[sender] == nil && windows.count >= VenueInbox.senderLimit,
           let oldest = windows.min(by: { $0.value.startMs < $1.value.startMs })?.key {
            windows[oldest] = nil
        }
        windows[sender] = window
        guard !flooded else { return .flooded(logged: logged) }
        queue.append(Waiting(row: row, id: id, machine: machine, sender: sender))
        return .queued
    }

    /// The oldest waiting row, taken out of the queue and counted as seen: the same row sent again while it is
    /// being played is not played twice.
    mutating func next() -> Waiting? {
        guard !queue.isEmpty else { return nil }
        let waiting = queue.removeFirst()
        markSeen(waiting.id)
        return waiting
    }
}
