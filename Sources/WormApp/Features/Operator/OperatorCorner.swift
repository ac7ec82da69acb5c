import WormGame

/// The way to the operator's PIN pad (R73), as a service of the runner: Ctrl+Alt+O, or a 5 s hold on the top-left
/// corner, wherever the pad or the menu is not open already; and the PIN pad's lock running down with the steps.
final class OperatorCorner: RunService {
    /// The PIN pad's lock, for the whole run.
    let gate: OperatorGate

    /// The corner of the run whose PIN `gate` checks.
    init(gate: OperatorGate) {
        self.gate = gate
    }

    func claim(_ input: PlayerInput, scene: SceneName) -> Command? {
        guard scene != .operatorPin, scene != .operatorMenu else { return nil }
        switch input {
        case .key(let key) where key.opensOperatorPad:
            return .open(.operatorPin)
        case .longPress(let x, let y, let ms) where ms >= PinPadScene.holdMs && PinPadScene.corner.contains(x: x, y: y):
            return .open(.operatorPin)
        default:
            return nil
        }
    }

    func stepped(ms: Int) {
        gate.advance(byMs: ms)
    }
}

/// Today's figures count the rounds as the runner ends them (R73).
extension TodayFigures: RunService {
    func opening(_ command: Command, context: SceneContext) {
        guard case .roundOver(let round) = command else { return }
        record(score: round.summary.score, caught: round.summary.caught, on: context.dailyDate)
    }
}
