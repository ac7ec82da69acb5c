/// An AngelCode BMFont in the text format: glyph boxes on one or more page images.
public struct BitmapFont: Equatable, Sendable {
    /// Where a character's image is and how it sits on the line.
    public struct Glyph: Equatable, Sendable {
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int
        public var xOffset: Int
        public var yOffset: Int
        public var xAdvance: Int
        public var page: Int
    }

    /// Distance from one line's top to the next's.
    public var lineHeight: Int
    /// Distance from the line's top to the baseline.
    public var base: Int
    /// The page images' file names, by page id.
    public var pages: [Int: String]
    /// Glyphs by Unicode scalar value.
    public var glyphs: [UInt32: Glyph]
    /// Extra advance between two characters, keyed by (first << 32 | second).
    public var kernings: [UInt64: Int]

    /// Parses the text format; throws a message naming the line that is wrong.
    ///
    /// It reads UTF-8 bytes, not Characters: the font loads at every start, and start-up time counts.
    public static func parse(_ text: String) throws(UsageError) -> BitmapFont {
        var font = BitmapFont(lineHeight: 0, base: 0, pages: [:], glyphs: [:], kernings: [:])
        var sawCommon = false
        var number = 0
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            number += 1
            let line = FontLine(bytes: bytes[start..<end])
            start = end + 1
            func int(_ key: String, in range: ClosedRange<Int> = -BitmapFont.maxMetric...BitmapFont.maxMetric)
                throws(UsageError) -> Int {
                guard let value = line.integer(key) else {
                    throw UsageError("line \(number): \(Quoting.quote(line.tag)) needs a whole number '\(key)'")
                }
                guard range.contains(value) else {
                    throw UsageError("line \(number): '\(key)' \(value) is not from \(range.lowerBound) to \(range.upperBound)")
                }
                return value
            }
            switch line.tag {
            case "common":
                font.lineHeight = try int("lineHeight", in: 1...BitmapFont.maxMetric)
                font.base = try int("base", in: 0...BitmapFont.maxMetric)
                sawCommon = true
            case "page":
                guard let file = line.string("file"), !file.isEmpty else { throw UsageError("line \(number): page without a file") }
                font.pages[try int("id", in: 0...BitmapFont.maxPageID)] = file
            case "char":
                let id = try int("id", in: 0...0x10FFFF)
                // Boxes within the largest page there may be, before any page is loaded (`checkGlyphsFit` then
                // holds them to their own page): a 20000-pixel glyph must not cost a frame gigabytes.
                let x = try int("x", in: 0...BitmapFont.maxPageSide), y = try int("y", in: 0...BitmapFont.maxPageSide)
                let glyph = Glyph(
                    x: x, y: y, width: try int("width", in: 0...BitmapFont.maxPageSide - x),
                    height: try int("height", in: 0...BitmapFont.maxPageSide - y),
                    xOffset: try int("xoffset"), yOffset: try int("yoffset"), xAdvance: try int("xadvance"),
                    page: try int("page", in: 0...BitmapFont.maxPageID))
                font.glyphs[UInt32(id)] = glyph
            case "kerning":
                let first = try int("first", in: 0...0x10FFFF), second = try int("second", in: 0...0x10FFFF)
                font.kernings[UInt64(UInt32(truncatingIfNeeded: first)) << 32 | UInt64(UInt32(truncatingIfNeeded: second))]
                    = try int("amount")
            default:
                continue  // info, chars, kernings: nothing the drawing needs.
            }
        }
        guard sawCommon else { throw UsageError("no 'common' line") }
        guard !font.pages.isEmpty else { throw UsageError("no 'page' line") }
        for glyph in font.glyphs.values where font.pages[glyph.page] == nil {
            throw UsageError("a char names page \(glyph.page), which no 'page' line gives")
        }
        return font
    }

    /// The largest offset, advance, kerning, line height or base, in pixels.
    static let maxMetric = 512
    /// The largest page id.
    static let maxPageID = 15
    /// The largest page side, in pixels (docs/COMMAND-LINE.md, `--resources`).
    static let maxPageSide = 2_048

    /// Throws unless every glyph's box lies within its page, given the pages' sizes once loaded.
    public func checkGlyphsFit(pages sizes: [Int: (width: Int, height: Int)]) throws(UsageError) {
        // Sorted, so that the lowest char is named; only those that may fail, so that a good font is not sorted at start.
        let unsure = glyphs.filter { _, glyph in
            guard let size = sizes[glyph.page] else { return true }
            return glyph.x + glyph.width > size.width || glyph.y + glyph.height > size.height
        }
        for (id, glyph) in unsure.sorted(by: { $0.key < $1.key }) {
            guard let size = sizes[glyph.page] else { throw UsageError("char \(id) names page \(glyph.page), which is not loaded") }
            guard glyph.x + glyph.width <= size.width, glyph.y + glyph.height <= size.height else {
                throw UsageError("char \(id): its box \(glyph.width) × \(glyph.height) at \(glyph.x),\(glyph.y) lies outside "
                                 + "page \(glyph.page) (\(size.width) × \(size.height))")
            }
        }
    }

    /// The glyph for `scalar`; when the font lacks it, its box (U+FFFD, drawn as a hollow box by
    /// scripts/assets/make_font.py, R90), or "?" in a font without one: a missing character is never dropped.
    public func glyph(for scalar: Unicode.Scalar) -> Glyph? {
        glyphs[scalar.value] ?? glyphs[BitmapFont.missing] ?? glyphs[UInt32(UInt8(ascii: "?"))]
    }

    /// The character drawn for one the font lacks: U+FFFD REPLACEMENT CHARACTER.
    public static let missing: UInt32 = 0xFFFD

    /// The kerning between two characters.
    public func kerning(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Int {
        kernings.isEmpty ? 0 : kernings[UInt64(first.value) << 32 | UInt64(second.value)] ?? 0
    }

    /// The width of `text` in pixels: the sum of advances and kernings.
    public func width(of text: String) -> Int {
        var width = 0
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if let previous { width += kerning(previous, scalar) }
            width += glyph(for: scalar)?.xAdvance ?? 0
            previous = scalar
        }
        return width
    }
}

