#if canImport(Glibc)
import Glibc
#endif
import NetKit
import WormGame

/// This machine's part in a venue (R74, docs/VENUE.md): it tells the others which rows it has, sends them the rows
/// they lack, and plays each row they send a slice of steps a frame, taking it into the table only when its replay
/// reproduces it.
///
/// The runner calls `frame` once a frame, after the steps: receiving, one slice of checking and sending take
/// bounded work, so a frame is never held up for long whatever the network does. What costs a frame most, reading
/// JSON, writing it and saving the table, is the helper thread's (`VenueHelper`): the frame hands datagrams, rows
/// and saves over and takes the results back, in order, on a later frame.
package final class Venue {
    /// How often this machine says hello.
    static let helloEveryMs = 1000
    /// A machine silent this long is lost.
    static let lostAfterMs = 5000
    /// How often a row is sent (to each machine that lacks it).
    static let rowEveryMs = 100
    /// The most game steps of checking a frame does: about 0.5 ms of a release build here (worm-bench venue-check),
    /// so a 16 251-step row takes 17 frames.
    package static let stepsPerFrame = 1000
    /// The most datagrams read a frame, and the most of their bytes (a row's is some 5 KB, read in about 0.2 ms);
    /// more wait in the socket's buffer, which the system bounds (dropping what does not fit).
    static let datagramsPerFrame = 64
    static let bytesPerFrame = 16_000
    /// How often rows taken are saved: all those of the last second at once.
    static let saveEveryMs = 1000
    /// The most machines known at once.
    static let machineLimit = 32

    /// A machine of the venue heard from.
    struct Machine: Equatable, PresencePeer {
        var name: String
        var address: String
        var port: UInt16
        /// The rows its last hello listed.
        var rows: Set<UInt64>
        var lastSeenMs: Int
    }

    /// The venue's name and scope, as every datagram carries them.
    let envelope: VenueMessage.Envelope
    /// This machine's name.
    let machine: String
    private let socket: DatagramSocket
    private let scope: DiscoveryScope
    /// The machines heard from, and when the next hello goes.
    private var presence = Presence<Machine>(announceEveryMs: Venue.helloEveryMs, lostAfterMs: Venue.lostAfterMs,
                                             limit: Venue.machineLimit)
    /// The machines heard from and not lost, in the order they were found.
    var machines: [Machine] { presence.peers }
    private(set) var inbox = VenueInbox()
    /// The row being checked, with its check.
    private var checking: (waiting: VenueInbox.Waiting, check: ReplayCheck)?
    private var nextRowMs = 0
    /// Where the rows to send go round from.
    private var sendCursor = 0
    /// When each sender's refusals of each reason found before any replay is played were last logged: a flood of
    /// bad datagrams is one line a second for each sender and reason (at most 256 kept).
    private var refusalLines = LogRateLimit()
    /// Rows taken and not saved yet, with when the next save is due.
    private var unsaved: [SharedRow] = []
    private var nextSaveMs = 0
    /// Each of this machine's rows' datagram, written once (by the helper): writing it writes out the whole replay.
    private var made: [RowKey: [UInt8]] = [:]
    /// The rows handed to the helper to write, not back yet.
    private var writing: Set<RowKey> = []
    /// The thread that reads and writes JSON and saves the table off the frame.
    private let helper: VenueHelper

    /// What tells this machine's rows apart, cheaply.
    struct RowKey: Hashable {
        var table: TableMode, date: String, name: String, score: Int, accuracy: Int, bestCombo: Int, time: Int64
        var seed: UInt64, steps: Int, from: String?
        /// Rows played with other assists are other rows (R113).
        var assists = Assists.none
    }

    /// Whether a row is being checked or waits for its check.
    package var isChecking: Bool { checking != nil || !inbox.queue.isEmpty }

    /// The UDP port this machine's venue socket took.
    var port: UInt16 { socket.port }

    /// The venue key's seal (R100), or nil: datagrams go and are read unsealed.
    private let authenticator: MessageAuthenticator?
    /// The senders (address and port) whose datagrams were not sealed with the key, each logged once (at most
    /// `Venue.unsealedLimit` remembered).
    private var unsealedLogged: Set<String> = []
    static let unsealedLimit = 256
    /// The wall clock, in seconds since 1970: rows dated after tomorrow are refused (R100). Tests give theirs.
    var wallClock: () -> Int64 = { Int64(time(nil)) }

    /// Joins venue `name` as `machine`, on the first free venue port of `scope`, sealing and opening every
    /// datagram with `key` when there is one. `onFrame`: the helper's work is done on the frame, at once (the
    /// benchmark's baseline, and tests that step a venue on a made-up clock and want each frame's results in it).
    init(name: String, machine: String, scope: DiscoveryScope = DiscoveryScope.fromEnvironment().venue,
         key: [UInt8]? = nil, onFrame: Bool = false) throws {
        envelope = VenueMessage.Envelope(scope: scope.tag, venue: name)
        self.machine = machine
        self.scope = scope
        authenticator = try key.map { try MessageAuthenticator(key: $0) }
        socket = try DatagramSocket(ports: scope.ports, readLimit: VenueMessage.maxBytes + 65)
        helper = VenueHelper(envelope: envelope, authenticator: authenticator, machine: machine, inline: onFrame)
    }

    /// Joins venue `name` as `machine` in a discovery scope of that name (the benchmark's machines).
    package convenience init(probe name: String, machine: String, key: [UInt8]? = nil, onFrame: Bool = false) throws {
        try self.init(name: name, machine: machine, scope: DiscoveryScope(named: name).venue, key: key, onFrame: onFrame)
    }

    deinit { helper.stop() }

    /// Tomorrow's UTC date by the wall clock: the last date a row may carry.
    private var tomorrow: String { Dates.day(of: wallClock() + 86_400) }

    /// One frame at `nowMs` of the run's clock; lines are logged at `t`.
    package func frame(nowMs: Int, t: Int, context: SceneContext) {
        receive(nowMs: nowMs, t: t, context: context)
        takeResults(nowMs: nowMs, t: t, context: context)
        checkSlice(t: t, context: context)
        if !unsaved.isEmpty && nowMs >= nextSaveMs {
            nextSaveMs = nowMs + Venue.saveEveryMs
            save(t: t, context: context)
        }
        for lost in presence.forgetSilent(atMs: nowMs) {
            context.journal.write(.venue(machine: lost.name, state: .lost), t: t)
        }
        if presence.announces(atMs: nowMs) { sayHello(context: context) }
        if nowMs >= nextRowMs {
            nextRowMs = nowMs + Venue.rowEveryMs
            sendARow(context: context)
        }
    }

    /// The rows this machine shares: its Arcade table and today's Daily one, each row that fits a datagram.
    func shared(context: SceneContext) -> [SharedRow] {
        let document = context.scores.document
        let date = context.dailyDate
        // The Assisted tables too (R113): a row's assists are in its replay, so they key it and choose its table.
        return (document.arcade.entries + document.assistedArcade.entries)
            .map { SharedRow(table: .arcade, date: Dates.day(of: $0.time), entry: $0) }
            + (document.daily(date).entries + document.table(.daily, date: date, assisted: true).entries)
            .map { SharedRow(table: .daily, date: date, entry: $0) }
    }

    // MARK: Receiving

    /// Hands the datagrams waiting (a bounded number and bytes a frame) to the helper, to be opened and read.
    private func receive(nowMs: Int, t: Int, context: SceneContext) {
        var bytes = 0, count = 0
        while count < Venue.datagramsPerFrame && bytes < Venue.bytesPerFrame, let datagram = socket.receive(limit: 1).first {
            count += 1
            bytes += datagram.length
            // A full helper lets the datagram go, as a full socket buffer would: the sender says it again.
            helper.submit(.open(bytes: datagram.bytes, length: datagram.length, address: datagram.address, port: datagram.port))
        }
    }

    /// Takes back what the helper did, in the order it was handed over: datagrams read, rows written, saves made.
    private func takeResults(nowMs: Int, t: Int, context: SceneContext) {
        for done in helper.collect() {
            switch done {
            case .opened(let opened, let address, let port):
                arrived(opened, address: address, port: port, nowMs: nowMs, t: t, context: context)
            case .written(let key, _, let bytes):
                writing.remove(key)
                if made.count >= 256 { made.removeAll() }
                made[key] = bytes
            case .saved:
                takeSaves(t: t, context: context)
            }
        }
    }

    /// A datagram the helper opened and read, from `address`:`port`.
    private func arrived(_ opened: VenueHelper.Opened, address: String, port: UInt16, nowMs: Int, t: Int, context: SceneContext) {
        let sender = "\(address):\(port)"
        let message: VenueMessage
        switch opened {
        case .ignored:
            return
        case .unsealed:
            if unsealedLogged.count < Venue.unsealedLimit, unsealedLogged.insert(sender).inserted {
                context.journal.write(.venueRefused(from: sender, score: nil, reason: .key), t: t)
            }
            return
        case .refused(let error):
            if shouldLog(error.reason, from: sender, nowMs: nowMs) {
                context.journal.write(.venueRefused(from: error.machine ?? sender, score: error.score, reason: error.reason), t: t)
            }
            return
        case .message(let read):
            message = read
        }
        guard message.machine != machine || port != socket.port else { return }  // our own hello
        switch message {
        case .hello(let name, let rows):
            heard(name, address: address, port: port, rows: rows, nowMs: nowMs, t: t, context: context)
        case .row(let name, let row):
            offer(row, machine: name, sender: sender, nowMs: nowMs, t: t, context: context)
        }
    }

    /// A hello from `name`: found when new, its rows noted. A machine is its name: heard on several addresses
    /// (loopback and its network's, every card's broadcast), it is found once, and answered at the last one.
    private func heard(_ name: String, address: String, port: UInt16, rows: [UInt64], nowMs: Int, t: Int, context: SceneContext) {
        let hello = Machine(name: name, address: address, port: port, rows: Set(rows), lastSeenMs: nowMs)
        if presence.heard(hello, isSame: { $0.name == name }, refresh: { $0 = hello }) {
            context.journal.write(.venue(machine: name, state: .found), t: t)
        }
    }

    /// A row from `name`: refused at once when it cannot be right, let go when this table does not need it,
    /// else queued for its check.
    private func offer(_ row: SharedRow, machine name: String, sender: String, nowMs: Int, t: Int, context: SceneContext) {
        let id = row.id(playedOn: machine)
        guard !inbox.hasSeen(id) else { return }
        // A row says it was played here: this machine's own, come back (it has it), or one it never played.
        if row.entry.from == machine { return inbox.markSeen(id) }
        if let refusal = row.refusalBeforePlaying(tomorrow: tomorrow) {
            inbox.markSeen(id)
            guard shouldLog(refusal, from: sender, nowMs: nowMs) else { return }
            return context.journal.write(.venueRefused(from: name, score: row.entry.score, reason: refusal), t: t)
        }
        guard needs(row, id: id, context: context) else { return inbox.markSeen(id) }
        if case .flooded(let logged) = inbox.offer(row, id: id, machine: name, sender: sender, nowMs: nowMs), logged {
            context.journal.write(.venueRefused(from: name, score: row.entry.score, reason: .flood), t: t)
        }
    }

    /// Whether a refusal for `reason` of a datagram from `sender` is logged now: the first of each second.
    private func shouldLog(_ reason: VenueRefusal, from sender: String, nowMs: Int) -> Bool {
        refusalLines.allows("\(sender) \(reason.rawValue)", atMs: nowMs)
    }

    /// Whether `row` (whose id is `id`) would enter its table here and is not there yet.
    private func needs(_ row: SharedRow, id: UInt64, context: SceneContext) -> Bool {
        let table = context.scores.document.table(row.table, date: row.date, assisted: row.entry.replay.assists.isAssisted)
        return table.admits(row.entry.score)
            && !table.entries.contains { SharedRow(table: row.table, date: row.date, entry: $0).id(playedOn: machine) == id }
    }

    /// `row`'s datagram when the helper has written it; else nil, and the helper is asked to (once).
    private func datagram(of row: SharedRow) -> [UInt8]? {
        let entry = row.entry
        let key = RowKey(table: row.table, date: row.date, name: entry.name, score: entry.score, accuracy: entry.accuracy,
                         bestCombo: entry.bestCombo, time: entry.time, seed: entry.replay.seed,
                         steps: entry.replay.steps.count, from: entry.from, assists: entry.replay.assists)
        if let known = made[key] { return known }
        if !writing.contains(key) && helper.submit(.write(key, row)) { writing.insert(key) }
        return nil
    }

    // MARK: Checking

    /// Plays at most `stepsPerFrame` steps of the rows waiting; a row whose check ends is taken or refused.
    private func checkSlice(t: Int, context: SceneContext) {
        var budget = Venue.stepsPerFrame
        while budget > 0 {
            if checking == nil {
                guard let waiting = inbox.next() else { return }
                checking = (waiting, ReplayCheck(waiting.row.entry.replay))
            }
            guard var current = checking else { return }
            let before = current.check.stepsPlayed
            let verdict = current.check.run(steps: budget)
            budget -= current.check.stepsPlayed - before
            checking = current
            guard let verdict else { return }
            checking = nil
            finish(current.waiting, verdict: verdict, t: t, context: context)
        }
    }

    /// A row's check is over: taken into its table and saved when it reproduces, else refused.
    private func finish(_ waiting: VenueInbox.Waiting, verdict: ReplayCheck.Verdict, t: Int, context: SceneContext) {
        inbox.markSeen(waiting.id)
        let row = waiting.row
        guard row.isReproduced(by: verdict) else {
            return context.journal.write(.venueRefused(from: waiting.machine, score: row.entry.score, reason: .notReproduced), t: t)
        }
        guard needs(row, id: waiting.id, context: context), !unsaved.contains(where: { $0.entry == row.entry }) else { return }
        unsaved.append(row)
        context.journal.write(.venueRow(machine: waiting.machine, score: row.entry.score, seed: row.entry.replay.seed,
                                        from: row.entry.from ?? waiting.machine), t: t)
    }

    /// Saves the rows taken since the last save, in one atomic write of scores.json: the table in memory takes
    /// them at once, the helper writes the file (the `saved` line comes when it has).
    private func save(t: Int, context: SceneContext) {
        let rows = unsaved
        unsaved.removeAll()
        let change = { (document: inout ScoresDocument) in
            for row in rows {
                document.insert(row.entry, date: row.date)  // the Assisted table for an assisted row (R113)
            }
        }
        do {
            guard let write = try context.scores.saveLater(change) else { return }
            // A helper too busy to take it: the frame writes it (rare; the save is not lost).
            if !helper.submit(.save(write)) {
                write.run()
                takeSaves(t: t, context: context)
            }
        } catch {
            context.journal.write(.saveFailed(file: context.scores.fileName, reason: error.reason), t: t)
        }
    }

    /// Logs what became of the saves the helper ended.
    private func takeSaves(t: Int, context: SceneContext) {
        for failure in context.scores.finishDeferred() {
            if let failure {
                context.journal.write(.saveFailed(file: context.scores.fileName, reason: failure.reason), t: t)
            } else {
                context.journal.write(.saved(file: context.scores.fileName), t: t)
            }
        }
    }

    /// The run is ending: waits for the helper's saves and saves the rows taken since the last one.
    func leave(t: Int, context: SceneContext) {
        if !unsaved.isEmpty { save(t: t, context: context) }
        helper.drain()
        _ = helper.collect()
        takeSaves(t: t, context: context)
    }

    // MARK: Sending

    /// Broadcasts a hello: this machine's rows and the ones it refused, so nobody sends them again.
    private func sayHello(context: SceneContext) {
        let mine = shared(context: context).map { $0.id(playedOn: machine) }
        let ids = mine + inbox.recentlySeen(limit: VenueMessage.maxHelloRows - mine.count).filter { !mine.contains($0) }
        let bytes = sealed(VenueMessage.hello(machine: machine, rows: ids).encoded(envelope))
        for address in DatagramSocket.broadcastAddresses() {
            for port in scope.ports { try? socket.send(bytes, to: address, port: port) }
        }
    }

    /// Sends the next row some machine lacks to each machine that lacks it.
    private func sendARow(context: SceneContext) {
        guard !machines.isEmpty else { return }
        let rows = shared(context: context)
        for offset in 0..<rows.count {
            let row = rows[(sendCursor + offset) % rows.count]
            let id = row.id(playedOn: machine)
            let lacking = machines.filter { !$0.rows.contains(id) }
            guard !lacking.isEmpty, let bytes = datagram(of: row), bytes.count <= VenueMessage.maxBytes + (authenticator == nil ? 0 : 65) else { continue }
            sendCursor = (sendCursor + offset + 1) % rows.count
            for other in lacking { try? socket.send(bytes, to: other.address, port: other.port) }
            return
        }
    }

    /// `bytes` sealed with the venue key, when there is one.
    private func sealed(_ bytes: [UInt8]) -> [UInt8] {
        authenticator?.seal(bytes) ?? bytes
    }

    package func close() {
        helper.stop()
        socket.close()
    }
}
