import Foundation
import NetKit
import Testing
@testable import WormApp
import WormGame

/// The venue table (R74): rows travel with their replays, are played again here and taken only when they
/// reproduce; forged ones are refused with their reason; a flood stays bounded. Two `Venue`s in this process talk
/// over loopback in a discovery scope of their own, stepped on a made-up clock.
@MainActor
struct VenueTests {
    /// A machine of a test venue: its venue, its scores in memory and its log.
    final class Machine {
        let sink = MemorySink()
        let context: SceneContext
        let venue: Venue

        init(_ name: String, scope: DiscoveryScope, rows: [SharedRow] = [], date: String = VenueTests.date) throws {
            context = SceneContext(journal: Journal(sink: sink, language: .english), audio: SilentAudio(), seed: 1,
                                   dailyDate: date, now: { 1_764_460_800 })
            venue = try Venue(name: "hall", machine: name, scope: scope)
            try context.scores.save { document in
                for row in rows {
                    if row.table == .daily { document.daily[row.date, default: ScoreTable()].insert(row.entry) }
                    else { document.arcade.insert(row.entry) }
                }
            }
        }

        /// The log's lines of `type`.
        func lines(_ type: String) -> [[String: JSONValue]] {
            sink.lines.compactMap { try? JSONValue.parse($0).object }.filter { $0["type"] == .string(type) }
        }

        /// The refusals' reasons, in order.
        var refusals: [String] {
            lines("venue_refused").compactMap { if case .string(let reason)? = $0["reason"] { reason } else { nil } }
        }

        /// The Arcade table as score, name and machine.
        var arcade: [String] { context.scores.document.arcade.entries.map { "\($0.score) \($0.name) \($0.time)" } }
    }

    static let date = "2026-11-30"

    /// A scope no other test run shares.
    static func scope() -> DiscoveryScope {
        DiscoveryScope(named: "venue-tests-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").venue
    }

    /// A real row: a practice round on `seed`, as this version plays it.
    static func row(seed: UInt64, name: String = "Ana", time: Int64 = 1_764_400_000, table: TableMode = .arcade,
                    reactionMs: Int = 300) -> SharedRow {
        let daily = table == .daily
        let round = PracticeRound.play(seed: daily ? DailySeed.seed(forDate: date) : seed, mode: table,
                                       version: WormVersion.current, reactionMs: reactionMs)
        let entry = HighScore(name: name, score: round.summary.score, accuracy: round.summary.accuracyPercent,
                              bestCombo: round.summary.bestCombo, time: time, replay: round.replay)
        return SharedRow(table: table, date: daily ? date : Dates.day(of: time), entry: entry)
    }

    /// Frames both machines on one clock until `done` or `limitMs`; returns the clock when done.
    @discardableResult
    static func run(_ machines: [Machine], limitMs: Int = 10_000, until done: () -> Bool) -> Int? {
        var now = 0
        while now <= limitMs {
            for machine in machines { machine.venue.frame(nowMs: now, t: now, context: machine.context) }
            if done() { return now }
            now += 16
            usleep(200)  // loopback delivers at once; the other machine's socket gets its turn
        }
        return nil
    }

    // MARK: Verification

    @Test func aRealRowsReplayReproducesItAndForgeriesDoNot() {
        let real = VenueTests.row(seed: 42)
        #expect(real.entry.score > 0)
        #expect(real.isReproduced(by: ReplayCheck.verdict(of: real.entry.replay)))
        var raised = real
        raised.entry.score += 10
        #expect(!raised.isReproduced(by: ReplayCheck.verdict(of: raised.entry.replay)))
        var moved = real
        moved.entry.replay = VenueTests.movingACatch(real.entry.replay)
        #expect(!moved.isReproduced(by: ReplayCheck.verdict(of: moved.entry.replay)))
        var reseeded = real
        reseeded.entry.replay.seed += 1
        #expect(!reseeded.isReproduced(by: ReplayCheck.verdict(of: reseeded.entry.replay)))
        // Every part of the row its replay gives is compared: the best combo and the accuracy too, not the score alone.
        var combo = real
        combo.entry.bestCombo += 1
        #expect(!combo.isReproduced(by: ReplayCheck.verdict(of: combo.entry.replay)))
        var accuracy = real
        accuracy.entry.accuracy = accuracy.entry.accuracy == 100 ? 99 : accuracy.entry.accuracy + 1
        #expect(!accuracy.isReproduced(by: ReplayCheck.verdict(of: accuracy.entry.replay)))
    }

