import Foundation
import Testing
import WormGame
@testable import WormApp

/// Issue 30's Versus lobby and results, as a new player found them: only games are listed as games (and a game under
/// way is marked started), the host is told its game is open, the roster has headings and is said, a player who left
/// is "NAME (left)", the feed has no worm numbers, a player's results say they wait for the host, and leaving a round
/// lands on the lobby.
@MainActor
struct VersusLobbyTests {
    /// A scene's side of a test: its context (speech on), its log, and the scene.
    final class Lobby {
        let sink = MemorySink()
        let context: SceneContext
        let scene: VersusScene

        /// A lobby named `name` in `language`, its discovery in `scope`, with One switch when `oneSwitch`.
        init(name: String, language: Language = .english, scope: DiscoveryScope = .fromEnvironment(), oneSwitch: Bool = false,
             configure: (inout VersusSetup) -> Void = { _ in }) {
            _ = SceneRun.discoveryScope
            let settings = #"{"version": 1, "one_switch": \#(oneSwitch), "scan_ms": 1000}"#
            context = SceneContext(journal: Journal(sink: sink, language: language), audio: SilentAudio(), seed: 1, dailyDate: nil,
                                   settings: SettingsKeeper(store: DocumentStore(storage: MemoryStorage(files: [.settings: Array(settings.utf8)])) { _ in }))
            context.narrator.mode = .on
            var setup = VersusSetup(name: name, headless: false)
            setup.options.port = 0
            setup.options.invisible = true
            configure(&setup)
            scene = VersusScene(name: .lobby, setup: setup, context: context, scope: scope)
        }

        /// One step with `inputs`; the commands it asked for.
        @discardableResult
        func step(_ inputs: [PlayerInput] = []) -> [Command] { scene.step(inputs, context: context) }

        /// The texts said so far.
        var spoken: [String] {
            sink.lines.filter { $0.contains("\"type\": \"speak\"") }.compactMap { line in
                line.range(of: "\"text\": \"").map { String(line[$0.upperBound...].prefix { $0 != "\"" }) }
            }
        }

        /// The texts the scene draws now.
        func drawn() throws -> [String] {
            let painter = RenderFixture.shared.scene
            var texts: [String] = []
            painter.textRecorder = { texts.append($0.text) }
            defer { painter.textRecorder = nil }
            try scene.draw(with: painter, context: context)
            return texts
        }
    }

    /// The language `code`, its catalogue installed as every test's is.
    static func language(_ code: String) throws -> Language {
        TestCatalogues.install()
        return try #require(Language(code: code))
    }

    /// A press at the middle of `box`.
    static func press(_ box: WormGame.Rect) -> PlayerInput {
        .press(Press(timeMs: 0, x: Double(box.x + box.width / 2), y: Double(box.y + box.height / 2)))
    }

    /// A discovery scope no other test or test run uses, its ports free.
    static func scope(_ label: String) -> DiscoveryScope {
        FreeScope.make { DiscoveryScope(named: "lobby-\(label)-\(getpid())-\($0)") }
    }

    /// The others on the network: Bo, who does not host; Cy, whose game is open; Di, whose round is under way.
    static let others: [(String, DiscoveryMessage.Hosting, Int)] = [("Bo", .notHosting, 40_100), ("Cy", .open, 40_101),
                                                                     ("Di", .underWay, 40_102)]

    /// One step of the lobby with `inputs`, the others' discoveries answering it.
    static func step(_ lobby: Lobby, with discoveries: [LanDiscovery], _ inputs: [PlayerInput] = []) {
        lobby.step(inputs)
        for (discovery, (name, hosting, port)) in zip(discoveries, others) {
            _ = discovery.step(nowMs: lobby.scene.journal.sceneMs, name: name, visible: true, hosting: hosting, gamePort: port, players: 1)
        }
    }

