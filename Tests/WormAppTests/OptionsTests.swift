import Foundation
import Testing
@testable import WormApp
import SDLKit
import WormGame

/// The command line of HEADLESS.md.
struct OptionsTests {
    @Test func defaultsPlayInAWindow() throws {
        let options = try Options.parse([])
        #expect(options.action == .play && !options.headless && options.seed == nil && options.durationMs == 60_000)
    }

    @Test func everyFlagIsRead() throws {
        let folder = FileManager.default.temporaryDirectory.path
        let options = try Options.parse([
            "--seed", "18446744073709551615", "--lang", "fr", "--events", "-", "--resources", folder, "--mute",
            "--window", "800x600", "--fullscreen", "--headless", "--input", "x.jsonl", "--duration", "1.5",
            "--screenshot", "\(folder)/a.png", "--screenshot-at", "5200:\(folder)/b.png", "--screenshot-at=0:\(folder)/c.png",
        ])
        #expect(options.seed == UInt64.max)
        #expect(options.language == .french)
        #expect(options.eventsPath == "-")
        #expect(options.resourcesPath == folder)
        #expect(options.muted && options.fullscreen && options.headless)
        #expect(options.windowSize! == (800, 600))
        #expect(options.inputPath == "x.jsonl")
        #expect(options.durationMs == 1_500)
        #expect(options.screenshotPath == "\(folder)/a.png")
        #expect(options.timedScreenshots == [.init(timeMs: 5_200, path: "\(folder)/b.png"), .init(timeMs: 0, path: "\(folder)/c.png")])
    }

    /// A flag whose value is missing before the next flag says so, rather than blaming the next flag as a bad value.
    @Test func aMissingValueBeforeTheNextFlagIsNamedMissing() {
        #expect(throws: UsageError("--window: missing value WxH (--headless is the next option)")) {
            try Options.parse(["--window", "--headless"])
        }
        #expect(throws: UsageError("--seed: missing value N (--lang=fr is the next option)")) {
            try Options.parse(["--seed", "--lang=fr"])
        }
        #expect(throws: UsageError("--window: '--big' is not WIDTHxHEIGHT in pixels (like 640x960)")) {
            try Options.parse(["--window", "--big"])
        }
    }

    /// `--help`'s meanings stand in one column, two spaces at least clear of every flag (`--operator-pin-file PATH`
    /// touched its meaning).
    @Test func helpsMeaningsStandInOneColumnClearOfTheFlags() {
        let lines = Options.helpText.split(separator: "\n").filter { $0.hasPrefix("  --") }
        #expect(lines.count == Options.flags.count)
        let columns = Set(zip(lines, Options.flags).map { line, flag in
            line.count - flag.help.count
        })
        #expect(columns.count == 1, "one column: \(columns)")
        for (line, flag) in zip(lines, Options.flags) {
            let left = "  " + flag.name + (flag.value.map { " " + $0 } ?? "")
            #expect(line.hasPrefix(left + "  "), "\(line)")
        }
    }

    /// The Versus name's fallback: USER, LOGNAME, then the password database (a program started without either
    /// variable), and "Player" in the player's language only when all three fail ("Joueur": issue 30).
    @Test func theLoginNameFallsBackOnThePasswordDatabase() throws {
        TestCatalogues.install()
        #expect(WormMain.loginName(environment: { $0 == "LOGNAME" ? "zoe" : nil }, passwordName: { "root" }, fallback: "Player") == "zoe")
        #expect(WormMain.loginName(environment: { _ in nil }, passwordName: { "ana" }, fallback: "Player") == "ana")
        let french = try #require(Language(code: "fr"))
        #expect(WormMain.loginName(environment: { _ in nil }, passwordName: { nil }, fallback: french.text(.defaultName)) == "Joueur")
        #expect(WormMain.passwordDatabaseName() != nil, "this test's user has an entry")
    }

    @Test func helpAndVersion() throws {
        #expect(try Options.parse(["--help"]).action == .help)
        #expect(try Options.parse(["--version"]).action == .version)
        for flag in Options.flags {
            #expect(Options.helpText.contains(flag.name + " "), "--help lists \(flag.name)")
        }
    }

    @Test(arguments: [
        (["--seed", "-1"], "--seed: '-1' is not a whole number from 0 to 18446744073709551615"),
        (["--seed", "18446744073709551616"], "--seed: '18446744073709551616' is not a whole number from 0 to 18446744073709551615"),
        (["--seed"], "--seed: missing value N"),
        (["--lang", "../de"], "--lang: '../de' is not a language code such as fr, de or pt_BR"),
        (["--mode", "zen"], "--mode: 'zen' is not title, classic, arcade, daily, versus, party or how_to_play"),
        (["--date", "2026-13-01"], "--date: '2026-13-01' is not a date as YYYY-MM-DD"),
        (["--mode", "daily", "--seed", "4"], "--seed: Daily's seed is the day's; use --date to pick another day"),
        (["--window", "800"], "--window: '800' is not WIDTHxHEIGHT in pixels (like 640x960)"),
        (["--window", "0x600"], "--window: '0x600' is not WIDTHxHEIGHT in pixels (like 640x960)"),
        (["--duration", "-2", "--headless"], "--duration: '-2' is not a number of seconds from 0 to 86400"),
        (["--duration", "nan", "--headless"], "--duration: 'nan' is not a number of seconds from 0 to 86400"),
        (["--resources", "/no/such/folder"], "--resources: '/no/such/folder' is not a folder"),
        (["--screenshot-at", "abc", "--headless"], "--screenshot-at: 'abc' is not MS:FILE (like 5200:worm.png)"),
        (["--screenshot-at", "-4:/tmp/a.png", "--headless"], "--screenshot-at: '-4:/tmp/a.png' is not MS:FILE (like 5200:worm.png)"),
        (["--screenshot", "/tmp", "--headless"], "--screenshot: '/tmp' is a folder"),
        (["--lang", "f\nr\u{0}x"], "--lang: 'f\\nr\\0x' is not a language code such as fr, de or pt_BR"),
        (["--screenshot", "/no/such/folder/a.png", "--headless"], "--screenshot: folder '/no/such/folder' of '/no/such/folder/a.png' does not exist"),
        (["--frobnicate"], "unknown option '--frobnicate' (see worm --help)"),
        (["--mute=yes"], "--mute: takes no value"),
        (["--input", "a.jsonl"], "--input: only with --headless"),
        (["--duration", "3"], "--duration: only with --headless"),
    ])
    func badUsageNamesTheFlag(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try Options.parse(arguments) }
    }
}

