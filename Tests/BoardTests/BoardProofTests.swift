import BoardKit
import Testing
import WormGame

/// R120's proof: a row is taken only when its replay, played on the board, reproduces it on the token's seed by
/// this version, in the time the board saw pass; every other row is refused with its code and leaves no row.
@Suite(.serialized)
struct BoardProofTests {
    let ana = BoardFixture.key(1)
    let bea = BoardFixture.key(2)
    let today = "daily/2026-12-02"

    /// The number of rows on `board`.
    func count(_ board: BoardFixture, _ name: String = "daily/2026-12-02") -> Int? {
        BoardFixture.int(board.read("/v1/count", board: name), "of")
    }

    @Test func anHonestDailyRoundIsTakenRankedAndReadBack() throws {
        let board = try BoardFixture()
        let (answer, summary) = board.play(key: ana, name: "Ana")
        #expect(answer.status == 200, "\(answer.body)")
        #expect(BoardFixture.int(answer, "rank") == 1)
        #expect(BoardFixture.int(answer, "of") == 1)
        let top = board.read("/v1/top", board: today)
        guard case .array(let rows)? = BoardFixture.members(top)["rows"], let first = rows.first?.object else {
            Issue.record("no rows in \(top.body)")
            return
        }
        #expect(first["name"] == .string("Ana"))
        #expect(first["score"] == .number(Double(summary.score)))
        #expect(first["best_combo"] == .number(Double(summary.bestCombo)))
        // The replay read back plays to the same row.
        guard case .number(let id)? = first["id"] else { Issue.record("no id"); return }
        let replayAnswer = board.read("/v1/replay", id: String(Int(id)))
        guard case .object(let replayJSON)? = BoardFixture.members(replayAnswer)["replay"] else {
            Issue.record("no replay in \(replayAnswer.body)")
            return
        }
        let replay = try ReplayCoding.replay(replayJSON, place: "replay")
        guard case .finished(let again) = ReplayCheck.verdict(of: replay) else { Issue.record("never ended"); return }
        #expect(again.score == summary.score)
    }

    @Test func aRaisedScoreIsNotReproducedAndTakesNoRow() throws {
        let board = try BoardFixture()
        let (answer, _) = board.play(key: ana, name: "Ana") { _, summary in summary.score += 10 }
        #expect(BoardFixture.code(answer) == "not_reproduced")
        #expect(answer.status == 422)
        #expect(count(board) == 0)
    }

    @Test func aRaisedComboOrAccuracyIsNotReproduced() throws {
        let board = try BoardFixture()
        let combo = board.play(key: ana, name: "Ana") { _, summary in summary.bestCombo += 1 }
        #expect(BoardFixture.code(combo.answer) == "not_reproduced")
        let accuracy = board.play(key: ana, name: "Ana") { _, summary in summary.missed = 0 }
        #expect(BoardFixture.code(accuracy.answer) == "not_reproduced")
        #expect(count(board) == 0)
    }

    @Test func editedPressesAreNotReproduced() throws {
        let board = try BoardFixture()
        let (answer, _) = board.play(key: ana, name: "Ana") { replay, _ in
            // The first catching press moved 100 px off its worm.
            guard let index = replay.steps.firstIndex(where: { step in
                if case .press(let press) = step.inputs[0] { return press.x > 20 } else { return false }
            }), case .press(var press) = replay.steps[index].inputs[0] else { return }
            press.x = press.x > 160 ? press.x - 100 : press.x + 100
            replay.steps[index].inputs[0] = .press(press)
        }
        #expect(BoardFixture.code(answer) == "not_reproduced")
        #expect(count(board) == 0)
    }

    @Test func anotherSeedIsNotReproducedAndAnotherVersionIsRefused() throws {
        let board = try BoardFixture()
        let seed = board.play(key: ana, name: "Ana") { replay, summary in
            // A round played on yesterday's seed, honestly: its own figures, but not the token's seed.
            let other = BoardFixture.round(seed: DailySeed.seed(forDate: "2026-12-01"), mode: .daily)
            replay = other.replay
            summary = other.summary
        }
        #expect(BoardFixture.code(seed.answer) == "not_reproduced")
        let version = board.play(key: ana, name: "Ana") { replay, _ in replay.version = "0.0.9" }
        #expect(BoardFixture.code(version.answer) == "version")
        #expect(version.answer.status == 409)
        #expect(count(board) == 0)
    }

    @Test func aTokenServesOnce() throws {
        let board = try BoardFixture()
        let token = board.token(key: ana)
        guard case .string(let text)? = token["token"] else { Issue.record("no token"); return }
        let round = BoardFixture.round(seed: DailySeed.seed(forDate: "2026-12-02"), mode: .daily)
        board.clock.advance(round.lengthMs)
        let body = BoardFixture.body(token: text, name: "Ana", score: round.summary.score, accuracy: round.summary.accuracyPercent,
                                     bestCombo: round.summary.bestCombo, replay: round.replay)
        #expect(board.submit(key: ana, body: body).status == 200)
        let again = board.submit(key: ana, body: body)
        #expect(BoardFixture.code(again) == "token")
        #expect(again.status == 403)
        #expect(count(board) == 1)
    }