    /// Bo, Cy and Di's discoveries, the lobby stepped with them until it lists their 2 games (about 10 ms of real
    /// time a step, at most 3 s).
    static func discover(_ lobby: Lobby, scope: DiscoveryScope) throws -> [LanDiscovery] {
        let discoveries = try others.map { _ in try LanDiscovery(scope: scope) }
        for step in 0..<300 where lobby.scene.listedGames.count < 2 || step < 40 {
            Self.step(lobby, with: discoveries)
            usleep(10_000)
        }
        return discoveries
    }

    /// Issue 30: a player who does not host was listed like a game and did nothing when chosen. Now the one list
    /// (`listedGames`) is what is drawn, pressed, focused, scanned and said: Cy's and Di's games, never Bo; Di's
    /// marked started, drawn and said.
    @Test func theLobbyListsOnlyGamesAndMarksTheOneUnderWay() throws {
        let scope = Self.scope("list")
        let lobby = Lobby(name: "Zo", scope: scope)
        let others = try Self.discover(lobby, scope: scope)
        defer { others.forEach { $0.close() }; lobby.scene.leave(at: 0, context: lobby.context) }
        #expect(lobby.scene.discovery?.found.map(\.name).sorted() == ["Bo", "Cy", "Di"], "Bo is found, as a player")
        #expect(lobby.scene.listedGames.map(\.name).sorted() == ["Cy", "Di"])
        let games = lobby.scene.lobbyItems.filter { if case .game = $0 { true } else { false } }
        #expect(games.count == 2, "the focus walks the two games alone: \(lobby.scene.lobbyItems)")
        let drawn = try lobby.drawn()
        #expect(drawn.contains("Cy's game (1)") && drawn.contains("Di's game (1)"), "\(drawn)")
        #expect(!drawn.contains { $0.hasPrefix("Bo") }, "Bo hosts nothing and is not a row: \(drawn)")
        #expect(drawn.filter { $0 == "started" }.count == 1, "Di's round is under way: \(drawn)")
        #expect(lobby.spoken.contains("Cy's game found") && lobby.spoken.contains("Di's game has started"), "\(lobby.spoken)")
        #expect(!lobby.spoken.contains { $0.hasPrefix("Bo") }, "\(lobby.spoken)")
        // The arrows walk to each game's row, which says the game as it is; a press on a row joins that game.
        lobby.step([.key(KeyPress(.down))])
        var said: [String: String] = [:]
        for item in games {
            for _ in 0..<10 where lobby.scene.lobbyFocus.focused(in: lobby.scene.lobbyItems) != item { lobby.step([.key(KeyPress(.down))]) }
            guard case .game(_, let port) = item else { continue }
            said[port == 40_102 ? "Di" : "Cy"] = lobby.scene.focusItem(language: .english)?.spoken
            #expect(lobby.scene.frame(of: item) == LobbyLayout.row(lobby.scene.listedGames.firstIndex { $0.gamePort == port } ?? -1))
        }
        #expect(said == ["Cy": "Cy's game, 1 player", "Di": "Di's game, started, 1 player"])
        let row = try #require(lobby.scene.listedGames.firstIndex { $0.name == "Di" })
        lobby.step([Self.press(LobbyLayout.row(row))])
        guard case .joined = lobby.scene.phase else { Issue.record("the press joined nothing: \(lobby.scene.phase.status)"); return }
        #expect(lobby.scene.phase.status.hasSuffix(":40102"), "\(lobby.scene.phase.status)")
    }

