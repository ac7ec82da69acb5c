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
    public static func parse(_ text: String) throws(UsageError) -> BitmapFont {
        var font = BitmapFont(lineHeight: 0, base: 0, pages: [:], glyphs: [:], kernings: [:])
        var sawCommon = false
        var number = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = rawLine.trimmingWhitespace()
            guard !line.isEmpty else { continue }
            let (tag, fields) = BitmapFont.fields(of: line)
            func int(_ key: String) throws(UsageError) -> Int {
                guard let text = fields[key], let value = Int(text) else {
                    throw UsageError("line \(number): '\(tag)' needs a whole number '\(key)'")
                }
                return value
            }
            switch tag {
            case "common":
                font.lineHeight = try int("lineHeight")
                font.base = try int("base")
                sawCommon = true
            case "page":
                guard let file = fields["file"], !file.isEmpty else { throw UsageError("line \(number): page without a file") }
                font.pages[try int("id")] = file
            case "char":
                let id = try int("id")
                guard id >= 0, id <= 0x10FFFF else { throw UsageError("line \(number): bad char id \(id)") }
                font.glyphs[UInt32(id)] = Glyph(
                    x: try int("x"), y: try int("y"), width: try int("width"), height: try int("height"),
                    xOffset: try int("xoffset"), yOffset: try int("yoffset"), xAdvance: try int("xadvance"),
                    page: try int("page"))
            case "kerning":
                let first = try int("first"), second = try int("second")
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

    /// The glyph for `scalar`, or for "?" when the font lacks it.
    public func glyph(for scalar: Unicode.Scalar) -> Glyph? {
        glyphs[scalar.value] ?? glyphs[UInt32(UInt8(ascii: "?"))]
    }

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

    /// Splits `tag key=value key="quoted value"…` into the tag and its fields.
    static func fields(of line: String) -> (String, [String: String]) {
        var fields: [String: String] = [:]
        let scalars = Array(line.unicodeScalars)
        var index = 0
        func word(until stop: (Unicode.Scalar) -> Bool) -> String {
            var out = String.UnicodeScalarView()
            while index < scalars.count, !stop(scalars[index]) {
                out.append(scalars[index])
                index += 1
            }
            return String(out)
        }
        let tag = word(until: { $0 == " " || $0 == "\t" })
        while index < scalars.count {
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
            let key = word(until: { $0 == "=" || $0 == " " || $0 == "\t" })
            guard index < scalars.count, scalars[index] == "=" else { continue }
            index += 1
            if index < scalars.count, scalars[index] == "\"" {
                index += 1
                fields[key] = word(until: { $0 == "\"" })
                index += 1
            } else {
                fields[key] = word(until: { $0 == " " || $0 == "\t" })
            }
        }
        return (tag, fields)
    }
}
