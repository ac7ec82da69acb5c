import SDLKit
import WormGame

/// The name scene (R40): a round entered its table; the player types a name on a physical keyboard (SDL text
/// input, Backspace, Enter) or on the on-screen keyboard, then OK saves the score and opens the results.
final class NameScene: TypingScene {
    let name = SceneName.name
    /// The round to save.
    let round: FinishedRound
    /// The rank the score will take.
    let rank: Int
    /// The name being typed.
    private(set) var entry: NameEntry
    private(set) var clockMs = 0
    /// Whether OK was chosen (the scene is left after this step).
    private var done = false
    /// With one switch (R114): the offer to keep the name, then the scanning keyboard; nil otherwise.
    private(set) var oneSwitch: OneSwitchNaming?
    /// The name an empty field is kept under ("Player", or the last name typed here), as offered.
    let offeredName: String

    /// Whether the score heads its table: a new best, celebrated.
    var isNewBest: Bool { rank == 1 }
    /// The name typed so far.
    var typed: String { entry.typed }
    /// The keyboard on screen.
    var keyboard: OnScreenKeyboard { entry.keyboard }
    /// The on-screen key last pressed, lit for a moment.
    var litKey: OnScreenKeyboard.Key? { entry.litKey }

    /// The name scene for `round`.
    init(round: FinishedRound, context: SceneContext) {
        self.round = round
        entry = NameEntry(language: context.language) { name, typed in PlayerName.appending(typed, to: name) }
        var table = context.table(for: round)
        rank = table.insert(HighScore(name: PlayerName.fallback, score: round.summary.score, accuracy: 0, bestCombo: 0,
                                      time: .max, replay: round.replay)) ?? ScoreTable.size
        offeredName = context.finalName("")
        if context.settings.current.access.oneSwitch { oneSwitch = OneSwitchNaming() }
    }

    func step(_ inputs: [PlayerInput], context: SceneContext) -> [Command] {
        var commands: [Command] = []
        for input in inputs where !done {
            // Enter, OK and Esc all keep the name: the score is saved either way. A press in the scene's first
            // 700 ms was aimed at the round's last worms: logged, never an on-screen key (R21).
            if case .press(let press) = input, clockMs < ResultsScene.settleMs {
                context.journal.write(.game(.press(x: press.x, y: press.y, source: press.source, ignored: true)), t: clockMs)
                continue
            }
            // One switch (R114) scans the keyboard: the switch answers the offer, takes the row or presses a key.
            let request = entry.type(input, scan: &oneSwitch, atMs: clockMs, context: context)
            if request != nil { commands.append(finish(context: context)) }
        }
        entry.endStep(atMs: clockMs)
        if !context.switchHeld {  // the scan waits while the switch is down (R114)
            oneSwitch?.step(interval: context.settings.current.access.scanIntervalMs, rows: KeyboardFocus.rows(of: keyboard))
        }
        clockMs += Simulation.stepMs
        return commands
    }

    /// Asks for the score to be saved under the name, and the results opened.
    private func finish(context: SceneContext) -> Command {
        done = true
        // The name the row is kept under, said as the scene is left (R111): the player knows what to look for.
        context.narrator.say(context.language.text(.spokenNameSaved, context.finalName(typed)), .message, t: clockMs)
        return .saveRound(round, typed: typed)
    }

    /// Left idle (R71): saved under the name typed so far, else "Player", never the last visitor's name.
    func leaveIdle(at t: Int, context: SceneContext) {
        guard !done else { return }
        done = true
        context.save(round, typed: typed, at: t, forgettingLast: true)
    }

    /// What the scene says as it opens (R111): a new high score, its rank and score, and what to do.
    func spokenOpening(context: SceneContext) -> [String] {
        let language = context.language
        return [language.text(.newHighScore), language.text(.rank, rank), language.text(.spokenScore, round.summary.score),
                language.text(.spokenTypeYourName)]
    }

    /// The on-screen key the arrows focus, when shown (R111).
    func focusItem(language: Language) -> FocusItem? {
        if let oneSwitch { return oneSwitch.focusItem(keyboard: keyboard, offered: offeredName, language: language) }
        return entry.focusItem(language: language)
    }

    func draw(with painter: SceneRenderer, context: SceneContext) throws {
        let cursors = context.pads.deck.cursors()
        painter.reducedMotion = context.settings.current.reducedMotion
        try painter.drawNameScene(self, language: context.language, emptyName: context.finalName(""), cursors: cursors)
        if let oneSwitch { try painter.drawOneSwitchNaming(oneSwitch, keyboard: keyboard, offered: offeredName, language: context.language) }
        try painter.drawPadCursors(cursors)
    }

    /// The run ends in the name scene (the window closed, Ctrl+Q, the end of a headless run): the score is saved
    /// under what was typed, rather than lost.
    func leave(at t: Int, context: SceneContext) {
        guard !done else { return }
        done = true
        context.save(round, typed: typed, at: t, forgettingLast: !context.run.policy.remembersNames)
    }
}
