extension Language {
    /// The text of a message line key (R1, R7, R30, R60), from the text table.
    public func text(_ message: MessageKey) -> String {
        switch message {
        case .countdown(let index):
            return text(TextKey.countdown[min(max(index, 0), TextKey.countdown.count - 1)])
        case .classicScore(let caught, let missed):
            return scoreLine(caught: caught, missed: missed)
        case .arcadeScore(let score, let secondsLeft):
            return text(.arcadeScoreLine, score, secondsLeft)
        case .versusClock(let secondsLeft):
            return text(.secondsLeft, secondsLeft)
        }
    }
}
