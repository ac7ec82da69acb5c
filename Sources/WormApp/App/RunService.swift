import WormGame

/// A feature the runner serves without knowing what it is (a per-frame service, Quake's `Host_Frame` calling each
/// subsystem): the venue (R74), the operator's corner (R73), today's figures. It registers with the runner, which
/// calls each hook at its fixed point; every hook does nothing unless the service says otherwise.
protocol RunService: AnyObject {
    /// The command `input` asks of this service, taken before the scene sees the input (the operator's corner on
    /// `scene`); nil when the input is not the service's.
    func claim(_ input: PlayerInput, scene: SceneName) -> Command?
    /// One step of the run's clock, `ms` long, has passed.
    func stepped(ms: Int)
    /// The runner is about to open what `command` asks for (a round's end: its figures); the run's first command
    /// too, before its scene is made (a run that opens with a round: its world board's token).
    func opening(_ command: Command, context: SceneContext)
    /// Once a frame, after its steps: `nowMs` of the run's clock, `t` of the scene's.
    func frame(nowMs: Int, t: Int, context: SceneContext)
    /// The run ended at `t` of the last scene's clock.
    func leave(t: Int, context: SceneContext)
}

extension RunService {
    func claim(_ input: PlayerInput, scene: SceneName) -> Command? { nil }
    func stepped(ms: Int) {}
    func opening(_ command: Command, context: SceneContext) {}
    func frame(nowMs: Int, t: Int, context: SceneContext) {}
    func leave(t: Int, context: SceneContext) {}
}

extension SceneContext {
    /// The services every run has, from its setup: today's figures, and the operator's corner where a PIN is set.
    var runServices: [RunService] {
        [figures] + (run.operatorGate.map { [OperatorCorner(gate: $0)] } ?? []) + (board.map { [$0] } ?? [])
    }
}
