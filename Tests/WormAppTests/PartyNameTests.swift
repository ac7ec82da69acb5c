import SDLKit
import WormGame
import XCTest
@testable import WormApp

/// Party (R80): a player who has joined types their own name on the on-screen keyboard with their pad (Y opens it),
/// or with the mouse and a keyboard (a click on their own name).
nonisolated final class PartyNameTests: XCTestCase, @unchecked Sendable {
    /// Pads 0 and 1 join; pad 1 opens its name with Y at 300 ms (its cursor goes to the keyboard's first key, "1").
    @MainActor
    static func padOneNames() -> [PadScript.Line] {
        [PadScript.added(0), PadScript.added(0, pad: 1)] + PadScript.tap(100, .a) + PadScript.tap(104, .a, pad: 1)
            + PadScript.tap(300, .y, pad: 1)
    }

    /// The party scene a run ended in.
    @MainActor
    static func party(_ run: SceneRun) throws -> PartyScene {
        try XCTUnwrap(run.runner.scene as? PartyScene)
    }

    func testAPadPlayerTypesANAAndTheRoundTheResultsAndTheHistoryShowIt() throws {
        try MainActor.assumeIsolated {
            var lines = PartyNameTests.padOneNames()
            lines += PadScript.tap(400, .a) + PadScript.tap(450, .b)  // pad 0 is still while pad 1 names: no cancel
            // Down to A, type it; down, right three to N, type it; up, left three to A, type it; Start keeps it.
            lines += PadScript.tap(500, .dpadDown, pad: 1) + PadScript.tap(600, .a, pad: 1)
            lines += PadScript.tap(700, .dpadDown, pad: 1)
            for (index, t) in [800, 900, 1_000].enumerated() { lines += PadScript.tap(t + index, .dpadRight, pad: 1) }
            lines += PadScript.tap(1_100, .a, pad: 1) + PadScript.tap(1_200, .dpadUp, pad: 1)
            for t in [1_300, 1_400, 1_500] { lines += PadScript.tap(t, .dpadLeft, pad: 1) }
            lines += PadScript.tap(1_600, .a, pad: 1) + PadScript.tap(1_700, .start, pad: 1)
            // Pad 0's Start begins the round; pad 1 presses where its cursor was left (over the keyboard's A): a miss.
            lines += PadScript.tap(2_000, .start) + PadScript.tap(9_000, .a, pad: 1)
            let storage = MemoryStorage()
            let run = try SceneRun(first: .party, lines: PadScript.ordered(lines), durationMs: 67_100, seed: 7, storage: storage)
            XCTAssertEqual(run.scenes, ["party"], "B, Start and A on the keyboard never leave the party")
            let players = run.of("hit") + run.of("miss") + run.of("late")
            XCTAssertTrue(players.contains { $0["player"] == .string("ANA") }, "the round's press is ANA's: \(players)")
            let result = try XCTUnwrap(run.of("result").first)
            guard case .array(let lines)? = result["players"] else { return XCTFail("no players in \(result)") }
            XCTAssertEqual(Set(lines.compactMap { $0.object?.text("name") }), ["Player 1", "ANA"])
            guard case .bytes(let bytes) = storage.read(.scores) else { return XCTFail("no scores.json") }
            let saved = String(decoding: bytes, as: UTF8.self)
            XCTAssertTrue(saved.contains(#""ANA""#), saved)
            try GoldenImage.check(RenderFixture.shared.renderer.readPixels(width: Playfield.width, height: Playfield.height),
                                  named: "party-results-named")
        }
    }

    func testBCancelsAndThePlayerKeepsPlayerN() throws {
        try MainActor.assumeIsolated {
            var lines = PartyNameTests.padOneNames()
            lines += PadScript.tap(500, .dpadDown, pad: 1) + PadScript.tap(600, .a, pad: 1) + PadScript.tap(700, .b, pad: 1)
            let run = try SceneRun(first: .party, lines: PadScript.ordered(lines), durationMs: 900, seed: 7)
            let party = try PartyNameTests.party(run)
            XCTAssertNil(party.naming, "B closed the keyboard")
            XCTAssertEqual(party.names(language: .english), ["Player 1", "Player 2"])
            XCTAssertEqual(run.scenes, ["party"], "B cancelled the name, not the party")
        }
    }

    func testTheMouseClicksItsNameAndAClashGetsANumber() throws {
        try MainActor.assumeIsolated {
            // The mouse joins off the lines and buttons, pad 0 with A; the mouse clicks its line (Player 1) and types.
            var lines: [PadScript.Line] = [PadScript.added(0), (50, .press(x: 160, y: 100))] + PadScript.tap(100, .a)
            lines += [(200, .press(x: 100, y: 160)), (300, .text("Zoé")), (400, .key("return"))]
            // Pad 0 names itself Zoé too, typed on the keyboard: it becomes "Zoé 2".
            lines += PadScript.tap(500, .y) + [(600, .text("Zoé")), (700, .key("return"))]
            let run = try SceneRun(first: .party, lines: PadScript.ordered(lines), durationMs: 900, seed: 7)
            XCTAssertEqual(try PartyNameTests.party(run).names(language: .english), ["Zoé", "Zoé 2"])
            try GoldenImage.check(RenderFixture.shared.renderer.readPixels(width: Playfield.width, height: Playfield.height),
                                  named: "party-lobby-named")
        }
    }

    func testANameIsCutToTwelveCharactersAndMadeUnique() {
        MainActor.assumeIsolated {
            XCTAssertEqual(PlayerName.unique("Abcdefghijkl", among: ["Abcdefghijkl"], within: PlayerName.table), "Abcdefghij 2")
            XCTAssertEqual(PlayerName.unique("Ana", among: ["Ana", "Ana 2"], within: PlayerName.table), "Ana 3")
            XCTAssertEqual(PlayerName.unique("Ana", among: ["Bob"], within: PlayerName.table), "Ana")
            XCTAssertEqual(PlayerName.appending("Abcdefghijklmnop", to: ""), "Abcdefghijkl", "the entry's rule: cut, not refused")
        }
    }

    func testTheKeyUnderThePadsCursorIsDrawnLit() throws {
        try MainActor.assumeIsolated {
            let lines = PartyNameTests.padOneNames() + PadScript.tap(500, .dpadDown, pad: 1)
            _ = try SceneRun(first: .party, lines: PadScript.ordered(lines), durationMs: 560, seed: 7)
            let image = try RenderFixture.shared.renderer.readPixels(width: Playfield.width, height: Playfield.height)
            // The focus ring is 3 px just outside a key: around A (row 1, from (6, 250)), not around 1 (row 0) above it.
            let ring: [UInt8] = [255, 214, 64]
            XCTAssertEqual(PartyNameTests.rgb(image, x: 4, y: 270), ring, "the ring left of A")
            XCTAssertNotEqual(PartyNameTests.rgb(image, x: 4, y: 228), ring, "no ring left of 1")
            try GoldenImage.check(image, named: "party-naming")
        }
    }

    /// The red, green and blue of `image` at (`x`, `y`).
    static func rgb(_ image: Image, x: Int, y: Int) -> [UInt8] {
        let at = (y * image.width + x) * 4
        return Array(image.pixels[at..<at + 3])
    }
}
