/// The language of every text the game shows (GAME_RULES.md R1, R7).
public enum Language: String, CaseIterable, Sendable {
    case french = "fr"
    case english = "en"

    /// Picks the language as R7 says: the first non-empty of LC_ALL, LC_MESSAGES and LANG
    /// decides, French when it starts with `fr`, English otherwise.
    public static func fromLocale(_ environment: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                return value.hasPrefix("fr") ? .french : .english
            }
        }
        return .english
    }

    /// The five countdown messages, one a second from t = 0 (R1).
    public var countdown: [String] {
        switch self {
        case .french: return ["Attention", "3 ...", "2 ...", "1 ...", "C'est à vous !"]
        case .english: return ["Get ready", "3 ...", "2 ...", "1 ...", "Your turn!"]
        }
    }

    /// The score line shown from the first worm on (R7).
    public func scoreLine(caught: Int, missed: Int) -> String {
        switch self {
        case .french: return "Vers attrapés \(caught) ratés \(missed)"
        case .english: return "Worms caught \(caught) missed \(missed)"
        }
    }

    /// The title of the pause overlay.
    public var paused: String {
        switch self {
        case .french: return "Pause"
        case .english: return "Paused"
        }
    }

    /// The overlay's button that continues the game.
    public var resume: String {
        switch self {
        case .french: return "Reprendre"
        case .english: return "Resume"
        }
    }

    /// The overlay's sound button, saying whether sound is on now.
    public func sound(muted: Bool) -> String {
        switch self {
        case .french: return muted ? "Son : non" : "Son : oui"
        case .english: return muted ? "Sound: off" : "Sound: on"
        }
    }

    /// The overlay's fullscreen button.
    public var fullscreen: String {
        switch self {
        case .french: return "Plein écran"
        case .english: return "Fullscreen"
        }
    }

    /// The overlay's button that ends the game.
    public var quit: String {
        switch self {
        case .french: return "Quitter"
        case .english: return "Quit"
        }
    }

    /// The text of a message line key (R1, R7, R30).
    public func text(_ key: MessageKey) -> String {
        switch key {
        case .countdown(let index):
            return countdown[min(max(index, 0), countdown.count - 1)]
        case .classicScore(let caught, let missed):
            return scoreLine(caught: caught, missed: missed)
        case .arcadeScore(let score, let secondsLeft):
            return "Score \(score)   \(secondsLeft) s"
        case .versusClock(let secondsLeft):
            return "\(secondsLeft) s"
        }
    }

    /// A text of the scenes around the game, in this language.
    public func text(_ key: UIText) -> String {
        self == .french ? key.french : key.english
    }
}

