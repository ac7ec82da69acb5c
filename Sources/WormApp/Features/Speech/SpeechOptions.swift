import WormGame

/// What the command line says about playing without sight (R110, R111): `--speech` and `--audio-play`.
public struct SpeechOptions: Sendable {
    /// `--speech off|on|auto`: nil when not given (the saved setting holds).
    var speech: SpeechMode?
    /// `--audio-play`: worms on the 3 × 3 grid, calling by pan and pitch, for this run.
    public var audioPlay = false

    public init() {}

    /// The flags, as `--help` lists them.
    static let flags: [(name: String, value: String?, help: String)] = [
        ("--audio-play", nil, "worms only at the 9 centres of a 3x3 grid, each calling (pan: column, pitch: row); keys Q W E / A S D / Z X C or the keypad catch, R repeats the calls"),
        ("--speech", "MODE", "off, on or auto: speak menus, messages and results through Speech Dispatcher (auto: when a screen reader runs; default: the saved setting, else auto)"),
    ]

    /// Applies `flag` with `value` if it is one of these; returns whether it was.
    mutating func apply(_ flag: String, _ value: String) throws -> Bool {
        switch flag {
        case "--audio-play": audioPlay = true
        case "--speech":
            guard let mode = SpeechMode(rawValue: value) else {
                throw UsageError("--speech: \(Quoting.quote(value)) is not off, on or auto")
            }
            speech = mode
        default: return false
        }
        return true
    }
}
