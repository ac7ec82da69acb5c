import Foundation
import SDLKit
import Testing
import WormGame
@testable import WormApp

/// Which set of the art (1×, 2×, 4×) a given output takes (R21), and where each set's files come from.
struct ArtScaleTests {
    @Test(arguments: [(1.0, ArtScale.one), (1.5, .two), (2, .two), (3, .four), (4, .four), (6, .four),
                      (0.5, .one), (2.000_000_1, .two), (2.25, .four)])
    func theSmallestSetAtLeastAsLargeAsTheScale(scale: Double, set: ArtScale) {
        #expect(ArtScale.covering(scale) == set, "scale \(scale)")
    }

    @Test func fileNamesFollowTheIOSConvention() {
        #expect(ArtScale.one.fileName("worm.png") == "worm.png")
        #expect(ArtScale.two.fileName("worm.png") == "worm@2x.png")
        #expect(ArtScale.four.fileName("font.fnt") == "font@4x.fnt")
        #expect(ArtScale.two.preference == [.two, .four, .one])
        #expect(ArtScale.four.preference == [.four, .two, .one])
    }

    /// A folder holding `names` (copies of the bundled files), for `--resources`.
    static func folder(with names: [String]) throws -> ResourceFiles {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("worm-sets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let bundled = RenderFixture.repository.appendingPathComponent("Resources")
        for name in names {
            try FileManager.default.copyItem(at: bundled.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return ResourceFiles(custom: folder.path, bundled: bundled.path)
    }

    @Test func aMissingSetFallsBackToTheLargerThenTheSmaller() throws {
        let files = try Self.folder(with: ["worm.png", "worm@4x.png", "cloud.png"])
        let worm = try files.path(for: .worm), cloud = try files.path(for: .cloud)
        #expect(files.path(worm, in: .two) == (files.custom! + "/worm@4x.png", .four), "no @2x: the @4x, drawn smaller")
        #expect(files.path(worm, in: .four).set == .four)
        #expect(files.path(cloud, in: .four) == (cloud, .one), "1× only: the 1×, scaled as before")
        // The player's own 1× file is never mixed with the bundled folder's larger sets.
        let bundledWorm = try ResourceFiles(custom: nil, bundled: files.bundled).path(for: .worm)
        #expect(files.path(bundledWorm, in: .two).path == files.bundled + "/worm@2x.png")
        let oneOnly = try Self.folder(with: ["background.png"])
        #expect(oneOnly.path(try oneOnly.path(for: .background), in: .two).set == .one)
    }

    /// Every shipped set covers the letters of R90's languages and has the box for what it lacks.
    @Test(arguments: ["font.fnt", "font@2x.fnt", "font@4x.fnt"])
    func everySetHasLatinExtendedAndCyrillicAndTheBox(name: String) throws {
        let text = try String(contentsOf: RenderFixture.repository.appendingPathComponent("Resources/\(name)"), encoding: .utf8)
        let font = try BitmapFont.parse(text)
        let wanted = Array(0x20...0x7E) + Array(0xA0...0xFF) + Array(0x100...0x17F) + Array(0x400...0x45F)
        for value in wanted {
            #expect(font.glyphs[UInt32(value)] != nil, "\(name) lacks U+\(String(value, radix: 16, uppercase: true))")
        }
        for scalar in "ЁёЖжЩщЯяŁłŒœŠšŸÿĞğİıŐőŰű„“”–—".unicodeScalars {
            let glyph = font.glyphs[scalar.value]
            #expect(glyph != nil && glyph!.width > 0, "\(name): \(scalar) has no picture")
        }
        let box = try #require(font.glyphs[BitmapFont.missing])
        #expect(box.width > 0 && box.height > 0)
        #expect(font.glyph(for: "中") == box, "a character the font lacks draws as the box")
        #expect(font.glyph(for: "\u{1F600}") == box)
    }

    /// Every larger set's file and every font page is a whole PNG (as DeferredArtTests checks the 1× images).
    @Test func theLargerSetsAreWholeFiles() throws {
        let folder = RenderFixture.repository.appendingPathComponent("Resources")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".png") && ($0.contains("@") || $0.hasPrefix("font")) }
        #expect(names.count == 5 * 2 + 3 * 3, "\(names.sorted())")
        for name in names {
            #expect(PNGChunks.areWhole(Array(try Data(contentsOf: folder.appendingPathComponent(name)))), "\(name)")
        }
    }

    /// The 2× and 4× atlases are the 1× font's glyphs at that size: the same advances, near enough, so that
    /// text laid out by the 1× font sits right in each.
    @Test func theLargerAtlasesMatchTheOneTimesLayout() throws {
        func font(_ name: String) throws -> BitmapFont {
            try BitmapFont.parse(try String(contentsOf: RenderFixture.repository.appendingPathComponent("Resources/\(name)"), encoding: .utf8))
        }
        let one = try font("font.fnt")
        for (name, k) in [("font@2x.fnt", 2), ("font@4x.fnt", 4)] {
            let larger = try font(name)
            #expect(Set(larger.glyphs.keys) == Set(one.glyphs.keys), "\(name): the same characters")
            for (id, glyph) in one.glyphs {
                #expect(abs(larger.glyphs[id]!.xAdvance - glyph.xAdvance * k) <= k, "\(name): U+\(id)'s advance")
            }
        }
    }
}

/// The sets as the game takes them: by the output scale, again when it changes, only the set in use held.
@MainActor
struct SpriteSetTests {
    static let bundled = ResourceFiles(custom: nil, bundled: RenderFixture.repository.appendingPathComponent("Resources").path)

