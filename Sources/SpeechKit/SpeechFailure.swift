/// Why the game cannot speak, or cannot tell whether a screen reader runs: one line for the player.
public struct SpeechFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line, without the program's name.
    public let message: String

    /// A failure saying `message`.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
