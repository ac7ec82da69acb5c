/// How urgent a spoken text is (R111), as the `speak` event logs it and Speech Dispatcher orders it: a newer
/// `important` or `message` interrupts an older `text`; a newer `text` replaces an older `text`.
public enum SpeechPriority: String, Sendable, CaseIterable {
    /// Must be heard whole: the round's results, a question.
    case important
    /// A message line: the countdown, "Your turn!", seconds left.
    case message
    /// What the focus is on, a letter typed: replaced by whatever comes next.
    case text

    /// Whether a text of this priority, said later, interrupts an older text of `older`'s priority.
    public func interrupts(_ older: SpeechPriority) -> Bool { older == .text }
}
