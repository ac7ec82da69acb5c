import CSDL2

/// SDL's text input: on only while a scene takes typed text (the name scene), so that keys typed during play
/// are keys, and an input method never opens over the game.
@MainActor
public enum TextInput {
    /// Starts delivering `Event.text`.
    public static func start() {
        SDL_StartTextInput()
    }

    /// Stops delivering `Event.text`.
    public static func stop() {
        SDL_StopTextInput()
    }
}
