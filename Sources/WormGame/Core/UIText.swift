/// Every fixed text of the title, results and other scenes, in English and French.
public enum UIText: CaseIterable, Sendable {
    case gameTitle, tagline
    case classic, arcade, daily, versus, scores, settings, quit
    case again, title, back
    case results, score, caught, missed, accuracy, bestCombo, reactionMean, reactionMedian, reactionChart, noCatch
    case rating0, rating1, rating2, rating3, rating4
    case noScoresYet, comingSoonDetail

    /// The English text.
    public var english: String {
        switch self {
        case .gameTitle: return "WORM"
        case .tagline: return "Whack the worm before it hides"
        case .classic: return "Classic"
        case .arcade: return "Arcade"
        case .daily: return "Daily"
        case .versus: return "Versus"
        case .scores: return "Scores"
        case .settings: return "Settings"
        case .quit: return "Quit"
        case .again: return "Again"
        case .title: return "Title"
        case .back: return "Back"
        case .results: return "Results"
        case .score: return "Score"
        case .caught: return "Caught"
        case .missed: return "Missed"
        case .accuracy: return "Accuracy"
        case .bestCombo: return "Best combo"
        case .reactionMean: return "Mean reaction"
        case .reactionMedian: return "Median reaction"
        case .reactionChart: return "Reaction times (ms)"
        case .noCatch: return "No worm caught"
        case .rating0: return "Keep at it!"
        case .rating1: return "Not bad at all"
        case .rating2: return "Quick hands!"
        case .rating3: return "Worm hunter!"
        case .rating4: return "Legendary whacker!"
        case .noScoresYet: return "No scores yet"
        case .comingSoonDetail: return "Not in this version yet"
        }
    }

    /// The French text.
    public var french: String {
        switch self {
        case .gameTitle: return "WORM"
        case .tagline: return "Attrapez le ver avant qu'il se cache"
        case .classic: return "Classique"
        case .arcade: return "Arcade"
        case .daily: return "Du jour"
        case .versus: return "Duel"
        case .scores: return "Scores"
        case .settings: return "Réglages"
        case .quit: return "Quitter"
        case .again: return "Rejouer"
        case .title: return "Accueil"
        case .back: return "Retour"
        case .results: return "Résultats"
        case .score: return "Score"
        case .caught: return "Attrapés"
        case .missed: return "Ratés"
        case .accuracy: return "Précision"
        case .bestCombo: return "Meilleur combo"
        case .reactionMean: return "Réaction moyenne"
        case .reactionMedian: return "Réaction médiane"
        case .reactionChart: return "Temps de réaction (ms)"
        case .noCatch: return "Aucun ver attrapé"
        case .rating0: return "Courage, continuez !"
        case .rating1: return "Pas mal du tout"
        case .rating2: return "Des mains rapides !"
        case .rating3: return "Chasseur de vers !"
        case .rating4: return "Légendaire !"
        case .noScoresYet: return "Pas encore de scores"
        case .comingSoonDetail: return "Pas encore dans cette version"
        }
    }

    /// The rating line of tier `tier` (0 to 4, R33).
    public static func rating(tier: Int) -> UIText {
        [.rating0, .rating1, .rating2, .rating3, .rating4][min(max(tier, 0), 4)]
    }
}
