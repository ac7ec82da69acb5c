import SDLKit
import WormGame

/// What marks a table row's playback on screen (R21): a banner over the field, and its outcome on the results.
extension SceneRenderer {
    /// Where the banner stands: the field's bottom left corner, beside the combo meter.
    static let replayBannerBox = FloatRect(x: 2, y: 450, width: 92, height: 26)

    /// The "Replay" banner over a playback's field.
    func drawReplayBanner(language: Language) throws {
        let box = SceneRenderer.replayBannerBox
        try renderer.fill(box, color: Color(red: 170, green: 40, blue: 40, alpha: 220))
        let text = fitted(language.text(.replayBanner), width: Int(box.width) - 6, scale: 0.75)
        try drawCentered(text, centerX: Int(box.x + box.width / 2), y: Int(box.y) + 4, scale: 0.75)
    }

    /// The results' line on a playback: whether it reproduced the row's score, or what it scored instead.
    func drawReplayOutcome(_ outcome: ReplayOutcome, language: Language, y: Int) throws {
        let scale: Float = 0.75
        let line = outcome.matches ? language.text(.replayReproduced, outcome.expected)
            : language.text(.replayNotReproduced, outcome.expected, outcome.actual)
        let tint = outcome.matches ? Color(red: 160, green: 235, blue: 140, alpha: 255) : Color(red: 255, green: 140, blue: 120, alpha: 255)
        try drawCentered(fitted(line, width: 300, scale: scale), centerX: 160, y: y, scale: scale, tint: tint)
    }
}