/// `--window` no larger than the largest display's usable area, or 8192 × 8192 with none known (R21).
struct WindowLimitTests {
    @Test func aWindowWithinTheLargestDisplayIsTakenAndOneBeyondItRefusedWithTheLimit() throws {
        try WindowLimit.check((1920, 1040), largest: (1920, 1040))
        #expect(throws: UsageError("--window: 1921x600 is larger than the largest display's usable area; "
                                   + "the largest allowed is 1920x1040")) {
            try WindowLimit.check((1921, 600), largest: (1920, 1040))
        }
        #expect(throws: UsageError("--window: 600x1041 is larger than the largest display's usable area; "
                                   + "the largest allowed is 1920x1040")) {
            try WindowLimit.check((600, 1041), largest: (1920, 1040))
        }
        try WindowLimit.check((8192, 8192), largest: nil)
        #expect(throws: UsageError("--window: 16384x16384 is too large without a known display; "
                                   + "the largest allowed is 8192x8192")) {
            try WindowLimit.check((16384, 16384), largest: nil)
        }
    }

    /// Above 16384 the flag is a size all the same: refused for its size, not for its form.
    @Test func aHugeSizeParsesAsASize() throws {
        let options = try Options.parse(["--window", "20000x20000"])
        #expect(options.windowSize?.width == 20_000)
    }
}

/// Input scripts (HEADLESS.md).
struct InputScriptTests {
    static func parse(_ text: String) throws -> [ScriptLine] {
        try InputScript.parse(text, fileName: "s.jsonl", isKnownKey: SDLKeyNames.isKnown)
    }

    @Test func modesDefaultToTheTitleInAWindowAndClassicHeadless() throws {
        #expect(try Options.parse([]).startMode == .title)
        #expect(try Options.parse(["--headless"]).startMode == .classic)
        #expect(try Options.parse(["--headless", "--mode", "arcade"]).startMode == .arcade)
        #expect(try Options.parse(["--mode", "daily", "--date", "2024-02-29"]).date == "2024-02-29")
    }

