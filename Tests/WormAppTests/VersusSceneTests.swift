import Testing
import WormGame
@testable import WormApp

/// Two Versus scenes in this process on loopback, stepped in turn with no real time between steps: a host and a
/// player who joins it play a whole headless round (R60). The log lines each writes are kept in memory.
@MainActor
final class VersusPair {
    /// One side: its scene, its log and the commands it asked for.
    final class Side {
        let sink = MemorySink()
        let context: SceneContext
        let scene: VersusScene
        private(set) var commands: [Command] = []
        /// Whether the side asked to end the run (and was left).
        private(set) var isDone = false
        /// The side's script, fed as the headless platform feeds it: on the clock the scene says.
        private var script: ScriptFeeder

        init(setup: VersusSetup, seed: UInt64, script: [ScriptLine] = [], storage: Storage = MemoryStorage()) {
            self.script = ScriptFeeder(lines: script)
            context = SceneContext(journal: Journal(sink: sink, language: .english), audio: SilentAudio(),
                                   seed: seed, dailyDate: nil, scores: DocumentStore(storage: storage) { _ in },
                                   now: { 1_796_016_535 })
            scene = VersusScene(name: .versus, setup: setup, context: context)
        }

        /// One step with `inputs` (this machine's own); a side that asked to exit is left, as the runner leaves it.
        func step(_ inputs: [PlayerInput] = []) {
            guard !isDone else { return }
            var fed: [PlayerInput] = [], pads: [ScriptLine.PadLine] = []
            guard script.feed(on: scene.scriptClock, runMs: scene.journal.sceneMs, into: &fed, pads: &pads) else { return quit() }
            commands += scene.step(inputs + fed, context: context)
            // The runner leaves the scene on an exit, and on opening another scene (the title).
            if commands.contains(where: { if case .exit = $0 { true } else if case .open = $0 { true } else { false } }) {
                quit()
            }
        }

        /// The side's program ends here (leaving Versus, as the runner does).
        func quit() {
            guard !isDone else { return }
            isDone = true
            scene.leave(at: scene.clockMs, context: context)
        }

        /// The port this side hosts on (the kernel's choice for port 0), or 0 when it does not host.
        var hostedPort: UInt16 {
            if case .hosting(let session) = scene.phase { session.port } else { 0 }
        }

        /// The lines of `type`.
        func of(_ type: String) -> [String] { lines.filter { $0.contains("\"type\": \"\(type)\"") } }

        /// The log lines, but the ones LAN discovery writes (other programs on this machine may be found).
        var lines: [String] {
            sink.lines.filter { !$0.contains("\"state\": \"found\"") && !$0.contains("\"state\": \"lost\"")
                && !$0.contains("\"type\": \"dropped\"") }
        }
    }

    let host: Side
    let player: Side
    /// The player's setup and script, for a second program of the same player.
    let playerSetup: VersusSetup
    let playerScript: [ScriptLine]

    /// A host named Ana on `port` (seed 42: worm 1 comes out at 223, 163, worm 2 at 119, 127) and Bo, who joins it and plays `script`;
    /// the round lasts `durationMs` from its start, countdown included.
    init(port: UInt16 = 0, script: [(Int, ScriptLine.Action)], hostScript: [(Int, ScriptLine.Action)] = [],
         durationMs: Int = 8000, players: Int = 2, hostStorage: Storage = MemoryStorage()) {
        _ = SceneRun.discoveryScope
        var hostSetup = VersusSetup(name: "Ana", durationMs: durationMs, headless: true)
        hostSetup.options.host = true
        hostSetup.options.players = players
        hostSetup.options.port = port
        hostSetup.options.invisible = true
        host = Side(setup: hostSetup, seed: 42, script: VersusPair.lines(hostScript), storage: hostStorage)
        // Port 0: the host has the kernel's free port, which the player joins (never another process's game).
        let hostPort = host.hostedPort
        var playerSetup = VersusSetup(name: "Bo", durationMs: durationMs + 6000, headless: true)
        playerSetup.options.join = ("127.0.0.1", hostPort)
        playerSetup.options.invisible = true
        self.playerSetup = playerSetup
        playerScript = VersusPair.lines(script)
        player = Side(setup: playerSetup, seed: 7, script: VersusPair.lines(script))
    }

