import WormGame
import WormTestSupport
import XCTest
@testable import WormApp

/// R113 in the program: the assists from the flags and the settings reach the round, its `start` line, its replay
/// and its row; assisted rows go to the Assisted tables; the game speed slows the game, not its rules.
nonisolated final class AssistsRecordingTests: XCTestCase, @unchecked Sendable {
    /// The settings of a player who has seen how to play, with `flags` for the run.
    @MainActor
    func keeper(_ flags: AccessOptions) -> SettingsKeeper {
        let keeper = SettingsKeeper(store: DocumentStore(storage: MemoryStorage()) { _ in }, flags: .init(access: flags))
        try? keeper.set(\.seenHowToPlay, to: true)
        return keeper
    }

    /// Flags of every assist but audio play.
    @MainActor
    func allFlags(speed: Int = 100) -> AccessOptions {
        var flags = AccessOptions()
        flags.wormTime = .oneAndAHalf
        flags.gameSpeed = speed
        flags.hitRadius = .large
        flags.practice = true
        return flags
    }

    func testTheStartLineSaysTheAssistsAndARoundWithoutSaysNothing() throws {
        try MainActor.assumeIsolated {
            let assisted = try SceneRun(first: .arcade, durationMs: 1_000, settings: self.keeper(self.allFlags(speed: 80)))
            let start = try XCTUnwrap(assisted.of("start").first)
            XCTAssertEqual(start["assists"], .object(["worm_time": .number(1.5), "game_speed": .number(80), "hit_radius": .number(40),
                                                      "practice": .bool(true)]))
            let plain = try SceneRun(first: .arcade, durationMs: 1_000, settings: self.keeper(AccessOptions()))
            XCTAssertNil(try XCTUnwrap(plain.of("start").first)["assists"])
        }
    }

    func testTheWormTimeFlagStretchesTheProgramsWorms() throws {
        try MainActor.assumeIsolated {
            var flags = AccessOptions()
            flags.wormTime = .triple
            let assisted = try SceneRun(first: .classic, durationMs: 20_000, settings: self.keeper(flags))
            let plain = try SceneRun(first: .classic, durationMs: 20_000, settings: self.keeper(AccessOptions()))
            let stretched = assisted.of("spawn").compactMap { $0["visible_ms"] }, rules = plain.of("spawn").compactMap { $0["visible_ms"] }
            XCTAssertGreaterThan(stretched.count, 3)
            for (long, short) in zip(stretched, rules) {
                guard case .number(let l) = long, case .number(let s) = short else { return XCTFail("not numbers") }
                XCTAssertEqual(l, s * 3)
            }
        }
    }

    func testHalfSpeedTakesTwiceTheTimeForTheSameSixtySecondRound() throws {
        try MainActor.assumeIsolated {
            let half = try SceneRun(first: .arcade, durationMs: 100_000, settings: self.keeper(self.allFlags(speed: 50)))
            XCTAssertEqual(half.scenes, [], "100 s at half speed is 50 s of game: the round goes on")
            let lastT = half.events.compactMap { event -> Double? in if case .number(let t)? = event["t"] { t } else { nil } }.max() ?? 0
            XCTAssertEqual(lastT, 50_000, accuracy: 8, "the game's clock ran at half the run's")
            let whole = try SceneRun(first: .arcade, durationMs: 132_000, settings: self.keeper(self.allFlags(speed: 50)))
            XCTAssertEqual(whole.scenes.first, "results", "65 s of game (countdown and round) in 130 s")
            let plain = try SceneRun(first: .arcade, durationMs: 100_000, settings: self.keeper(self.allFlags(speed: 100)))
            XCTAssertEqual(plain.scenes.first, "results")
        }
    }

    func testAPressAtHalfSpeedIsTimedOnTheGamesClock() throws {
        try MainActor.assumeIsolated {
            var core = ModeHarness(game: ArcadeGame(seed: 1))
            let worm = core.runToFirstWorm()
            var flags = AccessOptions()
            flags.gameSpeed = 50
            // 200 ms of game after the worm came out is 400 ms of the run's.
            let run = try SceneRun(first: .arcade, lines: [((worm.spawnedAtMs + 200) * 2, .press(x: Double(worm.x), y: Double(worm.y)))],
                                   durationMs: 12_000, settings: self.keeper(flags))
            let hit = try XCTUnwrap(run.of("hit").first)
            guard case .number(let reaction)? = hit["reaction_ms"] else { return XCTFail("no reaction time") }
            XCTAssertEqual(reaction, 200, accuracy: 4)
        }
    }

    func testAReplaysAssistsAreWrittenAndReadBackAndAnOldReplayHasNone() throws {
        try MainActor.assumeIsolated {
            let assists = Assists(wormTime: .double, gameSpeedPercent: 60, hitRadius: .larger, practice: true, audioPlay: true)
            let replay = Replay(mode: .daily, seed: 42, version: "1.0", steps: [.init(timeMs: 8, inputs: [.pauseKey])], assists: assists)
            let text = ReplayCoding.text(replay)
            XCTAssertTrue(text.contains(#""assists": {"worm_time": 2, "game_speed": 60, "hit_radius": 50, "practice": true, "audio_play": true}"#), text)
            let read = try ReplayCoding.replay(try XCTUnwrap(JSONValue.parse(text).object), place: "test")
            XCTAssertEqual(read, replay)
            let old = #"{"mode": "arcade", "seed": "7", "version": "0.9", "steps": [[8, ["pause"]]]}"#
            XCTAssertEqual(try ReplayCoding.replay(try XCTUnwrap(JSONValue.parse(old).object), place: "old").assists, .none)
            XCTAssertFalse(ReplayCoding.text(Replay(mode: .arcade, seed: 1, version: "1")).contains("assists"), "none: not written")
            let bad = #"{"mode": "arcade", "seed": "7", "version": "0.9", "assists": {"worm_time": 1.7}, "steps": []}"#
            XCTAssertThrowsError(try ReplayCoding.replay(try XCTUnwrap(JSONValue.parse(bad).object), place: "bad")) { error in
                XCTAssertTrue("\(error)".contains("worm_time"), "\(error)")
            }
        }
    }

    func testAnAssistedRowGoesToTheAssistedTableAndTheFileKeepsIt() throws {
        try MainActor.assumeIsolated {
            let storage = MemoryStorage()
            let context = SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(), seed: 1,
                                       dailyDate: "2026-11-30", scores: DocumentStore(storage: storage) { _ in })
            let summary = ArcadeSummary(score: 10, caught: 1, missed: 0, bestCombo: 1, reactionTimes: [300])
            let practice = Assists(practice: true)
            for (kind, mode) in [(GameKind.arcade, TableMode.arcade), (.daily, .daily)] {
                let round = FinishedRound(kind: kind, summary: summary, replay: Replay(mode: mode, seed: 1, version: "1", assists: practice),
                                          date: "2026-11-30")
                let results = context.save(round, typed: "Ada", at: 0)
                XCTAssertEqual(results.highlight, ScoreRow(kind: kind, row: 0, assisted: true))
            }
            let plain = FinishedRound(kind: .arcade, summary: summary, replay: Replay(mode: .arcade, seed: 2, version: "1"), date: "2026-11-30")
            context.save(plain, typed: "Bob", at: 0)
            let document = context.scores.document
            XCTAssertEqual(document.arcade.entries.map(\.name), ["Bob"])
            XCTAssertEqual(document.assistedArcade.entries.map(\.name), ["Ada"])
            XCTAssertEqual(document.daily("2026-11-30").entries, [])
            XCTAssertEqual(document.table(.daily, date: "2026-11-30", assisted: true).entries.map(\.name), ["Ada"])
            // Written and read back: the Assisted tables and their rows' assists are kept.
            let text = document.text
            XCTAssertTrue(text.hasPrefix("{\"version\": 3"), text)
            let read = try ScoresDocument(members: try XCTUnwrap(JSONValue.parse(text).object), version: 3)
            XCTAssertEqual(read.assistedArcade, document.assistedArcade)
            XCTAssertEqual(read.assistedArcade.entries.first?.replay.assists, practice)
            XCTAssertEqual(read.assistedDaily, document.assistedDaily)
        }
    }

    func testTheScoresHaveAssistedPagesAndANewAssistedRowOpensOnItsOwn() throws {
        try MainActor.assumeIsolated {
            let context = SceneContext(journal: Journal(sink: nil, language: .english), audio: SilentAudio(), seed: 1,
                                       dailyDate: "2026-11-30", scores: DocumentStore(storage: MemoryStorage()) { _ in })
            let round = FinishedRound(kind: .arcade, summary: ArcadeSummary(score: 10, caught: 1, missed: 0, bestCombo: 1, reactionTimes: [300]),
                                      replay: Replay(mode: .arcade, seed: 1, version: "1", assists: Assists(wormTime: .double)), date: "2026-11-30")
            let results = context.save(round, typed: "Ada", at: 0)
            let scene = ScoresScene(context: context, highlight: results.highlight)
            XCTAssertEqual(scene.page, .arcadeAssisted)
            XCTAssertEqual(scene.rows.map(\.name), ["Ada"])
            XCTAssertEqual(ScoresScene(context: context).rows, [], "the Arcade page has no assisted row")
        }
    }

    func testSettingsKeepTheAssistsAndAFlagIsForTheRunOnly() throws {
        try MainActor.assumeIsolated {
            var document = SettingsDocument()
            document.settings.assists = Assists(wormTime: .triple, gameSpeedPercent: 70, hitRadius: .large, practice: true)
            document.settings.access = AccessSettings(oneSwitch: true, scanIntervalMs: 2500, textSize: .larger, highContrast: true)
            let read = try SettingsDocument(members: try XCTUnwrap(JSONValue.parse(document.text).object), version: 1)
            XCTAssertEqual(read, document)
            XCTAssertThrowsError(try SettingsDocument(members: ["game_speed": .number(55)], version: 1))
            do {
                var flags = AccessOptions()
                flags.gameSpeed = 50
                let keeper = SettingsKeeper(store: DocumentStore(storage: MemoryStorage()) { _ in }, flags: .init(access: flags))
                XCTAssertEqual(keeper.current.assists.gameSpeedPercent, 50)
                XCTAssertEqual(keeper.saved.assists.gameSpeedPercent, 100, "a flag is not saved")
            }
        }
    }

    func testTheFlagsAreCheckedWithAOneLineError() throws {
        try MainActor.assumeIsolated {
            let options = try Options.parse(["--worm-time", "1.5", "--game-speed", "70", "--hit-radius", "50", "--practice",
                                             "--one-switch", "--text-size", "125", "--high-contrast"])
            XCTAssertEqual(options.access.wormTime, .oneAndAHalf)
            XCTAssertEqual(options.access.gameSpeed, 70)
            XCTAssertEqual(options.access.hitRadius, .larger)
            XCTAssertTrue(options.access.practice && options.access.oneSwitch && options.access.highContrast)
            XCTAssertEqual(options.access.textSize, .large)
            for (flag, value) in [("--worm-time", "4"), ("--game-speed", "55"), ("--hit-radius", "35"), ("--text-size", "200")] {
                XCTAssertThrowsError(try Options.parse([flag, value])) { error in
                    XCTAssertTrue("\(error)".hasPrefix(flag), "\(error)")
                }
            }
        }
    }

    func testAPressHeldForTheSlowedGamesStepKeepsItsOwnTimeOnTheGamesClock() {
        MainActor.assumeIsolated {
            // At 50 %, a press at 1 s of the scene's clock is at 500 ms of the game's, though the step it waits for
            // is at 504 ms.
            var hold = GameSpeedHold(percent: 50)
            let press = PlayerInput.press(Press(timeMs: 1_000, x: 10, y: 10))
            let passed = hold.pass([press], gameMs: 504) ?? hold.pass([], gameMs: 504)
            guard case .press(let stamped)? = passed?.first else { return XCTFail("\(String(describing: passed))") }
            XCTAssertEqual(stamped.timeMs, 500)
            // At the rules' own speed nothing is held or moved.
            var full = GameSpeedHold(percent: 100)
            XCTAssertEqual(full.pass([press], gameMs: 504), [press])
        }
    }
}