    @Test func forgedExpiredAndBorrowedTokensAreRefused() throws {
        let board = try BoardFixture()
        let round = BoardFixture.round(seed: DailySeed.seed(forDate: "2026-12-02"), mode: .daily)
        func body(_ token: String) -> [UInt8] {
            BoardFixture.body(token: token, name: "Ana", score: round.summary.score, accuracy: round.summary.accuracyPercent,
                              bestCombo: round.summary.bestCombo, replay: round.replay)
        }
        #expect(BoardFixture.code(board.submit(key: ana, body: body("0123456789abcdef0123456789abcdef"))) == "token")
        // Bea's token, sent with Ana's key.
        guard case .string(let beas)? = board.token(key: bea)["token"] else { Issue.record("no token"); return }
        board.clock.advance(round.lengthMs)
        #expect(BoardFixture.code(board.submit(key: ana, body: body(beas))) == "token")
        // A token two hours and a millisecond old.
        guard case .string(let old)? = board.token(key: ana)["token"] else { Issue.record("no token"); return }
        board.clock.advance(BoardService.Limits.tokenLifeMs + 1)
        #expect(BoardFixture.code(board.submit(key: ana, body: body(old))) == "token")
        #expect(count(board) == 0)
    }

    @Test func aRoundSlowedOrSpedUpBeyond3500msIsRefusedAndWithinItTaken() throws {
        let board = try BoardFixture()
        #expect(BoardFixture.code(board.play(key: ana, name: "Ana", lateMs: 3_501).answer) == "too_slow")
        #expect(BoardFixture.code(board.play(key: ana, name: "Ana", lateMs: -3_501).answer) == "too_fast")
        // A round whose replay was made at twice the speed: half its length passes on the board.
        let sped = board.play(key: ana, name: "Ana", lateMs: -30_000)
        #expect(BoardFixture.code(sped.answer) == "too_fast")
        #expect(count(board) == 0)
        #expect(board.play(key: ana, name: "Ana", lateMs: 3_500).answer.status == 200)
        #expect(board.play(key: bea, name: "Bea", lateMs: -3_500).answer.status == 200)
        #expect(count(board) == 2)
    }

    /// The speed assist slows a round in real time by design (R113): at 50 % a round takes twice its game time on the
    /// board's clock, and is taken on the assisted board; timed by its game time alone it would be too slow.
    @Test func aRoundSlowedByTheSpeedAssistIsTimedAtItsSpeed() throws {
        let board = try BoardFixture()
        let token = board.token(key: ana, assists: "speed50")
        guard case .string(let text)? = token["token"], case .string(let seedText)? = token["seed"], let seed = UInt64(seedText) else {
            Issue.record("no token: \(token)")
            return
        }
        let round = PracticeRound.play(seed: seed, mode: .daily, version: WormVersion.current, assists: Assists(gameSpeedPercent: 50))
        var check = ReplayCheck(round.replay)
        while check.run(steps: 4096) == nil {}
        board.clock.advance(2 * Int64(check.stepsPlayed * Simulation.stepMs) + 400)
        let answer = board.submit(key: ana, body: BoardFixture.body(token: text, name: "Ana", score: round.summary.score,
                                                                    accuracy: round.summary.accuracyPercent,
                                                                    bestCombo: round.summary.bestCombo, replay: round.replay))
        #expect(answer.status == 200, "\(answer.body)")
        #expect(count(board, today + "+speed50") == 1)
        #expect(count(board) == 0)
    }

    @Test func aNameBelongsToTheFirstKeyThatUsedIt() throws {
        let board = try BoardFixture()
        #expect(board.play(key: ana, name: "Ana").answer.status == 200)
        let stolen = board.play(key: bea, name: "Ana").answer
        #expect(BoardFixture.code(stolen) == "name_taken")
        #expect(stolen.status == 409)
        #expect(count(board) == 1)
        // Ana keeps hers on every board.
        #expect(board.play(key: ana, name: "Ana", mode: .arcade).answer.status == 200)
    }

    /// SQL only through bound parameters: a name and a board written as SQL are kept and read as text.
    @Test func aNameWrittenAsSQLIsKeptAsText() throws {
        let board = try BoardFixture()
        let name = "O'Brien' --"
        #expect(board.play(key: ana, name: name).answer.status == 200)
        let top = board.read("/v1/top", board: today)
        guard case .array(let rows)? = BoardFixture.members(top)["rows"] else { Issue.record("no rows: \(top.body)"); return }
        #expect(rows.first?.object?["name"] == .string(name))
        #expect(BoardFixture.code(board.read("/v1/top", board: "daily/' OR 1=1--")) == "malformed")
        #expect(count(board) == 1)
    }

    @Test func malformedRequestsAreRefused() throws {
        let board = try BoardFixture()
        let bodies = ["", "{", "[]", "{\"token\": 1}", "{\"mode\": \"classic\"}", String(repeating: "[", count: 5000)]
        for body in bodies {
            let answer = board.submit(key: ana, body: Array(body.utf8))
            #expect(BoardFixture.code(answer) == "malformed", "\(body.prefix(20))")
        }
        let badKey = board.service.answer(BoardRequest(method: .post, path: "/v1/token", key: "short", body: Array("{\"mode\": \"daily\"}".utf8)))
        #expect(BoardFixture.code(badKey) == "malformed")
        let noKey = board.service.answer(BoardRequest(method: .post, path: "/v1/token", body: Array("{\"mode\": \"daily\"}".utf8)))
        #expect(BoardFixture.code(noKey) == "malformed")
        let large = board.service.answer(BoardRequest(method: .post, path: "/v1/rows", key: ana, bodyTooLarge: true))
        #expect(BoardFixture.code(large) == "too_large")
        #expect(large.status == 413)
        #expect(BoardFixture.code(board.read("/v1/top", board: "daily/2026-13-01")) == "malformed")
        #expect(BoardFixture.code(board.read("/v1/replay", id: "x")) == "malformed")
        #expect(BoardFixture.code(board.read("/v1/replay", id: "99")) == "not_found")
        #expect(BoardFixture.code(board.read("/v2/top")) == "not_found")
        #expect(BoardFixture.code(board.read("/v1/rows")) == "method")
    }
}