/// One line of a BMFont text file, `tag key=value key="quoted value"…`, read in place as bytes.
///
/// Not on the main actor: a main-actor closure checked its executor on each of a font's thousands of field
/// lookups at start (3 % of launch).
nonisolated struct FontLine {
    /// The first word.
    let tag: String
    /// Each field's key and the byte range of its value (quotes removed).
    private var fields: [(key: ArraySlice<UInt8>, value: ArraySlice<UInt8>)] = []

    init(bytes: ArraySlice<UInt8>) {
        let space: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        var index = bytes.startIndex
        while index < bytes.endIndex, space(bytes[index]) { index += 1 }
        let tagStart = index
        while index < bytes.endIndex, !space(bytes[index]) { index += 1 }
        tag = String(decoding: bytes[tagStart..<index], as: UTF8.self)
        while index < bytes.endIndex {
            while index < bytes.endIndex, space(bytes[index]) { index += 1 }
            let keyStart = index
            while index < bytes.endIndex, bytes[index] != UInt8(ascii: "="), !space(bytes[index]) { index += 1 }
            let key = bytes[keyStart..<index]
            guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "=") else { continue }
            index += 1
            let valueStart: Int
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: "\"") {
                index += 1
                valueStart = index
                while index < bytes.endIndex, bytes[index] != UInt8(ascii: "\"") { index += 1 }
                fields.append((key, bytes[valueStart..<index]))
                index += 1
            } else {
                valueStart = index
                while index < bytes.endIndex, !space(bytes[index]) { index += 1 }
                fields.append((key, bytes[valueStart..<index]))
            }
        }
    }

    /// The raw value of `key`.
    private func value(_ key: String) -> ArraySlice<UInt8>? {
        let wanted = key.utf8
        return fields.first { $0.key.elementsEqual(wanted) }?.value
    }

    /// The value of `key` as text.
    func string(_ key: String) -> String? {
        value(key).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The value of `key` as a whole number (with an optional minus sign).
    func integer(_ key: String) -> Int? {
        guard var digits = value(key), !digits.isEmpty else { return nil }
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count < 10 else { return nil }
        var result = 0
        for digit in digits {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
            result = result * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return negative ? -result : result
    }
}
