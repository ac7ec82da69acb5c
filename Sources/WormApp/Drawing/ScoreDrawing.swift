import SDLKit
import WormGame

/// The name scene with its keyboard, the line on a save under the results, and the names of the tables.
extension SceneRenderer {
    /// The colour of the keyboard's letter keys.
    static let keyColor = Color(red: 60, green: 70, blue: 90, alpha: 235)
    /// A key just pressed.
    static let keyLit = Color(red: 230, green: 190, blue: 70, alpha: 255)
    /// Gold, for the new row and the high score.
    static let gold = Color(red: 255, green: 226, blue: 110, alpha: 255)

    /// `text` as drawn at `scale` in `width` pixels: whole, or cut with `…` (R40).
    func fitted(_ text: String, width: Int, scale: Float = 1) -> String {
        PlayerName.fitted(text, width: width) { Int((Float(self.sprites.font.width(of: $0)) * scale).rounded(.up)) }
    }

    /// The name scene: the score and its rank, the name typed with a cursor, and the on-screen keyboard.
    func drawNameScene(_ scene: NameScene, language: Language, lastName: String?) throws {
        try renderer.clear(.black)
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        try renderer.draw(sprites.background, in: FloatRect(x: 0, y: 0, width: 320, height: 480))
        try drawCentered(language.text(.newHighScore), centerX: 160, y: 6, tint: SceneRenderer.gold)
        try drawCentered("\(scene.round.summary.score)", centerX: 160, y: 30, scale: 2)
        try renderer.fill(FloatRect(x: 8, y: 90, width: 304, height: 110), color: SceneRenderer.panel)
        try drawCentered("\(language.text(.rank)) \(scene.rank)", centerX: 160, y: 96)
        try drawCentered(language.text(.typeYourName), centerX: 160, y: 122, scale: 0.8)
        // The field: the name, or the one an empty field will take, dimmed.
        try renderer.fill(FloatRect(x: 20, y: 150, width: 280, height: 40), color: Color(red: 250, green: 245, blue: 230, alpha: 255))
        try renderer.fill(FloatRect(x: 22, y: 152, width: 276, height: 36), color: Color(red: 20, green: 14, blue: 8, alpha: 255))
        let shown = scene.typed.isEmpty ? PlayerName.final("", last: lastName) : scene.typed
        let text = fitted(shown, width: 256)
        let tint = scene.typed.isEmpty ? Color(red: 140, green: 130, blue: 120, alpha: 255) : nil
        try drawText(text, x: 30, y: 158, tint: tint)
        let cursorX = scene.typed.isEmpty ? 30 : 30 + sprites.font.width(of: text) + 1
        if (scene.clockMs / 500) % 2 == 0 {
            try renderer.fill(FloatRect(x: Float(cursorX), y: 158, width: 2, height: 22), color: SceneRenderer.gold)
        }
        for key in scene.keyboard.keys {
            let color: Color
            switch key.action {
            case .ok: color = SceneRenderer.menuButton
            case .backspace: color = SceneRenderer.menuLeave
            case .type: color = SceneRenderer.keyColor
            }
            try drawButton(key.label, key.frame, color: key == scene.litKey ? SceneRenderer.keyLit : color)
            let f = key.frame
            let midY = Float(f.y + f.height / 2)
            switch key.action {
            case .backspace:  // ⌫: an arrow pointing left
                let left = Float(f.x + f.width / 2 - 12)
                try renderer.fill(FloatRect(x: left + 6, y: midY - 2, width: 18, height: 4), color: .white)
                for step in 0..<6 {
                    let x = left + Float(step), half = Float(step) + 1
                    try renderer.fill(FloatRect(x: x, y: midY - half, width: 1, height: half * 2), color: .white)
                }
            case .type(" "):  // space: a bracket open at the top
                let left = Float(f.x + 14), width = Float(f.width - 28)
                try renderer.fill(FloatRect(x: left, y: midY + 4, width: width, height: 3), color: .white)
                try renderer.fill(FloatRect(x: left, y: midY - 3, width: 3, height: 10), color: .white)
                try renderer.fill(FloatRect(x: left + width - 3, y: midY - 3, width: 3, height: 10), color: .white)
            default:
                break
            }
        }
    }

    /// The line under the results on what became of the save: the rank, or that it was not saved and why.
    func drawSaveNote(_ note: SaveNote, language: Language, y: Int) throws {
        let scale: Float = 0.75
        switch note {
        case .saved(let rank):
            try drawCentered(language.text(.savedAs) + "\(rank)", centerX: 160, y: y, scale: scale,
                             tint: Color(red: 160, green: 235, blue: 140, alpha: 255))
        case .failed(let reason):
            let line = fitted(language.text(.notSaved) + reason, width: 300, scale: scale)
            try drawCentered(line, centerX: 160, y: y, scale: scale, tint: Color(red: 255, green: 140, blue: 120, alpha: 255))
        }
    }
}
