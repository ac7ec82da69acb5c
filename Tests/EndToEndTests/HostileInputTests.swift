import Foundation
import SDLKit
import XCTest

/// Hostile files and environments (issue 11): each ends the way the contract says, with one line,
/// fast and in bounded memory.
final class HostileInputTests: XCTestCase {
    /// The run ended with `status` and one line on standard error, `worm: …`, naming each of `mentions`.
    func oneLine(_ outcome: WormBinary.Outcome, status: Int32, mentions: String...,
                 file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(outcome.status, status, outcome.stderr, file: file, line: line)
        XCTAssertEqual(outcome.stderr.split(separator: "\n", omittingEmptySubsequences: false).count, 2,
                       "one line and its newline: \(outcome.stderr)", file: file, line: line)
        XCTAssertTrue(outcome.stderr.hasPrefix("worm: ") && outcome.stderr.hasSuffix("\n"), outcome.stderr, file: file, line: line)
        for text in mentions {
            XCTAssertTrue(outcome.stderr.contains(text), "\(outcome.stderr) names \(text)", file: file, line: line)
        }
    }

    func testEndlessAndHugeScriptsAreRefusedAtOnce() throws {
        oneLine(try WormBinary.run(["--headless", "--input", "/dev/zero"]), status: 2, mentions: "/dev/zero", "longer than 1000 bytes")
        let folder = try WormBinary.temporaryFolder(for: self)
        let huge = folder.appendingPathComponent("huge.jsonl")
        FileManager.default.createFile(atPath: huge.path, contents: nil)
        try FileHandle(forWritingTo: huge).truncate(atOffset: 9 << 20)  // sparse: 9 MiB of nothing on disk
        oneLine(try WormBinary.run(["--headless", "--input", huge.path]), status: 2, mentions: "larger than 8 MiB")
    }

    /// The dummy driver knows no display: 8192 × 8192 is the most, refused above with the size allowed (R21);
    /// headless, the frame drawn in memory is bounded too (3840 × 2160 pixels' worth), and is checked first.
    func testAWindowLargerThanAnyDisplayIsRefusedWithTheLargestAllowed() throws {
        oneLine(try WormBinary.run(["--headless", "--window", "16384x16384", "--duration", "0"]), status: 2,
                mentions: "--window: 16384x16384 is too large", "3840x2160")
        oneLine(try WormBinary.run(["--headless", "--window", "20000x100", "--duration", "0"]), status: 2,
                mentions: "--window: 20000x100 is too large", "the largest allowed is 8192x8192")
        XCTAssertEqual(try WormBinary.run(["--headless", "--window", "8192x1000", "--duration", "0"]).status, 0)
    }

