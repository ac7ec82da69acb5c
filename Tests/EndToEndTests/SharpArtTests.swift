import Foundation
import SDLKit
import XCTest

/// A headless run with `--window` draws at that size, from the art's set for it (R21), as a window would.
final class SharpArtTests: XCTestCase {
    func testAHeadlessWindowIsDrawnAtItsSize() throws {
        let folder = try WormBinary.temporaryFolder(for: self)
        func shot(_ window: String?) throws -> Image {
            let path = folder.appendingPathComponent("\(window ?? "none").png").path
            let outcome = try WormBinary.run(["--headless", "--mode", "title", "--seed", "1", "--lang", "en", "--duration", "0",
                                              "--screenshot", path] + (window.map { ["--window", $0] } ?? []))
            XCTAssertEqual(outcome.status, 0, outcome.stderr)
            return try Image.load(path: path)
        }
        let plain = try shot(nil), large = try shot("640x960"), wide = try shot("1920x1080")
        XCTAssertEqual(try shot("320x480"), plain, "320 × 480 is the 1× frame")
        XCTAssertEqual([large.width, large.height], [640, 960])
        XCTAssertEqual([wide.width, wide.height], [720, 1_080], "the field as letterboxed in 1920 × 1080, without the bars")
    }

    func testAHeadlessWindowIsBounded() throws {
        let outcome = try WormBinary.run(["--headless", "--duration", "0", "--window", "16384x16384"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stderr, "worm: --window: 16384x16384 is too large headless (at most 3840x2160 pixels' worth)\n")
    }
}
