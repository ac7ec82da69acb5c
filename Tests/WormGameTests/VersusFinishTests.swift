import Testing
import WormGame
import WormTestSupport

/// R61 in the rules: a press just after another player's catch is late, not a miss; worms keep clear of the
/// scoreboard and the history lines; the results name the winner, or a draw, best first.
struct VersusFinishTests {
    /// Runs to the first worm, has Cy catch it at `t`, then Bo press `dx`, `dy` from its centre `afterMs` later.
    static func race(afterMs: Int, dx: Double = 0, dy: Double = 0, loser: Int = 1)
        -> (harness: ModeHarness<VersusMode>, worm: Worm) {
        var harness = VersusModeTests.harness()
        let worm = VersusModeTests.firstWorm(&harness)
        let t = VersusGame.firstWormMs + 100
        VersusModeTests.press(&harness, at: t, x: Double(worm.x), y: Double(worm.y), player: 2)
        VersusModeTests.press(&harness, at: t + afterMs, x: Double(worm.x) + dx, y: Double(worm.y) + dy, player: loser)
        harness.run(through: t + afterMs + 4)
        return (harness, worm)
    }

    static func lates(_ harness: ModeHarness<VersusMode>) -> [GameEvent] {
        harness.log.map(\.event).filter { if case .versusLate = $0 { true } else { false } }
    }

    @Test func aRaceLostByFiftyMillisecondsIsLateNotAMiss() {
        let (harness, worm) = Self.race(afterMs: 50)
        #expect(Self.lates(harness) == [.versusLate(worm: worm.number, seat: 1)])
        #expect(harness.game.mode.players.map(\.missed) == [0, 0, 0])
        #expect(harness.game.mode.players.map(\.caught) == [0, 0, 1])
        #expect(harness.game.mode.history.count == 1, "a late press is not in the history")
    }

    @Test func lateLastsUnderThreeHundredMillisecondsWithinThirtyPixels() {
        #expect(Self.lates(Self.race(afterMs: 296).harness).count == 1)
        let after = Self.race(afterMs: 300).harness
        #expect(Self.lates(after).isEmpty)
        #expect(after.game.mode.players.map(\.missed) == [0, 1, 0], "300 ms after, a miss")
        #expect(Self.lates(Self.race(afterMs: 50, dx: 29.5).harness).count == 1)
        #expect(Self.lates(Self.race(afterMs: 50, dy: -29.5).harness).count == 1)
        let wide = Self.race(afterMs: 50, dx: 30).harness
        #expect(Self.lates(wide).isEmpty && wide.game.mode.players.map(\.missed) == [0, 1, 0], "30 px off: a miss")
    }

    @Test func aSecondPressOnOnesOwnCatchIsAMiss() {
        let harness = Self.race(afterMs: 50, loser: 2).harness
        #expect(Self.lates(harness).isEmpty)
        #expect(harness.game.mode.players.map(\.missed) == [0, 0, 1])
    }

    @Test(arguments: 1...8) func wormsNeverComeOutUnderTheScoreboardOrTheHistory(players: Int) {
        let names = (0..<players).map { "P\($0)" }
        let top = VersusLayout.scoreboardTop(players: players)
        for seed in UInt64(1)...60 {
            var harness = ModeHarness(game: VersusGame(mode: VersusMode(seed: seed, players: names)))
            harness.run(through: VersusGame.firstWormMs + 20_000)
            let spawns = harness.log.compactMap { if case .spawn(_, let x, let y, _, _) = $0.event { (x, y) } else { nil } }
            #expect(spawns.count > 20)
            for (x, y) in spawns {
                #expect(y - 30 >= VersusLayout.historyBottom && y + 30 <= top, "seed \(seed): a worm at y \(y)")
                #expect(x - 30 >= 0 && x + 30 <= Playfield.width)
            }
        }
    }

    @Test func theResultsNameTheWinnerBestFirstAndADrawWhenTheBestAreEqual() {
        let result = VersusResult(standings: [VersusStanding(name: "Ana", caught: 3, missed: 1),
                                              VersusStanding(name: "Bo", caught: 5, missed: 2),
                                              VersusStanding(name: "Cy", caught: 3, missed: 0, present: false)])
        #expect(result.winner == "Bo")
        #expect(result.lines.map(\.name) == ["Bo", "Cy", "Ana"])
        #expect(result.lines.map(\.accuracy) == [71, 100, 75])
        #expect(result.lines.map(\.present) == [true, false, true])
        let draw = VersusResult(standings: [VersusStanding(name: "Ana", caught: 4, missed: 0),
                                            VersusStanding(name: "Bo", caught: 4, missed: 9)])
        #expect(draw.winner == nil)
        #expect(VersusResult(standings: [VersusStanding(name: "Ana"), VersusStanding(name: "Bo")]).winner == nil)
    }

    @Test func aBoardShowsALatePressAndTakesARoundUnderWayBack() {
        var board = VersusBoard(roster: [RosterEntry(player: 0, name: "Ana"), RosterEntry(player: 1, name: "Bo")],
                                cosmeticSeed: 1)
        var events: [GameEvent] = []
        board.apply(.resume(round: 2, seed: 9, roundMs: 31_000, scores: [PlayerScore(player: 0, caught: 4, missed: 1),
                                                                         PlayerScore(player: 1, caught: 6, missed: 2)]),
                    into: &events)
        #expect(board.roundMs == 31_000)
        #expect(board.players.map(\.caught) == [4, 6] && board.players.map(\.missed) == [1, 2])
        events.removeAll()
        board.apply(.late(worm: 3, player: 1, roundMs: 31_100), into: &events)
        #expect(events == [.versusLate(worm: 3, seat: 1)])
        #expect(board.players.map(\.missed) == [1, 2], "late is no miss")
    }
}