    @Test func aCheckSpreadOverSlicesEndsAsOneAtOnce() {
        let real = VenueTests.row(seed: 7)
        var check = ReplayCheck(real.entry.replay)
        var slices = 0
        while check.run(steps: 333) == nil { slices += 1 }
        #expect(slices > 40)
        #expect(check.verdict == ReplayCheck.verdict(of: real.entry.replay))
    }

    @Test func aReplayThatNeverEndsIsNotTakenAndItsCheckStops() {
        var row = VenueTests.row(seed: 9)
        row.entry.replay.steps = [Replay.Step(timeMs: 5000, inputs: [.pauseKey])]
        #expect(ReplayCheck.verdict(of: row.entry.replay) == .neverEnded)
        #expect(!row.isReproduced(by: .neverEnded))
    }

    /// `replay` with its first press that catches a worm moved 100 px to the side, off the worm.
    static func movingACatch(_ replay: Replay) -> Replay {
        var moved = replay
        guard let index = moved.steps.firstIndex(where: { step in
            if case .press(let press) = step.inputs[0] { return press.x > 20 } else { return false }
        }), case .press(var press) = moved.steps[index].inputs[0] else { return moved }
        press.x = press.x > 160 ? press.x - 100 : press.x + 100
        moved.steps[index].inputs[0] = .press(press)
        return moved
    }

    @Test func beforePlayingAnotherVersionAndAWrongDailySeedAreRefused() {
        var future = VenueTests.row(seed: 3)
        future.entry.replay.version = "99.0.0"
        #expect(future.refusalBeforePlaying == .version)
        var mislabelled = VenueTests.row(seed: 3)
        mislabelled.entry.replay.mode = .daily  // a Daily replay offered as an Arcade row
        #expect(mislabelled.refusalBeforePlaying == .malformed)
        var daily = VenueTests.row(seed: 0, table: .daily)
        #expect(daily.refusalBeforePlaying == nil)
        daily.entry.replay.seed ^= 1
        #expect(daily.refusalBeforePlaying == .seed)
        var otherDay = VenueTests.row(seed: 0, table: .daily)
        otherDay.date = "2026-12-01"
        #expect(otherDay.refusalBeforePlaying == .seed)
    }

    /// A row's id is everything in it but where it came from (R74): a best combo apart is another row; the same row
    /// passed on by a third machine is the same one.
    @Test func aRowsIdIsAllOfItButWhereItCameFrom() {
        let row = VenueTests.row(seed: 3)
        var combo = row
        combo.entry.bestCombo += 1
        #expect(combo.id != row.id)
        var passedOn = row
        passedOn.entry.from = "Bar"
        var other = row
        other.entry.from = "Cafe"
        #expect(passedOn.id == other.id && passedOn.id == row.id)
    }

    // MARK: The wire format

    @Test func rowsAndHellosCrossTheWireWhole() throws {
        let envelope = VenueMessage.Envelope(scope: 77, venue: "hall")
        var row = VenueTests.row(seed: 5, table: .daily)
        row.entry.from = "kiosk-3"
        let message = VenueMessage.row(machine: "kiosk-2", row)
        let bytes = message.encoded(envelope)
        #expect(try VenueMessage.decode(bytes, length: bytes.count, for: envelope) == message)
        let hello = VenueMessage.hello(machine: "kiosk-2", rows: [1, UInt64.max, row.id])
        let helloBytes = hello.encoded(envelope)
        #expect(try VenueMessage.decode(helloBytes, length: helloBytes.count, for: envelope) == hello)
        // Another venue's or another scope's datagrams are none of this machine's business.
        #expect(try VenueMessage.decode(bytes, length: bytes.count, for: .init(scope: 77, venue: "lobby")) == nil)
        #expect(try VenueMessage.decode(bytes, length: bytes.count, for: .init(scope: 78, venue: "hall")) == nil)
    }

