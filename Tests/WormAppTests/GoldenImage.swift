import Foundation
import SDLKit
import XCTest

/// Golden-image checks: the expected PNG lives in `Tests/WormAppTests/Golden`, beside the tests.
///
/// Set `WORM_RECORD_GOLDEN=1` to write new golden images; a recording run fails on purpose, so a
/// re-recording can never pass silently. On a mismatch the actual frame and a diff image are written
/// to `.build/golden-failures/` and the failure says where.
enum GoldenImage {
    /// The folder of golden images.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    /// Where mismatches are written.
    static let failures = RenderFixture.repository.appendingPathComponent(".build/golden-failures")

    /// Whether this run re-records.
    static var recording: Bool { ProcessInfo.processInfo.environment["WORM_RECORD_GOLDEN"] == "1" }

    /// Compares `image` with the golden image `name`, each channel within `tolerance` (0: exact).
    static func check(_ image: Image, named name: String, tolerance: Int = 0,
                      file: StaticString = #filePath, line: UInt = #line) throws {
        let goldenURL = folder.appendingPathComponent(name + ".png")
        if recording {
            try image.savePNG(path: goldenURL.path)
            XCTFail("recorded \(goldenURL.path); run again without WORM_RECORD_GOLDEN to check it", file: file, line: line)
            return
        }
        guard FileManager.default.fileExists(atPath: goldenURL.path) else {
            XCTFail("no golden image \(goldenURL.path); record it with WORM_RECORD_GOLDEN=1", file: file, line: line)
            return
        }
        let golden = try Image.load(path: goldenURL.path)
        guard golden.width == image.width, golden.height == image.height else {
            XCTFail("\(name): size \(image.width)x\(image.height), golden \(golden.width)x\(golden.height)", file: file, line: line)
            return
        }
        let comparison = compare(image, golden, tolerance: tolerance)
        guard comparison.differing > 0 else { return }
        try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        let actualURL = failures.appendingPathComponent(name + ".actual.png")
        let diffURL = failures.appendingPathComponent(name + ".diff.png")
        try image.savePNG(path: actualURL.path)
        try comparison.diff.savePNG(path: diffURL.path)
        XCTFail("\(name): \(comparison.differing) pixels differ by more than \(tolerance) (largest \(comparison.largest), "
                + "first at x=\(comparison.first.x) y=\(comparison.first.y)); actual \(actualURL.path), diff \(diffURL.path)",
                file: file, line: line)
    }

    /// Counts pixels where any channel differs by more than `tolerance`, and draws them red on a dimmed copy.
    static func compare(_ a: Image, _ b: Image, tolerance: Int)
        -> (differing: Int, largest: Int, first: (x: Int, y: Int), diff: Image) {
        var diff = [UInt8](repeating: 0, count: a.pixels.count)
        var differing = 0, largest = 0
        var first = (x: -1, y: -1)
        for pixel in 0..<(a.width * a.height) {
            var worst = 0
            for channel in 0..<4 {
                worst = max(worst, abs(Int(a.pixels[pixel * 4 + channel]) - Int(b.pixels[pixel * 4 + channel])))
            }
            largest = max(largest, worst)
            if worst > tolerance {
                if differing == 0 { first = (pixel % a.width, pixel / a.width) }
                differing += 1
                diff[pixel * 4] = 255
                diff[pixel * 4 + 3] = 255
            } else {
                for channel in 0..<3 { diff[pixel * 4 + channel] = b.pixels[pixel * 4 + channel] / 4 }
                diff[pixel * 4 + 3] = 255
            }
        }
        return (differing, largest, first, Image(width: a.width, height: a.height, pixels: diff))
    }
}