    /// With One switch (R114) the scan walks the same items the focus and presses do, and the switch joins the game
    /// it shows; it never stops on a player who does not host.
    @Test func theOneSwitchScanWalksTheListedGames() throws {
        let scope = Self.scope("scan")
        let lobby = Lobby(name: "Zo", scope: scope, oneSwitch: true)
        let others = try Self.discover(lobby, scope: scope)
        defer { others.forEach { $0.close() }; lobby.scene.leave(at: 0, context: lobby.context) }
        var visited: [VersusScene.LobbyItem] = []
        for _ in 0..<(12_000 / Simulation.stepMs) {
            Self.step(lobby, with: others)
            if let item = lobby.scene.lobbyFocus.focused(in: lobby.scene.lobbyItems), visited.last != item { visited.append(item) }
        }
        #expect(Set(visited.map { "\($0)" }) == Set(lobby.scene.lobbyItems.map { "\($0)" }), "\(visited)")
        #expect(visited.filter { if case .game = $0 { true } else { false } }.count >= 2)
        for _ in 0..<(12_000 / Simulation.stepMs)
        where lobby.scene.lobbyFocus.focused(in: lobby.scene.lobbyItems).map({ if case .game = $0 { true } else { false } }) != true {
            Self.step(lobby, with: others)
        }
        #expect(lobby.scene.listedGames.count == 2)
        lobby.step([.key(KeyPress(.space))])
        guard case .joined = lobby.scene.phase else { Issue.record("the switch joined nothing: \(lobby.scene.phase.status)"); return }
    }

    /// The host is told its game is open, not "Hosting on port 40101": the port is the log's alone.
    @Test func theHostSeesItsGameIsOpenAndTheLogHasThePort() throws {
        let host = Lobby(name: "Ana", language: try Self.language("fr")) { $0.options.host = true }
        defer { host.scene.leave(at: 0, context: host.context) }
        guard case .hosting(let session) = host.scene.phase else { Issue.record("not hosting"); return }
        #expect(host.scene.phase.status == "Votre partie est ouverte : on attend des joueurs")
        #expect(!host.scene.phase.status.contains("\(session.port)"))
        #expect(host.sink.lines.contains { $0.contains("\"type\": \"hosting\", \"port\": \(session.port)") })
        host.step()
        #expect(try host.drawn().contains("Votre partie est ouverte : on attend des joueurs"))
    }

    /// The round's feed names the player and what they did, without worm numbers ("Ana +1", not "+1 (#30)"); a
    /// player who left is "Bo (left)" on the scoreboard, in the lobby's roster and on the results, in each language.
    @Test func theFeedHasNoWormNumbersAndAPlayerWhoLeftIsSaidToHaveLeft() throws {
        let players = [VersusStanding(name: "Ana", caught: 3), VersusStanding(name: "Bo", caught: 1, present: false)]
        let history = [VersusHistoryEntry(roundMs: 9_000, seat: 0, worm: 30), VersusHistoryEntry(roundMs: 8_000, seat: 1, worm: nil)]
        let french = try Self.language("fr")
        let painter = RenderFixture.shared.scene
        var drawn: [String] = []
        painter.textRecorder = { drawn.append($0.text) }
        defer { painter.textRecorder = nil }
        try painter.drawVersus(slots: [], effects: Effects(seed: 1), playMs: 0, message: "", players: players, history: history,
                               language: .english)
        #expect(drawn.contains("Ana +1") && drawn.contains("Bo x"), "\(drawn)")
        #expect(!drawn.contains { $0.contains("#") || $0.contains("(-)") }, "\(drawn)")
        #expect(drawn.contains("Bo (left)"))
        drawn = []
        try painter.drawVersus(slots: [], effects: Effects(seed: 1), playMs: 0, message: "", players: players, history: [],
                               language: french, audioPlay: true)
        try painter.drawVersusLobby(heading: "", you: "", status: "", found: [], visible: true, players: players, language: french,
                                    button: nil)
        try painter.drawVersusResults(VersusResult(standings: players), language: french, rematch: false)
        #expect(drawn.filter { $0 == "Bo (parti)" }.count == 3, "\(drawn)")
        #expect(!drawn.contains { $0.contains("(-)") })
    }

