import Testing
@testable import WormGame

/// R110: audio play's calls spaced 250 ms apart and kept 200 ms clear of a miss sound, delayed and never dropped
/// while their worm is out (`CallSchedule`).
struct CallScheduleTests {
    /// A call of `worm` from `cell` (0…8), a plain worm's.
    static func call(_ worm: Int, cell: Int = 0, kind: WormKind = .normal) -> GameEvent {
        .call(worm: worm, cell: AudioGrid.Cell(index: cell), kind: kind)
    }

    /// Feeds `schedule` each of `steps` (round ms → that step's events) at every step of the simulation up to
    /// `untilMs`, returning the events it passed on with their times.
    static func feed(_ steps: [Int: [GameEvent]], untilMs: Int,
                     into schedule: inout CallSchedule) -> [(t: Int, event: GameEvent)] {
        var passed: [(t: Int, event: GameEvent)] = []
        var output: [GameEvent] = []
        for t in stride(from: 0, through: untilMs, by: Simulation.stepMs) {
            output.removeAll()
            schedule.pass(steps[t] ?? [], atMs: t, into: &output)
            passed += output.map { (t, $0) }
        }
        return passed
    }

    /// The times and worms of the calls among `passed`.
    static func calls(in passed: [(t: Int, event: GameEvent)]) -> [(t: Int, worm: Int)] {
        passed.compactMap { if case .call(let worm, _, _) = $0.event { ($0.t, worm) } else { nil } }
    }

    /// Three worms calling at once are heard one after the other, 250 ms apart, none left out.
    @Test func callsAskedTogetherStartAQuarterSecondApart() {
        var schedule = CallSchedule()
        let passed = Self.feed([100: [Self.call(1, cell: 0), Self.call(2, cell: 1), Self.call(3, cell: 2)]],
                               untilMs: 2_000, into: &schedule)
        let calls = Self.calls(in: passed)
        #expect(calls.map(\.worm) == [1, 2, 3], "in the order asked")
        #expect(calls.map(\.t) == [100, 352, 604], "the first at once, each next on the first step 250 ms on")
        #expect(schedule.isIdle)
    }

    /// A call asked 50 ms after a miss sound waits until 200 ms after it; a call asked long after starts at once.
    @Test func noCallStartsWithin200MsAfterAMissSound() {
        var schedule = CallSchedule()
        let passed = Self.feed([1_000: [.sound(name: .miss), .miss(worm: nil, reason: .background)],
                                1_052: [Self.call(4)], 3_000: [Self.call(5)]],
                               untilMs: 4_000, into: &schedule)
        #expect(Self.calls(in: passed).map(\.t) == [1_200, 3_000])
        #expect(passed.filter { $0.event == .sound(name: .miss) }.map(\.t) == [1_000], "the miss itself passes at once")
    }

    /// A call asked in the same step as a miss sound waits too.
    @Test func aCallInTheMissSoundsOwnStepWaits() {
        var schedule = CallSchedule()
        let passed = Self.feed([400: [.sound(name: .miss), Self.call(1)]], untilMs: 1_000, into: &schedule)
        #expect(Self.calls(in: passed).map(\.t) == [600])
    }

    /// A worm that hides, or is caught, while its call waits is not called; the calls after it move up.
    @Test func aWormThatLeavesBeforeItsTurnIsNotCalled() {
        var schedule = CallSchedule()
        let passed = Self.feed([0: [Self.call(1), Self.call(2), Self.call(3), Self.call(4)],
                                100: [.hide(worm: 2)], 120: [.hit(worm: 3, reactionMs: 120)]],
                               untilMs: 1_000, into: &schedule)
        #expect(Self.calls(in: passed).map(\.worm) == [1, 4])
        #expect(Self.calls(in: passed).map(\.t) == [0, 252])
        #expect(passed.contains { $0.t == 100 && $0.event == .hide(worm: 2) }, "every other event passes as it comes")
    }

