import SDLKit
import WormGame

/// How to play (R21): the worm, the golden worm and the beetle with what each is worth, the combo steps and the
/// pause button, from Arcade's rules. Opened from the title's "?" and before a player's first Arcade or Daily round;
/// any press or key goes on, at the step it comes in, but Esc (a pad's B) goes back to the title.
final class HowToPlayScene: Scene {
    let name = SceneName.howToPlay
    /// The game the scene stands before (the player chose it on the title), or nil: back to the title.
    let then: GameKind?
    private(set) var clockMs = 0
    /// Whether the scene was dismissed (the rest of its step's inputs are the next scene's to miss, not this one's).
    private var done = false

    /// The scene before `then`, or opened from the title's entry when nil.
    init(then: GameKind?) {
        self.then = then
    }

    /// Its page is read whole only while it is open: a player who goes on at once hears the round's countdown, not
    /// the rest of the page over it (R111).
    var speechEndsWithIt: Bool { true }

    /// What the scene says as it opens (R111): its whole text, as drawn, ending with how to go on.
    func spokenOpening(context: SceneContext) -> [String] {
        let language = context.language
        var texts = [language.text(.howToPlay)]
        for (kind, key) in [(WormKind.normal, TextKey.howToWorm), (.golden, .howToGolden), (.beetle, .howToBeetle)] {
            texts.append(language.text(key, ArcadeRules.points(of: kind)))
        }
        texts.append(language.text(.howToCombo))
        texts += ComboSteps.steps.map { language.text(.howToComboStep, $0.combo, $0.multiplier) }
        texts += [language.text(.howToPause), language.text(.howToGoOn), language.text(.howToBack)]
        return texts
    }

    func step(_ inputs: [PlayerInput], context: SceneContext) -> [Command] {
        defer { clockMs += Simulation.stepMs }
        for input in inputs where !done {
            switch input {
            case .press(let press):
                context.journal.write(.game(.press(x: press.x, y: press.y, source: press.source, ignored: false)), t: clockMs)
            case .key(let key) where key.key == .escape:
                // Back, not on: before a first round the player has not chosen to play yet (issue 30).
                done = true
                return [.open(.title)]
            case .key, .swipe, .longPress, .padButton, .hover:
                break
            case .focusLost, .minimized, .resized, .closed, .text, .pad, .padUnplugged, .padHeld, .keyUp, .lifted:
                continue
            }
            done = true
            let next: Command = then.map { .play($0) } ?? .open(.title)
            return (context.howToPlaySeen.map { [.change($0)] } ?? []) + [next]
        }
        return []
    }

    func leave(at t: Int, context: SceneContext) {}

    /// A still page: drawn once, then only when the window asks.
    func signature(context: SceneContext, placement: Placement) -> FrameSignature? {
        FrameSignature(scene: ObjectIdentifier(self), focus: nil, placement: placement)
    }

    func draw(with painter: SceneRenderer, context: SceneContext) throws {
        try painter.drawHowToPlay(language: context.language)
    }
}

extension SceneContext {
    /// Whether `kind` chosen on the title opens how to play first (R21): before a player's first Arcade or Daily
    /// round, as settings.json remembers; in a kiosk, where each visitor starts at the title and nothing of a
    /// visitor is kept, before every such round chosen there.
    func showsHowToPlay(before kind: GameKind) -> Bool {
        guard kind.tableMode != nil else { return false }
        return !run.policy.remembersHowToPlay || !settings.current.seenHowToPlay
    }

    /// The change that keeps how to play seen, when there is one to keep (not in a kiosk: its next visitor has not).
    var howToPlaySeen: SettingChange? {
        guard run.policy.remembersHowToPlay, !settings.current.seenHowToPlay else { return nil }
        return .flag(.seenHowToPlay, true)
    }
}

/// The combo steps of Arcade (R32), read from its rules: each number of catches in a row where the multiplier goes up.
nonisolated enum ComboSteps {
    /// (catches in a row, multiplier reached), from the first step above ×1.
    static let steps: [(combo: Int, multiplier: Int)] = {
        var steps: [(Int, Int)] = []
        var last = ArcadeRules.multiplier(forCombo: 1)
        for combo in 2...100 where ArcadeRules.multiplier(forCombo: combo) != last {
            last = ArcadeRules.multiplier(forCombo: combo)
            steps.append((combo, last))
        }
        return steps
    }()
}
