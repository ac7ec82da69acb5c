import Testing
import WormGame
import WormTestSupport

/// R60 on the host: the first press received catches, background misses are the presser's alone, escapes count
/// for nobody, the rate limit, gone players, the 60 s round; and a client's board shows what the host says.
struct VersusModeTests {
    static func harness(seed: UInt64 = 7) -> ModeHarness<VersusMode> {
        ModeHarness(game: VersusGame(mode: VersusMode(seed: seed, players: ["Ana", "Bo", "Cy"])))
    }

    /// Runs to the first worm and returns it.
    static func firstWorm(_ harness: inout ModeHarness<VersusMode>) -> Worm {
        harness.run(through: VersusGame.firstWormMs)
        return harness.game.worms[0]
    }

    static func press(_ harness: inout ModeHarness<VersusMode>, at t: Int, x: Double, y: Double, player: Int) {
        harness.input(.press(Press(timeMs: t, x: x, y: y, player: player)), at: t)
    }

    @Test func theFirstPressReceivedOnAWormCatchesItForThatPlayerAlone() {
        var harness = Self.harness()
        let worm = Self.firstWorm(&harness)
        let t = VersusGame.firstWormMs + 100
        Self.press(&harness, at: t, x: Double(worm.x), y: Double(worm.y), player: 2)
        Self.press(&harness, at: t, x: Double(worm.x), y: Double(worm.y), player: 1)
        harness.run(through: t + 4)
        let hits = harness.log.compactMap { if case .versusHit(let number, let seat, _) = $0.event { (number, seat) } else { nil } }
        #expect(hits.count == 1)
        #expect(hits.first?.0 == worm.number && hits.first?.1 == 2)
        #expect(harness.game.mode.players.name(ofSeat: 2) == "Cy")
        #expect(harness.game.mode.players.map(\.caught) == [0, 0, 1])
        // The second press found the worm just caught: late for Bo (R61), neither a catch nor a miss.
        #expect(harness.game.mode.players.map(\.missed) == [0, 0, 0])
        #expect(harness.log.contains { $0.event == .versusLate(worm: worm.number, seat: 1) })
        #expect(harness.game.mode.history.map(\.seat) == [2])
        #expect(harness.game.mode.history.map(\.worm) == [worm.number])
    }

    @Test func anEscapeCountsForNobody() {
        var harness = Self.harness()
        let worm = Self.firstWorm(&harness)
        harness.run(through: worm.escapesAtMs + VersusGame.firstWormMs - VersusGame.firstWormMs + 8)
        #expect(harness.log.contains { $0.event == .miss(worm: worm.number, reason: .escape) })
        #expect(harness.game.mode.players.allSatisfy { $0.caught == 0 && $0.missed == 0 })
    }

    @Test func pressesPastTwentyASecondAreIgnored() {
        var harness = Self.harness()
        _ = Self.firstWorm(&harness)
        let start = VersusGame.firstWormMs + 8
        for index in 0..<25 { Self.press(&harness, at: start + index * 20, x: 300, y: 60, player: 1) }
        Self.press(&harness, at: start + 600, x: 300, y: 60, player: 2)
        harness.run(through: start + 700)
        #expect(harness.game.mode.players.map(\.missed) == [0, 20, 1])
        // A second later the player may press again.
        Self.press(&harness, at: start + 1_100, x: 300, y: 60, player: 1)
        harness.run(through: start + 1_200)
        #expect(harness.game.mode.players[1].missed == 21)
    }

    @Test func aGonePlayerNoLongerScoresAndUnknownPlayersAreIgnored() {
        var harness = Self.harness()
        let worm = Self.firstWorm(&harness)
        harness.game = {
            var game = harness.game
            game.markGone(player: 1)
            return game
        }()
        Self.press(&harness, at: VersusGame.firstWormMs + 50, x: Double(worm.x), y: Double(worm.y), player: 1)
        Self.press(&harness, at: VersusGame.firstWormMs + 50, x: Double(worm.x), y: Double(worm.y), player: 5)
        harness.run(through: VersusGame.firstWormMs + 60)
        #expect(harness.game.mode.players.map(\.caught) == [0, 0, 0])
        #expect(harness.game.mode.players[1].present == false)
        #expect(harness.game.worms.contains(worm))
    }

    @Test func theRoundEndsAfterSixtySecondsAndTheSameSeedGivesTheSameWorms() {
        var first = Self.harness(seed: 99), second = Self.harness(seed: 99)
        first.run(through: VersusGame.firstWormMs + VersusMode.roundMs + 8)
        second.run(through: VersusGame.firstWormMs + 20_000)
        #expect(first.game.mode.isOver)
        #expect(!second.game.mode.isOver)
        #expect(Array(first.spawns.prefix(second.spawns.count)).map(\.x) == second.spawns.map(\.x))
        #expect(first.spawns.count > 30)
        #expect(first.spawns.allSatisfy { !Playfield.pauseButton.contains(x: Double($0.x), y: Double($0.y) - 30) })
    }

