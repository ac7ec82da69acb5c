import CSDL2

/// SDL's key names.
public enum Keyboard {
    /// Whether SDL knows `name` as a key name (case-insensitive, as `SDL_GetKeyName` spells them).
    /// A name with a NUL in it is unknown: SDL's C API would read only what comes before it.
    public static func isKnownKeyName(_ name: String) -> Bool {
        !name.isEmpty && !name.utf8.contains(0) && SDL_GetKeyFromName(name) != SDLK_UNKNOWN.rawValue
    }

    /// SDL's own spelling of a key name ("escape" gives "Escape"), or nil when SDL does not know it.
    public static func canonicalName(_ name: String) -> String? {
        let key = SDL_GetKeyFromName(name)
        guard key != SDLK_UNKNOWN.rawValue else { return nil }
        return String(cString: SDL_GetKeyName(key))
    }
}