    static func lines(_ script: [(Int, ScriptLine.Action)]) -> [ScriptLine] {
        script.enumerated().map { ScriptLine(timeMs: $1.0, action: $1.1, lineNumber: $0 + 1) }
    }

    /// Steps both until both are done, at most `steps` times.
    func run(steps: Int = 10_000) {
        run(steps: steps) { false }
    }

    /// Steps both until `stop` says so or both are done, at most `steps` times; `player` steps in place of the
    /// pair's own when given (a second program of the same player).
    func run(steps: Int = 10_000, player: Side? = nil, until stop: () -> Bool) {
        let other = player ?? self.player
        for _ in 0..<steps where !(host.isDone && other.isDone) && !stop() {
            host.step()
            other.step()
        }
        host.step()
        other.step()
    }

    /// The side's round clock, when a round was begun.
    static func roundMs(_ side: Side) -> Int? { side.scene.phase.roundClockMs }
}

/// Versus's scene on loopback in one process: who caught what is logged by name, seated by number on the wire.
@MainActor
struct VersusSceneTests {
    /// Any free port: the kernel chooses (`--port 0`), so no other process's game is ever joined.
    static func port() -> UInt16 { 0 }

    @Test func aHostAndAPlayerPlayARoundAndBothLogTheCatchUnderTheCatchersName() {
        let pair = VersusPair(port: Self.port(), script: [(5300, .press(x: 223, y: 163)), (5600, .press(x: 300, y: 60))],
                              hostScript: [(5400, .press(x: 119, y: 127)), (5500, .touch(x: 300, y: 400, finger: 0))])
        // Port 0: the kernel's free port, logged as the host opens it (the player joined that one).
        let port = pair.host.hostedPort
        #expect(port != 0)
        #expect(pair.host.of("hosting") == ["{\"t\": 0, \"type\": \"hosting\", \"port\": \(port)}"])
        pair.run()
        #expect(pair.host.isDone && pair.player.isDone)
        let hostHits = pair.host.lines.filter { $0.contains("\"type\": \"hit\"") }
        let playerHits = pair.player.lines.filter { $0.contains("\"type\": \"hit\"") }
        #expect(hostHits.map { $0.split(separator: ",").last } == [" \"player\": \"Bo\"}", " \"player\": \"Ana\"}"])
        #expect(playerHits == hostHits, "the player sees every catch as the host logs it")
        let misses = pair.host.lines.filter { $0.contains("\"type\": \"miss\", \"reason\": \"background\"") }
        #expect(misses.map { $0.split(separator: ",").last } == [" \"player\": \"Ana\"}", " \"player\": \"Bo\"}"])
        #expect(pair.host.lines.filter { $0.contains("\"type\": \"press\"") }.count == 4)
        #expect(pair.host.lines.contains { $0.contains("\"type\": \"peer\", \"name\": \"Bo\", \"state\": \"joined\"") })
        #expect(pair.host.lines.contains { $0.contains("\"type\": \"peer\", \"name\": \"Bo\", \"state\": \"left\"") })
        #expect(pair.host.lines.last { $0.contains("\"type\": \"end\"") }?.contains("\"scores\": {\"Ana\": 1, \"Bo\": 1}") == true)
        // Each machine's end line counts its own seats' catches and misses: Ana's on the host, Bo's on the player.
        #expect(pair.host.of("end").last?.contains("\"caught\": 1, \"missed\": 1,") == true, "\(pair.host.of("end"))")
        #expect(pair.player.of("end").last?.contains("\"caught\": 1, \"missed\": 1,") == true, "\(pair.player.of("end"))")
    }

