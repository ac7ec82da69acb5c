import Foundation
import Testing
@testable import WormApp

/// Quoting of user text, bounded reads, image headers and font limits: the guards against hostile files.
struct QuotingTests {
    @Test func controlCharactersAreEscapedAndLongValuesCut() {
        #expect(Quoting.quote("p\u{0}q\n\t\r\\\u{7f}\u{2028}") == "'p\\0q\\n\\t\\r\\\\\\u{7f}\\u{2028}'")
        #expect(Quoting.quote(String(repeating: "é", count: 100), limit: 5) == "'ééééé…'")
        #expect(Quoting.quote("short") == "'short'")
        #expect(Quoting.oneLine("a\nb\\c") == "a\\nb\\c")
    }
}

struct BoundedReaderTests {
    /// Writes `bytes` to a fresh temporary file and returns its path.
    static func file(_ bytes: [UInt8]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("worm-bounded-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        return url.path
    }

    static let limits = ReadLimits(maxBytes: 100, maxLineBytes: 10, maxLines: 3)

    @Test func withinTheLimitsTheFileIsRead() throws {
        let path = try BoundedReaderTests.file(Array("0123456789\r\nab\nc".utf8))
        #expect(try BoundedReader.read(path: path, limits: BoundedReaderTests.limits).get() == Array("0123456789\r\nab\nc".utf8))
        #expect(BoundedReader.lines(Array("a\r\nb\n".utf8)) == ["a", "b", ""])
    }

    /// Exactly as many lines as allowed read, whether the last one ends with a line feed or not.
    @Test func theLastAllowedLineReadsWithOrWithoutItsLineFeed() throws {
        for text in ["a\nb\nc\n", "a\nb\nc", "a\r\n\r\nc\r\n", "\n\n\n"] {
            let path = try BoundedReaderTests.file(Array(text.utf8))
            #expect(try BoundedReader.read(path: path, limits: BoundedReaderTests.limits).get() == Array(text.utf8))
            #expect(BoundedReader.check(Array(text.utf8), against: BoundedReaderTests.limits) == nil)
        }
    }

    @Test func eachLimitIsCheckedAndNamed() throws {
        let long = try BoundedReaderTests.file(Array("ok\n0123456789A\n".utf8))
        #expect(BoundedReader.read(path: long, limits: BoundedReaderTests.limits) == .failure(.lineTooLong(line: 2, limit: 10)))
        let many = try BoundedReaderTests.file(Array("a\nb\nc\nd".utf8))
        #expect(BoundedReader.read(path: many, limits: BoundedReaderTests.limits) == .failure(.tooManyLines(limit: 3)))
        let emptyFourth = try BoundedReaderTests.file(Array("a\nb\nc\n\n".utf8))
        #expect(BoundedReader.read(path: emptyFourth, limits: BoundedReaderTests.limits) == .failure(.tooManyLines(limit: 3)))
        let large = try BoundedReaderTests.file([UInt8](repeating: 0x0A, count: 101))
        #expect(BoundedReader.read(path: large, limits: BoundedReaderTests.limits) == .failure(.tooLarge(limit: 100)))
        #expect(BoundedReader.read(path: "/tmp", limits: BoundedReaderTests.limits) == .failure(.isFolder))
        #expect(BoundedReader.read(path: "/no/such/file", limits: BoundedReaderTests.limits) == .failure(.system(errno: ENOENT)))
    }

    @Test func anEndlessDeviceStopsAtTheFirstLimit() {
        let limits = ReadLimits(maxBytes: 1 << 20, maxLineBytes: 1_000, maxLines: 10)
        #expect(BoundedReader.read(path: "/dev/zero", limits: limits) == .failure(.lineTooLong(line: 1, limit: 1_000)))
    }
}

struct ImageHeaderTests {
    static let repository = RenderFixture.repository

    @Test func sizesComeFromPNGAndJPEGHeaders() throws {
        let png = try ImageHeader.size(path: ImageHeaderTests.repository.appendingPathComponent("Resources/background.png").path)
        #expect(png.width == 320 && png.height == 480)
        let jpeg = try ImageHeader.size(
            path: ImageHeaderTests.repository.appendingPathComponent("Tests/EndToEndTests/Fixtures/background.jpg").path)
        #expect(jpeg.width == 320 && jpeg.height == 480)
    }

