import WormGame

/// Where every round's events go on this machine, whatever the mode: its log line, its sound, the message line, the
/// audio's pause, and the pads' rumble by one set of rules (`RumbleRules`, R80). Classic, Arcade, Daily, Party and
/// Versus (host and player) all report here, so a rule about what an event does outside the core is written once.
///
/// Seams for this round's other lanes: speech's `speak` events and audio play's calls hear every event in
/// `report(_:standings:pressed:t:)`; the world board's token and submit belong in `endSolo(_:t:)`, where a table
/// round's end is written.
final class RoundOutput {
    /// The event log.
    let journal: Journal
    private let audio: AudioOutput
    private let pads: PadBoard
    private let settings: SettingsKeeper
    /// The round's message line (the countdown, then the clock), as last reported or shown.
    var message: String?
    /// Which events rumble which pad (R80); anew each round.
    private var rumbleRules = RumbleRules()
    /// What the round says (R111) and audio play's keys (R110).
    var voice = RoundVoice(audioPlay: false)
    /// Where spoken texts go.
    private let narrator: Narrator?
    /// Audio play's calls spaced apart and away from a miss (R110); anew each round.
    private var calls = CallSchedule()
    /// A step's events as reported, calls as scheduled; reused so reporting does not allocate.
    private var scheduled: [GameEvent] = []

    init(journal: Journal, audio: AudioOutput, pads: PadBoard, settings: SettingsKeeper, narrator: Narrator? = nil) {
        self.narrator = narrator
        self.journal = journal
        self.audio = audio
        self.pads = pads
        self.settings = settings
    }

    /// The output of the scenes that `context` serves.
    convenience init(context: SceneContext) {
        self.init(journal: context.journal, audio: context.audio, pads: context.pads, settings: context.settings,
                  narrator: context.narrator)
    }

    var language: Language { journal.language }

    /// A round begins: no message line yet, no golden worm out, the sound on.
    func begin() {
        message = nil
        rumbleRules = RumbleRules()
        calls = CallSchedule()
        audio.setPaused(false)
    }

    /// Whether an audio-play call waits for its turn (R110): the round must report a step, even an empty one, for it.
    var callsWaiting: Bool { !calls.isIdle }

    /// A step's `events` at round time `t`: audio play's calls put in their turn (`CallSchedule`), then each event
    /// logged (its seats named from `standings`, for Versus's race; nil in the one-player modes), its sound played,
    /// its message kept; then the pads rumble for them. `pressed` are the step's inputs: a seat's last press from a
    /// pad is the pad its miss rumbles.
    func report(_ events: [GameEvent], standings: [VersusStanding]?, pressed: [StepInput] = [], t: Int) {
        scheduled.removeAll(keepingCapacity: true)
        calls.pass(events, atMs: t, into: &scheduled)
        for event in scheduled {
            journal.write(standings.map { .versusGame(event, players: $0) } ?? .game(event), t: t)
            if let spoken = voice.spoken(event, language: language) { narrator?.say(spoken.text, spoken.priority, t: t) }
            switch event {
            case .sound(let name, let pitch): audio.play(name, pitch: pitch ?? 0)
            case .call(_, let cell, let kind): audio.playCall(cell, kind: kind)
            case .message(let key): message = language.text(key)
            case .pause: audio.setPaused(true)
            case .resume: audio.setPaused(false)
            default: break
            }
        }
        rumble(for: scheduled, pressed: pressed, t: t)
    }

    /// Says what the round's voice says of `event` (R111), without logging the event: a Versus player's message
    /// line, which its own `message` line logs.
    func say(_ event: GameEvent, t: Int) {
        if let spoken = voice.spoken(event, language: language) { narrator?.say(spoken.text, spoken.priority, t: t) }
    }

    /// Rumbles the pads as `events` call for (R80): not with reduced motion or Vibration off.
    private func rumble(for events: [GameEvent], pressed: [StepInput], t: Int) {
        let current = settings.current
        guard current.vibration && !current.reducedMotion else { return }
        var padsBySeat: [Int: Int] = [:]
        for case .press(let press) in pressed where press.source == .pad {
            if let pad = press.pad { padsBySeat[press.player] = pad }
        }
        for (pattern, pads) in rumbleRules.rumbles(for: events, padsBySeat: padsBySeat, inPlay: self.pads.padsInPlay) {
            self.pads.rumble(pattern, pads: pads, journal: journal, t: t)
        }
    }

    /// A one-player round is over (Classic, Arcade, Daily): its `end` line at `t`, the sound paused. A table round's
    /// results and save follow in `FinishedRound`; the world board's submit lands beside them.
    func endSolo(caught: Int, missed: Int, summary: ArcadeSummary?, t: Int) {
        journal.write(.end(caught: caught, missed: missed, arcade: summary), t: t)
        calls = CallSchedule()  // a call still waiting is not heard after the round
        audio.setPaused(true)
    }

    /// A race is over (Party, Versus host and player): its `end` line with this machine's seats' counts
    /// (`localSeats`: every seat at a party, the host's own, a player's own) and everyone's scores, then its `result`,
    /// at `t`; the sound paused. Returns the result, for the results screen and the history (`enterVersusHistory`).
    func endRace(_ players: [VersusStanding], localSeats: [Int], t: Int) -> VersusResult {
        let mine = localSeats.filter(players.indices.contains).map { players[$0] }
        journal.write(.versusEnd(caught: mine.map(\.caught).reduce(0, +), missed: mine.map(\.missed).reduce(0, +),
                                 players: players), t: t)
        let result = VersusResult(standings: players)
        journal.write(.result(result), t: t)
        calls = CallSchedule()  // a call still waiting is not heard after the round
        audio.setPaused(true)
        return result
    }
}
