/// A problem with the command line or a file it names: exit status 2 and one line (HEADLESS.md).
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// The whole message, naming the flag, file or line.
    public var message: String

    /// Creates the error with its message.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// A resource that cannot be loaded, or a platform failure: exit status 1 and one line.
public struct RuntimeFailure: Error, Equatable, CustomStringConvertible {
    /// The whole message.
    public var message: String

    /// Creates the failure with its message.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
