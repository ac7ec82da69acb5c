import SDLKit
import WormGame
import WormTestSupport
import XCTest
@testable import WormApp

/// R115's seeing: the text size makes texts larger (each inside its box: `TextFitTests` at every size), and high
/// contrast puts every text at least 4.5 : 1 against what is behind it, measured from the frame's pixels.
nonisolated final class SeeingTests: XCTestCase, @unchecked Sendable {
    /// A scene's frame and the texts drawn in it.
    struct Drawn {
        let scene: String
        let frame: Image
        let texts: [DrawnText]
    }

    /// The frame `draw` drew with `style`, and its texts.
    @MainActor
    func drawn(_ scene: String, style: TextStyle, _ draw: (SceneRenderer) throws -> Void) throws -> Drawn {
        let painter = RenderFixture.shared.scene
        var texts: [DrawnText] = []
        painter.textRecorder = { texts.append($0) }
        painter.textStyle = style
        defer {
            painter.textRecorder = nil
            painter.textStyle = TextStyle()
        }
        let frame = try RenderFixture.shared.frame(draw)
        return Drawn(scene: scene, frame: frame, texts: texts)
    }

    /// The menus and the field's overlay in English, each drawn with `style`.
    @MainActor
    func scenes(style: TextStyle) throws -> [Drawn] {
        let language = Language.english
        var document = ScoresDocument()
        for index in 0..<5 {
            document.arcade.insert(HighScore(name: "Ana", score: 900 - index, accuracy: 90, bestCombo: 9, time: 1_764_460_800,
                                             replay: Replay(mode: .arcade, seed: 1, version: "0.1.0")))
        }
        let context = SceneContext(journal: Journal(sink: nil, language: language), audio: SilentAudio(), seed: 1,
                                   dailyDate: "2026-11-30",
                                   scores: DocumentStore(storage: MemoryStorage(files: [.scores: Array(document.text.utf8)])) { _ in })
        let summary = ArcadeSummary(score: 420, caught: 12, missed: 3, bestCombo: 5, reactionTimes: [300, 420])
        let round = FinishedRound(kind: .arcade, summary: summary, replay: Replay(mode: .arcade, seed: 1, version: "0.1.0"),
                                  date: "2026-11-30")
        let worldContext = WorldPagesFixture.context()
        defer { worldContext.board?.leave(t: 0, context: worldContext) }
        let world = WorldPagesFixture.worldDaily(worldContext)
        _ = world.step([.key(KeyPress(.right)), .key(KeyPress(.down))], context: worldContext)
        var harness = ModeHarness(game: ArcadeGame(seed: 4))
        _ = harness.runToFirstWorm()
        let game = harness.game
        return [
            try drawn("title", style: style) { try TitleScene(language: language, cosmeticSeed: 11).draw(with: $0, context: context) },
            try drawn("settings", style: style) { try SettingsScene(context: context).draw(with: $0, context: context) },
            try drawn("assists", style: style) { try AssistsScene(context: context).draw(with: $0, context: context) },
            try drawn("field", style: style) { try $0.draw(game, language: language) },
            try drawn("pause", style: style) {
                try $0.drawOverlay(.paused(sinceMs: 0), language: language, overlay: OverlayChoice.menu(language: language, muted: false))
            },
            try drawn("classic summary", style: style) {  // issue 30
                let played = ClassicSession(caught: 23, missed: 4, bestStreak: 11)
                try ClassicSummaryScene(ClassicSummary(session: played, best: played, isNewBest: true), language: language)
                    .draw(with: $0, context: context)
            },
            try drawn("results", style: style) {
                try ResultsScene(RoundResults(summary: summary, again: .arcade), language: language).draw(with: $0, context: context)
            },
            try drawn("name", style: style) { try NameScene(round: round, context: context).draw(with: $0, context: context) },
            try drawn("world board address", style: style) {
                try BoardAddressScene(current: "http://board.example.org:8080").draw(with: $0, context: context)
            },
            try drawn("scores", style: style) { try ScoresScene(context: context).draw(with: $0, context: context) },
            try drawn("scores, world", style: style) { try world.draw(with: $0, context: worldContext) },
            try drawn("controls", style: style) { try ControlsScene(context: context).draw(with: $0, context: context) },
            try drawn("how to play", style: style) { try HowToPlayScene(then: .arcade).draw(with: $0, context: context) },
            try drawn("party lobby", style: style) {
                try $0.drawPartyLobby(seats: [.pad(0), .pad(1), .mouse], names: ["Ana", "Bo", "Cy"], language: language)
            },
            try drawn("question", style: style) {
                try $0.drawLeaveQuestion(LeaveQuestion(question: .leave, closing: false), language: language)
            },
        ]
    }

    /// WCAG's relative luminance of the pixel at (`x`, `y`).
    @MainActor
    static func luminance(_ image: Image, x: Int, y: Int) -> Double {
        let index = (y * image.width + x) * 4
        func linear(_ byte: UInt8) -> Double {
            let value = Double(byte) / 255
            return value <= 0.039_28 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.212_6 * linear(image.pixels[index]) + 0.715_2 * linear(image.pixels[index + 1])
            + 0.072_2 * linear(image.pixels[index + 2])
    }

    /// The contrast of `text` against what is behind it, from `frame`'s pixels: the pixels just round its glyphs
    /// (their median) are what is behind it, and its glyphs' own colour is the pixel inside that stands out most.
    @MainActor
    static func contrast(of text: DrawnText, in frame: Image) -> Double? {
        guard let ink = text.ink else { return nil }
        let left = max(0, Int(ink.x.rounded(.down)) - 1), top = max(0, Int(ink.y.rounded(.down)) - 1)
        let right = min(frame.width - 1, Int((ink.x + ink.width).rounded(.up))), bottom = min(frame.height - 1, Int((ink.y + ink.height).rounded(.up)))
        guard right > left + 1, bottom > top + 1 else { return nil }
        var ring: [Double] = []
        for x in left...right { ring += [luminance(frame, x: x, y: top), luminance(frame, x: x, y: bottom)] }
        for y in top...bottom { ring += [luminance(frame, x: left, y: y), luminance(frame, x: right, y: y)] }
        let behind = ring.sorted()[ring.count / 2]
        var glyphs = behind
        for y in (top + 1)..<bottom {
            for x in (left + 1)..<right {
                let value = luminance(frame, x: x, y: y)
                if abs(value - behind) > abs(glyphs - behind) { glyphs = value }
            }
        }
        return (max(behind, glyphs) + 0.05) / (min(behind, glyphs) + 0.05)
    }

    func testHighContrastPutsEveryTextAtLeast4_5To1AgainstThePixelsBehindIt() throws {
        try MainActor.assumeIsolated {
            var measured = 0
            for size in TextSize.allCases {
                var style = TextStyle()
                style.highContrast = true
                style.size = size
                for drawn in try scenes(style: style) {
                    for text in drawn.texts {
                        guard let contrast = Self.contrast(of: text, in: drawn.frame) else { continue }
                        measured += 1
                        XCTAssertGreaterThanOrEqual(contrast, 4.5, "\(size.rawValue) %, \(drawn.scene): \"\(text.text)\" at \(text.ink!)")
                    }
                }
            }
            XCTAssertGreaterThan(measured, 100, "the texts were measured")
        }
    }

    /// The measure itself: without high contrast some texts are below 4.5 : 1 (white on a green button).
    func testTheContrastMeasureFindsAPaleTextWithoutHighContrast() throws {
        try MainActor.assumeIsolated {
            let low = try scenes(style: TextStyle()).flatMap { drawn in
                drawn.texts.compactMap { Self.contrast(of: $0, in: drawn.frame) }.filter { $0 < 4.5 }
            }
            XCTAssertFalse(low.isEmpty)
        }
    }

    func testLargeTextDrawsTheLabelsLargerEachInsideItsBox() throws {
        try MainActor.assumeIsolated {
            @MainActor func labels(_ size: TextSize) throws -> [String: DrawnText] {
                var style = TextStyle()
                style.size = size
                let title = try scenes(style: style)[0]
                return Dictionary(title.texts.map { ($0.text, $0) }, uniquingKeysWith: { first, _ in first })
            }
            let normal = try labels(.normal), large = try labels(.large), larger = try labels(.larger)
            let label = Language.english.text(.classic)
            let height = try XCTUnwrap(normal[label]?.ink?.height)
            XCTAssertEqual(try XCTUnwrap(large[label]?.ink?.height), height * 1.25, accuracy: 1, "125 %")
            XCTAssertEqual(try XCTUnwrap(larger[label]?.ink?.height), height * 1.5, accuracy: 1, "150 %")
            for text in larger.values { XCTAssertTrue(text.fits, "\"\(text.text)\" inside \(text.box)") }
        }
    }

    /// The title and the pause overlay in high contrast at 150 %, as looked at (320 × 480).
    func testHighContrastAtTheLargestSizeLooksAsRecorded() throws {
        try MainActor.assumeIsolated {
            var style = TextStyle()
            style.highContrast = true
            style.size = .larger
            let drawn = try scenes(style: style)
            try GoldenImage.check(drawn[0].frame, named: "title-high-contrast-150")
            try GoldenImage.check(drawn[4].frame, named: "pause-high-contrast-150")
        }
    }

    /// Party's players are told apart by a letter as well as a colour (R115): four pads and the mouse, all named
    /// alike, show five different letters in the lobby, and each cursor's label starts with its letter.
    func testPartyPlayersAreToldApartByALetterAsWellAsAColour() throws {
        try MainActor.assumeIsolated {
            let seats: [PartySeat] = [.pad(0), .pad(1), .pad(2), .pad(3), .mouse]
            let lobby = try drawn("party lobby", style: TextStyle()) {
                try $0.drawPartyLobby(seats: seats, names: Array(repeating: "Ana", count: 5), language: .english)
            }
            let letters = lobby.texts.map(\.text).filter { $0.count == 1 }
            XCTAssertEqual(letters, ["A", "B", "C", "D", "M"])
            let cursors = try drawn("party cursors", style: TextStyle()) {
                try $0.drawPartyCursors([(pad: 0, x: 100, y: 200), (pad: 1, x: 200, y: 300)], seats: [.pad(0), .pad(1)],
                                        names: ["Ana", "Ana"])
            }
            XCTAssertEqual(cursors.texts.map(\.text), ["A Ana", "B Ana"])
        }
    }

    /// High contrast outlines the worms (R115): a black silhouette round each, where the soil showed before.
    func testHighContrastOutlinesAWorm() throws {
        try MainActor.assumeIsolated {
            let worldContext = WorldPagesFixture.context()
        defer { worldContext.board?.leave(t: 0, context: worldContext) }
        let world = WorldPagesFixture.worldDaily(worldContext)
        _ = world.step([.key(KeyPress(.right)), .key(KeyPress(.down))], context: worldContext)
        var harness = ModeHarness(game: ArcadeGame(seed: 4))
            let worm = harness.runToFirstWorm()
            harness.run(through: harness.game.timeMs + 300)  // out whole
            @MainActor func blackPixels(_ style: TextStyle) throws -> Int {
                let frame = try drawn("field", style: style) { try $0.draw(harness.game, language: .english) }.frame
                var count = 0
                for y in max(0, worm.y - 40)..<min(frame.height, worm.y + 40) {
                    for x in max(0, worm.x - 40)..<min(frame.width, worm.x + 40) {
                        let index = (y * frame.width + x) * 4
                        if frame.pixels[index..<index + 3].allSatisfy({ $0 < 24 }) { count += 1 }
                    }
                }
                return count
            }
            var contrast = TextStyle()
            contrast.highContrast = true
            let plain = try blackPixels(TextStyle()), outlined = try blackPixels(contrast)
            XCTAssertGreaterThan(outlined, plain + 150, "plain \(plain), outlined \(outlined)")
        }
    }

    /// A text's growth stops at its box, and a text grown past the field's edge is moved back inside.
    func testAGrownTextStopsAtItsBoxAndStaysInside() {
        MainActor.assumeIsolated { self.grownTextStopsAtItsBox() }
    }

    @MainActor
    func grownTextStopsAtItsBox() {
        let box = WormGame.Rect(x: 0, y: 0, width: 100, height: 40)
        let wide = TextPlacement.grown(x: 10, y: 10, scale: 1, ink: FloatRect(x: 2, y: 10, width: 97, height: 20), factor: 1.5, box: box)
        XCTAssertEqual(wide.scale, 1, "no room: as asked, never smaller")
        let edge = TextPlacement.grown(x: 4, y: 10, scale: 1, ink: FloatRect(x: 4, y: 10, width: 40, height: 20), factor: 1.5, box: box)
        XCTAssertEqual(edge.scale, 1.5)
        XCTAssertEqual(edge.x, 2, "back inside the box's margin")
        XCTAssertEqual(edge.y, 5)
    }
}
