import SDLKit
import WormGame

extension SceneRenderer {
    /// The big countdown's ink: the focus ring's warm yellow, bright on the earth.
    static let countdownInk = Color(red: 255, green: 214, blue: 64, alpha: 255)
    /// How large the 3, 2 and 1 are drawn, in font sizes.
    static let countdownDigitScale: Float = 5
    /// How large "Get ready" and "Your turn!" are drawn, in font sizes (shrunk to fit a longer translation).
    static let countdownWordScale: Float = 2
    /// The middle of the big countdown, in playfield pixels: the middle of the field.
    static let countdownCenterY = Playfield.height / 2

    /// What the big countdown shows for message `key`: the digit for 3, 2 and 1 (the resume 3-2-1 too), the message
    /// itself for "Get ready" and "Your turn!", nothing for the score lines.
    static func countdownFace(of key: MessageKey?, in language: Language) -> (text: String, scale: Float)? {
        guard case .countdown(let index)? = key else { return nil }
        switch index {
        case 1...3: return ("\(4 - index)", countdownDigitScale)
        default: return (language.text(MessageKey.countdown(index)), countdownWordScale)
        }
    }

    /// The round's countdown, big in the middle of the field on a dark backing (issue 30), as well as on the message
    /// line. Still in every motion setting: it changes once a second, so it never flashes (R115).
    func drawBigCountdown(_ key: MessageKey?, language: Language) throws {
        guard let face = SceneRenderer.countdownFace(of: key, in: language) else { return }
        let box = WormGame.Rect(x: 0, y: 0, width: Playfield.width, height: Playfield.height)
        let scale = fittingScale(of: face.text, scale: face.scale, width: box.width - 2 * SceneRenderer.textMargin - 24)
        let width = Float(sprites.font.width(of: face.text)) * scale, height = Float(sprites.font.lineHeight) * scale
        let top = Float(SceneRenderer.countdownCenterY) - height / 2
        // The backing hugs the letters, from just above the capitals to just below the descenders.
        let inkTop = top + 2 * scale, inkBottom = top + Float(sprites.font.base + 4) * scale
        try renderer.fill(FloatRect(x: (Float(Playfield.width) - width) / 2 - 12, y: inkTop - 6, width: width + 24,
                                    height: inkBottom - inkTop + 12),
                          color: SceneRenderer.messageBacking)
        try drawText(face.text, x: Int(((Float(Playfield.width) - width) / 2).rounded()), y: Int(top.rounded()), scale: scale,
                     tint: SceneRenderer.countdownInk)
    }
}
