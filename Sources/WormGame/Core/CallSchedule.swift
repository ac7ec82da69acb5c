/// Audio play's calls spaced so each is heard on its own (R110): two calls start at least `minimumGapMs` apart, and
/// none in the `quietAfterMissMs` after a miss sound, so two columns of one row never smear into one pitch and the
/// miss never lands on a call.
///
/// The round's output feeds it every step's events with the round's time (it reads no clock): events other than
/// calls pass through as they come; a call that may not start yet waits, in the order asked, and starts in the first
/// step allowed. A worm that leaves (caught, touched, hidden) before its call starts is not called; a worm that asks
/// again while its call still waits is called once. While the round is paused (from its `pause` event to its
/// `resume`) the calls wait.
public struct CallSchedule: Sendable {
    /// The least time between the starts of two calls, in ms of the round's clock.
    public static let minimumGapMs = 250
    /// How long after a miss sound no call starts, in ms.
    public static let quietAfterMissMs = 200

    /// A call asked for and not started yet.
    private struct Waiting: Sendable {
        var worm: Int
        var cell: AudioGrid.Cell
        var kind: WormKind
    }

    /// The calls waiting, oldest first.
    private var waiting: [Waiting] = []
    /// When the last call started; nil before the first.
    private var lastCallMs: Int?
    /// When the last miss sound started; nil before the first.
    private var lastMissMs: Int?
    /// Whether the round is paused: no call starts.
    private var paused = false

    /// An empty schedule: no call waiting, none started.
    public init() {
        waiting.reserveCapacity(8)
    }

    /// Whether no call waits.
    public var isIdle: Bool { waiting.isEmpty }

    /// A step's `events` at round time `t`, appended to `output` as they are to be reported now: every event but a
    /// call as it comes, then the one call allowed to start at `t`, if any.
    public mutating func pass(_ events: [GameEvent], atMs t: Int, into output: inout [GameEvent]) {
        for event in events {
            switch event {
            case .call(let worm, let cell, let kind):
                if !waiting.contains(where: { $0.worm == worm }) { waiting.append(Waiting(worm: worm, cell: cell, kind: kind)) }
                continue
            case .sound(.miss, _):
                lastMissMs = t
            case .pause:
                paused = true
            case .resume:
                paused = false
            case .hit(let worm, _, _), .decoy(let worm, _, _), .hide(let worm), .versusHit(let worm, _, _),
                 .miss(.some(let worm), _):
                waiting.removeAll { $0.worm == worm }
            default:
                break
            }
            output.append(event)
        }
        guard let next = waiting.first, mayCall(atMs: t) else { return }
        waiting.removeFirst()
        lastCallMs = t
        output.append(.call(worm: next.worm, cell: next.cell, kind: next.kind))
    }

    /// Whether a call may start at `t`: far enough after the last call and the last miss sound (a clock gone back,
    /// a new round's, holds nothing back).
    private func mayCall(atMs t: Int) -> Bool {
        if paused { return false }
        if let lastCallMs, (0..<Self.minimumGapMs).contains(t - lastCallMs) { return false }
        if let lastMissMs, (0..<Self.quietAfterMissMs).contains(t - lastMissMs) { return false }
        return true
    }
}
