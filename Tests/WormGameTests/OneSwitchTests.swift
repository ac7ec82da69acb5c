import WormGame
import XCTest

/// R114: the one switch touches the worm out the longest, never a beetle unless only beetles are out; the scan
/// holds the first item 1.5 × as long.
final class OneSwitchTests: XCTestCase {
    func worm(_ number: Int, at spawnedAtMs: Int, _ kind: WormKind = .normal) -> Slot {
        .visible(Worm(number: number, x: 50 * number, y: 100, visibleMs: 2000, spawnedAtMs: spawnedAtMs, kind: kind))
    }

    func testTheSwitchTakesTheWormOutLongestAndNeverABeetleWhileAWormIsOut() {
        XCTAssertEqual(OneSwitch.target(in: [worm(1, at: 300), worm(2, at: 100), worm(3, at: 200)])?.number, 2)
        XCTAssertEqual(OneSwitch.target(in: [worm(1, at: 300), worm(2, at: 100, .beetle), .closed])?.number, 1)
        XCTAssertEqual(OneSwitch.target(in: [worm(1, at: 300, .golden), worm(2, at: 100, .beetle)])?.number, 1)
        XCTAssertEqual(OneSwitch.target(in: [worm(1, at: 300, .beetle), worm(2, at: 100, .beetle)])?.number, 2, "only beetles: one")
        XCTAssertNil(OneSwitch.target(in: [.closed, .hidden(untilMs: 10)]))
    }

    func testTheFirstItemIsHeldHalfAsLongAgain() {
        XCTAssertEqual(OneSwitch.dwellMs(interval: 1500, onFirst: true), 2250)
        XCTAssertEqual(OneSwitch.dwellMs(interval: 1500, onFirst: false), 1500)
        XCTAssertEqual(OneSwitch.dwellMs(interval: 800, onFirst: true), 1200)
    }
}