    /// The host's own press comes stamped on the scene's clock, as the runner stamps every press, after time in the
    /// lobby: its catch's `reaction_ms` is on the round's clock, the worm's age when pressed (it was the lobby's time
    /// plus the round's, about 42 300 in a window).
    @Test func theHostsOwnCatchIsTimedOnTheRoundsClockNotTheLobbys() throws {
        let pair = VersusPair(port: Self.port(), script: [], durationMs: 20_000)
        for _ in 0..<2_000 { pair.host.step() }  // 8 s in the lobby before Bo comes in (`--duration` is 20 s)
        pair.run { (VersusPair.roundMs(pair.host) ?? 0) >= 5300 }
        let roundMs = try #require(VersusPair.roundMs(pair.host))
        #expect(pair.host.scene.journal.sceneMs > roundMs + 8_000, "the lobby took time before the round")
        // The runner stamps a press with the scene's clock at the step it is handed over: the journal's, before it ticks.
        pair.host.step([.press(Press(timeMs: pair.host.scene.journal.sceneMs, x: 223, y: 163))])
        let spawn = try #require(pair.host.of("spawn").first { $0.contains("\"worm\": 1,") })
        let hit = try #require(pair.host.of("hit").first)
        #expect(hit.contains("\"player\": \"Ana\""))
        let spawnT = try #require(Int(spawn.drop { !$0.isNumber }.prefix { $0.isNumber }))
        #expect(hit.contains("\"reaction_ms\": \(roundMs - spawnT),"), "\(hit)")
    }

    @Test func aPlayerWhoseHostLeavesMidRoundGetsTheResultsThenTheLobby() {
        let pair = VersusPair(port: Self.port(), script: [(5300, .press(x: 223, y: 163))], hostScript: [(6500, .quit)])
        pair.run()
        #expect(pair.host.isDone && pair.player.isDone)
        let tail = pair.player.lines.suffix(5).map { String($0.drop { $0 != "," }) }
        #expect(tail == [", \"type\": \"end\", \"caught\": 1, \"missed\": 0, \"scores\": {\"Ana\": 0, \"Bo\": 1}}",
                         ", \"type\": \"result\", \"winner\": \"Bo\", \"players\": [{\"name\": \"Bo\", \"caught\": 1, \"missed\": 0, \"accuracy\": 100}, {\"name\": \"Ana\", \"caught\": 0, \"missed\": 0, \"accuracy\": 0}]}",
                         ", \"type\": \"peer\", \"name\": \"Ana\", \"state\": \"left\"}",
                         ", \"type\": \"scene\", \"name\": \"lobby\"}",
                         ", \"type\": \"message\", \"text\": \"Ana ended the game\"}"], "\(pair.player.lines)")
        // Cut short, the round is not finished: it enters no history (R61).
        #expect(!pair.player.lines.contains { $0.contains("\"type\": \"saved\"") })
        #expect(pair.player.context.scores.document.versus.isEmpty)
    }

    /// A press during the 3-2-1 is the player's own, logged as ignored, and never reaches the host (R60).
    @Test func aPlayersPressDuringTheCountdownStaysHome() {
        let pair = VersusPair(port: Self.port(), script: [(2_000, .press(x: 223, y: 163))])
        pair.run()
        let pressed = pair.player.of("press")
        #expect(pressed.count == 1 && pressed.first?.contains("\"ignored\": true") == true, "\(pressed)")
        #expect(pair.host.of("press").isEmpty, "\(pair.host.of("press"))")
    }

    /// A newcomer asking for the name of a player who is still there is seated apart, under a name of its own; only
    /// a player who left takes their place back (R61).
    @Test func aNewcomerWithAPresentPlayersNameIsSeatedApart() {
        let pair = VersusPair(port: Self.port(), script: [], players: 3)
        let second = VersusPair.Side(setup: pair.playerSetup, seed: 8)
        var joined: [String] { pair.host.of("peer").filter { $0.contains("\"state\": \"joined\"") } }
        for _ in 0..<3_000 where joined.count < 2 {
            pair.host.step()
            pair.player.step()
            second.step()
        }
        #expect(joined.count == 2)
        #expect(joined.contains { $0.contains("\"name\": \"Bo\"") } && joined.contains { $0.contains("\"name\": \"Bo 2\"") }, "\(joined)")
    }
}
