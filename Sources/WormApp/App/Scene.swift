import SDLKit
import WormGame

/// One screen of the game (raylib's Init/Update/Draw/Unload): it steps without SDL calls, returning what it wants
/// the program to do, and draws without changing anything.
protocol Scene: AnyObject {
    /// The name the `scene` event logs.
    var name: SceneName { get }
    /// Runs one fixed step of the scene with the inputs due at it, in order; returns the commands it asks for.
    func step(_ inputs: [PlayerInput], context: SceneContext) -> [Command]
    /// The settings changed (M, F11, the settings scene): shows them at once.
    func settingsChanged(context: SceneContext)
    /// Draws the scene as it stands (without presenting it).
    func draw(with painter: SceneRenderer, context: SceneContext) throws
    /// The scene is left, or the run ends, at `t` ms of the scene's own clock: last log lines.
    func leave(at t: Int, context: SceneContext)
    /// The scene's clock at its next step, in ms since it opened.
    var clockMs: Int { get }
    /// Whether the scene's first log line says what it is (a game's `start`), so a run that opens on it needs no
    /// `scene` line first (headless Classic logs what it always did).
    var logsItsOwnStart: Bool { get }
    /// What its next frame would show, to skip frames that show what the last one did; nil: draw every frame.
    func signature(context: SceneContext, placement: Placement) -> FrameSignature?
    /// Whether the scene takes typed text (SDL text input on; M types an M instead of muting).
    var takesText: Bool { get }
    /// Whether closing the window (or Ctrl+Q) goes to the scene as `closed`, which asks before it leaves (R61: a
    /// Versus round), rather than ending the run at once.
    var asksBeforeClosing: Bool { get }
    /// Whether every input goes to the scene, M and F11 included, rather than to the whole program first (the
    /// attract mode, which any input ends and which nothing else may take, R72); never the window's closing,
    /// which ends the program (or, in a kiosk, is ignored) wherever it comes.
    var takesEveryInput: Bool { get }
    /// The scene is left for want of input (R71), at `t` ms of its clock, before `leave`: what it keeps of what
    /// the player did (the name scene saves the score).
    func leaveIdle(at t: Int, context: SceneContext)
    /// How the scene takes a pad at its next step (R80): a menu's focus, a cursor that presses, or a cursor over the
    /// on-screen keyboard.
    var padUse: PadUse { get }
    /// Whether the one switch acts as it goes down (R114): in a round in play, where reactions count; elsewhere it
    /// chooses as it is let go, so that a hold goes back without choosing first.
    var switchActsOnPress: Bool { get }
    /// The clock a headless script's times are read on while the scene is on screen (HEADLESS.md): the run's for
    /// every scene but Versus, whose script plays from its top on each round's clock and waits between rounds.
    var scriptClock: ScriptClock { get }
    /// Told before each frame's steps whether the script has lines not played yet on `scriptClock`.
    func scriptLinesAhead(_ ahead: Bool)
    /// What is said when the scene opens (R111): its title, and what else a player must hear first.
    func spokenOpening(context: SceneContext) -> [String]
    /// What the scene says once its time-critical lines are over (R111): how to play it, said at `text` priority
    /// so that any newer line interrupts it, and only when `holdsGuide` is false, so it never delays them.
    func spokenGuide(context: SceneContext) -> [String]
    /// Whether time-critical lines are due now (a round's countdown, "Your turn!"): the guide waits for them.
    var holdsGuide: Bool { get }
    /// Whether what the scene says ends with it (a page read whole, How to play): left before the end, the rest is
    /// not said over the next scene's lines (a round's countdown).
    var speechEndsWithIt: Bool { get }
    /// What the focus is on now, with its value in `language`; nil when no focus is shown (R111, R115).
    func focusItem(language: Language) -> FocusItem?
}

extension Scene {
    var takesText: Bool { false }
    var asksBeforeClosing: Bool { false }
    var logsItsOwnStart: Bool { false }
    var takesEveryInput: Bool { false }
    var padUse: PadUse { .menu }
    var switchActsOnPress: Bool { padUse == .aim }
    var scriptClock: ScriptClock { .run }
    func scriptLinesAhead(_ ahead: Bool) {}
    func settingsChanged(context: SceneContext) {}
    func leaveIdle(at t: Int, context: SceneContext) {}
    func spokenOpening(context: SceneContext) -> [String] { spokenTitle(context: context).map { [$0] } ?? [] }
    func focusItem(language: Language) -> FocusItem? { nil }
    func spokenGuide(context: SceneContext) -> [String] { [] }
    var holdsGuide: Bool { false }
    var speechEndsWithIt: Bool { false }
}
