/// Versus's texts with a name or number in them (R60), in English and French.
public enum VersusText: Equatable, Sendable {
    /// "NAME started a new game".
    case started(String)
    /// "NAME ended the game": the host left.
    case ended(String)
    /// Waiting for players: `count` of `needed` in.
    case waiting(count: Int, needed: Int)
    /// Hosting on a port, waiting for others to join.
    case hosting(port: Int)
    /// Reaching a host.
    case joining(String)
    /// A host that never answered, by its address.
    case unreachable(String)
    /// A player who left or dropped.
    case gone(String)
    /// The lobby's heading.
    case lobby
    /// "You: NAME".
    case you(String)
    /// A game found: its host's name and its players.
    case game(String, players: Int)
    /// The visible switch.
    case visible(Bool)
    /// The lobby's Host button.
    case host
    /// The host's Start / Another round button.
    case start
    /// "Results".
    case results
    /// The lobby without discovery: how to join.
    case joinHint
    /// The heading of the scene where the display name is typed.
    case yourName
    /// Under it: what changing the name does.
    case nameLeavesTheGame

    /// The text in `language`.
    public func text(in language: Language) -> String {
        let french = language == .french
        switch self {
        case .started(let name): return french ? "\(name) a lancé une partie" : "\(name) started a new game"
        case .ended(let name): return french ? "\(name) a mis fin à la partie" : "\(name) ended the game"
        case .waiting(let count, let needed):
            return french ? "\(count) joueurs sur \(needed)" : "\(count) of \(needed) players"
        case .hosting(let port): return french ? "Partie ouverte, port \(port)" : "Hosting on port \(port)"
        case .joining(let address): return french ? "Connexion à \(address)" : "Joining \(address)"
        case .unreachable(let address): return french ? "Pas de réponse de \(address)" : "No answer from \(address)"
        case .gone(let name): return french ? "\(name) (parti)" : "\(name) (gone)"
        case .lobby: return french ? "Duel en réseau" : "Versus on the network"
        case .you(let name): return french ? "Vous : \(name)" : "You: \(name)"
        case .game(let name, let players):
            return french ? "Partie de \(name) (\(players))" : "\(name)'s game (\(players))"
        case .visible(let on):
            return french ? (on ? "Visible : oui" : "Visible : non") : (on ? "Visible: on" : "Visible: off")
        case .host: return french ? "Héberger" : "Host"
        case .start: return french ? "Lancer" : "Start"
        case .results: return french ? "Résultats" : "Results"
        case .joinHint: return french ? "Rejoindre : worm --join HÔTE" : "Join: worm --join HOST"
        case .yourName: return french ? "Votre nom" : "Your name"
        case .nameLeavesTheGame:
            return french ? "Changer de nom quitte la partie" : "A new name leaves the game you are in"
        }
    }
}
