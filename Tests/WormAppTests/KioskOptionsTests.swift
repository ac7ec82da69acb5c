import Foundation
import Testing
@testable import WormApp

/// `--idle`, `--attract`, `--operator-pin` and `--operator-pin-file` (R71–R73).
struct KioskOptionsTests {
    @Test func aKioskDefaultsToNinetyAndThirtySecondsAndZeroTurnsThemOff() throws {
        let kiosk = try Options.parse(["--kiosk"])
        #expect(kiosk.kioskOptions.idleMs(kiosk: true) == 90_000)
        #expect(kiosk.kioskOptions.attractMs(kiosk: true) == 30_000)
        let plain = try Options.parse([])
        #expect(plain.kioskOptions.idleMs(kiosk: false) == nil)
        #expect(plain.kioskOptions.attractMs(kiosk: false) == nil)
        let off = try Options.parse(["--kiosk", "--idle", "0", "--attract=0"])
        #expect(off.kioskOptions.idleMs(kiosk: true) == nil)
        #expect(off.kioskOptions.attractMs(kiosk: true) == nil)
        #expect(try Options.parse(["--idle", "5"]).kioskOptions.idleMs(kiosk: false) == 5_000)
    }

    @Test(arguments: ["--idle", "--attract"])
    func badSecondsAreRefused(flag: String) {
        for value in ["-1", "1.5", "x", "86401"] {
            #expect(throws: UsageError.self) { try Options.parse([flag, value]) }
        }
    }

    @Test func aPinIsFourToEightDigitsAndIsNeverEchoed() throws {
        for bad in ["123", "123456789", "12a4", "１２３４", ""] {
            do {
                _ = try Options.parse(["--operator-pin", bad])
                Issue.record("\(bad) taken")
            } catch let error as UsageError {
                #expect(error.message == "--operator-pin: the PIN must be 4 to 8 digits")
            }
        }
        let pin = try #require(try Options.parse(["--operator-pin", "0042"]).kioskOptions.operatorPin)
        #expect(pin.matches("0042") && !pin.matches("042") && !pin.matches("0043"))
        #expect(!pin.matches("00420") && !pin.matches("004299"), "the PIN with digits after it is not the PIN")
        #expect(!"\(pin)".contains("42"), "its description hides it")
    }

    @Test func aPinFileMustBeReadableByItsOwnerOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("worm-pin-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("pin")
        try Data("13579\n".utf8).write(to: file)
        chmod(file.path, 0o644)
        do {
            _ = try Options.parse(["--operator-pin-file", file.path])
            Issue.record("a file others can read was taken")
        } catch let error as UsageError {
            #expect(error.message.contains("mode 0644") && error.message.contains("0600"))
            #expect(!error.message.contains("13579"))
        }
        chmod(file.path, 0o600)
        let pin = try #require(try Options.parse(["--operator-pin-file", file.path]).kioskOptions.operatorPin)
        #expect(pin.matches("13579"))
        try Data("12 34\n".utf8).write(to: file)
        #expect(throws: UsageError.self) { try Options.parse(["--operator-pin-file", file.path]) }
        #expect(throws: UsageError.self) { try Options.parse(["--operator-pin-file", folder.appendingPathComponent("none").path]) }
        #expect(throws: UsageError.self) { try Options.parse(["--operator-pin-file", folder.path]) }
    }
}