    func testKeyNamesWithControlCharactersStayOnOneLine() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        for (name, shown) in [("p\\u0000q", "'p\\0q'"), ("a\\nb", "'a\\nb'")] {
            let script = folder.appendingPathComponent("keys.jsonl")
            try "{\"t\": 1, \"type\": \"key\", \"key\": \"\(name)\"}\n".write(to: script, atomically: true, encoding: .utf8)
            oneLine(try WormBinary.run(["--headless", "--input", script.path]), status: 2, mentions: "unknown key name \(shown)")
        }
    }

    func testACRLFScriptPlays() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let first = LoggedEvent.parse(try WormBinary.run(["--headless", "--seed", "1", "--duration", "5.1", "--events", "-"]).stdout)
            .first { $0.type == "spawn" }!
        let script = folder.appendingPathComponent("windows.jsonl")
        try "# saved on Windows\r\n{\"t\": 5100, \"type\": \"press\", \"x\": \(first.int("x")!), \"y\": \(first.int("y")!)}\r\n"
            .write(to: script, atomically: true, encoding: .utf8)
        let outcome = try WormBinary.run(["--headless", "--seed", "1", "--duration", "6", "--input", script.path, "--events", "-"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(LoggedEvent.parse(outcome.stdout).last?.int("caught"), 1)
    }

    func testTwoPressesAtTheSameTimeAreBothHandledInFileOrder() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        let first = LoggedEvent.parse(try WormBinary.run(["--headless", "--seed", "1", "--duration", "5.1", "--events", "-"]).stdout)
            .first { $0.type == "spawn" }!
        let script = folder.appendingPathComponent("same.jsonl")
        try ("{\"t\": 5100, \"type\": \"press\", \"x\": \(first.int("x")!), \"y\": \(first.int("y")!)}\n"
             + "{\"t\": 5100, \"type\": \"press\", \"x\": 1, \"y\": 470}\n").write(to: script, atomically: true, encoding: .utf8)
        let outcome = try WormBinary.run(["--headless", "--seed", "1", "--duration", "6", "--input", script.path, "--events", "-"])
        let outcomes = LoggedEvent.parse(outcome.stdout).filter { $0.type == "hit" || $0.type == "miss" }
        XCTAssertEqual(outcomes.map(\.type), ["hit", "miss"])
        XCTAssertEqual(outcomes.map(\.t), [5_100, 5_100])
    }

    /// A resource folder with the bundled files except `name`, which gets `contents`.
    func resources(_ name: String, _ contents: Data, font: Bool = false) throws -> URL {
        let folder = try WormBinary.temporaryFolder(for: self)
        if font {  // the 1× font's pages: font_0.png, font_1.png…
            let bundled = WormBinary.repository.appendingPathComponent("Resources")
            for page in try FileManager.default.contentsOfDirectory(atPath: bundled.path)
            where page.hasPrefix("font_") && page.hasSuffix(".png") {
                try FileManager.default.copyItem(at: bundled.appendingPathComponent(page), to: folder.appendingPathComponent(page))
            }
        }
        try contents.write(to: folder.appendingPathComponent(name))
        return folder
    }

    /// The bundled image `name` with its pixel data's compression method spoiled and the chunk's CRC made right
    /// again: whole as far as its chunks go, so only decoding it finds it broken.
    static func undecodablePNG(named name: String) throws -> Data {
        var bytes = [UInt8](try Data(contentsOf: WormBinary.repository.appendingPathComponent("Resources/\(name)")))
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if Array(bytes[offset + 4..<offset + 8]) == Array("IDAT".utf8) {
                bytes[offset + 8] = 0x70  // zlib's CMF byte: method 0, which is not deflate
                var crc: UInt32 = 0xFFFF_FFFF
                for byte in bytes[offset + 4..<offset + 8 + length] {
                    crc ^= UInt32(byte)
                    for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
                }
                crc ^= 0xFFFF_FFFF
                let end = offset + 8 + length
                for index in 0..<4 { bytes[end + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(index))) }
                return Data(bytes)
            }
            offset += length + 12
        }
        throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: name])  // no pixel data: not a PNG we made
    }

    func testBrokenResourcesAreExitOneFastAndSmall() throws {
        let font = try String(contentsOf: WormBinary.repository.appendingPathComponent("Resources/font.fnt"), encoding: .utf8)
        let wide = font.replacingOccurrences(of: "char id=65 ", with: "char id=65 x=0 y=0 width=20000 height=20000 ignored=")
        let outside = font.replacingOccurrences(of: "char id=65 ", with: "char id=65 x=200 y=0 width=100 height=10 ignored=")
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0xFF, 0xFF, 0, 0, 0xFF, 0xFF, 8, 6, 0, 0, 0]
        var broken = try Data(contentsOf: WormBinary.repository.appendingPathComponent("Resources/worm.png"))
        broken[40] = 0; broken[41] = 0  // a chunk type libpng itself complains about
        let cases: [(URL, String)] = [
            (try resources("golden.png", try HostileInputTests.undecodablePNG(named: "golden.png")), "golden.png"),
            (try resources("font.fnt", Data(wide.utf8), font: true), "'width' 20000"),
            (try resources("font.fnt", Data(outside.utf8), font: true), "lies outside page 0"),
            (try resources("background.png", Data(png)), "65535 × 65535 pixels"),
            (try resources("worm.png", broken), "libpng"),
        ]
        for (folder, words) in cases {
            let start = Date()
            oneLine(try WormBinary.run(["--headless", "--duration", "0", "--resources", folder.path]), status: 1, mentions: words)
            XCTAssertLessThan(Date().timeIntervalSince(start), 5, "refused at once: \(words)")
        }
    }

    /// The tallest background there may be, 1280 × 1920 (four times the playfield), loads and is drawn; one row
    /// taller, within the width, is refused from its header with one line.
    func testATallBackgroundWithinItsLimitsLoadsAndOneRowTallerIsRefused() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        func background(height: Int) throws -> URL {
            let file = folder.appendingPathComponent("tall\(height).png")
            // All white, opaque: one byte repeated is quick to make in a debug build.
            try Image(width: 1_280, height: height, pixels: [UInt8](repeating: 255, count: 1_280 * height * 4))
                .savePNG(path: file.path)
            return try resources("background.png", try Data(contentsOf: file))
        }
        let shot = folder.appendingPathComponent("shot.png")
        let legal = try WormBinary.run(["--headless", "--duration", "0", "--resources", try background(height: 1_920).path,
                                        "--screenshot", shot.path])
        XCTAssertEqual(legal.status, 0, legal.stderr)
        XCTAssertEqual(legal.stderr, "")
        XCTAssertEqual(try Image.load(path: shot.path).pixels[0..<4], [255, 255, 255, 255], "the tall background is drawn")
        oneLine(try WormBinary.run(["--headless", "--duration", "0", "--resources", try background(height: 1_921).path]),
                status: 1, mentions: "1280 × 1921 pixels; it may be at most 1280 × 1920")
    }

    func testWritesThatFailAreExitOneNamingTheFileAfterTheRun() throws {
        oneLine(try WormBinary.run(["--headless", "--duration", "1", "--events", "/dev/full"]), status: 1,
                mentions: "cannot write the event log '/dev/full'")
        oneLine(try WormBinary.run(["--headless", "--duration", "1", "--screenshot", "/dev/full"]), status: 1,
                mentions: "cannot write screenshot '/dev/full'")
        oneLine(try WormBinary.run(["--headless", "--duration", "1", "--screenshot-at", "100:/dev/full", "--events", "/dev/null"]),
                status: 1, mentions: "cannot write screenshot '/dev/full'")
    }

    func testALogReaderThatGoesAwayStopsTheLogNotTheGame() throws {
        let process = Process()
        process.executableURL = WormBinary.debug
        process.arguments = ["--headless", "--duration", "30", "--events", "-"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        try out.fileHandleForReading.close()  // `| head -0`
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit, "not killed by SIGPIPE")
        oneLine(WormBinary.Outcome(status: process.terminationStatus, stdout: "", stderr: stderr), status: 1,
                mentions: "its reader went away")
    }

    func testEveryPathIsCheckedBeforeAnythingStarts() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        oneLine(try WormBinary.run(["--headless", "--screenshot", folder.path]), status: 2, mentions: "is a folder")
        oneLine(try WormBinary.run(["--headless", "--screenshot-at", "5:\(folder.path)/no/such.png"]), status: 2, mentions: "does not exist")
        // An unreadable --resources folder: root reads anything, so try it as nobody then.
        let locked = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        let asNobody = getuid() == 0
        let outcome = asNobody
            ? try WormBinary.run(["--reuid=65534", "--regid=65534", "--clear-groups", WormBinary.debug.path,
                                  "--headless", "--resources", locked.path], binary: URL(fileURLWithPath: "/usr/bin/setpriv"))
            : try WormBinary.run(["--headless", "--resources", locked.path])
        oneLine(outcome, status: 2, mentions: "--resources: cannot read the folder")
    }

    func testWithoutADisplayAWindowedRunSaysHowToRunHeadless() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["SDL_VIDEODRIVER"] = nil
        let process = Process()
        process.executableURL = WormBinary.debug
        process.environment = environment
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        oneLine(WormBinary.Outcome(status: process.terminationStatus, stdout: "", stderr: stderr), status: 1,
                mentions: "worm --headless")
        XCTAssertTrue(stderr.contains("DISPLAY and WAYLAND_DISPLAY are not set"), stderr)
    }

    /// A display that is named but cannot be opened is named in the line (it is set, so "not set" would mislead).
    func testADisplayThatCannotBeOpenedIsNamed() throws {
        let outcome = try WormBinary.run(["--mode", "title"], environment: ["DISPLAY": ":189", "WAYLAND_DISPLAY": "",
                                                                            "SDL_VIDEODRIVER": ""])
        oneLine(outcome, status: 1, mentions: "cannot open a window on DISPLAY=':189' (is its server running?)")
    }

    func testTheLocaleComesFromLCMessagesWhenLCAllIsEmpty() throws {
        let outcome = try WormBinary.run(["--headless", "--duration", "0", "--events", "-"],
                                         environment: ["LC_ALL": "", "LC_MESSAGES": "fr_FR.UTF-8", "LANG": "en_US.UTF-8"])
        XCTAssertEqual(LoggedEvent.parse(outcome.stdout).first?.string("lang"), "fr")
        let english = try WormBinary.run(["--headless", "--duration", "0", "--events", "-"],
                                         environment: ["LC_ALL": "", "LC_MESSAGES": "en_GB.UTF-8", "LANG": "fr_FR.UTF-8"])
        XCTAssertEqual(LoggedEvent.parse(english.stdout).first?.string("lang"), "en")
    }
}