    @Test func theDocumentedExampleParses() throws {
        let lines = try InputScriptTests.parse("""
            # a comment
            {"t": 5600, "type": "press", "x": 140, "y": 380}

            {"t": 5610, "type": "touch", "x": 20, "y": 30, "finger": 2}
            {"t": 9000, "type": "key", "key": "Escape"}
            {"t": 9500, "type": "focus", "on": false}
            {"t": 9600, "type": "minimize"}
            {"t": 9700, "type": "resize", "width": 800, "height": 600}
            {"t": 12000, "type": "quit"}
            """)
        #expect(lines.map(\.action) == [.press(x: 140, y: 380), .touch(x: 20, y: 30, finger: 2), .key("escape"),
                                        .focus(false), .minimize, .resize(width: 800, height: 600), .quit])
        #expect(lines.map(\.timeMs) == [5_600, 5_610, 9_000, 9_500, 9_600, 9_700, 12_000])
        #expect(lines.map(\.lineNumber) == [2, 4, 5, 6, 7, 8, 9])
    }

    @Test(arguments: [
        ("{\"t\": 1, \"type\": \"press\", \"x\": 1}", "line 1: missing \"y\""),
        ("\n\n{\"t\": 1, \"type\": \"press\", \"x\": 1, \"y\": \"2\"}", "line 3: \"y\" is not a number"),
        ("{\"t\": 1.5, \"type\": \"quit\"}", "line 1: \"t\" is not a whole number"),
        ("{\"t\": 1, \"type\": \"jump\"}", "line 1: unknown type 'jump' (press, touch, key, text, swipe, long_press, focus, minimize, resize, pad_added, pad_removed, pad_button, pad_axis, pad_motion or quit)"),
        ("{\"t\": 1, \"type\": \"key\", \"key\": \"notakey\"}", "line 1: unknown key name 'notakey'"),
        ("{\"t\": 9, \"type\": \"quit\"}\n{\"t\": 8, \"type\": \"quit\"}", "line 2: \"t\" 8 is earlier than the line before (9)"),
        ("{\"t\": 1, \"type\": \"quit\"", "line 1: not valid JSON (unexpected end at column 24)"),
        ("[1, 2]", "line 1: not a JSON object"),
        ("{\"t\": 1, \"type\": \"focus\"}", "line 1: missing \"on\""),
        ("{\"t\": 1, \"type\": \"focus\", \"on\": 1}", "line 1: \"on\" is not true or false"),
        ("{\"t\": 1, \"type\": \"resize\", \"width\": 0, \"height\": 600}", "line 1: \"width\" and \"height\" must be from 1 to 16384"),
        ("{\"type\": \"quit\"}", "line 1: missing \"t\""),
        ("{\"t\": -4, \"type\": \"quit\"}", "line 1: \"t\" is negative"),
        ("{\"t\": 1, \"type\": \"key\", \"key\": \"p\\u0000q\"}", "line 1: unknown key name 'p\\0q'"),
        ("{\"t\": 1, \"type\": \"key\", \"key\": \"p\\nq\"}", "line 1: unknown key name 'p\\nq'"),
    ])
    func badLinesNameTheirNumber(text: String, message: String) {
        #expect(throws: UsageError("--input: s.jsonl: " + message)) { try InputScriptTests.parse(text) }
    }
}

extension InputScriptTests {
    @Test func equalTimesAreKeptInFileOrder() throws {
        let lines = try InputScriptTests.parse("""
            {"t": 100, "type": "key", "key": "p"}
            {"t": 100, "type": "key", "key": "m"}
            {"t": 100, "type": "quit"}
            """)
        #expect(lines.map(\.action) == [.key("p"), .key("m"), .quit])
        #expect(lines.map(\.timeMs) == [100, 100, 100])
    }

    @Test func scriptsSavedOnWindowsRead() throws {
        let text = "# made on Windows\r\n{\"t\": 5, \"type\": \"press\", \"x\": 1, \"y\": 2}\r\n\r\n{\"t\": 9, \"type\": \"quit\"}\r\n"
        let lines = try InputScriptTests.parse(text)
        #expect(lines.map(\.action) == [.press(x: 1, y: 2), .quit])
        #expect(lines.map(\.lineNumber) == [2, 4])
    }

    @Test func theRealKeyCheckRefusesANameCutShortByANul() {
        #expect(Keyboard.isKnownKeyName("p"))
        #expect(!Keyboard.isKnownKeyName("p\u{0}q"))
    }
}

/// The SDL key-name check used by script tests, so they do not depend on which keys exist elsewhere.
enum SDLKeyNames {
    static func isKnown(_ name: String) -> Bool {
        ["escape", "p", "m", "f11", "return", "space"].contains(name.lowercased())
    }
}