    @Test func badDatagramsAreRefusedWithTheirReason() {
        let envelope = VenueMessage.Envelope(scope: 0, venue: "hall")
        func reason(_ text: String, length: Int? = nil) -> VenueRefusal? {
            let bytes = Array(text.utf8)
            do {
                _ = try VenueMessage.decode(bytes, length: length ?? bytes.count, for: envelope)
                return nil
            } catch {
                return error.reason
            }
        }
        #expect(reason("\u{1}\u{2}garbage") == .malformed)
        #expect(reason("[1, 2]") == .malformed)
        #expect(reason(#"{"worm_venue": 2, "scope": 0, "venue": "hall", "machine": "b", "type": "hello", "rows": []}"#) == .version)
        #expect(reason(#"{"worm_venue": 1, "scope": 0, "venue": "hall", "machine": "b c", "type": "hello", "rows": []}"#) == .malformed)
        #expect(reason(#"{"worm_venue": 1, "scope": 0, "venue": "hall", "machine": "b", "type": "hello", "rows": ["x"]}"#) == .malformed)
        #expect(reason(#"{"worm_venue": 1, "scope": 0, "venue": "hall", "machine": "b", "type": "row", "score": 5}"#) == .malformed)
        #expect(reason("{}", length: VenueMessage.maxBytes + 1) == .oversized)
    }

    @Test func namesAreCheckedAndHostNamesCleaned() {
        #expect(VenueName.check("kiosk-2.hall_A") == "kiosk-2.hall_A")
        #expect(VenueName.check("") == nil)
        #expect(VenueName.check("a b") == nil)
        #expect(VenueName.check("é") == nil)
        #expect(VenueName.check(String(repeating: "a", count: 33)) == nil)
        #expect(VenueName.cleaned("my host!é") == "my-host--")
        #expect(VenueName.cleaned("") == "worm")
    }

    @Test func theFlagsTakeGoodNamesAndRefuseBadOnesInOneLine() throws {
        let options = try Options.parse(["--venue", "hall-a", "--machine", "entrance.2"])
        #expect(options.venue.venue == "hall-a" && options.venue.machine == "entrance.2")
        for (arguments, message) in [
            (["--venue", "a b"], "--venue: 'a b' is not a venue name (1 to 32 ASCII letters, digits, '-', '_' or '.')"),
            (["--venue", ""], "--venue: '' is not a venue name (1 to 32 ASCII letters, digits, '-', '_' or '.')"),
            (["--venue", "hall", "--machine", "kiosk/1"],
             "--machine: 'kiosk/1' is not a machine name (1 to 32 ASCII letters, digits, '-', '_' or '.')"),
            (["--machine", "kiosk"], "--machine: only with --venue"),
        ] {
            #expect(throws: UsageError(message)) { try Options.parse(arguments) }
        }
    }

    // MARK: Two machines

