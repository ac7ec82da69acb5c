import Foundation
import XCTest

/// The headless program, checked through its event log against GAME_RULES.md.
final class HeadlessTests: XCTestCase {
    /// Runs headless with `script` lines and returns the parsed log.
    func play(seed: UInt64 = 1, script: [String], duration: String = "12", extra: [String] = []) throws -> [LoggedEvent] {
        let folder = try WormBinary.temporaryFolder(for: self)
        let scriptURL = folder.appendingPathComponent("script.jsonl")
        try (script.joined(separator: "\n") + "\n").write(to: scriptURL, atomically: true, encoding: .utf8)
        let outcome = try WormBinary.run(["--headless", "--seed", String(seed), "--lang", "en", "--input", scriptURL.path,
                                          "--duration", duration, "--events", "-"] + extra)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(outcome.stderr, "")
        let events = LoggedEvent.parse(outcome.stdout)
        XCTAssertEqual(events.first?.type, "start")
        XCTAssertEqual(events.first?.int("seed"), Int(seed))
        XCTAssertEqual(events.last?.type, "end")
        XCTAssertEqual(events.map(\.t), events.map(\.t).sorted(), "times never go back")
        return events
    }

    /// The first worm of a seed, read from a run that presses nothing.
    func firstWorm(seed: UInt64 = 1) throws -> (x: Int, y: Int, visible: Int) {
        let spawn = try play(seed: seed, script: [], duration: "5.1").first { $0.type == "spawn" }!
        XCTAssertEqual(spawn.t, 5_000)
        return (spawn.int("x")!, spawn.int("y")!, spawn.int("visible_ms")!)
    }

    func press(_ t: Int, _ x: Double, _ y: Double, type: String = "press") -> String {
        "{\"t\": \(t), \"type\": \"\(type)\", \"x\": \(x), \"y\": \(y)}"
    }

    func testHit() throws {
        let worm = try firstWorm()
        let events = try play(script: [press(5_300, Double(worm.x), Double(worm.y))])
        let after = events.filter { $0.t == 5_300 }.map(\.type)
        XCTAssertEqual(after, ["press", "hit", "sound", "effect", "hide", "score", "message"])
        XCTAssertEqual(events.first { $0.type == "hit" }?.int("reaction_ms"), 300)
        XCTAssertEqual(events.last?.int("caught"), 1)
    }

    func testEdgeOfTheSquareIsAHitAndJustOutsideIsAMiss() throws {
        let worm = try firstWorm()
        let inside = try play(script: [press(5_300, Double(worm.x) + 29.9, Double(worm.y) - 29.9)])
        XCTAssertTrue(inside.contains { $0.type == "hit" })
        let outside = try play(script: [press(5_300, Double(worm.x) + 30, Double(worm.y))])
        XCTAssertFalse(outside.contains { $0.type == "hit" })
        let miss = outside.first { $0.type == "miss" }!
        XCTAssertEqual(miss.t, 5_300)
        XCTAssertEqual(miss.string("reason"), "background")
        XCTAssertEqual(miss.int("worm"), 1)
    }

    func testEscape() throws {
        let worm = try firstWorm()
        let events = try play(script: [])
        let escape = events.first { $0.type == "miss" }!
        XCTAssertEqual(escape.string("reason"), "escape")
        XCTAssertGreaterThanOrEqual(escape.t, 5_000 + worm.visible)
        XCTAssertLessThan(escape.t, 5_000 + worm.visible + 17, "late by at most one step")
        let next = events.filter { $0.type == "spawn" }[1]
        XCTAssertGreaterThanOrEqual(next.t - escape.t, 500)
        XCTAssertLessThan(next.t - escape.t, 517)
    }

