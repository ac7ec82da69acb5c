import CSDL2

/// SDL's key names.
public enum Keyboard {
    /// Whether SDL knows `name` as a key name (case-insensitive, as `SDL_GetKeyName` spells them).
    /// A name with a NUL in it is unknown: SDL's C API would read only what comes before it.
    public static func isKnownKeyName(_ name: String) -> Bool {
        !name.isEmpty && !name.utf8.contains(0) && SDL_GetKeyFromName(name) != SDLK_UNKNOWN.rawValue
    }

    /// The name of the key at the place SDL calls `scancode` (`SDL_GetScancodeName`: the US label of that place) on
    /// this keyboard's layout, as `SDL_GetKeyName` spells it (`A` at Q's place on an AZERTY keyboard); nil when SDL
    /// cannot say (no keyboard known yet).
    public static func keyName(atScancodeNamed scancode: String) -> String? {
        guard !scancode.isEmpty, !scancode.utf8.contains(0) else { return nil }
        let place = SDL_GetScancodeFromName(scancode)
        guard place != SDL_SCANCODE_UNKNOWN else { return nil }
        let key = SDL_GetKeyFromScancode(place)
        guard key != SDLK_UNKNOWN.rawValue else { return nil }
        let name = String(cString: SDL_GetKeyName(key))
        return name.isEmpty ? nil : name
    }
}
