import Testing
import WormGame
@testable import WormApp

/// A step returns what it wants done and changes nothing itself (Doom's `gameaction`): the runner makes the change
/// after the step, and the scene factory saves nothing.
@MainActor
struct EffectsAsCommandsTests {
    let sink = MemorySink()

    func context(storage: Storage = MemoryStorage()) -> SceneContext {
        SceneContext(journal: Journal(sink: sink, language: .english), audio: SilentAudio(), seed: 1, dailyDate: "2026-12-02",
                     scores: DocumentStore(storage: storage) { _ in })
    }

    /// The centre of the settings button for `choice`.
    func press(_ choice: SettingsScene.Choice) -> PlayerInput {
        let frame = SettingsScene.menu(Settings(), language: .english).buttons.first { $0.choice == choice }!.frame
        return .press(Press(timeMs: 0, x: Double(frame.x + frame.width / 2), y: Double(frame.y + frame.height / 2), source: .mouse))
    }

    @Test func aSettingsButtonReturnsItsChangeAndTheSoundToJudgeItByWithoutMakingIt() {
        let context = context()
        let scene = SettingsScene(context: context)
        let before = context.settings.current
        let commands = scene.step([press(.effectsUp)], context: context)
        #expect(context.settings.current == before, "nothing changed during the step")
        #expect(!sink.lines.contains { $0.contains("\"setting\"") })
        guard commands.count == 2, case .change(.effectsVolume(let volume)) = commands[0], case .preview(.hit) = commands[1] else {
            Issue.record("\(commands)")
            return
        }
        #expect(volume == min(100, before.effectsVolume + SettingsScene.volumeStep))
    }

    @Test func thePauseOverlaysSoundIsAChangeTheRunnerMakesAfterTheStep() throws {
        // Esc pauses; Sound on the overlay mutes, logged by the runner at the step's time, after the press.
        let sound = Playfield.soundButton
        let run = try SceneRun(first: .classic, lines: [(1_000, .key("escape")),
                                                        (1_500, .press(x: Double(sound.x + 5), y: Double(sound.y + 5)))],
                               durationMs: 2_000)
        #expect(run.of("mute").map { $0.int("t") } == [1_500])
        #expect(run.runner.context.muted)
        let types = run.events.filter { $0.int("t") == 1_500 }.compactMap { $0.text("type") }
        #expect(types.firstIndex(of: "press") ?? .max < types.firstIndex(of: "mute") ?? -1, "\(types)")
    }

    @Test func theFactorySavesNothingTheRunnerSavesADailyRoundOutOfItsTable() throws {
        let storage = MemoryStorage()
        let context = context(storage: storage)
        let round = FinishedRound(kind: .daily, summary: ArcadeSummary(score: 0, caught: 0, missed: 3, bestCombo: 0, reactionTimes: []),
                                  replay: Replay(mode: .daily, seed: 1, version: "0.1.0"), date: "2026-12-02")
        let scene = Runner.makeScene(for: .roundOver(round), context: context, versus: VersusSetup())
        #expect(scene is ResultsScene)
        #expect(sink.lines.isEmpty, "made, not saved")
        #expect(context.scores.document.dailyBest.isEmpty)
        context.recordPlayed(round, t: 0)
        #expect(context.scores.document.dailyBest["2026-12-02"] == 0)
        #expect(sink.lines.contains { $0.contains("\"saved\"") })
    }
}