    @Test func aBoardShowsWhatTheHostSays() {
        var board = VersusBoard(roster: [RosterEntry(player: 0, name: "Ana"), RosterEntry(player: 1, name: "Bo")], cosmeticSeed: 1)
        var events: [GameEvent] = []
        board.tick(stepMs: 4, into: &events)
        #expect(board.message == .countdown(0))
        board.apply(.spawn(worm: 1, x: 100, y: 200, visibleMs: 1000, roundMs: 5000), into: &events)
        board.apply(.spawn(worm: 2, x: 200, y: 300, visibleMs: 1000, roundMs: 5000), into: &events)
        #expect(board.worms.map(\.number) == [1, 2])
        board.apply(.hit(worm: 1, player: 1, roundMs: 5200), into: &events)
        board.apply(.miss(player: 0, roundMs: 5300), into: &events)
        board.apply(.escape(worm: 2, roundMs: 6000), into: &events)
        #expect(board.worms.isEmpty)
        #expect(board.players == [VersusStanding(name: "Ana", caught: 0, missed: 1), VersusStanding(name: "Bo", caught: 1, missed: 0)])
        #expect(board.history.map(\.seat) == [0, 1])
        #expect(events.contains(.versusHit(worm: 1, seat: 1, reactionMs: 0)))
        board.apply(.roster([RosterEntry(player: 0, name: "Ana"), RosterEntry(player: 1, name: "Bo", present: false)]), into: &events)
        #expect(board.players[1] == VersusStanding(name: "Bo", caught: 1, missed: 0, present: false))
        board.apply(.end(roundMs: 65_000, scores: [PlayerScore(player: 0, caught: 4, missed: 2)]), into: &events)
        #expect(board.isOver && board.players[0].caught == 4)
        // A hit for a player the roster does not have changes nothing.
        board.apply(.hit(worm: 9, player: 6, roundMs: 7000), into: &events)
        #expect(board.players.map(\.caught) == [4, 1])
    }

    /// R110 on a player's machine: under the host's audio play a worm the host sends calls from its cell as it
    /// comes and every 600 ms of the player's clock while it is out; without it, nothing calls.
    @Test func aBoardInAudioPlayCallsTheHostsWormsFromTheGrid() {
        let roster = [RosterEntry(player: 0, name: "Ana"), RosterEntry(player: 1, name: "Bo")]
        func calls(_ rules: VersusRules) -> [(t: Int, event: GameEvent)] {
            var board = VersusBoard(roster: roster, cosmeticSeed: 1, rules: rules)
            var heard: [(t: Int, event: GameEvent)] = []
            var events: [GameEvent] = []
            for _ in 0..<1250 { board.tick(stepMs: 4, into: &events) }  // 5000 ms
            board.apply(.spawn(worm: 1, x: 265, y: 130, visibleMs: 2000, roundMs: 5000), into: &events)
            for step in 0..<400 {
                heard += events.filter { if case .call = $0 { true } else { false } }.map { (board.roundMs, $0) }
                events.removeAll()
                if step == 200 { board.apply(.hit(worm: 1, player: 1, roundMs: 5800), into: &events) }
                board.tick(stepMs: 4, into: &events)
            }
            return heard
        }
        let call = GameEvent.call(worm: 1, cell: AudioGrid.Cell(column: 2, row: 0), kind: .normal)
        #expect(calls(VersusRules(audioPlay: true)).map(\.t) == [5000, 5600], "as it comes, 600 ms later, none once caught")
        #expect(calls(VersusRules(audioPlay: true)).allSatisfy { $0.event == call })
        #expect(calls(VersusRules()).isEmpty)
    }

    @Test func aSeatIsNamedFromTheStandingsAndAnUnknownSeatIsNeverSomeoneElse() {
        let board = VersusBoard(roster: [RosterEntry(player: 0, name: "Ana"), RosterEntry(player: 2, name: "Cy")], cosmeticSeed: 1)
        #expect(board.players.name(ofSeat: 2) == "Cy")
        #expect(board.players.name(ofSeat: 1) == "?1", "a gap in the roster")
        #expect(board.players.name(ofSeat: 5) == "?5", "past the roster: not the host's name")
        #expect(board.players.name(ofSeat: -1) == "?-1")
    }

    /// R61's late window is 300 ms: a press on a worm another player caught 296 ms before is late; one 300 ms after is
    /// a miss, as a press on an empty hole is.
    @Test func aPressIsLateForLessThanThreeHundredMillisecondsAfterTheCatch() {
        var harness = Self.harness()
        let worm = Self.firstWorm(&harness)
        let t = VersusGame.firstWormMs + 100
        Self.press(&harness, at: t, x: Double(worm.x), y: Double(worm.y), player: 2)
        Self.press(&harness, at: t + VersusMode.lateMs - 4, x: Double(worm.x), y: Double(worm.y), player: 1)
        Self.press(&harness, at: t + VersusMode.lateMs, x: Double(worm.x), y: Double(worm.y), player: 0)
        harness.run(through: t + VersusMode.lateMs + 4)
        #expect(harness.log.contains { $0.event == .versusLate(worm: worm.number, seat: 1) })
        #expect(!harness.log.contains { $0.event == .versusLate(worm: worm.number, seat: 0) })
        #expect(harness.game.mode.players.map(\.missed) == [1, 0, 0])
    }

    /// Late is for another player's catch (R61): the catcher's own second press on the hole it just emptied is a miss,
    /// as any press on an empty hole is.
    @Test func theCatchersOwnSecondPressIsAMissNotLate() {
        var harness = Self.harness()
        let worm = Self.firstWorm(&harness)
        let t = VersusGame.firstWormMs + 100
        Self.press(&harness, at: t, x: Double(worm.x), y: Double(worm.y), player: 2)
        Self.press(&harness, at: t + 100, x: Double(worm.x), y: Double(worm.y), player: 2)
        harness.run(through: t + 104)
        #expect(harness.game.mode.players.map(\.caught) == [0, 0, 1])
        #expect(harness.game.mode.players.map(\.missed) == [0, 0, 1])
        #expect(!harness.log.contains { $0.event == .versusLate(worm: worm.number, seat: 2) })
    }
}
