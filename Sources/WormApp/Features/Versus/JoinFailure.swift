/// A `--join` or a found game that cannot be reached at all (R61): a line for standard error that says what
/// went wrong, and a short one for the lobby that fits the field and says what to do.
struct JoinFailure: Error {
    /// For standard error, after `worm: versus: `.
    var message: String
    /// For the lobby's line.
    var shown: String
}
