import Foundation
import Testing
@testable import WormApp
import SDLKit
import WormGame
import WormTestSupport

/// The Foundation-free JSON reader.
struct JSONTests {
    @Test func valuesOfEveryKind() throws {
        let value = try JSONValue.parse(#" {"a": [1, -2.5e2, true, false, null], "b": "x\"\u00e9\n\ud83d\ude00", "c": {}} "#)
        #expect(value == .object([
            "a": .array([.number(1), .number(-250), .bool(true), .bool(false), .null]),
            "b": .string("x\"é\n😀"),
            "c": .object([:]),
        ]))
    }

    @Test(arguments: ["", "{", "{\"a\" 1}", "[1,]", "01", "1.", "\"abc", "tru", "{\"a\": 1} x", "\"\\q\"", "-", "\"\u{01}\""])
    func invalidTextIsRefused(text: String) {
        #expect(throws: JSONError.self) { try JSONValue.parse(text) }
    }

    @Test func deepNestingIsRefusedNotCrashed() {
        #expect(throws: JSONError.self) { try JSONValue.parse(String(repeating: "[", count: 10_000)) }
    }
}

/// Event-log lines (HEADLESS.md, "Event log").
struct LogEntryTests {
    init() { TestCatalogues.install() }  // the French lines come from po/fr.po

