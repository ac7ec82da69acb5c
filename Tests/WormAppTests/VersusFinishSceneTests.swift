import Foundation
import NetKit
import Testing
import WormGame
@testable import WormApp

/// R61 on loopback in one process: results with a winner, a rematch, the history kept in scores.json, late
/// presses, leaving that asks first, and a player taking back their place.
@MainActor
struct VersusFinishSceneTests {
    /// Any free port: the kernel chooses (`--port 0`), so no other process's game is ever joined.
    static func port() -> UInt16 { 0 }

    /// A press at the middle of `box`.
    static func press(_ box: WormGame.Rect) -> PlayerInput {
        .press(Press(timeMs: 0, x: Double(box.x + box.width / 2), y: Double(box.y + box.height / 2)))
    }

    static let escape = PlayerInput.key(KeyPress(.escape))

    @Test func theHostsRematchPlaysASecondRoundAndBothRoundsEnterTheHistoryThatSurvivesARestart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("worm-versus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = StoragePaths(dataFolder: folder.path, configFolder: folder.path)
        let pair = VersusPair(port: Self.port(), script: [(5300, .press(x: 223, y: 163))], durationMs: 6000,
                              hostStorage: FileStorage(paths: paths))
        pair.run { pair.host.scene.phase.result != nil }
        #expect(pair.host.of("result").count == 1)
        // The results: Rematch, then a second round with the same players.
        pair.host.step([Self.press(ResultsLayout.rematch)])
        pair.run()
        #expect(pair.host.isDone && pair.player.isDone)
        for side in [pair.host, pair.player] {
            #expect(side.of("start").map { $0.contains("\"round\": 2") } == [false, true])
            #expect(side.of("result").count == 2)
            #expect(side.of("result").first?.contains("\"winner\": \"Bo\"") == true)
        }
        #expect(pair.host.lines.contains { $0.contains("\"peer\", \"name\": \"Bo 2\"") } == false)
        // A new program reads the file: both rounds, newest first (the second, every worm escaped: a draw).
        let reread = DocumentStore<ScoresDocument>(storage: FileStorage(paths: paths)) { _ in }
        #expect(reread.document.versus.map(\.winner) == [nil, "Bo"])
        #expect(reread.document.versus.last?.players == [VersusRecord.Player(name: "Bo", caught: 1),
                                                          VersusRecord.Player(name: "Ana", caught: 0)])
        let text = try String(contentsOf: folder.appendingPathComponent("scores.json"), encoding: .utf8)
        #expect(text.hasPrefix("{\"version\": 2,"))
    }

    @Test func aRaceLostByFiftyMillisecondsIsLateForTheLoserNotAMiss() {
        let pair = VersusPair(port: Self.port(), script: [(5350, .press(x: 223, y: 163))],
                              hostScript: [(5300, .press(x: 223, y: 163))], durationMs: 6000)
        var sawTooLate = false
        pair.run { sawTooLate = sawTooLate || pair.player.scene.tooLateUntilMs > 0; return false }
        #expect(pair.host.of("hit").count == 1 && pair.host.of("hit")[0].contains("\"player\": \"Ana\""))
        for side in [pair.host, pair.player] {
            #expect(side.of("late").map { String($0.drop { $0 != "," }) } == [", \"type\": \"late\", \"worm\": 1, \"player\": \"Bo\"}"])
            #expect(side.of("miss").filter { $0.contains("\"player\"") }.isEmpty, "late is no miss")
        }
        #expect(sawTooLate, "Bo is shown Too late")
        #expect(pair.host.scene.tooLateUntilMs == 0, "only the late player is")
    }

    @Test func tooLateIsSaidAtOnceAndTheRaceResultsWhole() {
        let pair = VersusPair(port: Self.port(), script: [(5350, .press(x: 223, y: 163))],
                              hostScript: [(5300, .press(x: 223, y: 163))], durationMs: 6000)
        pair.player.context.narrator.mode = .on
        pair.run()
        let late = pair.player.of("late")
        let said = pair.player.of("speak").filter { $0.contains("\"text\": \"Too late\"") }
        #expect(said.count == 1, "Bo hears Too late (R111)")
        #expect(said.first?.contains("\"priority\": \"message\"") == true, "above any text in progress")
        #expect(said.first.map { String($0.prefix { $0 != "," }) } == late.first.map { String($0.prefix { $0 != "," }) },
                "said at the late press's time")
        let results = pair.player.of("speak").filter { $0.contains("\"priority\": \"important\"") }
        #expect(results.first?.contains("\"text\": \"Ana wins!\"") == true, "the results are heard whole: \(results)")
        #expect(results.dropFirst().first?.contains("\"text\": \"Ana, Caught 1, Missed 0, 100 percent\"") == true)
    }

    @Test func leavingARoundAsksFirstAndTheRoundPlaysOnUnderTheQuestion() {
        let pair = VersusPair(port: Self.port(), script: [], durationMs: 20_000)
        pair.run { (VersusPair.roundMs(pair.host) ?? 0) >= 6000 }
        pair.player.step([Self.escape])
        #expect(pair.player.scene.question == LeaveQuestion(question: .leave, closing: false))
        pair.host.step([Self.escape])
        #expect(pair.host.scene.question == LeaveQuestion(question: .endForAll, closing: false))
        let spawnsBefore = pair.host.of("spawn").count
        pair.run { (VersusPair.roundMs(pair.host) ?? 0) >= 9000 }
        #expect(pair.host.of("spawn").count > spawnsBefore, "a Versus round never pauses")
        #expect(pair.host.of("pause").isEmpty)
        pair.player.step([Self.escape])  // Esc again: No
        #expect(pair.player.scene.question == nil && !pair.player.isDone)
        pair.host.step([.closed])  // closing the window asks the one question already asked: no change
        pair.host.step([Self.press(LeaveQuestion.yes)])
        #expect(pair.host.isDone)
        pair.run()
        #expect(pair.player.of("confirm").map { $0.contains("\"question\": \"leave\", \"answer\": \"no\"") } == [true])
        #expect(pair.host.of("confirm").map { $0.contains("\"question\": \"end_for_all\", \"answer\": \"yes\"") } == [true])
        #expect(pair.player.of("message").last?.contains("Ana ended the game") == true)
    }

    /// One switch (R114): a hold asks (as Esc), the answers scan, No then Yes, and the switch on Yes leaves.
    @Test func withOneSwitchTheLeaveQuestionsYesIsReachedByTheScan() throws {
        let pair = VersusPair(port: Self.port(), script: [], durationMs: 20_000)
        try pair.player.context.settings.set(\.access.oneSwitch, to: true)
        pair.run { (VersusPair.roundMs(pair.host) ?? 0) >= 6000 }
        pair.player.step([Self.escape])
        #expect(pair.player.scene.question?.focusItem(language: .english).key == "no")
        pair.run { pair.player.scene.question?.focusItem(language: .english).key == "yes" }
        #expect(pair.player.scene.question?.focusItem(language: .english).key == "yes", "the scan reached Yes")
        pair.player.step([.key(KeyPress(.space))])
        #expect(pair.player.isDone)
        #expect(pair.player.of("confirm").map { $0.contains("\"question\": \"leave\", \"answer\": \"yes\"") } == [true])
    }

    @Test func closingTheWindowDuringARoundAsksAndYesEndsTheProgram() {
        let pair = VersusPair(port: Self.port(), script: [], durationMs: 20_000)
        pair.run { (VersusPair.roundMs(pair.player) ?? 0) >= 6000 }
        #expect(pair.player.scene.asksBeforeClosing)
        pair.player.step([.closed])
        #expect(pair.player.scene.question == LeaveQuestion(question: .leave, closing: true))
        pair.player.step([.key(KeyPress(.y))])
        #expect(pair.player.commands.contains { if case .exit = $0 { true } else { false } })
    }

    @Test func aPlayerWhoComesBackUnderTheSameNameTakesBackTheirPlaceAndScore() {
        let pair = VersusPair(port: Self.port(), script: [(5300, .press(x: 223, y: 163))], durationMs: 9000)
        pair.run { (VersusPair.roundMs(pair.player) ?? 0) >= 5600 }
        #expect(pair.player.of("hit").count == 1)
        pair.player.quit()
        pair.run(steps: 50, player: pair.player) { false }
        #expect(pair.host.lines.contains { $0.contains("\"name\": \"Bo\", \"state\": \"left\"") })
        let again = VersusPair.Side(setup: pair.playerSetup, seed: 8, script: pair.playerScript)
        pair.run(player: again) { false }
        #expect(pair.host.isDone && again.isDone)
        #expect(pair.host.of("peer").filter { $0.contains("\"joined\"") }.count == 2)
        #expect(!pair.host.lines.contains { $0.contains("Bo 2") })
        // The second program starts in the round under way, with Bo's catch.
        #expect(again.of("start").count == 1)
        #expect(again.of("message").contains { $0.contains("started a new game") } == false)
        #expect(again.of("score").first?.contains("\"scores\": {\"Ana\": 0, \"Bo\": 1}") == true)
        #expect(pair.host.of("end").last?.contains("\"scores\": {\"Ana\": 0, \"Bo\": 1") == true)
        // Back in play: the script's press, due at once on the round's clock, counts for Bo again.
        let back = pair.host.lines.drop { !$0.contains("\"state\": \"left\"") }
        #expect(back.contains { ($0.contains("\"type\": \"hit\"") || $0.contains("\"type\": \"miss\""))
            && $0.contains("\"player\": \"Bo\"") })
        #expect(again.of("end").last?.contains("\"caught\": 1") == true)
    }

    /// A player who says `bye` is gone from the host's game at once, not after the 5 s of silence that closes a link
    /// (a new player's trial saw 5 s, when both ends closed at once): here the player says `bye` and then nothing
    /// more, its link never serviced again.
    @Test func aPlayersByeFreesItsPlaceAtOnce() throws {
        let port = Self.port()
        var setup = VersusSetup(name: "Ana", durationMs: 20_000, headless: true)
        setup.options.host = true
        setup.options.port = port
        setup.options.invisible = true
        let host = VersusPair.Side(setup: setup, seed: 42)
        let player = try NetHost(port: nil, peerLimit: 1)
        defer { player.close() }
        let link = try player.connect(to: "127.0.0.1", port: host.hostedPort)
        var connected = false
        for _ in 0..<500 where !host.lines.contains(where: { $0.contains("\"state\": \"joined\"") }) {
            host.step()
            for event in player.service() { if case .connected = event { connected = true } }
            if connected { try? player.send(VersusMessage.hello(name: "Bo").encoded(), to: link); connected = false }
        }
        #expect(host.lines.contains { $0.contains("\"name\": \"Bo\", \"state\": \"joined\"") })
        try player.send(VersusMessage.bye.encoded(), to: link)
        player.flush()
        for _ in 0..<100 { host.step() }  // 400 ms
        #expect(host.of("peer").last?.contains("\"name\": \"Bo\", \"state\": \"left\"") == true)
    }

    /// A join that failed leaves the lobby as a newcomer expects it: Host is offered again (it was gone for the
    /// rest of the run).
    @Test func afterAFailedJoinTheLobbyOffersHost() {
        var setup = VersusSetup(name: "Ana", headless: false)
        setup.options.join = ("no-such-host.invalid", 7770)
        setup.options.port = Self.port()
        setup.options.invisible = true
        let side = VersusPair.Side(setup: setup, seed: 1)
        for _ in 0..<10 { side.step() }
        #expect(side.scene.joinEnded)
        side.step([.key(KeyPress(.enter))])
        guard case .hosting = side.scene.phase else { Issue.record("not hosting: \(side.scene.phase.status)"); return }
        #expect(side.scene.phase.status == "Your game is open: waiting for players")
        side.quit()
    }

    /// A host in a window starts when it likes: its lobby counts who is in ("Players in: 2"), not "2 of 2 players",
    /// which read as full (and "3 of 2" with a third).
    @Test func aHostInAWindowCountsThePlayersIn() {
        let port = Self.port()
        var setup = VersusSetup(name: "Ana", headless: false)
        setup.options.host = true
        setup.options.port = port
        setup.options.invisible = true
        let host = VersusPair.Side(setup: setup, seed: 42)
        var playerSetup = VersusSetup(name: "Bo", headless: false)
        playerSetup.options.join = ("127.0.0.1", host.hostedPort)
        playerSetup.options.invisible = true
        let player = VersusPair.Side(setup: playerSetup, seed: 7)
        for _ in 0..<500 where host.scene.phase.status != "Players in: 2" {
            host.step()
            player.step()
        }
        #expect(host.scene.phase.status == "Players in: 2")
        player.quit()
        host.quit()
    }

    /// A round the host ends for everyone is logged on both sides but is not finished: it enters neither history
    /// (R61), where it came in as "Draw, Ana 0, Bo 0".
    @Test func aRoundTheHostEndsEntersNoHistory() {
        let pair = VersusPair(port: Self.port(), script: [], durationMs: 20_000)
        pair.run { (VersusPair.roundMs(pair.host) ?? 0) >= 6000 }
        pair.host.step([Self.escape])
        pair.host.step([Self.press(LeaveQuestion.yes)])
        pair.run()
        for side in [pair.host, pair.player] {
            #expect(side.of("result").count == 1)
            #expect(side.context.scores.document.versus.isEmpty)
        }
        #expect(pair.player.of("message").last?.contains("Ana ended the game") == true)
    }

    @Test func aJoinedPlayerIsToldWhoTheyAreWaitingFor() {
        let pair = VersusPair(port: Self.port(), script: [], players: 3)
        pair.run(steps: 300) { false }
        #expect(pair.player.scene.phase.status == "Waiting for Ana to start")
        pair.host.quit()
        pair.run(steps: 300) { false }
    }

    /// Where Rematch would be does nothing on results that do not offer it (a player's, not the host's); the centred
    /// Leave is left where it is.
    @Test func aPressWhereRematchWouldBeDoesNothingWhenItIsNotOffered() {
        let rematch = ResultsLayout.rematch
        let left = PlayerInput.press(Press(timeMs: 0, x: Double(rematch.x + 8), y: Double(rematch.y + rematch.height / 2)))
        #expect(ResultsChoice(left, rematchOffered: false) == nil)
        #expect(ResultsChoice(left, rematchOffered: true) == .rematch)
        #expect(ResultsChoice(Self.press(ResultsLayout.leave(besideRematch: false)), rematchOffered: false) == .leave)
    }
}
