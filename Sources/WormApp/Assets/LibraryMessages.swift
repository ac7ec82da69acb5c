#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Lines that C libraries print on standard error by themselves (libpng through SDL_image, libmpg123
/// through SDL_mixer, Wayland through SDL): caught while the call that makes them runs, kept off the
/// player's terminal, and folded into our own one line when the call fails.
nonisolated enum LibraryMessages {
    /// The most bytes of library text kept; the rest is dropped unread.
    static let maxBytes = 4_096

    /// Runs `body` with standard error (file descriptor 2) sent into a pipe, and returns what it
    /// returned or threw, with the text the libraries wrote meanwhile (at most `maxBytes`).
    static func capturing<T>(_ body: () throws -> T) -> (result: Result<T, any Error>, text: String) {
        var ends: [Int32] = [-1, -1]
        fflush(stderr)
        let saved = dup(2)
        // The write end does not block: a library that says more than the pipe holds loses the rest.
        guard saved >= 0, pipe(&ends) == 0 else {
            if saved >= 0 { close(saved) }
            return (Result { try body() }, "")
        }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        dup2(ends[1], 2)
        close(ends[1])
        let result = Result { try body() }
        fflush(stderr)
        dup2(saved, 2)
        close(saved)
        var bytes = [UInt8](repeating: 0, count: maxBytes)
        let count = bytes.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
        close(ends[0])
        return (result, String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self))
    }

    /// Runs `body`, keeping library lines off the terminal; when it throws, rethrows a one-line
    /// `RuntimeFailure` that says `what` failed, why (`describe`), and the libraries' first line.
    static func folding<T>(_ what: String, describe: (any Error) -> String, _ body: () throws -> T) throws -> T {
        let (result, text) = capturing(body)
        switch result {
        case .success(let value):
            return value
        case .failure(let error as RuntimeFailure):
            throw RuntimeFailure(error.message + note(text))
        case .failure(let error):
            throw RuntimeFailure("\(what): \(describe(error))" + note(text))
        }
    }

    /// The first non-empty line the libraries wrote, as " (that line)", or nothing.
    static func note(_ text: String) -> String {
        let first = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).first { !$0.allSatisfy { $0 == " " } }
        guard let first else { return "" }
        return " (" + Quoting.escape(String(first), limit: 160) + ")"
    }
}
