/// What is wrong inside a saved file, in words.
package struct DocumentError: Error, Equatable {
    package var reason: String

    package init(_ reason: String) {
        self.reason = reason
    }
}

/// Typed reads of a JSON object's members, naming the place and the field in errors.
package struct Fields {
    /// Reads `members`, naming `place` in errors.
    package init(members: [String: JSONValue], place: String) {
        self.members = members
        self.place = place
    }

    package let members: [String: JSONValue]
    package let place: String

    /// A whole number in `range`.
    package func int(_ key: String, _ range: ClosedRange<Int>) throws(DocumentError) -> Int {
        guard case .number(let value)? = members[key], value == value.rounded(), abs(value) < 1e15,
              range.contains(Int(value)) else {
            throw DocumentError("\(place): \"\(key)\" is not a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return Int(value)
    }

    /// A string.
    package func string(_ key: String) throws(DocumentError) -> String {
        guard case .string(let value)? = members[key] else { throw DocumentError("\(place): \"\(key)\" is not a string") }
        return value
    }

    /// A boolean.
    package func bool(_ key: String) throws(DocumentError) -> Bool {
        guard case .bool(let value)? = members[key] else { throw DocumentError("\(place): \"\(key)\" is not true or false") }
        return value
    }
}
