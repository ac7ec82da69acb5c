import SpeechKit
import WormGame

/// The speech lines of the log (HEADLESS.md, fourth round): every text spoken, or that would be with speech on
/// (R111), and the focus's moves.
enum SpeechEntry: Equatable, Sendable {
    /// `text` was spoken at `priority`, whether or not a daemon heard it.
    case speak(text: String, priority: SpeechPriority)
    /// The focus moved to `item` (the item's key, not its label) in `scene`.
    case focus(scene: SceneName, item: String)

    /// Writes the line's type and fields.
    func describe(into json: inout JSONLine) {
        switch self {
        case .speak(let text, let priority):
            json.add("type", "speak")
            json.add("text", text)
            json.add("priority", priority.rawValue)
        case .focus(let scene, let item):
            json.add("type", "focus")
            json.add("scene", scene.rawValue)
            json.add("item", item)
        }
    }
}
