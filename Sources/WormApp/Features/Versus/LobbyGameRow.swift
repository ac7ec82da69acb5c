/// A game found, as a row of the Versus lobby's list shows it: its host and players, and whether its round is under
/// way (drawn with a "started" mark).
struct LobbyGameRow: Equatable {
    /// "Ana's game (2)", in the player's language.
    var text: String
    /// Whether the game's round is under way (the beacon's hosting byte 2).
    var started = false
}
