/// Settings → Speech (R111): never, always, or when the desktop's screen reader runs.
enum SpeechMode: String, Sendable, CaseIterable {
    case off, on, auto

    /// The next mode, as the settings' button cycles: Auto, Off, On.
    var next: SpeechMode {
        switch self {
        case .auto: .off
        case .off: .on
        case .on: .auto
        }
    }
}
