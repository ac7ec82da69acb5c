import SDLKit
import WormGame

/// The name scene (R40): a round entered its table; the player types a name on a physical keyboard (SDL text
/// input, Backspace, Enter) or on the on-screen keyboard, then OK saves the score and opens the results.
final class NameScene: Scene {
    let name = SceneName.name
    /// The round to save.
    let round: FinishedRound
    /// What the results' Again starts.
    let again: GameKind
    /// The rank the score will take.
    let rank: Int
    /// The keyboard on screen.
    let keyboard = OnScreenKeyboard()
    /// The name typed so far.
    private(set) var typed = ""
    /// The key last pressed on screen, lit for a moment.
    private(set) var litKey: OnScreenKeyboard.Key?
    private var litUntilMs = 0
    private(set) var clockMs = 0
    /// Whether OK was chosen (the scene is left after this step).
    private var done = false

    /// How long a pressed key stays lit, in ms.
    static let keyLightMs = 150

    /// The name scene for `round`.
    init(round: FinishedRound, again: GameKind, context: SceneContext) {
        self.round = round
        self.again = again
        var table = context.table(for: round)
        rank = table.insert(HighScore(name: PlayerName.fallback, score: round.summary.score, accuracy: 0, bestCombo: 0,
                                      time: .max, replay: round.replay)) ?? ScoreTable.size
    }

    var takesText: Bool { true }

    /// The cursor blinks and pressed keys light up: every frame is drawn.
    func signature(context: SceneContext, placement: Placement) -> FrameSignature? { nil }

    func step(_ inputs: [PlayerInput], context: SceneContext) {
        for input in inputs where !done {
            switch input {
            case .text(let text):
                type(text)
            case .key(let key):
                switch key.name {
                case "backspace": erase()
                case "return", "keypad enter", "escape": finish(context: context)
                default: break
                }
            case .press(let press):
                let key = keyboard.key(at: press.x, y: press.y)
                context.journal.write(.game(.press(x: press.x, y: press.y, source: press.source, ignored: key == nil)),
                                      t: clockMs)
                guard let key else { continue }
                litKey = key
                litUntilMs = clockMs + NameScene.keyLightMs
                switch key.action {
                case .type(let text): type(text)
                case .backspace: erase()
                case .ok: finish(context: context)
                }
            case .focusLost, .minimized, .resized, .closed, .swipe, .longPress:
                break
            }
        }
        if clockMs >= litUntilMs { litKey = nil }
        clockMs += Game<ClassicMode>.stepMs
    }

    /// Adds `text` when the name stays valid (R40: longer input is refused as typed).
    private func type(_ text: String) {
        if let longer = PlayerName.appending(text, to: typed) { typed = longer }
    }

    /// Removes the last character.
    private func erase() {
        if !typed.isEmpty { typed.removeLast() }
    }

    /// Saves the score under the name and opens the results.
    private func finish(context: SceneContext) {
        done = true
        context.save(round, typed: typed, at: clockMs)
        context.perform(.showResults(round.summary, again: again))
    }

    func draw(with painter: SceneRenderer, context: SceneContext) throws {
        try painter.drawNameScene(self, language: context.language, lastName: context.scores.document.lastName)
    }

    /// The run ends in the name scene (the window closed, Ctrl+Q, the end of a headless run): the score is saved
    /// under what was typed, rather than lost.
    func leave(at t: Int, context: SceneContext) {
        guard !done else { return }
        done = true
        context.save(round, typed: typed, at: t)
    }
}
