/// The simulation's one clock constant, shared by the game, its scenes and its platforms.
public enum Simulation {
    /// The fixed simulation step, in ms: 250 steps a second, under R10's 1/60 s.
    public static let stepMs = 4
}
