import WormGame

/// The lobby's own state, when neither hosting nor joined (R60): its line, and the players of the last game,
/// which it goes on listing after that game ended.
struct VersusLobby {
    /// The lobby's line: how to join, or what became of the last game.
    var status: String
    /// The last game's players (none in a lobby just opened).
    var players: [VersusStanding] = []

    /// Players of the last game still there, as discovery's answers count them.
    var presentCount: Int { players.filter(\.present).count }
}
