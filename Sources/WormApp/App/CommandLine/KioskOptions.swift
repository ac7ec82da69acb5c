#if canImport(Glibc)
import Glibc
#endif

/// What the command line says about running a kiosk (R71–R73): `--idle`, `--attract`, `--operator-pin`,
/// `--operator-pin-file`. `--kiosk` itself stays in `Options`.
public struct KioskOptions: Sendable {
    /// A kiosk's idle reset when `--idle` does not say, in seconds (R71).
    public static let defaultIdleSeconds = 90
    /// A kiosk's attract mode when `--attract` does not say, in seconds (R72).
    public static let defaultAttractSeconds = 30

    /// `--idle S`: nil when not given.
    public var idleSeconds: Int?
    /// `--attract S`: nil when not given.
    public var attractSeconds: Int?
    /// `--operator-pin` or `--operator-pin-file`: the operator's PIN (R73).
    public var operatorPin: OperatorPin?

    public init() {}

    /// The flags, as `--help` lists them.
    static let flags: [(name: String, value: String?, help: String)] = [
        ("--idle", "S", "back to the title after S seconds without input (kiosk default 90; 0: off)"),
        ("--attract", "S", "after S idle seconds on the title, play the best replay (kiosk default 30; 0: off)"),
        ("--operator-pin", "NNNN", "enable the operator menu (Ctrl+Alt+O, or hold the top-left corner 5 s) with this 4-8 digit PIN"),
        ("--operator-pin-file", "PATH", "the same, with the PIN read from PATH, which must be mode 0600"),
    ]

    /// Applies `flag` with `value` if it is one of these; returns whether it was.
    mutating func apply(_ flag: String, _ value: String) throws -> Bool {
        switch flag {
        case "--idle": idleSeconds = try KioskOptions.seconds(value, flag: flag)
        case "--attract": attractSeconds = try KioskOptions.seconds(value, flag: flag)
        case "--operator-pin":
            // The value is never echoed: it is a secret, even when it is wrong.
            guard let pin = OperatorPin(value) else { throw UsageError("--operator-pin: the PIN must be 4 to 8 digits") }
            operatorPin = pin
        case "--operator-pin-file": operatorPin = try KioskOptions.pin(fromFile: value)
        default: return false
        }
        return true
    }

    /// The idle reset in force, in ms (nil: off): `--idle`, else 90 s in a kiosk.
    func idleMs(kiosk: Bool) -> Int? {
        KioskOptions.ms(idleSeconds ?? (kiosk ? KioskOptions.defaultIdleSeconds : 0))
    }

    /// The attract mode's wait in force, in ms (nil: off): `--attract`, else 30 s in a kiosk.
    func attractMs(kiosk: Bool) -> Int? {
        KioskOptions.ms(attractSeconds ?? (kiosk ? KioskOptions.defaultAttractSeconds : 0))
    }

    private static func ms(_ seconds: Int) -> Int? { seconds > 0 ? seconds * 1000 : nil }

    /// A whole number of seconds from 0 to a day.
    private static func seconds(_ value: String, flag: String) throws -> Int {
        guard let seconds = Int(value), (0...86_400).contains(seconds) else {
            throw UsageError("\(flag): \(Quoting.quote(value)) is not a whole number of seconds from 0 to 86400")
        }
        return seconds
    }

    /// The PIN in the file at `path`: a regular file, readable by its owner only (mode 0600 or 0400), holding
    /// 4 to 8 digits and at most a line end. Its contents are never echoed.
    static func pin(fromFile path: String) throws -> OperatorPin {
        let flag = "--operator-pin-file", name = Quoting.quote(path, limit: 200)
        var info = stat()
        guard stat(path, &info) == 0 else { throw UsageError("\(flag): cannot read \(name): \(FileSystem.describe(errno: errno))") }
        guard info.st_mode & S_IFMT == S_IFREG else { throw UsageError("\(flag): \(name) is not a regular file") }
        let mode = info.st_mode & 0o777
        guard mode & 0o077 == 0 else {
            throw UsageError("\(flag): \(name) has mode 0\(String(mode, radix: 8)); the PIN file must be mode 0600 (chmod 600 \(name))")
        }
        guard let file = fopen(path, "r") else { throw UsageError("\(flag): cannot read \(name): \(FileSystem.describe(errno: errno))") }
        defer { fclose(file) }
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = fread(&buffer, 1, buffer.count, file)
        var bytes = Array(buffer.prefix(count))
        while let last = bytes.last, last == 0x0A || last == 0x0D { bytes.removeLast() }
        guard count < buffer.count, let pin = OperatorPin(String(decoding: bytes, as: UTF8.self)) else {
            throw UsageError("\(flag): \(name) must hold the PIN alone: 4 to 8 digits")
        }
        return pin
    }
}

/// The operator's PIN (R73): 4 to 8 digits, never shown, logged or written (its description hides it).
public struct OperatorPin: Sendable, CustomStringConvertible {
    /// The digits.
    private let digits: [UInt8]
    /// The fewest and most digits a PIN has.
    static let lengths = 4...8

    /// The PIN `text` spells, or nil when it is not 4 to 8 ASCII digits.
    init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard OperatorPin.lengths.contains(bytes.count), bytes.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        digits = bytes
    }

    /// Whether `typed` is this PIN, comparing every digit whatever the first difference.
    func matches(_ typed: String) -> Bool {
        let bytes = Array(typed.utf8)
        guard bytes.count == digits.count else { return false }
        var difference: UInt8 = 0
        for (a, b) in zip(bytes, digits) { difference |= a ^ b }
        return difference == 0
    }

    public var description: String { "(operator PIN)" }
}
