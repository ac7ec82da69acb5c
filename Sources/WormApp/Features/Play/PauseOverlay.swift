import WormGame

/// The pause overlay's buttons (R13): Resume, Quit, and Sound and Fullscreen within reach of a finger.
enum OverlayChoice: Equatable, Sendable {
    case resume, quit, sound, fullscreen

    /// The overlay's menu in `language`, labelled for the sound being `muted`, opening with its focus shown on Resume
    /// (R115: what Enter does is what the player sees).
    /// Without Fullscreen unless `fullscreen` (a kiosk's has none, R70).
    static func menu(language: Language, muted: Bool, fullscreen: Bool = true) -> Menu<OverlayChoice> {
        let buttons: [Menu<OverlayChoice>.Button] = [
            .init(choice: .resume, label: language.text(.resume), frame: Playfield.resumeButton),
            .init(choice: .quit, label: language.text(.quit), frame: Playfield.quitButton),
            .init(choice: .sound, label: language.text(muted ? .soundOff : .soundOn), frame: Playfield.soundButton),
            .init(choice: .fullscreen, label: language.text(.fullscreen), frame: Playfield.fullscreenButton),
        ]
        return Menu(buttons.filter { fullscreen || $0.choice != .fullscreen })
    }
}