    @Test func versusLinesCarryTheirFields() {
        #expect(LogEntry.versusStart(seed: 42, language: .english, version: "1.2.3", round: 2).jsonLine(t: 0, language: .english)
                == #"{"t": 0, "type": "start", "seed": 42, "lang": "en", "version": "1.2.3", "mode": "versus", "round": 2}"#)
        let players = [VersusStanding(name: "Ana", caught: 3, missed: 1), VersusStanding(name: "Bo", caught: 5)]
        #expect(LogEntry.versusEnd(caught: 3, missed: 1, players: players).jsonLine(t: 60000, language: .english)
                == #"{"t": 60000, "type": "end", "caught": 3, "missed": 1, "scores": {"Ana": 3, "Bo": 5}}"#)
        #expect(LogEntry.text("Ana started a new game").jsonLine(t: 0, language: .french)
                == #"{"t": 0, "type": "message", "text": "Ana started a new game"}"#)
        #expect(LogEntry.peer(name: "Bo", state: .dropped).jsonLine(t: 9, language: .english)
                == #"{"t": 9, "type": "peer", "name": "Bo", "state": "dropped"}"#)
        #expect(PeerState.allCases.map(\.rawValue) == ["found", "lost", "joined", "left", "dropped"])
        // A catch and a miss say the seat; the line names the player from the round's standings.
        #expect(LogEntry.versusGame(.versusHit(worm: 2, seat: 1, reactionMs: 300), players: players).jsonLine(t: 7, language: .english)
                == #"{"t": 7, "type": "hit", "worm": 2, "reaction_ms": 300, "player": "Bo"}"#)
        #expect(LogEntry.versusGame(.versusMiss(seat: 0), players: players).jsonLine(t: 8, language: .english)
                == #"{"t": 8, "type": "miss", "reason": "background", "player": "Ana"}"#)
        #expect(LogEntry.versusGame(.hide(worm: 2), players: players).jsonLine(t: 8, language: .english)
                == LogEntry.game(.hide(worm: 2)).jsonLine(t: 8, language: .english))
        #expect(LogEntry.dropped(from: "Cy", reason: "too big").jsonLine(t: 9, language: .english)
                == #"{"t": 9, "type": "dropped", "from": "Cy", "reason": "too big"}"#)
        #expect(LogEntry.setting(.visible, value: "false").jsonLine(t: 1, language: .english)
                == #"{"t": 1, "type": "setting", "name": "visible", "value": "false"}"#)
    }

    @Test func linesCarryTheDocumentedFields() {
        #expect(LogEntry.start(seed: 7, language: .french, version: "1.2.3", mode: .arcade).jsonLine(t: 0, language: .french)
                == #"{"t": 0, "type": "start", "seed": 7, "lang": "fr", "version": "1.2.3", "mode": "arcade"}"#)
        #expect(LogEntry.game(.spawn(worm: 1, x: 30, y: 450, visibleMs: 500)).jsonLine(t: 5000, language: .french)
                == #"{"t": 5000, "type": "spawn", "worm": 1, "x": 30, "y": 450, "visible_ms": 500}"#)
        #expect(LogEntry.game(.press(x: 140, y: 380.5, source: .touch, ignored: false)).jsonLine(t: 5604, language: .french)
                == #"{"t": 5604, "type": "press", "x": 140, "y": 380.5, "source": "touch", "ignored": false}"#)
        #expect(LogEntry.game(.hit(worm: 2, reactionMs: 321)).jsonLine(t: 1, language: .french)
                == #"{"t": 1, "type": "hit", "worm": 2, "reaction_ms": 321}"#)
        #expect(LogEntry.game(.miss(worm: nil, reason: .background)).jsonLine(t: 1, language: .french)
                == #"{"t": 1, "type": "miss", "reason": "background"}"#)
        #expect(LogEntry.game(.miss(worm: 3, reason: .escape)).jsonLine(t: 1, language: .french)
                == #"{"t": 1, "type": "miss", "worm": 3, "reason": "escape"}"#)
        #expect(LogEntry.game(.message(.classicScore(caught: 1, missed: 2))).jsonLine(t: 1, language: .french)
                == #"{"t": 1, "type": "message", "text": "Vers attrapés 1 ratés 2"}"#)
        #expect(LogEntry.game(.message(.arcadeScore(score: 120, secondsLeft: 42))).jsonLine(t: 1, language: .french)
                == #"{"t": 1, "type": "message", "text": "Score 120   42 s"}"#)
        #expect(LogEntry.game(.spawn(worm: 4, x: 30, y: 450, visibleMs: 500, kind: .beetle)).jsonLine(t: 2, language: .french)
                == #"{"t": 2, "type": "spawn", "worm": 4, "x": 30, "y": 450, "visible_ms": 500, "kind": "beetle"}"#)
        #expect(LogEntry.game(.hit(worm: 2, reactionMs: 321, scored: CatchScore(points: 20, combo: 5, score: 60))).jsonLine(t: 1, language: .french)
                == #"{"t": 1, "type": "hit", "worm": 2, "reaction_ms": 321, "points": 20, "combo": 5, "score": 60}"#)
        #expect(LogEntry.game(.decoy(worm: 9, points: -20, score: 0)).jsonLine(t: 1, language: .french)
                == #"{"t": 1, "type": "decoy", "worm": 9, "points": -20, "score": 0}"#)
        #expect(LogEntry.game(.sound(name: .hit, pitch: 3)).jsonLine(t: 1, language: .french)
                == #"{"t": 1, "type": "sound", "name": "hit", "pitch": 3}"#)
        #expect(LogEntry.scene(.results).jsonLine(t: 0, language: .french) == #"{"t": 0, "type": "scene", "name": "results"}"#)
        let summary = ArcadeSummary(score: 70, caught: 3, missed: 1, bestCombo: 2, reactionTimes: [300, 500, 401])
        #expect(LogEntry.end(caught: 3, missed: 1, arcade: summary).jsonLine(t: 65000, language: .french)
                == #"{"t": 65000, "type": "end", "caught": 3, "missed": 1, "score": 70, "accuracy": 75, "best_combo": 2, "reaction_mean_ms": 400, "reaction_median_ms": 401}"#)
        let empty = ArcadeSummary(score: 0, caught: 0, missed: 0, bestCombo: 0, reactionTimes: [])
        #expect(LogEntry.end(caught: 0, missed: 0, arcade: empty).jsonLine(t: 1, language: .french)
                == #"{"t": 1, "type": "end", "caught": 0, "missed": 0, "score": 0, "accuracy": 0, "best_combo": 0, "reaction_mean_ms": null, "reaction_median_ms": null}"#)
        #expect(LogEntry.game(.effect(name: .stardust, x: 0, y: 240)).jsonLine(t: 1, language: .french)
                == #"{"t": 1, "type": "effect", "name": "stardust", "x": 0, "y": 240}"#)
        #expect(LogEntry.end(caught: 3, missed: 4, arcade: nil).jsonLine(t: 60000, language: .french) == #"{"t": 60000, "type": "end", "caught": 3, "missed": 4}"#)
    }

    @Test func everyLineParsesBackAsJSON() throws {
        let entries: [LogEntry] = [
            .game(.pause(reason: .minimize)), .game(.resume(reason: .button)), .mute(true),
            .game(.sound(name: .hit)), .game(.hide(worm: 1)), .game(.score(ScoreReport(caught: 1, missed: 2))),
            .game(.message(.countdown(4))), .scene(.title),
        ]
        for entry in entries {
            let object = try JSONValue.parse(entry.jsonLine(t: 8, language: .french)).object
            #expect(object?["t"] == .number(8))
            #expect(object?["type"] != nil)
        }
    }
}