    @Test func theSetFollowsTheOutputScale() throws {
        let sprites = try Sprites(renderer: RenderFixture.shared.renderer, files: Self.bundled)
        #expect(sprites.background.width == 320 && sprites.imageSet == .one)
        // A background larger than the output is drawn down to the output's size once (2.25: 720 × 1080 from the
        // 4× one's 1280 × 1920; 1.5: 480 × 720 from the 2×); one smaller is scaled as it is drawn.
        for (scale, background, worm) in [(2.0, 640, 120), (2.25, 720, 240), (6, 1_280, 240), (1.5, 480, 120), (1, 320, 60)] {
            try sprites.fit(scale: scale)
            #expect(sprites.background.width == background, "scale \(scale)")
            #expect(try sprites.worm.width == worm, "scale \(scale)")
            #expect(try sprites.cloud.width == worm * 96 / 60, "scale \(scale)")
            #expect(try sprites.particle.width == 16, "the particle stays 1×")
        }
    }

    @Test func textIsDrawnFromTheAtlasAtOrJustAboveItsSize() throws {
        let sprites = try Sprites(renderer: RenderFixture.shared.renderer, files: Self.bundled)
        #expect(try sprites.atlas(drawnAt: 1.9).set == .one, "at scale 1 the 1× font for text under twice its size")
        #expect(try sprites.atlas(drawnAt: 3).set == .four, "the title's name at 320 × 480: smooth, not blocky")
        try sprites.fit(scale: 2)
        #expect(try sprites.atlas(drawnAt: 1.1).set == .two)
        #expect(try sprites.atlas(drawnAt: 2).set == .two)
        #expect(try sprites.atlas(drawnAt: 2.4).set == .four)
        #expect(try sprites.atlas(drawnAt: 6).set == .four, "4× above it")
        try sprites.fit(scale: 1)
        #expect(try sprites.atlas(drawnAt: 1.2).set == .one)
    }

    /// `--resources` with 1× files only: they are drawn, scaled, as before; a missing @2x takes the @4x.
    @Test func aFolderWithOneTimesFilesOnlyIsScaled() throws {
        let files = try ArtScaleTests.folder(with: ["background.png", "worm.png", "worm@4x.png", "font.fnt", "font_0.png",
                                                    "font_1.png", "font_2.png"])
        let sprites = try Sprites(renderer: RenderFixture.shared.renderer, files: files)
        try sprites.fit(scale: 2)
        #expect(sprites.background.width == 320, "the player's 1× background, not the bundled 2×")
        #expect(try sprites.worm.width == 240, "no worm@2x.png: worm@4x.png")
        #expect(try sprites.golden.width == 120, "golden.png from the bundled folder, with its sets")
        #expect(try sprites.atlas(drawnAt: 2).set == .one, "the player's font has no larger set")
    }

    @Test func headlessWindowsAreBounded() {
        #expect(throws: UsageError("--window: 3841x2160 is too large headless (at most 3840x2160 pixels' worth)")) {
            try Options.parse(["--headless", "--window", "3841x2160"]).validate()
        }
        #expect(throws: Never.self) { try Options.parse(["--headless", "--window", "1920x1080"]).validate() }
    }
}
