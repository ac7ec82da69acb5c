/// A sound the game asks the platform to start (R8).
public enum SoundName: String, Sendable {
    case hit, miss, music
}

/// A particle emitter the game started (R11, R12).
public enum EffectName: String, Sendable {
    case explosion, stardust
}

/// Why a miss was counted (R4, R5, R6).
public enum MissReason: String, Sendable {
    case background, escape
}

/// Why the game paused (R13).
public enum PauseReason: String, Sendable {
    case key, button, focus, minimize
    /// A pad in play was unplugged (R80).
    case pad
}

/// Why the game resumed (R13).
public enum ResumeReason: String, Sendable {
    case key, button
}

/// The score as a `score` event reports it: Classic's counts, and Arcade's points and combo.
public struct ScoreReport: Equatable, Sendable {
    public var caught: Int
    public var missed: Int
    /// Arcade's points; nil in Classic.
    public var points: Int?
    /// Arcade's catches in a row; nil in Classic.
    public var combo: Int?

    /// Creates a report; Classic gives the counts only.
    public init(caught: Int, missed: Int, points: Int? = nil, combo: Int? = nil) {
        self.caught = caught
        self.missed = missed
        self.points = points
        self.combo = combo
    }
}

/// What an Arcade catch scored (R32); nil in Classic.
public struct CatchScore: Equatable, Sendable {
    /// Points this catch scored (its worm's points times the multiplier).
    public var points: Int
    /// Catches in a row, this one included.
    public var combo: Int
    /// The score after this catch.
    public var score: Int

    /// Creates the record of one catch.
    public init(points: Int, combo: Int, score: Int) {
        self.points = points
        self.combo = combo
        self.score = score
    }
}

/// Something that happened in one step, as the event log names it (HEADLESS.md).
///
/// Sounds and effects leave the game as events too: the platform plays and draws them,
/// and a test can read them.
public enum GameEvent: Equatable, Sendable {
    /// The message line changed; the app says it in the player's language.
    case message(MessageKey)
    /// A worm appeared; `kind` is nil in Classic (the log has no `kind` there).
    case spawn(worm: Int, x: Int, y: Int, visibleMs: Int, kind: WormKind? = nil)
    /// A press the game received; `pad` names the pad for a pad's press (R80).
    case press(x: Double, y: Double, source: PressSource, ignored: Bool, pad: Int? = nil)
    /// A catch; `scored` says what it scored in Arcade.
    case hit(worm: Int, reactionMs: Int, scored: CatchScore? = nil)
    /// A beetle was touched (R31): `points` lost (negative), `score` after.
    case decoy(worm: Int, points: Int, score: Int)
    /// `worm` is nil for a press in the hidden phase, or on the background in Arcade.
    case miss(worm: Int?, reason: MissReason)
    case hide(worm: Int)
    case score(ScoreReport)
    /// A sound starts; `pitch` is the combo's step for Arcade's rising catch sound.
    case sound(name: SoundName, pitch: Int? = nil)
    case effect(name: EffectName, x: Double, y: Double)
    case pause(reason: PauseReason)
    case resume(reason: ResumeReason)
    /// Versus: the player in `seat` (their place in the roster) caught `worm` (R60). The name is looked up
    /// where it is shown, from the roster (`[VersusStanding].name(ofSeat:)`).
    case versusHit(worm: Int, seat: Int, reactionMs: Int)
    /// Versus: the player in `seat` pressed the background, a miss for that player alone (R60).
    case versusMiss(seat: Int)
    /// Versus: the player in `seat` pressed `worm` less than 300 ms after another player caught it: late, neither a
    /// catch nor a miss (R61).
    case versusLate(worm: Int, seat: Int)
    /// Versus: the scoreboard, in roster order.
    case versusScore([VersusStanding])
    /// Audio play (R110): `worm`, out at grid `cell`, calls (a `sound` named `call`, panned by column, pitched by row).
    case call(worm: Int, cell: AudioGrid.Cell, kind: WormKind)
}
