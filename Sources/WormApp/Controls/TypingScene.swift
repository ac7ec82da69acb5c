import SDLKit

/// A scene that takes a name or an address on the on-screen keyboard (the high-score name, the Versus name, the
/// board's address): it takes typed text, a pad's cursor moves over the keyboard (a key a D-pad press, R80), and,
/// its cursor blinking and its pressed keys lighting up, every frame is drawn.
protocol TypingScene: Scene {}

extension TypingScene {
    var takesText: Bool { true }
    var padUse: PadUse { .point }
    func signature(context: SceneContext, placement: Placement) -> FrameSignature? { nil }
}
