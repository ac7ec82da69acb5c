import Testing
@testable import WormGame

/// R110: audio play's grid, its calls and its worm time, in the core.
struct AudioPlayTests {
    /// Runs a game of `mode` for `ms`, returning every event.
    static func run<Mode: GameMode>(_ mode: Mode, ms: Int) -> [GameEvent] {
        var game = Game(mode: mode)
        var events: [GameEvent] = []
        for _ in 0..<(ms / Simulation.stepMs) { game.step([], into: &events) }
        return events
    }

    /// Every worm comes out at one of the nine centres, calls as it does and every 600 ms while out, from its cell.
    @Test(arguments: [UInt64(1), 77, 2718])
    func arcadeWormsComeOutOnlyAtTheGridsCentresAndCallFromThere(seed: UInt64) {
        let events = AudioPlayTests.run(ArcadeMode(seed: seed, assists: Assists(audioPlay: true)), ms: 66_000)
        var spawns: [Int: (x: Int, y: Int)] = [:]
        var calls = 0
        for event in events {
            switch event {
            case .spawn(let worm, let x, let y, _, _):
                #expect(AudioGrid.columns.contains(x) && AudioGrid.rows.contains(y), "worm \(worm) at \(x), \(y)")
                spawns[worm] = (x, y)
            case .call(let worm, let cell, _):
                let spawn = spawns[worm]
                #expect(spawn.map { $0 == cell.centre } == true, "worm \(worm) calls from where it is")
                calls += 1
            default: break
            }
        }
        #expect(spawns.count > 20)
        #expect(calls > spawns.count, "each worm calls again while it is out")
    }

    /// Classic's worms stay out twice as long in audio play: 1 to 3 s rather than 0.5 to 1.5 s; without it, no call.
    @Test func classicWormTimeIsDoubledAndOnlyAudioPlayCalls() {
        let assisted = AudioPlayTests.run(ClassicMode(seed: 5, assists: Assists(audioPlay: true)), ms: 120_000)
        let times = assisted.compactMap { if case .spawn(_, _, _, let ms, _) = $0 { ms } else { nil } }
        #expect(times.count > 10)
        #expect(times.allSatisfy { (1_000...3_000).contains($0) })
        #expect(times.contains { $0 > 1_500 })
        let plain = AudioPlayTests.run(ClassicMode(seed: 5), ms: 120_000)
        #expect(!plain.contains { if case .call = $0 { true } else { false } })
        #expect(plain.compactMap { if case .spawn(_, _, _, let ms, _) = $0 { ms } else { nil } }.allSatisfy { $0 <= 1_500 })
    }

    /// The grid's pans and rows: left −0.8, middle 0, right 0.8; the keypad's 7 is the top left cell.
    @Test func cellsPanByColumnAndCountRowsFromTheTop() {
        #expect(AudioGrid.Cell(index: 0).pan == -0.8)
        #expect(AudioGrid.Cell(index: 4).pan == 0)
        #expect(AudioGrid.Cell(index: 8).pan == 0.8)
        #expect(AudioGrid.Cell(index: 8).row == 2)
        #expect(AudioGrid.cell(x: 265, y: 130) == AudioGrid.Cell(column: 2, row: 0))
        #expect(AudioGrid.cell(x: 100, y: 130) == nil)
    }
}