    /// The roster's columns are headed Name and Caught (each column's, in the player's language), and the roster is
    /// said as the lobby opens and whenever it changes.
    @Test func theRosterHasHeadingsAndIsSaid() throws {
        let russian = try Self.language("ru")
        let painter = RenderFixture.shared.scene
        var drawn: [String] = []
        painter.textRecorder = { drawn.append($0.text) }
        defer { painter.textRecorder = nil }
        let party = TextFitTests.party
        try painter.drawVersusLobby(heading: "", you: "", status: "", found: [], visible: true, players: Array(party.prefix(3)),
                                    language: russian, button: nil)
        #expect(drawn.filter { $0 == russian.text(.name) }.count == 1 && drawn.filter { $0 == russian.text(.caught) }.count == 1, "\(drawn)")
        drawn = []
        try painter.drawVersusLobby(heading: "", you: "", status: "", found: [], visible: true, players: party, language: russian, button: nil)
        #expect(drawn.filter { $0 == russian.text(.name) }.count == 2, "two columns, two headings: \(drawn)")
        drawn = []
        try painter.drawVersusLobby(heading: "", you: "", status: "", found: [], visible: true, players: [], language: russian, button: nil)
        #expect(!drawn.contains(russian.text(.caught)), "no roster, no headings")
        // At 150 % the lines grow (R115): headings over up to 3 of them, none over a column of 4 that fills the band.
        painter.textStyle.size = .larger
        defer { painter.textStyle = TextStyle() }
        for (count, headings) in [(3, 1), (4, 0), (6, 0)] {
            drawn = []
            try painter.drawVersusLobby(heading: "", you: "", status: "", found: [], visible: true, players: Array(party.prefix(count)),
                                        language: russian, button: nil)
            #expect(drawn.filter { $0 == russian.text(.caught) }.count == headings, "\(count) players at 150 %: \(drawn)")
        }
        painter.textStyle = TextStyle()
        // A host's roster: said as the lobby opens, and again as Bo joins.
        let host = Lobby(name: "Ana") { $0.options.host = true }
        defer { host.scene.leave(at: 0, context: host.context) }
        #expect(host.scene.spokenOpening(context: host.context).contains("Ana, Caught 0"))
        guard case .hosting(let session) = host.scene.phase else { Issue.record("not hosting"); return }
        let bo = Lobby(name: "Bo") { $0.options.join = ("127.0.0.1", session.port) }
        defer { bo.scene.leave(at: 0, context: bo.context) }
        for _ in 0..<1_000 where !host.spoken.contains("Bo, Caught 0") {
            host.step()
            bo.step()
        }
        #expect(host.spoken.suffix(3) == ["Players", "Ana, Caught 0", "Bo, Caught 0"], "\(host.spoken)")
    }

    /// Two windows, Ana hosting (her rounds ending at `endMs` when given) and Bo joined with `--join`, until their
    /// round is `roundMs` in.
    static func round(until roundMs: Int = 6_000, endMs: Int? = nil, scope: DiscoveryScope = .fromEnvironment(),
                      during: () -> Void = {}) -> (host: Lobby, player: Lobby) {
        let host = Lobby(name: "Ana", scope: scope) {
            $0.options.host = true
            $0.durationMs = endMs
            $0.options.invisible = scope == .fromEnvironment()  // seen only in a test's own scope
        }
        guard case .hosting(let session) = host.scene.phase else { return (host, host) }
        let player = Lobby(name: "Bo") { $0.options.join = ("127.0.0.1", session.port) }
        for _ in 0..<2_000 where host.scene.phase.status != "Players in: 2" {
            host.step()
            player.step()
        }
        host.step([.key(KeyPress(.enter))])  // Start
        for _ in 0..<5_000 where (player.scene.phase.roundClockMs ?? 0) < roundMs || (host.scene.phase.roundClockMs ?? 0) < roundMs {
            host.step()
            player.step()
            during()
        }
        return (host, player)
    }

