#if canImport(Glibc)
import Glibc
#endif
import SDLKit

extension WormMain {
    /// What to tell a player whose machine has no display to open a window on.
    static var noDisplayAdvice: String {
        let named = ["WAYLAND_DISPLAY", "DISPLAY"].compactMap { (name: String) -> String? in
            guard let value = getenv(name).map({ String(cString: $0) }), !value.isEmpty else { return nil }
            return "\(name)=\(Quoting.quote(value, limit: 60))"
        }
        let why = named.isEmpty ? "no display to open a window on (DISPLAY and WAYLAND_DISPLAY are not set)"
            : "cannot open a window on \(named.joined(separator: " or ")) (is its server running?)"
        return why + "; to play without one, run headless: worm --headless --input FILE --events - (see worm --help)"
    }

    /// Starts SDL's video and events (audio is opened apart, by the mixer, so it cannot stop the game).
    /// Without a display a windowed run stops with one line saying how to run headless, rather than
    /// running on SDL's invisible offscreen driver; a driver the player names in SDL_VIDEODRIVER is kept.
    static func startPlatform(headless: Bool) throws {
        // Video drivers tried on the way (Wayland without XDG_RUNTIME_DIR…) may print lines of their own.
        let (started, libraryText) = LibraryMessages.capturing { try Platform.start(headless: headless, audio: !headless) }
        if case .failure(let error) = started {
            if !headless && !hasDisplay() { throw RuntimeFailure(noDisplayAdvice) }
            throw RuntimeFailure("cannot start SDL: \(error)" + LibraryMessages.note(libraryText))
        }
        guard !headless, let driver = Platform.videoDriver, ["offscreen", "dummy"].contains(driver) else { return }
        let asked = getenv("SDL_VIDEODRIVER").map { String(cString: $0) }
        if asked?.lowercased() != driver {
            Platform.stop()
            throw RuntimeFailure(noDisplayAdvice)
        }
    }

    /// Whether the environment names an X11 or Wayland display.
    static func hasDisplay() -> Bool {
        let names: [String] = ["DISPLAY", "WAYLAND_DISPLAY"]
        return names.contains { name in getenv(name).map { $0.pointee != 0 } ?? false }
    }
}
