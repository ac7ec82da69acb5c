import SDLKit
import WormGame

/// The on-screen keyboard of the name scenes.
extension SceneRenderer {
    /// The on-screen keyboard, `lit` key highlighted, and each key under a pad's cursor in `cursors` and the key the
    /// arrows focus, `focused`, drawn with the focus ring, so its player sees which key A or Enter presses (R80, R115).
    /// The key under the mouse pointer, `hovered`, is drawn lighter (issue 30).
    func drawKeyboard(_ keyboard: OnScreenKeyboard, lit: OnScreenKeyboard.Key?, focused: OnScreenKeyboard.Key? = nil,
                      cursors: [(pad: Int, x: Double, y: Double)] = [], hovered: OnScreenKeyboard.Key? = nil) throws {
        for key in keyboard.keys {
            let color: Color
            switch key.action {
            case .ok: color = SceneRenderer.menuButton
            case .backspace: color = SceneRenderer.menuLeave
            case .type, .letterCase, .alphabet: color = SceneRenderer.keyColor
            }
            let face = key == lit ? SceneRenderer.keyLit : key == hovered ? SceneRenderer.lighter(color) : color
            try drawButton(keyboard.label(of: key), key.frame, color: face)
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
        try drawFocusedKeys(keyboard, cursors: cursors)
        if let focused { try drawFocus(around: focused.frame) }
    }

    /// The focus ring around each key under one of `cursors`, over the keys so no neighbour covers it.
    private func drawFocusedKeys(_ keyboard: OnScreenKeyboard, cursors: [(pad: Int, x: Double, y: Double)]) throws {
        for cursor in cursors {
            if let key = keyboard.key(at: cursor.x, y: cursor.y) { try drawFocus(around: key.frame) }
        }
    }
}
