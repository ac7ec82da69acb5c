/// Texts with numbered placeholders, written the way C's printf numbers them, which gettext checks as `c-format`:
/// `%1$d` the first argument as a number, `%2$s` the second as a text, `%%` a percent sign.
///
/// Numbered, so a translation can put the arguments in another order ("%1$d of %2$d players",
/// "%1$d joueurs sur %2$d"); a translation uses the same placeholders as its English source.
public enum TextTemplate {
    /// A placeholder: which argument, counted from 1, and what kind of value it is.
    public struct Placeholder: Hashable, Sendable {
        /// The argument's position, from 1.
        public let index: Int
        /// The kind of value the argument is.
        public let kind: TextArgumentKind

        public init(index: Int, kind: TextArgumentKind) {
            self.index = index
            self.kind = kind
        }

        /// The placeholder as it is written in a template, such as `%1$d`.
        public var source: String { "%\(index)$\(kind.rawValue)" }
    }

    /// The placeholders of `template` in the order they appear, or nil when a `%` in it starts neither a
    /// placeholder nor `%%`.
    public static func placeholders(in template: String) -> [Placeholder]? {
        var found: [Placeholder] = []
        return scan(template, literal: { _ in }, placeholder: { found.append($0) }) ? found : nil
    }

    /// `template` with each placeholder replaced by its argument, and `%%` by `%`.
    ///
    /// A placeholder without an argument of its kind is a mistake in the caller (an assertion in debug builds)
    /// and stays as it is written.
    public static func fill(_ template: String, with arguments: [any TextArgument]) -> String {
        guard template.contains("%") else {
            assert(arguments.isEmpty, "\"\(template)\" has no placeholder for \(arguments)")
            return template
        }
        var text = ""
        let wellFormed = scan(template, literal: { text += $0 }, placeholder: { placeholder in
            let position = placeholder.index - 1
            guard position < arguments.count, type(of: arguments[position]).kind == placeholder.kind else {
                assertionFailure("\"\(template)\": no \(placeholder.kind) argument for \(placeholder.source) in \(arguments)")
                text += placeholder.source
                return
            }
            text += arguments[position].written
        })
        assert(wellFormed, "\"\(template)\" has a % that starts no placeholder")
        return wellFormed ? text : template
    }

    /// Walks `template`, handing each run of literal text and each placeholder on in order; false when a `%`
    /// starts neither a placeholder nor `%%`.
    private static func scan(_ template: String, literal: (Substring) -> Void, placeholder: (Placeholder) -> Void) -> Bool {
        var rest = template[...]
        while let percent = rest.firstIndex(of: "%") {
            literal(rest[..<percent])
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                literal("%")
                rest = rest.dropFirst()
                continue
            }
            let digits = rest.prefix { ("0"..."9").contains($0) }
            let afterDigits = rest.dropFirst(digits.count)
            guard let index = Int(digits), index > 0, afterDigits.first == "$",
                  let letter = afterDigits.dropFirst().first, let kind = TextArgumentKind(rawValue: letter)
            else { return false }
            placeholder(Placeholder(index: index, kind: kind))
            rest = afterDigits.dropFirst(2)
        }
        literal(rest)
        return true
    }
}
