import Testing
import WormGame
@testable import WormApp

/// R71: any scene but the title left without input for `--idle` seconds goes back to the title, on the scene's
/// simulated clock: a round is abandoned, a name scene saves what was typed, else "Player" in the language. On the
/// null platform.
@MainActor
struct IdleResetTests {
    @Test func aRoundLeftIdleIsAbandonedAndEntersNoTable() throws {
        let run = try NullRun(first: .arcade, lines: NameSceneTests.catchOne, durationMs: 20_000, seed: 7,
                              run: KioskFixture.run(idleMs: 6_000))
        #expect(run.of("hit").count == 1, "a worm caught: the round had points")
        #expect(run.of("idle").map { $0.text("scene") } == ["arcade"])
        #expect(run.of("idle").first?.int("t") == 11_100, "6 s after the last press at 5100")
        #expect(run.scenes == ["title"])
        #expect(run.of("highscore").isEmpty)
        #expect(run.runner.context.scores.document.arcade.entries.isEmpty, "abandoned: no row")
        #expect(run.runner.context.figures.figures(on: "2026-11-30").rounds == 0, "not counted as played")
    }

    @Test func aNameSceneLeftIdleSavesTheNameTypedSoFar() throws {
        let t = NameSceneTests.afterRound
        // Longer than the round, so that the round ends and the name scene opens.
        let run = try NullRun(first: .arcade, lines: NameSceneTests.catchOne + [(t, .text("Zo"))], durationMs: t + 62_000,
                              seed: 7, run: KioskFixture.run(idleMs: 61_000))
        #expect(run.scenes == ["name", "title"])
        #expect(run.of("idle").map { $0.text("scene") } == ["name"])
        #expect(run.of("highscore").map { $0.text("name") } == ["Zo"])
    }

    @Test func aNameSceneLeftIdleWithNothingTypedSavesPlayerNotTheLastVisitor() throws {
        let t = NameSceneTests.afterRound
        var document = ScoresDocument()
        document.lastName = "Ana"
        for (language, expected) in [(Language.french, "Joueur"), (.english, "Player")] {
            let run = try NullRun(first: .arcade, lines: NameSceneTests.catchOne, durationMs: t + 62_000, seed: 7,
                                  storage: MemoryStorage(files: [.scores: Array(document.text.utf8)]),
                                  settings: SettingsKeeper(store: DocumentStore(storage: MemoryStorage()) { _ in },
                                                           flags: .init(language: language)),
                                  run: KioskFixture.run(kiosk: false, idleMs: 61_000))
            #expect(run.scenes == ["name", "title"])
            #expect(run.of("highscore").map { $0.text("name") } == [expected], "\(language)")
        }
    }

    @Test func inputKeepsAScenePutAndTheTitleIsNeverLeft() throws {
        let keys: [(Int, ScriptLine.Action)] = stride(from: 1_000, through: 13_000, by: 3_000).map { ($0, .key("down")) }
        let scores = try NullRun(first: .scores, lines: keys, durationMs: 17_000, run: KioskFixture.run(idleMs: 4_000))
        #expect(scores.of("idle").first?.int("t") == 17_000, "4 s after the last key at 13 000, not before")
        let title = try NullRun(first: .title, durationMs: 20_000, run: KioskFixture.run(idleMs: 1_000))
        #expect(title.of("idle").isEmpty)
        #expect(title.scenes == ["title"])
    }

    @Test func withoutIdleNothingComesBack() throws {
        let run = try NullRun(first: .scores, durationMs: 200_000, run: KioskFixture.run(kiosk: false))
        #expect(run.of("idle").isEmpty)
        #expect(run.scenes == ["scores"])
    }

    /// A Versus lobby left idle says goodbye as leaving it does, and the title comes back.
    @Test func aVersusLobbyLeftIdleLeavesCleanly() throws {
        _ = SceneRun.discoveryScope
        let run = try NullRun(first: .lobby, durationMs: 3_000, run: KioskFixture.run(idleMs: 2_000))
        #expect(run.of("idle").map { $0.text("scene") } == ["lobby"])
        #expect(run.scenes == ["lobby", "title"])
    }
}