    @Test func aHugeImageIsRefusedFromItsHeaderAlone() throws {
        // A PNG signature and IHDR of 65535 × 65535 and nothing else: decoding it would need 17 GB.
        let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0xFF, 0xFF, 0, 0, 0xFF, 0xFF, 8, 6, 0, 0, 0]
        let path = try BoundedReaderTests.file(header)
        #expect(try ImageHeader.size(path: path) == (65_535, 65_535))
        #expect(throws: RuntimeFailure("cannot load \(path): 65535 × 65535 pixels; it may be at most 1280 × 1920")) {
            try ResourceLimits.checkImage(path, max: ResourceLimits.maxImageSize(.background)!)
        }
        let text = try BoundedReaderTests.file(Array("GIF89a, or anything".utf8))
        #expect(throws: UsageError("not a PNG or JPEG image")) { try ImageHeader.size(path: text) }
    }

    /// A PNG's signature and IHDR saying `width` × `height`, and nothing else: all `checkImage` reads.
    static func pngHeader(width: Int, height: Int) throws -> String {
        func bigEndian(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        return try BoundedReaderTests.file(header)
    }

    /// Each side is held to its own limit: a tall background within the width refused, the tallest legal one
    /// (1280 × 1920, four times the playfield) accepted, and the same for a square sprite's limit.
    @Test(arguments: [(ResourceFiles.Kind.background, 1_280, 1_920, true), (.background, 1_280, 1_921, false),
                      (.background, 1_281, 1_920, false), (.background, 320, 4_000, false),
                      (.worm, 240, 240, true), (.worm, 240, 241, false), (.worm, 241, 240, false)])
    func eachSideIsHeldToItsOwnLimit(kind: ResourceFiles.Kind, width: Int, height: Int, accepted: Bool) throws {
        let path = try ImageHeaderTests.pngHeader(width: width, height: height)
        let max = ResourceLimits.maxImageSize(kind)!
        if accepted {
            #expect(try ResourceLimits.checkImage(path, max: max) == (width, height))
        } else {
            #expect(throws: RuntimeFailure("cannot load \(path): \(width) × \(height) pixels; it may be at most "
                                           + "\(max.width) × \(max.height)")) {
                try ResourceLimits.checkImage(path, max: max)
            }
        }
    }
}

struct FontLimitTests {
    static func font(char: String) -> String {
        "common lineHeight=24 base=19\npage id=0 file=\"p.png\"\n" + char + "\n"
    }

    @Test func glyphBoxesBeyondAnyPageAreRefusedWhileParsing() {
        #expect(throws: UsageError("line 3: 'width' 20000 is not from 0 to 2048")) {
            try BitmapFont.parse(FontLimitTests.font(
                char: "char id=65 x=0 y=0 width=20000 height=20000 xoffset=0 yoffset=0 xadvance=9 page=0"))
        }
        #expect(throws: UsageError("line 3: 'xadvance' 65535 is not from -512 to 512")) {
            try BitmapFont.parse(FontLimitTests.font(
                char: "char id=65 x=0 y=0 width=1 height=1 xoffset=0 yoffset=0 xadvance=65535 page=0"))
        }
    }

    @Test func glyphBoxesMustFitTheirOwnPage() throws {
        let font = try BitmapFont.parse(FontLimitTests.font(
            char: "char id=65 x=200 y=10 width=57 height=12 xoffset=0 yoffset=0 xadvance=9 page=0"))
        #expect(throws: UsageError("char 65: its box 57 × 12 at 200,10 lies outside page 0 (256 × 256)")) {
            try font.checkGlyphsFit(pages: [0: (width: 256, height: 256)])
        }
        try font.checkGlyphsFit(pages: [0: (width: 257, height: 22)])
    }

    /// The bottom edge is checked as the right one is: a box running past the bottom of its page is refused,
    /// one that ends on the page's last row is not.
    @Test func aGlyphBoxRunningPastTheBottomOfItsPageIsRefused() throws {
        let font = try BitmapFont.parse(FontLimitTests.font(
            char: "char id=66 x=10 y=250 width=8 height=12 xoffset=0 yoffset=0 xadvance=9 page=0"))
        #expect(throws: UsageError("char 66: its box 8 × 12 at 10,250 lies outside page 0 (256 × 256)")) {
            try font.checkGlyphsFit(pages: [0: (width: 256, height: 256)])
        }
        #expect(throws: UsageError("char 66: its box 8 × 12 at 10,250 lies outside page 0 (1024 × 261)")) {
            try font.checkGlyphsFit(pages: [0: (width: 1_024, height: 261)])
        }
        try font.checkGlyphsFit(pages: [0: (width: 18, height: 262)])
    }

    /// While parsing, a box is held to the largest page there may be, downwards as well as across.
    @Test func aGlyphBoxRunningPastTheBottomOfTheLargestPageIsRefusedWhileParsing() throws {
        #expect(throws: UsageError("line 3: 'height' 100 is not from 0 to 48")) {
            try BitmapFont.parse(FontLimitTests.font(
                char: "char id=65 x=0 y=2000 width=8 height=100 xoffset=0 yoffset=0 xadvance=9 page=0"))
        }
        #expect(throws: UsageError("line 3: 'width' 100 is not from 0 to 48")) {
            try BitmapFont.parse(FontLimitTests.font(
                char: "char id=65 x=2000 y=0 width=100 height=8 xoffset=0 yoffset=0 xadvance=9 page=0"))
        }
        _ = try BitmapFont.parse(FontLimitTests.font(
            char: "char id=65 x=2040 y=2000 width=8 height=48 xoffset=0 yoffset=0 xadvance=9 page=0"))
    }
}
