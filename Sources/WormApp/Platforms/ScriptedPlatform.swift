import WormGame

/// A window playing an input script back (`--replay SCRIPT`): the script's lines reach the game at the very steps
/// they reach it headless, and the playback ends where the headless run does (the script's `quit`, or its
/// duration), so the window shows the game the headless run logs.
///
/// The window's frames still come from `window`; each of its frames is handed to the runner one step at a time,
/// the script's lines due at each step with it. What the player does is left out, as it would change the game,
/// but for leaving (Esc, Ctrl+Q, closing the window), muting, fullscreen and the window's own resizes.
final class ScriptedPlatform: GamePlatform {
    private let window: GamePlatform
    private var script: ScriptFeeder
    private let durationMs: Int
    /// What the run allows: a kiosk's Esc does not leave (only the system ends a kiosk).
    private let policy: KioskPolicy
    /// Steps of the window's frame still to hand to the runner.
    private var owed = 0
    /// Set when the run ends at the script's `quit`.
    private var quitAtMs: Int?
    /// The script's virtual pads, when it has `pad_*` lines.
    private let pads: ScriptPads?

    /// Plays `script` in `window` for at most `durationMs` of the run's clock.
    init(window: GamePlatform, script: [ScriptLine], durationMs: Int, policy: KioskPolicy = .open, pads: PadHub? = nil) {
        self.window = window
        let feeder = ScriptFeeder(lines: script, feedsResizes: false)
        self.script = feeder
        self.pads = pads.flatMap { feeder.usesPads ? ScriptPads(hub: $0) : nil }
        self.durationMs = durationMs
        self.policy = policy
    }

    func beginFrame(runMs: Int, inputs: inout [PlayerInput]) throws -> Int? {
        if runMs > 0 && runMs >= durationMs { return nil }
        if owed == 0 {
            var arrived: [PlayerInput] = []
            guard let steps = try window.beginFrame(runMs: runMs, inputs: &arrived) else { return nil }
            inputs += arrived.compactMap(admit)
            owed = steps
            if owed == 0 { return 0 }
        }
        owed -= 1
        var padLines: [ScriptLine.PadLine] = []
        guard script.feed(upTo: runMs, into: &inputs, pads: &padLines) else {
            quitAtMs = runMs
            return nil
        }
        try pads?.apply(padLines, into: &inputs)
        return 1
    }

    /// What of the player's input a playback keeps: Esc leaves it, as closing the window does (not in a kiosk).
    private func admit(_ input: PlayerInput) -> PlayerInput? {
        switch input {
        case .closed, .resized: return input
        case .key(let key) where key.key == .escape: return policy.canQuit ? .closed : nil
        case .key(let key) where key.quits || key.mutes || key.switchesFullscreen: return input
        default: return nil
        }
    }

    /// Only the last step of the window's frame ends it: the window draws once a frame, as it does for a player.
    func endFrame(lastStepMs: Int, signature: FrameSignature?, draw: () throws -> Void) throws {
        guard owed == 0 else { return }
        try window.endFrame(lastStepMs: lastStepMs, signature: signature, draw: draw)
    }

    func finish(draw: () throws -> Void) throws { try window.finish(draw: draw) }

    func endRunMs(runMs: Int) -> Int { quitAtMs ?? min(runMs, durationMs) }

    func toggleFullscreen() throws { try window.toggleFullscreen() }

    var isFullscreen: Bool? { window.isFullscreen }

    func resize(width: Int, height: Int) throws { try window.resize(width: width, height: height) }

    func setTextInput(_ on: Bool) { window.setTextInput(on) }
}