    @Test func twoMachinesConvergeToOneTopTenWithinTenSeconds() throws {
        let scope = VenueTests.scope()
        let aRows = (0..<7).map { VenueTests.row(seed: 100 + UInt64($0), name: "Ana", time: 1_764_400_000 + Int64($0)) }
        let bRows: [SharedRow] = (0..<7).map { VenueTests.row(seed: 200 + UInt64($0), name: "Bo", time: 1_764_410_000 + Int64($0)) }
            + [VenueTests.row(seed: 300, name: "Bo", table: .daily)]
        let a = try Machine("kiosk-a", scope: scope, rows: aRows)
        let b = try Machine("kiosk-b", scope: scope, rows: bRows)
        let expected = ScoreTable((aRows + bRows).filter { $0.table == .arcade }.map(\.entry)).entries.map { "\($0.score) \($0.name) \($0.time)" }
        let converged = VenueTests.run([a, b]) {
            a.arcade == expected && b.arcade == expected && a.context.scores.document.daily(VenueTests.date).entries.count == 1
        }
        #expect(converged != nil, "A: \(a.arcade)\nB: \(b.arcade)\nwanted: \(expected)")
        #expect(a.refusals.isEmpty && b.refusals.isEmpty)
        // Each row says where it was played.
        for entry in a.context.scores.document.arcade.entries { #expect(entry.from == (entry.name == "Bo" ? "kiosk-b" : nil)) }
        #expect(a.context.scores.document.daily(VenueTests.date).entries.first?.from == "kiosk-b")
        #expect(a.lines("venue").contains { $0["machine"] == .string("kiosk-b") && $0["state"] == .string("found") })
        #expect(a.lines("venue").contains { $0["state"] == .string("taken") })
    }

    // MARK: Forgeries and floods

    /// Sends `datagrams` to `machine`'s venue port from a socket of `scope`, then frames it until it has refused
    /// `count` rows (or 5 s pass).
    static func send(_ datagrams: [[UInt8]], to machine: Machine, scope: DiscoveryScope, refusals count: Int) throws {
        let socket = try DatagramSocket(ports: scope.ports, readLimit: VenueMessage.maxBytes)
        defer { socket.close() }
        for bytes in datagrams { try socket.send(bytes, to: "127.0.0.1", port: machine.venue.port) }
        VenueTests.run([machine], limitMs: 5_000) { machine.refusals.count >= count }
    }

    @Test func everyForgedRowIsRefusedWithItsReasonAndNoneEnters() throws {
        let scope = VenueTests.scope()
        let machine = try Machine("kiosk-a", scope: scope)
        let real = VenueTests.row(seed: 11)
        var raised = real
        raised.entry.score += 50
        var moved = real
        moved.entry.replay = VenueTests.movingACatch(real.entry.replay)
        var reseeded = real
        reseeded.entry.replay.seed = 12
        var future = real
        future.entry.replay.version = "9.0.0"
        var daily = VenueTests.row(seed: 0, table: .daily)
        daily.entry.replay.seed = 13
        let envelope = machine.venue.envelope
        var datagrams = [raised, moved, reseeded, future, daily].map { VenueMessage.row(machine: "evil", $0).encoded(envelope) }
        datagrams.append(Array("{\"worm_venue\": 1, garbage".utf8))
        datagrams.append(Array(repeating: UInt8(ascii: " "), count: VenueMessage.maxBytes + 10))
        try VenueTests.send(datagrams, to: machine, scope: scope, refusals: 7)
        #expect(machine.refusals.sorted() == ["malformed", "not_reproduced", "not_reproduced", "not_reproduced",
                                              "oversized", "seed", "version"])
        #expect(machine.context.scores.document.arcade.entries.isEmpty)
        #expect(machine.context.scores.document.daily(VenueTests.date).entries.isEmpty)
        let scores = machine.lines("venue_refused").filter { $0["from"] == .string("evil") }.compactMap(\.["score"])
        #expect(scores.contains(.number(Double(raised.entry.score))))
        // The real row is still taken after all that.
        try VenueTests.send([VenueMessage.row(machine: "good", real).encoded(envelope)], to: machine, scope: scope, refusals: 7)
        VenueTests.run([machine], limitMs: 2_000) { !machine.context.scores.document.arcade.entries.isEmpty }
        #expect(machine.context.scores.document.arcade.entries.first?.score == real.entry.score)
    }

    @Test func aFloodIsBoundedPerSenderAndInTheQueue() throws {
        let scope = VenueTests.scope()
        let machine = try Machine("kiosk-a", scope: scope)
        let real = VenueTests.row(seed: 21)
        let envelope = machine.venue.envelope
        // 300 different rows (each a forgery: its score raised) in one burst, and the same datagram 100 times.
        var datagrams = (1...300).map { raise in
            var row = real
            row.entry.score += raise
            return VenueMessage.row(machine: "flood", row).encoded(envelope)
        }
        datagrams += Array(repeating: datagrams[0], count: 100)
        // Among them, 300 of garbage and 100 rows of another version, each different. (The socket's buffer, which
        // the system bounds, drops most of the burst: each kind must come early to be heard at all.)
        let garbage = (1...300).map { Array("garbage \($0)".utf8) }
        let versions = (1...100).map { raise in
            var row = real
            row.entry.replay.version = "9.\(raise)"
            return VenueMessage.row(machine: "flood", row).encoded(envelope)
        }
        datagrams = datagrams.indices.flatMap { index in
            [datagrams[index]] + (index < garbage.count ? [garbage[index]] : []) + (index < versions.count ? [versions[index]] : [])
        }
        let socket = try DatagramSocket(ports: scope.ports, readLimit: VenueMessage.maxBytes)
        defer { socket.close() }
        for bytes in datagrams { try socket.send(bytes, to: "127.0.0.1", port: machine.venue.port) }
        var most = 0
        VenueTests.run([machine], limitMs: 3_000) {
            most = max(most, machine.venue.inbox.queue.count)
            return false
        }
        #expect(most <= VenueInbox.queueLimit)
        let reasons = machine.refusals
        // Ten a second are played and refused; the rest are refused as a flood, logged once a second.
        #expect(reasons.filter { $0 == "not_reproduced" }.count <= VenueInbox.rowsPerSecond * 4)
        #expect(reasons.filter { $0 == "not_reproduced" }.count >= 1)
        #expect(reasons.contains("flood"))
        #expect(reasons.filter { $0 == "flood" }.count <= 4)
        // A refusal found before any replay is played is logged once a second for each sender and reason.
        #expect((1...4).contains(reasons.filter { $0 == "malformed" }.count))
        #expect((1...4).contains(reasons.filter { $0 == "version" }.count))
        #expect(machine.context.scores.document.arcade.entries.isEmpty)
    }

    @Test func theInboxForgetsTheOldestIdsAndSendersPastItsLimits() {
        var inbox = VenueInbox()
        for id in 0..<UInt64(VenueInbox.seenLimit + 10) { inbox.markSeen(id) }
        #expect(!inbox.hasSeen(0))
        #expect(inbox.hasSeen(UInt64(VenueInbox.seenLimit + 9)))
        let row = VenueTests.row(seed: 1, reactionMs: 600)
        for index in 0..<UInt64(VenueInbox.rowsPerSecond) {
            #expect(inbox.offer(row, id: 10_000 + index, machine: "m", sender: "a:1", nowMs: 0) == .queued)
        }
        #expect(inbox.offer(row, id: 10_000, machine: "m", sender: "a:1", nowMs: 0) == .duplicate)
        #expect(inbox.offer(row, id: 20_000, machine: "m", sender: "a:1", nowMs: 10) == .flooded(logged: true))
        #expect(inbox.offer(row, id: 20_001, machine: "m", sender: "a:1", nowMs: 20) == .flooded(logged: false))
        #expect(inbox.offer(row, id: 20_002, machine: "m", sender: "b:1", nowMs: 20) == .queued)
        // A new second: room again for that sender, until the queue is full.
        var outcomes: [VenueInbox.Outcome] = []
        for index in 0..<UInt64(10) { outcomes.append(inbox.offer(row, id: 30_000 + index, machine: "m", sender: "a:1", nowMs: 1000)) }
        #expect(inbox.queue.count == VenueInbox.queueLimit)
        #expect(outcomes.filter { $0 == .queued }.count == VenueInbox.queueLimit - 11)
    }
}
