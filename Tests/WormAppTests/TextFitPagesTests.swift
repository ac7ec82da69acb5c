import WormGame
import XCTest
@testable import WormApp

/// The texts laid out among others that grow at 150 % besides How to play, the local tables and the results (R115):
/// the Versus page's rows, a World page's rows, a venue row, Versus's history over the field, audio play's
/// scoreboard and the lobby's line; each inside its own cell or line (the fit test checks that).
extension TextFitTests {
    /// Eight Versus rounds of short names, a draw among them.
    static let versusRounds: [VersusRecord] = (0..<8).map { index in
        VersusRecord(time: 1_764_460_800 + Int64(index) * 86_400, result: VersusResult(standings: [
            VersusStanding(name: "Ana", caught: 5 + index % 2), VersusStanding(name: "Bo", caught: 5)]))
    }
    /// A party of eight, with marks for the first two.
    static let party: [VersusStanding] = ["Ana", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal"].enumerated().map {
        VersusStanding(name: $1, caught: 8 - $0, missed: 1)
    }
    /// A catch and a miss, newest first.
    static let history = [VersusHistoryEntry(roundMs: 9_000, seat: 1, worm: 3), VersusHistoryEntry(roundMs: 8_000, seat: 0, worm: nil),
                          VersusHistoryEntry(roundMs: 7_000, seat: 2, worm: 1)]

    /// A context in `language` whose table's first row came from another machine of the venue (R74).
    @MainActor
    static func venueContext(_ language: Language) -> SceneContext {
        var document = ScoresDocument()
        document.arcade.insert(HighScore(name: "Zoé", score: 900, accuracy: 90, bestCombo: 9, time: 1_764_460_800,
                                         replay: Replay(mode: .arcade, seed: 1, version: "0.1.0"), from: "kiosk-2"))
        return SceneContext(journal: Journal(sink: nil, language: language), audio: SilentAudio(), seed: 1, dailyDate: "2026-11-30",
                            scores: DocumentStore(storage: MemoryStorage(files: [.scores: Array(document.text.utf8)])) { _ in })
    }

    /// Runs `body` in each language with a catalogue, with the shared painter, whose text style is reset after.
    @MainActor
    func inEveryLanguage(_ body: (Language, SceneRenderer) throws -> Void) throws {
        TestCatalogues.install()
        let painter = RenderFixture.shared.scene
        defer { painter.textStyle = TextStyle() }
        for language in Language.allCases { try body(language, painter) }
    }

    func testTheVersusAndWorldPagesVenueRowsHistoryAndLobbyGrowAt150Percent() throws {
        try MainActor.assumeIsolated {
            try inEveryLanguage { language, painter in
                let worldContext = WorldPagesFixture.context(language)
                defer { worldContext.board?.leave(t: 0, context: worldContext) }
                let world = WorldPagesFixture.worldDaily(worldContext)
                let venue = Self.venueContext(language)
                /// The heights of the texts each part draws, by part, at `size`.
                @MainActor func heights(_ size: TextSize) throws -> [String: [Float]] {
                    painter.textStyle.size = size
                    func inRows(_ texts: [DrawnText]) -> [Float] {
                        texts.filter { ($0.ink?.y ?? 999) > 64 && ($0.ink?.y ?? 999) < 364 }.compactMap { $0.ink?.height }
                    }
                    let lobby = try texts {
                        try $0.drawVersusLobby(heading: language.text(.lobby), you: language.text(.you, "Zoé"), status: language.text(.playersIn, 2),
                                               found: ["Ana", "Bo", "Cy", "Dee"].map { LobbyGameRow(text: $0) }, visible: true, players: [], language: language,
                                               button: language.text(.host))
                    }
                    let round = try texts {
                        try $0.drawVersus(slots: [], effects: Effects(seed: 1), playMs: 1_000, message: "", players: Self.party,
                                          history: Self.history, language: language, audioPlay: true)
                    }
                    let summary = ArcadeSummary(score: 420, caught: 12, missed: 3, bestCombo: 5, reactionTimes: [300, 420])
                    let results = try texts {
                        try ResultsScene(RoundResults(summary: summary, again: .arcade), language: language).draw(with: $0, context: venue)
                    }
                    let host = try texts {
                        try $0.drawVersusLobby(heading: language.text(.lobby), you: language.text(.you, "Zoé"), status: "",
                                               found: [], visible: true, players: Array(Self.party.prefix(4)), language: language,
                                               button: language.text(.start))
                    }
                    return [
                        "lobby players": host.filter { ($0.ink?.y ?? 0) > 170 && ($0.ink?.y ?? 999) < 265 }.compactMap { $0.ink?.height },
                        "results": results.dropFirst(2).prefix(12).compactMap { $0.ink?.height },
                        "versus page": inRows(try texts { try $0.drawVersusHistory(Self.versusRounds, language: language) }),
                        "world page": inRows(try texts { try world.draw(with: $0, context: worldContext) }),
                        // The venue row's name and machine, the first row's last two texts but its date at 100 %.
                        "venue row": try texts { try ScoresScene(context: venue).draw(with: $0, context: venue) }
                            .filter { ["Zoé", "kiosk-2"].contains($0.text) }.compactMap { $0.ink?.height },
                        "lobby": lobby.filter { $0.text == language.text(.playersIn, 2) || $0.text.count <= 3 }.compactMap { $0.ink?.height },
                        "history": round.filter { $0.text.hasPrefix("Bo +1") || $0.text.hasPrefix("Ana x") }.compactMap { $0.ink?.height },
                        "scoreboard": round.filter { $0.ink?.y ?? 0 > 300 }.compactMap { $0.ink?.height },
                    ]
                }
                let normal = try heights(.normal), larger = try heights(.larger)
                // How many of each part's texts must grow by more than 1.15 ×, and by how much at least.
                let wanted: [String: (count: Int, factor: Float)] = [
                    "versus page": (20, 1.3), "world page": (25, 1.3), "venue row": (1, 1.15), "lobby": (3, 1.3),
                    "history": (2, 1.15), "scoreboard": (12, 1.2), "results": (8, 1.35), "lobby players": (6, 1.3),
                ]
                for (part, (count, factor)) in wanted {
                    let before = normal[part] ?? [], after = larger[part] ?? []
                    let grown = zip(before, after).filter { $1 > $0 * 1.15 }
                    XCTAssertGreaterThanOrEqual(grown.count, count, "\(language.code), \(part): \(before) → \(after)")
                    XCTAssertGreaterThanOrEqual(grown.map { $1 / $0 }.max() ?? 0, factor, "\(language.code), \(part): \(before) → \(after)")
                }
            }
        }
    }
}
