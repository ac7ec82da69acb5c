import WormGame

/// The pause overlay's buttons (R13): Resume, Quit, and Sound and Fullscreen within reach of a finger.
enum OverlayChoice: Equatable, Sendable {
    case resume, quit, sound, fullscreen

    /// The overlay's menu in `language`, labelled for the sound being `muted`, opening with its focus shown on Resume
    /// (R115: what Enter does is what the player sees).
    /// Without Fullscreen unless `fullscreen` (a kiosk's has none, R70); Sound then stands alone under Quit, as wide
    /// as the buttons above it rather than half a row (issue 30).
    static func menu(language: Language, muted: Bool, fullscreen: Bool = true) -> Menu<OverlayChoice> {
        let resume = Playfield.resumeButton
        let sound = fullscreen ? Playfield.soundButton
            : WormGame.Rect(x: resume.x, y: Playfield.soundButton.y, width: resume.width, height: Playfield.soundButton.height)
        let buttons: [Menu<OverlayChoice>.Button] = [
            .init(choice: .resume, label: language.text(.resume), frame: resume),
            .init(choice: .quit, label: language.text(.quit), frame: Playfield.quitButton),
            .init(choice: .sound, label: language.text(muted ? .soundOff : .soundOn), frame: sound),
            .init(choice: .fullscreen, label: language.text(.fullscreen), frame: Playfield.fullscreenButton),
        ]
        return Menu(buttons.filter { fullscreen || $0.choice != .fullscreen })
    }
}
