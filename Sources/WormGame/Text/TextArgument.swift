/// A value a text's template is filled with (`TextTemplate`): a number or a text such as a name.
public protocol TextArgument: Sendable {
    /// The kind of placeholder that stands for such a value.
    static var kind: TextArgumentKind { get }
    /// The value as it is written into the text.
    var written: String { get }
}

/// The kinds of value a template's placeholder stands for, by their printf conversion letter.
public enum TextArgumentKind: Character, CaseIterable, Sendable {
    /// A whole number, in decimal (`%1$d`).
    case number = "d"
    /// A text written as it is: a player's name, an address (`%1$s`).
    case text = "s"
}

extension Int: TextArgument {
    public static var kind: TextArgumentKind { .number }
    public var written: String { String(self) }
}

extension String: TextArgument {
    public static var kind: TextArgumentKind { .text }
    public var written: String { self }
}
