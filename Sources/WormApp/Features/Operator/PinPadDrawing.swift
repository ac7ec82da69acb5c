import SDLKit
import WormGame

extension SceneRenderer {
    /// The PIN pad (R73): the heading, a dot per digit typed (never the digits), the line under it (a wrong PIN,
    /// the lock's seconds), the keys and Back.
    func drawPinPad(_ scene: PinPadScene, language: Language) throws {
        try drawOperatorBackdrop(heading: language.text(.operatorPin))
        let box = FloatRect(x: 60, y: 54, width: 200, height: 44)
        try renderer.fill(box, color: Color(red: 255, green: 255, blue: 255, alpha: 200))
        try renderer.fill(FloatRect(x: box.x + 2, y: box.y + 2, width: box.width - 4, height: box.height - 4),
                          color: Color(red: 20, green: 14, blue: 8, alpha: 255))
        let dots = scene.typed.count, pitch: Float = 22
        let left = 160 - Float(dots) * pitch / 2 + 5
        for index in 0..<dots {
            try renderer.fill(FloatRect(x: left + Float(index) * pitch, y: box.y + 16, width: 12, height: 12), color: .white)
        }
        let warning = Color(red: 255, green: 150, blue: 120, alpha: 255)
        if scene.lockedSeconds > 0 {
            try drawCentered(fitted(language.text(.pinLocked, scene.lockedSeconds), width: 300, scale: 0.85),
                             centerX: 160, y: 108, scale: 0.85, tint: warning)
        } else if case .wrong(let left) = scene.status {
            try drawCentered(fitted(language.text(.wrongPin, left), width: 300, scale: 0.85), centerX: 160, y: 108,
                             scale: 0.85, tint: warning)
        }
        try drawMenu(scene.menu) { key in
            switch key {
            case .back: return SceneRenderer.menuLeave
            case .ok: return SceneRenderer.menuButton
            case .digit, .delete: return scene.lockedSeconds > 0 ? Color(red: 60, green: 60, blue: 60, alpha: 235) : SceneRenderer.keyColor
            }
        }
    }

    /// The operator scenes' background: the field's picture dimmed, with `heading` at the top.
    func drawOperatorBackdrop(heading: String) throws {
        try clearWithBars()
        try renderer.clip(width: Playfield.width, height: Playfield.height)
        try drawBackdrop()
        try renderer.fill(FloatRect(x: 0, y: 0, width: 320, height: 480), color: Color(red: 0, green: 0, blue: 0, alpha: 110))
        try drawCentered(fitted(heading, width: 300, scale: 1.3), centerX: 160, y: 10, scale: 1.3)
    }
}
