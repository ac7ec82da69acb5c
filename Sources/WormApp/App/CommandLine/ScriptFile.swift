extension InputScript {
    /// Reads and checks the script at `path` within `ReadLimits.inputScript`: a file too large, a line
    /// too long or too many lines is refused as soon as it shows, in bounded memory, with a `UsageError`
    /// (exit 2) naming the file, as is any bad line.
    static func read(path: String, isKnownKey: (String) -> Bool) throws -> [ScriptLine] {
        let name = Quoting.quote(path, limit: 200)
        switch BoundedReader.read(path: path, limits: .inputScript) {
        case .success(let bytes):
            return try parse(String(decoding: bytes, as: UTF8.self), fileName: name, isKnownKey: isKnownKey)
        case .failure(.system(let code)):
            throw UsageError("--input: cannot read \(name): \(FileSystem.describe(errno: code))")
        case .failure(let error):
            throw UsageError("--input: \(name): \(error.reason)")
        }
    }
}
