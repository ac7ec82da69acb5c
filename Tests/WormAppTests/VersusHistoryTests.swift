import Testing
import WormGame
@testable import WormApp

/// The Versus history in scores.json (R61, R41, R35): newest first and at most 50, format 2 only once it has a
/// round, old files read, and a bad row never losing the others.
struct VersusHistoryTests {
    static func record(_ time: Int64, _ scores: [(String, Int)]) -> VersusRecord {
        VersusRecord(time: time, result: VersusResult(standings: scores.map { VersusStanding(name: $0.0, caught: $0.1) }))
    }

    static func decode(_ text: String) -> ScoresDocument? {
        if case .document(let document) = Decoded<ScoresDocument>(bytes: Array(text.utf8)) { document } else { nil }
    }

    @Test func theHistoryKeepsTheNewestFiftyNewestFirstAndReadsBackWhole() throws {
        var document = ScoresDocument()
        for round in 0..<53 { document.played(versus: Self.record(1_764_460_800 + Int64(round), [("Ana", round), ("Bo", 1)])) }
        #expect(document.versus.count == 50)
        #expect(document.versus.first?.players.first == VersusRecord.Player(name: "Ana", caught: 52))
        let read = try #require(Self.decode(document.text))
        #expect(read.versus == document.versus)
        #expect(document.text.hasPrefix("{\"version\": 2,"))
    }

    @Test func aFileWithoutHistoryIsWrittenAsBeforeAndAnOldFileIsRead() throws {
        var document = ScoresDocument()
        document.lastName = "Zoé"
        #expect(document.text == "{\"version\": 1,\n\"arcade\": [],\n\"daily\": {},\n\"daily_best\": {},\n\"last_name\": \"Zoé\"}\n")
        let old = try #require(Self.decode(document.text))
        #expect(old.versus.isEmpty && old.lastName == "Zoé")
    }

    @Test func aBadRowIsLeftOutAndTheOthersAreKept() throws {
        let good = Self.record(1_764_460_800, [("Ana", 3), ("Bo", 1)]).text
        let rows = [good,
                    #"{"time": 1, "players": [{"name": "", "caught": 2}], "winner": null}"#,
                    #"{"time": 2, "players": [{"name": "Ana", "caught": 2}, {"name": "Bo", "caught": 2}], "winner": "Ana"}"#,
                    #"{"time": 3, "players": [], "winner": null}"#,
                    #"{"time": 4, "players": [{"name": "Cy", "caught": 1}], "winner": "Bo"}"#,
                    Self.record(1_764_460_900, [("Cy", 2), ("Dé", 2)]).text]
        let text = "{\"version\": 2, \"versus\": [" + rows.joined(separator: ",\n") + "]}"
        let document = try #require(Self.decode(text))
        #expect(document.versus.map(\.winner) == ["Ana", nil])
        #expect(document.versus.map(\.time) == [1_764_460_800, 1_764_460_900])
        #expect(document.damage?.rows == 4, "each bad round is counted, so the file is set aside and the scene says so (R35)")
    }
}
