import Testing
import WormGame
@testable import WormApp

/// R72: a title left idle plays the best Arcade row that this version can show, silently and without logging the
/// round, under "Touch to play"; with none, the demonstration round; any input stops it and is no press. On the
/// null platform.
@MainActor
struct AttractTests {
    @Test func anIdleTitleWithNoRowPlaysTheDemonstration() throws {
        let run = try NullRun(first: .title, durationMs: 10_000, run: KioskFixture.run(attractMs: 3_000))
        #expect(run.scenes == ["title", "attract"])
        let start = try #require(run.of("attract").first)
        #expect(start.text("state") == "start")
        #expect(start["score"] == nil, "the demonstration has no row")
        #expect(start["seed"] == nil)
        for type in ["start", "spawn", "hit", "sound", "press", "end"] {
            #expect(run.of(type).isEmpty, "the attract round logs no \(type), and makes no sound")
        }
        let scene = try #require(run.runner.scene as? AttractScene)
        #expect(scene.row == nil)
    }

    @Test func theBestRowThatReproducesItsScoreIsPlayedAndTheOthersAreSkipped() throws {
        let genuine = KioskFixture.playedRow(seed: 41)
        var forged = KioskFixture.playedRow(seed: 42, name: "Bo")
        forged.score += 500  // more than its replay makes
        var older = KioskFixture.playedRow(seed: 43, name: "Cy")
        older.replay.version = "0.0.9"
        older.score = forged.score + 100
        #expect(genuine.score > 0)
        #expect(PlayableReplay.reproduces(genuine))
        #expect(!PlayableReplay.reproduces(forged))
        #expect(!PlayableReplay.reproduces(older))
        var otherVersion = KioskFixture.playedRow(seed: 41)
        otherVersion.replay.version = "0.0.9"  // its own score, but recorded by another version: never shown
        #expect(!PlayableReplay.reproduces(otherVersion))
        let run = try NullRun(first: .title, durationMs: 4_000, storage: KioskFixture.scores([genuine, forged, older]),
                              run: KioskFixture.run(attractMs: 1_000))
        let start = try #require(run.of("attract").first)
        #expect(start.int("score") == genuine.score)
        #expect(start["seed"] == .number(41))
        #expect((run.runner.scene as? AttractScene)?.row?.name == "Ana")
    }

    /// The row plays to its own score: the attract mode's round is the row's, step for step.
    @Test func theRowPlaysToItsScore() {
        let row = KioskFixture.playedRow(seed: 41)
        let sink = MemorySink()
        let context = SceneContext(journal: Journal(sink: sink, language: .english), audio: SilentAudio(), seed: 1,
                                   dailyDate: "2026-11-30", scores: DocumentStore(storage: KioskFixture.scores([row])) { _ in })
        let scene = AttractScene(context: context)
        var steps = 0
        while scene.step([], context: context).isEmpty && steps < 20_000 { steps += 1 }
        #expect(scene.score == row.score)
        #expect(steps == 60_000 / 4 - 1, "a whole round: its countdown and the step of its first worm played before the first frame (issue 30)")
    }

    @Test func afterTheRoundTheTitleComesBackThenItPlaysAgain() throws {
        let row = KioskFixture.playedRow(seed: 41)
        let run = try NullRun(first: .title, durationMs: 100_000, storage: KioskFixture.scores([row]),
                              run: KioskFixture.run(attractMs: 1_000))
        #expect(run.scenes == ["title", "attract", "title", "attract"])
        #expect(run.of("attract").map { $0.text("state") } == ["start", "stop", "start", "stop"], "the last at the run's end")
        #expect(run.of("attract")[1].int("t") == 60_000, "stopped at the round's end (the step after its last), its countdown unseen")
        #expect(run.of("attract")[1].int("score") == row.score)
    }

    @Test func anyInputStopsItAtOnceAndIsNoPress() throws {
        let inputs: [ScriptLine.Action] = [KioskFixture.titleButton(0), .key("m"), .key("f11"), .text("a"),
                                           .touch(x: 160, y: 141, finger: 1)]
        for input in inputs {
            let run = try NullRun(first: .title, lines: [(3_000, input)], durationMs: 4_000,
                                  run: KioskFixture.run(attractMs: 1_000))
            #expect(run.scenes == ["title", "attract", "title"], "\(input)")
            #expect(run.of("attract").last?.text("state") == "stop")
            #expect(run.of("attract").last?.int("t") == 2_000, "at once")
            #expect(run.of("press").isEmpty, "\(input): not a press on the title")
            #expect(run.of("mute").isEmpty, "\(input): M only stopped it")
            #expect(run.modes.isEmpty, "\(input): no game started")
        }
    }

    /// The demonstration is the same round every time: its bot reads the game's state, and nothing else.
    @Test func theDemonstrationIsDeterministic() {
        let first = KioskFixture.playedRow(seed: DemoBot.seed), second = KioskFixture.playedRow(seed: DemoBot.seed)
        #expect(first.replay == second.replay)
        #expect(first.score > 300, "the bot catches worms")
    }

    /// The demonstration shows how to play (R72): its bot taps worms and golden worms, and leaves every beetle alone.
    @Test func theDemonstrationNeverTapsABeetle() {
        var game = Game(mode: ArcadeMode(seed: DemoBot.seed))
        var bot = DemoBot()
        var events: [GameEvent] = [], all: [GameEvent] = []
        while !game.mode.isOver {
            let inputs: [StepInput] = bot.inputs(for: game).compactMap { if case .press(let press) = $0 { .press(press) } else { nil } }
            events.removeAll()
            game.step(inputs, into: &events)
            all += events
        }
        #expect(all.contains { if case .spawn(_, _, _, _, .beetle) = $0 { true } else { false } }, "beetles came out")
        #expect(!all.contains { if case .decoy = $0 { true } else { false } }, "none was tapped")
    }
}