/// AngelCode BMFont text files.
struct BitmapFontTests {
    static let sample = """
        info face="Test Face" size=17 bold=1
        common lineHeight=24 base=19 scaleW=256 scaleH=256 pages=1 packed=0
        page id=0 file="font_0.png"
        chars count=3
        char id=65 x=1 y=2 width=10 height=12 xoffset=-1 yoffset=3 xadvance=9 page=0 chnl=15
        char id=233 x=12 y=2 width=8 height=14 xoffset=0 yoffset=1 xadvance=8 page=0 chnl=15
        char id=63 x=30 y=2 width=8 height=12 xoffset=0 yoffset=3 xadvance=7 page=0 chnl=15
        kernings count=1
        kerning first=65 second=233 amount=-2
        """

    @Test func glyphsPagesAndKerning() throws {
        let font = try BitmapFont.parse(BitmapFontTests.sample)
        #expect(font.lineHeight == 24 && font.base == 19)
        #expect(font.pages == [0: "font_0.png"])
        #expect(font.glyph(for: "é")?.x == 12)
        #expect(font.glyph(for: "Z")?.xAdvance == 7, "a missing character draws as ?")
        #expect(font.width(of: "Aé") == 9 + 8 - 2)
    }

    @Test func theShippedFontCoversEveryLanguage() throws {
        let text = try String(contentsOf: RenderFixture.repository.appendingPathComponent("Resources/font.fnt"), encoding: .utf8)
        let font = try BitmapFont.parse(text)
        // Every catalogue's letters: French, German, Spanish, Russian (Latin-1, Latin Extended-A, Cyrillic; R90).
        TestCatalogues.install()
        #expect(Language.allCases.count >= 5)
        for language in Language.allCases {
            let texts = TextKey.allCases.map { TextSample.text(of: $0, in: language) }
            for scalar in texts.joined().unicodeScalars {
                #expect(font.glyphs[scalar.value] != nil, "font lacks \(scalar)")
            }
        }
        for scalar in "àâäçéèêëîïôöùûüÿœÀÂÇÉÈÊËÎÏÔÖÙÛÜŒ«»ßÄáíñóú¡¿ÁÍÑÓÚčřšžłőűАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя".unicodeScalars {
            #expect(font.glyphs[scalar.value] != nil, "font lacks \(scalar)")
        }
        // The longest score line fits left of the pause button.
        #expect(font.width(of: Language.english.scoreLine(caught: 99, missed: 99)) < Playfield.pauseButton.x - 4)
        #expect(font.width(of: Language.french.scoreLine(caught: 999, missed: 999)) < Playfield.pauseButton.x - 4)
    }

    @Test(arguments: [
        ("page id=0 file=\"a.png\"", "no 'common' line"),
        ("common lineHeight=20 base=10", "no 'page' line"),
        ("common lineHeight=x base=10", "line 1: 'common' needs a whole number 'lineHeight'"),
        ("common lineHeight=20 base=10\npage id=0 file=\"a.png\"\nchar id=65 x=1", "line 3: 'char' needs a whole number 'y'"),
        ("common lineHeight=20 base=10\npage id=0 file=\"a.png\"\nchar id=65 x=1 y=1 width=1 height=1 xoffset=0 yoffset=0 xadvance=1 page=3",
         "a char names page 3, which no 'page' line gives"),
    ])
    func badFontsNameTheProblem(text: String, message: String) {
        #expect(throws: UsageError(message)) { try BitmapFont.parse(text) }
    }
}

/// The bundled and player's resource folders.
struct ResourceFilesTests {
    @Test func playerFilesComeFirstAndMissingOnesFallBack() throws {
        let custom = FileManager.default.temporaryDirectory.appendingPathComponent("worm-res-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: custom, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: custom) }
        try Data().write(to: custom.appendingPathComponent("background.jpg"))
        let bundled = RenderFixture.repository.appendingPathComponent("Resources").path
        let files = ResourceFiles(custom: custom.path, bundled: bundled)
        #expect(try files.path(for: .background) == custom.path + "/background.jpg")
        #expect(try files.path(for: .worm) == bundled + "/worm.png")
        #expect(try files.path(for: .music) == bundled + "/music.ogg", "OGG is preferred: it loops without a gap")
    }

    @Test func aMissingFileNamesWhereItLooked() {
        let files = ResourceFiles(custom: nil, bundled: "/nowhere")
        #expect(throws: RuntimeFailure("missing hit.wav or hit.ogg (looked in /nowhere)")) { try files.path(for: .hit) }
    }

    @Test func theBundledFolderIsFoundAboveABuild() {
        let repository = RenderFixture.repository.path
        #expect(ResourceFiles.locateBundled(executable: repository + "/.build/x86_64-unknown-linux-gnu/debug/worm")
                == repository + "/Resources")
        #expect(ResourceFiles.locateBundled(executable: "/usr/bin/true") == nil)
    }
}
