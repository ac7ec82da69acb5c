import CSDL2

/// SDL's key names.
public enum Keyboard {
    /// Whether SDL knows `name` as a key name (case-insensitive, as `SDL_GetKeyName` spells them).
    /// A name with a NUL in it is unknown: SDL's C API would read only what comes before it.
    public static func isKnownKeyName(_ name: String) -> Bool {
        !name.isEmpty && !name.utf8.contains(0) && SDL_GetKeyFromName(name) != SDLK_UNKNOWN.rawValue
    }
}