    /// A host's beacon says whether its round is under way (hosting byte 2): open before the round, under way in it.
    @Test func aHostsBeaconSaysWhenItsRoundIsUnderWay() throws {
        let scope = Self.scope("beacon")
        let probe = try LanDiscovery(scope: scope)
        defer { probe.close() }
        var heard: [DiscoveryMessage.Hosting] = []
        var probeMs = 0
        let (host, player) = Self.round(until: 8_000, scope: scope) {
            probeMs += 4
            _ = probe.step(nowMs: probeMs, name: "Probe", visible: false, hosting: .notHosting, gamePort: 7770, players: 0)
            if let ana = probe.found.first(where: { $0.name == "Ana" }), heard.last != ana.hosting { heard.append(ana.hosting) }
            usleep(1_000)
        }
        defer { host.scene.leave(at: 0, context: host.context); player.scene.leave(at: 0, context: player.context) }
        #expect(heard.last == .underWay, "\(heard)")
        #expect(!heard.contains(.notHosting))
    }

    /// Leaving a round under way (Esc, Yes) lands on the Versus lobby, not the title, for the host and for a player;
    /// the player, who came with `--join`, is offered Host there.
    @Test func leavingARoundLandsOnTheLobbyWithHost() {
        let (host, player) = Self.round()
        defer { host.scene.leave(at: 0, context: host.context); player.scene.leave(at: 0, context: player.context) }
        #expect(player.scene.phase.isPlaying && host.scene.phase.isPlaying)
        player.step([.key(KeyPress(.escape))])
        let commands = player.step([.key(KeyPress(.y))])
        #expect(commands.isEmpty, "no title: \(commands)")
        guard case .lobby = player.scene.phase else { Issue.record("not the lobby: \(player.scene.phase.status)"); return }
        #expect(player.scene.lobbyButtonText == .host)
        #expect(player.scene.lobbyItems.contains(.button))
        #expect(player.sink.lines.last { $0.contains("\"type\": \"scene\"") }?.contains("\"name\": \"lobby\"") == true)
        host.step([.key(KeyPress(.escape))])
        #expect(host.step([.key(KeyPress(.y))]).isEmpty)
        guard case .lobby = host.scene.phase else { Issue.record("the host is not in the lobby"); return }
        #expect(host.scene.lobbyButtonText == .host)
        // Closing the window still ends the program.
        let again = Self.round()
        defer { again.host.scene.leave(at: 0, context: again.host.context); again.player.scene.leave(at: 0, context: again.player.context) }
        again.player.step([.closed])
        #expect(again.player.step([.key(KeyPress(.y))]).contains { if case .exit = $0 { true } else { false } })
    }

    /// A player's results say "Waiting for the host…", drawn and said, until the host rematches or leaves; the
    /// host's do not.
    @Test func aPlayersResultsSayTheyWaitForTheHost() throws {
        let (host, player) = Self.round(until: 0, endMs: 6_000)
        defer { host.scene.leave(at: 0, context: host.context); player.scene.leave(at: 0, context: player.context) }
        for _ in 0..<5_000 where player.scene.phase.result == nil {
            host.step()
            player.step()
        }
        #expect(player.scene.phase.result != nil && host.scene.phase.result != nil)
        #expect(try player.drawn().contains("Waiting for the host…"))
        #expect(player.spoken.contains("Waiting for the host…"), "\(player.spoken.suffix(4))")
        #expect(try !host.drawn().contains("Waiting for the host…"))
        #expect(!host.spoken.contains("Waiting for the host…"))
        // The host rematches: the player's results give way to the round.
        host.step([.key(KeyPress(.enter))])
        for _ in 0..<500 where !player.scene.phase.isPlaying {
            host.step()
            player.step()
        }
        #expect(player.scene.phase.isPlaying)
        #expect(try !player.drawn().contains("Waiting for the host…"))
    }
}