    /// A worm calling again while its last call still waits is heard once, in its first place in the line.
    @Test func aWormAskingAgainWhileWaitingIsCalledOnce() {
        var schedule = CallSchedule()
        let passed = Self.feed([0: [Self.call(1), Self.call(2)], 100: [Self.call(2)], 600: [Self.call(1)]],
                               untilMs: 1_500, into: &schedule)
        #expect(Self.calls(in: passed).map(\.worm) == [1, 2, 1])
        #expect(Self.calls(in: passed).map(\.t) == [0, 252, 600])
    }

    /// A call waiting when the round pauses waits through the pause, and starts as play resumes.
    @Test func callsWaitThroughAPause() {
        var schedule = CallSchedule()
        let passed = Self.feed([0: [Self.call(1), Self.call(2)], 100: [.pause(reason: .key)],
                                2_000: [.resume(reason: .key)]],
                               untilMs: 3_000, into: &schedule)
        #expect(Self.calls(in: passed).map(\.t) == [0, 2_000])
    }

    /// A new round's clock (gone back to 0) is not held back by the last round's calls.
    @Test func aClockGoneBackHoldsNothingBack() {
        var schedule = CallSchedule()
        var output: [GameEvent] = []
        schedule.pass([Self.call(1)], atMs: 50_000, into: &output)
        output.removeAll()
        schedule.pass([Self.call(2)], atMs: 0, into: &output)
        #expect(output == [Self.call(2)])
    }

    /// A whole Arcade round in audio play, a press on the bare ground every 700 ms (a miss sound each), through the
    /// schedule: every call 250 ms after the last and 200 ms after the last miss, each from a worm out then, and
    /// every worm that stays out a second called.
    @Test(arguments: [UInt64(2718), 7])
    func aWholeRoundsCallsAreSpacedAndKeptClearOfMisses(seed: UInt64) {
        var game = Game(mode: ArcadeMode(seed: seed, assists: Assists(audioPlay: true)))
        var schedule = CallSchedule()
        var stepEvents: [GameEvent] = [], output: [GameEvent] = []
        var passed: [(t: Int, event: GameEvent)] = []
        var spawned: [Int: Int] = [:], left: [Int: Int] = [:]
        var asked = 0
        while game.timeMs < 66_000 {
            let t = game.timeMs
            let inputs: [StepInput] = t % 700 < Simulation.stepMs && t > 5_000
                ? [.press(Press(timeMs: t, x: 110, y: 205))] : []
            stepEvents.removeAll()
            game.step(inputs, into: &stepEvents)
            asked += stepEvents.filter { if case .call = $0 { true } else { false } }.count
            output.removeAll()
            schedule.pass(stepEvents, atMs: t, into: &output)
            for event in output {
                passed.append((t, event))
                switch event {
                case .spawn(let worm, _, _, _, _): spawned[worm] = t
                case .hide(let worm), .hit(let worm, _, _), .decoy(let worm, _, _): left[worm] = left[worm] ?? t
                default: break
                }
            }
        }
        let calls = Self.calls(in: passed)
        let misses = passed.filter { $0.event == .sound(name: .miss) }.map(\.t)
        #expect(calls.count > 60 && misses.count > 60, "\(calls.count) calls, \(misses.count) misses")
        #expect(asked > calls.count, "some calls had to wait and were merged or left with their worm")
        for (earlier, later) in zip(calls, calls.dropFirst()) {
            #expect(later.t - earlier.t >= CallSchedule.minimumGapMs, "calls at \(earlier.t) and \(later.t)")
        }
        for call in calls {
            #expect(!misses.contains { (0..<CallSchedule.quietAfterMissMs).contains(call.t - $0) },
                    "call at \(call.t) after a miss")
            let out = spawned[call.worm].map { $0 <= call.t } == true && left[call.worm].map { $0 > call.t } != false
            #expect(out, "worm \(call.worm) called at \(call.t) while out")
        }
        let called = Set(calls.map(\.worm))
        for (worm, start) in spawned where (left[worm] ?? Int.max) - start >= 1_000 {
            #expect(called.contains(worm), "worm \(worm), out a second from \(start), was called")
        }
    }
}
