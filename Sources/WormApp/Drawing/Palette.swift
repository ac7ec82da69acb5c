import SDLKit
import WormGame

/// The colours the scenes share.
extension SceneRenderer {
    /// The colour of menu buttons.
    static let menuButton = Color(red: 70, green: 120, blue: 60, alpha: 235)

    /// The colour of a button that does nothing now (Details on an empty scores page).
    static let menuInactive = Color(red: 90, green: 90, blue: 84, alpha: 200)

    /// The colour of a menu's last, leaving button (Quit, Title, Back).
    static let menuLeave = Color(red: 130, green: 70, blue: 50, alpha: 235)

    /// The panel behind text on the soil.
    static let panel = Color(red: 30, green: 18, blue: 10, alpha: 170)
    /// Behind the message line (the score and time), over whatever comes out under it.
    static let messageBacking = Color(red: 20, green: 12, blue: 6, alpha: 150)

    /// The colour of the keyboard's letter keys.
    static let keyColor = Color(red: 60, green: 70, blue: 90, alpha: 235)

    /// A key just pressed.
    static let keyLit = Color(red: 230, green: 190, blue: 70, alpha: 255)

    /// `color` a quarter of the way to white: a button or key under the mouse pointer (issue 30).
    static func lighter(_ color: Color) -> Color {
        func lift(_ channel: UInt8) -> UInt8 { channel + (255 - channel) / 4 }
        return Color(red: lift(color.red), green: lift(color.green), blue: lift(color.blue), alpha: color.alpha)
    }

    /// Gold, for the new row and the high score.
    static let gold = Color(red: 255, green: 226, blue: 110, alpha: 255)
}
