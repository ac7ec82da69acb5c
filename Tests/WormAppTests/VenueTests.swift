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

        /// `onFrame`: the helper's work done at once on the frame, so that a frame's datagrams are read in it
        /// whatever the machine's load (these tests step on a made-up clock); the helper thread's own tests say false.
        init(_ name: String, scope: DiscoveryScope, rows: [SharedRow] = [], date: String = VenueTests.date,
             key: [UInt8]? = nil, onFrame: Bool = true) throws {
            context = SceneContext(journal: Journal(sink: sink, language: .english), audio: SilentAudio(), seed: 1,
                                   dailyDate: date, now: { 1_764_460_800 })
            venue = try Venue(name: "hall", machine: name, scope: scope, key: key, onFrame: onFrame)
            venue.wallClock = { VenueTests.wallClock }
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
    /// The machines' wall clock: 2026-11-30 12:00 UTC; tomorrow is 2026-12-01.
    static let wallClock: Int64 = 1_796_040_000
    static let tomorrow = "2026-12-01"

    /// A scope no other test run shares, its ports free.
    static func scope() -> DiscoveryScope {
        FreeScope.make { DiscoveryScope(named: "venue-tests-\(getpid())-\($0)").venue }
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
        #expect(future.refusalBeforePlaying(tomorrow: VenueTests.tomorrow) == .version)
        var mislabelled = VenueTests.row(seed: 3)
        mislabelled.entry.replay.mode = .daily  // a Daily replay offered as an Arcade row
        #expect(mislabelled.refusalBeforePlaying(tomorrow: VenueTests.tomorrow) == .malformed)
        var daily = VenueTests.row(seed: 0, table: .daily)
        #expect(daily.refusalBeforePlaying(tomorrow: VenueTests.tomorrow) == nil)
        daily.entry.replay.seed ^= 1
        #expect(daily.refusalBeforePlaying(tomorrow: VenueTests.tomorrow) == .seed)
        var otherDay = VenueTests.row(seed: 0, table: .daily)
        otherDay.date = "2026-12-01"
        #expect(otherDay.refusalBeforePlaying(tomorrow: VenueTests.tomorrow) == .seed)
    }

    /// A row's id is what was played and the machine that played it (R100): a best combo apart is another row; the
    /// same row relayed by a third machine is the same one; the same game claimed by another machine is another.
    @Test func aRowsIdIsWhatWasPlayedAndWhereItWasPlayed() {
        var row = VenueTests.row(seed: 3)
        row.entry.from = nil
        var combo = row
        combo.entry.bestCombo += 1
        #expect(combo.id(playedOn: "Bar") != row.id(playedOn: "Bar"))
        var relayed = row
        relayed.entry.from = "Bar"
        #expect(relayed.id(playedOn: "Cafe") == row.id(playedOn: "Bar"), "played on Bar, heard on Cafe: one row")
        var elsewhere = row
        elsewhere.entry.from = "Cafe"
        #expect(elsewhere.id(playedOn: "Dock") != relayed.id(playedOn: "Dock"), "the machine that played it is part of it")
    }

    // MARK: The wire format

    @Test func rowsAndHellosCrossTheWireWhole() throws {
        let envelope = VenueMessage.Envelope(scope: 77, venue: "hall")
        var row = VenueTests.row(seed: 5, table: .daily)
        row.entry.from = "kiosk-3"
        let message = VenueMessage.row(machine: "kiosk-2", row)
        let bytes = message.encoded(envelope)
        #expect(try VenueMessage.decode(bytes, length: bytes.count, for: envelope) == message)
        let hello = VenueMessage.hello(machine: "kiosk-2", rows: [1, UInt64.max, row.id(playedOn: "kiosk-2")])
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
        // The game's way: JSON and saving on the helper thread, the results a frame or so later.
        let a = try Machine("kiosk-a", scope: scope, rows: aRows, onFrame: false)
        let b = try Machine("kiosk-b", scope: scope, rows: bRows, onFrame: false)
        let expected = ScoreTable((aRows + bRows).filter { $0.table == .arcade }.map(\.entry)).entries.map { "\($0.score) \($0.name) \($0.time)" }
        let converged = VenueTests.run([a, b]) {
            a.arcade == expected && b.arcade == expected && a.context.scores.document.daily(VenueTests.date).entries.count == 1
        }
        #expect(converged != nil, "A: \(a.arcade)\nB: \(b.arcade)\nwanted: \(expected)")
        #expect(a.refusals.isEmpty && b.refusals.isEmpty, "refused on A: \(a.refusals), on B: \(b.refusals)")
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
        // The flood's own refusals: another test's Versus discovery may share this scope's ports (its datagrams are
        // refused too, from their own sender).
        let reasons = machine.lines("venue_refused").filter {
            $0["from"] == .string("flood") || $0["from"] == .string("127.0.0.1:\(socket.port)")
        }.compactMap { if case .string(let reason)? = $0["reason"] { reason } else { nil } }
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

    // MARK: R100: identity, dates, the 30-minute bound, one machine, the key, the cost

    @Test func aRowsIdIsWhatWasPlayedNotHowItWasWrittenDown() {
        let real = VenueTests.row(seed: 31)
        let id = real.id(playedOn: "kiosk-a")
        // An edit that changes nothing: another time, a replay written out again with an input that does nothing.
        var retimed = real
        retimed.entry.time += 3600
        retimed.entry.replay.steps.append(Replay.Step(timeMs: 70_000, inputs: [.pauseKey]))
        #expect(retimed.id(playedOn: "kiosk-a") == id)
        // Where it was played is part of it: a relay keeps `from`, so the same row; another machine, another row.
        var relayed = real
        relayed.entry.from = "kiosk-a"
        #expect(relayed.id(playedOn: "kiosk-b") == id)
        #expect(real.id(playedOn: "kiosk-b") != id)
        var renamed = real
        renamed.entry.name = "Eve"
        #expect(renamed.id(playedOn: "kiosk-a") != id)
        var reseeded = real
        reseeded.entry.replay.seed += 1
        #expect(reseeded.id(playedOn: "kiosk-a") != id)
        var raised = real
        raised.entry.score += 1
        #expect(raised.id(playedOn: "kiosk-a") != id)
    }

    @Test func aRowDatedAfterTomorrowIsRefusedAndTomorrowsIsNot() {
        var far = VenueTests.row(seed: 41, time: 4_102_444_800)  // 2100-01-01
        #expect(far.date == "2100-01-01")
        #expect(far.refusalBeforePlaying(tomorrow: VenueTests.tomorrow) == .date)
        far.date = VenueTests.date
        #expect(far.refusalBeforePlaying(tomorrow: VenueTests.tomorrow) == .date, "its time says 2100")
        var dayAfter = VenueTests.row(seed: 0, table: .daily)
        dayAfter.date = "2026-12-02"
        dayAfter.entry.replay.seed = DailySeed.seed(forDate: "2026-12-02")
        #expect(dayAfter.refusalBeforePlaying(tomorrow: VenueTests.tomorrow) == .date)
        var tomorrows = dayAfter
        tomorrows.date = VenueTests.tomorrow
        tomorrows.entry.replay.seed = DailySeed.seed(forDate: VenueTests.tomorrow)
        #expect(tomorrows.refusalBeforePlaying(tomorrow: VenueTests.tomorrow) == nil)
    }

    @Test func withinThirtyMinutesIncludesThirtyMinutes() {
        var row = VenueTests.row(seed: 51)
        row.entry.replay.steps.append(Replay.Step(timeMs: ReplayCheck.maxGameMs, inputs: [.pauseKey]))
        #expect(row.refusalBeforePlaying(tomorrow: VenueTests.tomorrow) == nil)
        row.entry.replay.steps[row.entry.replay.steps.count - 1].timeMs = ReplayCheck.maxGameMs + 1
        #expect(row.refusalBeforePlaying(tomorrow: VenueTests.tomorrow) == .oversized)
    }

    @Test func aSendersCheckingIsBoundedBeforeAnyReplayIsPlayed() {
        var inbox = VenueInbox()
        var long = VenueTests.row(seed: 61)
        long.entry.replay.steps.append(Replay.Step(timeMs: ReplayCheck.maxGameMs, inputs: [.pauseKey]))
        // A 30-minute replay takes nearly a sender's minute: the second is refused before a step is played.
        #expect(inbox.offer(long, id: 1, machine: "m", sender: "a:1", nowMs: 0) == .queued)
        #expect(inbox.offer(long, id: 2, machine: "m", sender: "a:1", nowMs: 1000) == .flooded(logged: true))
        #expect(inbox.offer(long, id: 3, machine: "m", sender: "c:1", nowMs: 1000) == .queued, "another sender's own share")
        // Thirty whole rounds a minute, whatever the seconds allow (the queue emptied as a check would).
        let row = VenueTests.row(seed: 62)
        var outcomes: [VenueInbox.Outcome] = []
        for index in 0..<UInt64(32) {
            outcomes.append(inbox.offer(row, id: 100 + index, machine: "m", sender: "b:1", nowMs: Int(index) * 1000))
            while inbox.next() != nil {}
        }
        #expect(outcomes.filter { $0 == .queued }.count == 30)
        #expect(inbox.offer(row, id: 200, machine: "m", sender: "b:1", nowMs: 61_000) == .queued, "a new minute")
    }

    /// A hello of `machine`, sealed with `key` when there is one, for `venue`.
    static func hello(_ machine: String, rows: [UInt64] = [], to venue: Venue, key: [UInt8]? = nil) throws -> [UInt8] {
        let bytes = VenueMessage.hello(machine: machine, rows: rows).encoded(venue.envelope)
        return try key.map { try MessageAuthenticator(key: $0).seal(bytes) } ?? bytes
    }

    @Test func aMachineHeardOnSeveralAddressesIsFoundOnce() throws {
        let scope = VenueTests.scope()
        let machine = try Machine("kiosk-a", scope: scope)
        let one = try DatagramSocket(ports: scope.ports, readLimit: 100)
        let two = try DatagramSocket(ports: scope.ports, readLimit: 100)
        defer { one.close(); two.close() }
        for _ in 0..<3 {
            try one.send(VenueTests.hello("kiosk-b", to: machine.venue), to: "127.0.0.1", port: machine.venue.port)
            try two.send(VenueTests.hello("kiosk-b", to: machine.venue), to: "127.0.0.1", port: machine.venue.port)
            VenueTests.run([machine], limitMs: 200) { false }
        }
        #expect(machine.lines("venue").filter { $0["state"] == .string("found") }.count == 1)
        #expect(machine.venue.machines.map(\.name) == ["kiosk-b"])
    }

    @Test func aRowSayingItWasPlayedHereIsNotTaken() throws {
        let scope = VenueTests.scope()
        let machine = try Machine("kiosk-a", scope: scope)
        var row = VenueTests.row(seed: 71)
        row.entry.from = "kiosk-a"
        let socket = try DatagramSocket(ports: scope.ports, readLimit: 100)
        defer { socket.close() }
        try socket.send(VenueMessage.row(machine: "kiosk-b", row).encoded(machine.venue.envelope), to: "127.0.0.1",
                        port: machine.venue.port)
        VenueTests.run([machine], limitMs: 2_000) { false }
        #expect(machine.context.scores.document.arcade.entries.isEmpty)
    }

    static let key = Array("the hall's key, 32 bytes long!!!".utf8)

    @Test func withAKeyOnlySealedDatagramsAreReadAndEachStrangerIsLoggedOnce() throws {
        let scope = VenueTests.scope()
        let machine = try Machine("kiosk-a", scope: scope, key: VenueTests.key)
        let real = VenueTests.row(seed: 81)
        let bytes = VenueMessage.row(machine: "kiosk-b", real).encoded(machine.venue.envelope)
        let otherKey = try MessageAuthenticator(key: Array("another hall's key, 32 bytes!!!!".utf8))
        let stranger = try DatagramSocket(ports: scope.ports, readLimit: 100)
        let wrongKey = try DatagramSocket(ports: scope.ports, readLimit: 100)
        defer { stranger.close(); wrongKey.close() }
        for _ in 0..<3 {
            try stranger.send(bytes, to: "127.0.0.1", port: machine.venue.port)
            try stranger.send(VenueTests.hello("mallory", to: machine.venue), to: "127.0.0.1", port: machine.venue.port)
            try wrongKey.send(otherKey.seal(bytes), to: "127.0.0.1", port: machine.venue.port)
        }
        VenueTests.run([machine], limitMs: 2_000) { false }
        #expect(machine.context.scores.document.arcade.entries.isEmpty)
        #expect(machine.venue.machines.isEmpty, "an unsealed hello finds nobody")
        let froms = machine.lines("venue_refused").filter { $0["reason"] == .string("key") }.compactMap(\.["from"])
        #expect(froms == [.string("127.0.0.1:\(stranger.port)"), .string("127.0.0.1:\(wrongKey.port)")])
        // Sealed with the venue's key, the same row is played and taken.
        let sealed = try MessageAuthenticator(key: VenueTests.key).seal(bytes)
        try stranger.send(sealed, to: "127.0.0.1", port: machine.venue.port)
        VenueTests.run([machine], limitMs: 3_000) { !machine.context.scores.document.arcade.entries.isEmpty }
        #expect(machine.context.scores.document.arcade.entries.first?.score == real.entry.score)
    }

    @Test func twoMachinesWithOneKeyShareTheirRows() throws {
        let scope = VenueTests.scope()
        let a = try Machine("kiosk-a", scope: scope, rows: [VenueTests.row(seed: 91)], key: VenueTests.key)
        let b = try Machine("kiosk-b", scope: scope, key: VenueTests.key)
        let taken = VenueTests.run([a, b]) { b.context.scores.document.arcade.entries.count == 1 }
        #expect(taken != nil)
        #expect(b.context.scores.document.arcade.entries.first?.from == "kiosk-a")
        #expect(a.refusals.isEmpty && b.refusals.isEmpty, "refused on A: \(a.refusals), on B: \(b.refusals)")
    }

    @Test func theKeyFileMustBeTheOwnersAlone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("worm-key-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("hall.key").path
        try Data(VenueTests.key).write(to: URL(fileURLWithPath: path))
        for mode in [0o644, 0o640, 0o700, 0o666] as [mode_t] {
            chmod(path, mode)
            let shown = String(mode, radix: 8)
            #expect(throws: UsageError("--venue-key: '\(path)' has mode 0\(shown); it must be 0600 or 0400, readable by its owner alone (chmod 600 it)")) {
                try Options.parse(["--venue", "hall", "--venue-key", path])
            }
        }
        for mode in [0o600, 0o400] as [mode_t] {
            chmod(path, mode)
            #expect(try Options.parse(["--venue", "hall", "--venue-key", path]).venue.key == VenueTests.key)
        }
        let short = folder.appendingPathComponent("short.key").path
        try Data("short".utf8).write(to: URL(fileURLWithPath: short))
        chmod(short, 0o600)
        #expect(throws: UsageError("--venue-key: '\(short)' holds 5 bytes; a key is 16 to 4096 (head -c 32 /dev/urandom > FILE makes one)")) {
            try Options.parse(["--venue", "hall", "--venue-key", short])
        }
        #expect(throws: UsageError("--venue-key: only with --venue")) { try Options.parse(["--venue-key", path]) }
    }

    /// A machine's own hello is the one from its own socket: another machine given the same name (a kiosk set up
    /// from another's image) is still heard, on its own port.
    @Test func anotherMachineWithThisMachinesNameIsHeard() throws {
        let scope = VenueTests.scope()
        let machine = try Machine("kiosk-a", scope: scope)
        let twin = try DatagramSocket(ports: scope.ports, readLimit: 100)
        defer { twin.close() }
        try twin.send(VenueTests.hello("kiosk-a", to: machine.venue), to: "127.0.0.1", port: machine.venue.port)
        VenueTests.run([machine], limitMs: 300) { false }
        #expect(machine.venue.machines.map(\.name) == ["kiosk-a"])
        #expect(machine.venue.machines.first?.port == twin.port)
    }

    /// A row whose score would not enter this table is let go unplayed: no check, no `taken` line.
    @Test func aRowThatWouldNotEnterTheTableIsNotPlayed() throws {
        let scope = VenueTests.scope()
        let offered = VenueTests.row(seed: 111)
        let better: [SharedRow] = (0..<ScoreTable.size).map { index in
            var row = VenueTests.row(seed: 120, name: "Top", time: 1_764_400_000 + Int64(index))
            row.entry.score = offered.entry.score + 100 + index
            return row
        }
        let machine = try Machine("kiosk-a", scope: scope, rows: better)
        let socket = try DatagramSocket(ports: scope.ports, readLimit: 100)
        defer { socket.close() }
        try socket.send(VenueMessage.row(machine: "kiosk-b", offered).encoded(machine.venue.envelope), to: "127.0.0.1",
                        port: machine.venue.port)
        var checked = false
        VenueTests.run([machine], limitMs: 1_000) {
            checked = checked || machine.venue.isChecking
            return false
        }
        #expect(!checked, "its replay was played")
        #expect(!machine.lines("venue").contains { $0["state"] == .string("taken") })
        #expect(machine.context.scores.document.arcade.entries.map(\.name) == Array(repeating: "Top", count: ScoreTable.size))
    }

    /// A row taken again before the next save (its id forgotten by a flood of rows dealt with since) is saved once.
    @Test func aRowTakenTwiceBeforeTheSaveIsSavedOnce() throws {
        let scope = VenueTests.scope()
        let machine = try Machine("kiosk-a", scope: scope)
        let socket = try DatagramSocket(ports: scope.ports, readLimit: 100)
        defer { socket.close() }
        func send(_ row: SharedRow) throws {
            try socket.send(VenueMessage.row(machine: "kiosk-b", row).encoded(machine.venue.envelope), to: "127.0.0.1",
                            port: machine.venue.port)
        }
        var now = 0
        func frames(_ ms: Int, until done: () -> Bool = { false }) {
            let end = now + ms
            while now < end {
                machine.venue.frame(nowMs: now, t: now, context: machine.context)
                now += 16
                if done() { return }
                usleep(200)
            }
        }
        var taken: Int { machine.lines("venue").filter { $0["state"] == .string("taken") }.count }
        // The first row taken is saved at once; the next save is a second later.
        try send(VenueTests.row(seed: 131, name: "Bo"))
        frames(2_000) { machine.context.scores.document.arcade.entries.count == 1 }
        let start = now
        let row = VenueTests.row(seed: 132)
        try send(row)
        frames(500) { taken == 2 }
        #expect(taken == 2)
        // More rows than the inbox remembers, each dealt with at once (they say they were played here).
        var forged = VenueTests.row(seed: 133)
        forged.entry.from = "kiosk-a"
        forged.entry.replay.steps = []
        for batch in 0..<((VenueInbox.seenLimit + 16) / 32) {
            for index in 0..<32 {
                forged.entry.name = "F\(batch * 32 + index)"
                try send(forged)
            }
            frames(16)
        }
        try send(row)
        frames(300)
        #expect(now - start < Venue.saveEveryMs, "the save came before the row was offered again: nothing is tested")
        frames(2_000)
        #expect(machine.context.scores.document.arcade.entries.filter { $0 == row.entry || $0.name == row.entry.name }.count == 1)
        #expect(machine.context.scores.document.arcade.entries.count == 2)
    }
}
