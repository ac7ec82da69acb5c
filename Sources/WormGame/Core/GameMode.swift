/// The rules of one mode (Classic, Arcade, Versus), run by `Game` under the common countdown and pause.
///
/// `Game` decides when a mode is asked anything: never during the countdown (R1) or a pause (R13), and only
/// for presses on the playfield that are not the pause button. A mode is a value, so copying a game snapshots it.
public protocol GameMode: Sendable {
    /// The holes of the playfield and what is in them, for drawing and tests.
    var slots: [Slot] { get }
    /// Explosions and stardust (cosmetic, their own random stream).
    var effects: Effects { get }
    /// Points rising from catches (cosmetic); empty in modes without them.
    var popups: [ScorePopup] { get }
    /// When the last miss was, on the game's clock, for the screen shake (cosmetic); nil in modes without it.
    var lastMissMs: Int? { get }
    /// The message line during play.
    var message: MessageKey { get }
    /// Whether the mode's game is over (Arcade's round has ended); Classic never ends by itself.
    var isOver: Bool { get }
    /// The catches in a row now, for the combo meter (R21, R32); 0 in modes without combos.
    var combo: Int { get }

    /// Play begins at `playMs` (the end of the countdown): the first worm comes out.
    mutating func begin(atPlayMs playMs: Int, into events: inout [GameEvent])
    /// A press on the playfield during play, at the step of `playMs`; the press itself was made at `pressPlayMs`.
    mutating func handle(_ press: Press, atPlayMs playMs: Int, pressPlayMs: Int, into events: inout [GameEvent])
    /// The timers of the step at `playMs`, after its presses.
    mutating func runTimers(atPlayMs playMs: Int, into events: inout [GameEvent])
    /// Advances the cosmetic effects by one step of `stepMs`, at the step of `playMs`.
    mutating func updateCosmetics(stepMs: Int, atPlayMs playMs: Int)
}

extension GameMode {
    public var combo: Int { 0 }

    /// The worms out now, in slot order.
    public var worms: [Worm] { slots.compactMap(\.worm) }
}
