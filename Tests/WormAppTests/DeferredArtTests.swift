import Foundation
import SDLKit
import Testing
@testable import WormApp

/// Images decoded when first drawn (launch near the C program's), and the cheap look at start that still
/// refuses a damaged one before the game begins.
@MainActor
struct DeferredArtTests {
    /// The bundled file `name`'s bytes.
    static func bundled(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: RenderFixture.repository.appendingPathComponent("Resources/\(name)")))
    }

    /// A resource folder holding `name` with `bytes` (the rest comes from the bundled folder).
    static func folder(with name: String, _ bytes: [UInt8]) throws -> ResourceFiles {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("worm-art-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: folder.appendingPathComponent(name))
        return ResourceFiles(custom: folder.path, bundled: RenderFixture.repository.appendingPathComponent("Resources").path)
    }

    @Test func theBundledImagesAreWholeAndDamageAnywhereIsSeen() throws {
        for name in ["background.png", "worm.png", "golden.png", "beetle.png", "particle.png", "cloud.png", "font_0.png"] {
            #expect(PNGChunks.areWhole(try Self.bundled(name)), "\(name)")
        }
        let golden = try Self.bundled("golden.png")
        var flipped = golden
        flipped[golden.count / 2] ^= 0x10  // inside the image data, past every header
        #expect(!PNGChunks.areWhole(flipped))
        #expect(!PNGChunks.areWhole(Array(golden.dropLast(12))), "no IEND: cut short")
        #expect(!PNGChunks.areWhole(Array(golden.prefix(33))), "the header alone")
        #expect(PNGChunks.crc32(ArraySlice("IEND".utf8)) == 0xAE42_6082)
        let jpeg = Array(try Data(contentsOf: RenderFixture.repository.appendingPathComponent("Tests/EndToEndTests/Fixtures/background.jpg")))
        #expect(!PNGChunks.areWhole(jpeg), "not a PNG")
    }

    @Test func anImageIsMadeWhenFirstDrawnNotAtStart() throws {
        let renderer = RenderFixture.shared.renderer
        let path = RenderFixture.repository.appendingPathComponent("Resources/golden.png").path
        let golden = try DeferredTexture(path: path, max: (240, 240), renderer: renderer)
        #expect(golden.loaded == nil)
        let texture = try golden.texture(on: renderer, smooth: nil)
        #expect(golden.loaded === texture && texture.width == 60)
        #expect(try golden.texture(on: renderer, smooth: nil) === texture, "made once")
    }

    /// Arcade's golden worm is first drawn minutes into a round: a damaged file is refused at start all the
    /// same, in the image library's words (HostileInputTests checks the same through the program).
    @Test func aDamagedImageDrawnOnlyLaterIsRefusedAtStart() throws {
        var golden = try Self.bundled("golden.png")
        golden[golden.count / 2] ^= 0x10
        let files = try Self.folder(with: "golden.png", golden)
        do {
            _ = try Sprites(renderer: RenderFixture.shared.renderer, files: files)
            Issue.record("a damaged golden.png was taken")
        } catch let failure as RuntimeFailure {
            #expect(failure.message.hasPrefix("cannot load \(files.custom!)/golden.png: "), "\(failure.message)")
            #expect(failure.message.contains("libpng"), "\(failure.message)")
        }
        // A whole file of the wrong size is still refused from its header, before anything is decoded.
        var wide = try Self.bundled("beetle.png")
        wide[16..<20] = [0, 0, 0x04, 0]  // IHDR width 1024 (its CRC no longer matches: the size is seen first)
        let wideFiles = try Self.folder(with: "beetle.png", wide)
        #expect(throws: RuntimeFailure("cannot load \(wideFiles.custom!)/beetle.png: 1024 × 60 pixels; it may be at most 240 × 240")) {
            _ = try Sprites(renderer: RenderFixture.shared.renderer, files: wideFiles)
        }
    }
}
