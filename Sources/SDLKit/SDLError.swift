import CSDL2
#if canImport(Glibc)
import Glibc
#endif

/// A failed SDL call: which call, and what SDL said right after it failed.
public struct SDLError: Error, CustomStringConvertible, Equatable {
    /// The SDL function that failed, as `IMG_Load`.
    public var call: String
    /// `SDL_GetError()` read at the call site, or our own words.
    public var message: String

    /// Creates an error for `call` with an explicit message.
    public init(call: String, message: String) {
        self.call = call
        self.message = message
    }

    /// Creates an error for `call` with SDL's current error string; use it right after the failure.
    static func last(_ call: String) -> SDLError {
        SDLError(call: call, message: String(cString: SDL_GetError()))
    }

    /// Creates an error for a C library `call` with the words for the current `errno`.
    static func system(_ call: String) -> SDLError {
        SDLError(call: call, message: String(cString: strerror(errno)))
    }

    public var description: String { "\(call): \(message)" }
}

/// Throws `SDLError` for `call` when an SDL status code is negative.
@inline(__always)
func check(_ status: Int32, _ call: String) throws {
    if status < 0 { throw SDLError.last(call) }
}