    func testHiddenPhasePressAndTwoPressesInOneStep() throws {
        let worm = try firstWorm()
        // Two presses 1 ms apart fall in one step: a hit, then a press on the empty field.
        let events = try play(script: [press(5_301, Double(worm.x), Double(worm.y)), press(5_302, 1, 1),
                                       press(5_600, Double(worm.x), Double(worm.y))])
        let step = events.filter { ($0.type == "hit" || $0.type == "miss") && $0.t <= 5_600 }
        XCTAssertEqual(step.count, 3)
        XCTAssertEqual(step[0].type, "hit")
        XCTAssertEqual(step[1].type, "miss")
        XCTAssertEqual(step[1].t, step[0].t, "both in one step")
        XCTAssertNil(step[1].int("worm"), "no worm in the hidden phase")
        XCTAssertNil(step[2].int("worm"))
        XCTAssertEqual(step[2].t, 5_600)
        let spawns = events.filter { $0.type == "spawn" }
        XCTAssertGreaterThanOrEqual(spawns[1].t - step[0].t, 500, "the hidden phase keeps its schedule")
        XCTAssertLessThan(spawns[1].t - step[0].t, 517)
        XCTAssertEqual(events.last?.int("caught"), 1)
        XCTAssertEqual(events.last?.int("missed"), events.filter { $0.type == "miss" }.count, "every miss is counted")
    }

    func testTouch() throws {
        let worm = try firstWorm()
        let events = try play(script: [press(5_200, Double(worm.x), Double(worm.y), type: "touch")])
        let pressEvent = events.first { $0.type == "press" }!
        XCTAssertEqual(pressEvent.string("source"), "touch")
        XCTAssertEqual(pressEvent.fields["ignored"] as? Bool, false)
        XCTAssertTrue(events.contains { $0.type == "hit" })
    }

    func testCountdownPressesAreIgnoredAndOutsidePressesToo() throws {
        let events = try play(script: [press(1_000, 100, 100), press(5_200, -10, 100), press(5_300, 100, 600)])
        let presses = events.filter { $0.type == "press" }
        XCTAssertEqual(presses.count, 3)
        XCTAssertTrue(presses.allSatisfy { $0.fields["ignored"] as? Bool == true })
        XCTAssertFalse(events.contains { $0.type == "miss" && $0.t < 5_400 })
    }

    func testQuitLineEndsTheRunAndKeysPauseAndMute() throws {
        let events = try play(script: ["{\"t\": 6000, \"type\": \"key\", \"key\": \"P\"}",
                                       "{\"t\": 6100, \"type\": \"key\", \"key\": \"m\"}",
                                       "{\"t\": 7000, \"type\": \"quit\"}"], duration: "60")
        XCTAssertEqual(events.first { $0.type == "pause" }?.string("reason"), "key")
        XCTAssertEqual(events.first { $0.type == "mute" }?.t, 6_100)
        XCTAssertEqual(events.last?.t, 7_000)
    }

    func testThePauseOverlayWorksByTouch() throws {
        let events = try play(script: [press(5_500, 300, 20, type: "touch"),   // the pause button
                                       press(6_000, 80, 390, type: "touch"),   // Sound: off
                                       press(6_200, 160, 228, type: "touch")], // Resume
                              duration: "10")
        XCTAssertEqual(events.first { $0.type == "pause" }?.string("reason"), "button")
        XCTAssertEqual(events.first { $0.type == "pause" }?.t, 5_500)
        XCTAssertEqual(events.first { $0.type == "mute" }?.fields["muted"] as? Bool, true)
        let resume = events.first { $0.type == "resume" }
        XCTAssertEqual(resume?.string("reason"), "button")
        XCTAssertEqual(resume?.t, 9_200, "after a 3-2-1")
        XCTAssertEqual(events.filter { $0.type == "press" }.count, 3)
        XCTAssertFalse(events.contains { $0.type == "miss" && $0.t < 9_200 }, "no press while paused is a miss")
    }

    func testMessagesFollowTheCountdownInFrench() throws {
        let outcome = try WormBinary.run(["--headless", "--seed", "3", "--duration", "5.1", "--events", "-"],
                                         environment: ["LC_ALL": "fr_FR.UTF-8"])
        let texts = LoggedEvent.parse(outcome.stdout).filter { $0.type == "message" }.map { $0.string("text")! }
        XCTAssertEqual(texts, ["Attention", "3 ...", "2 ...", "1 ...", "C'est à vous !", "Vers attrapés 0 ratés 0"])
    }
}
