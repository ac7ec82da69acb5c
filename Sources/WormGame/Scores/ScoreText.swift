/// The texts of the name, scores and settings scenes, in English and French (beside `UIText`).
public enum ScoreText: CaseIterable, Sendable {
    case newHighScore, typeYourName, ok, rank
    case savedAs, notSaved
    case arcadeTable, dailyTable, versusHistory, noVersusYet, noScoresYet
    case name, points, accuracy, combo, date, seed, version, inputs
    case replay, close, details, replayOf, replayMatches, replayDiffers
    case music, effects, sound, language, languageAuto, fullscreen, reducedMotion, on, off
    case dailyPlayed, dailyNotPlayed, best, export, exported

    /// The English text.
    public var english: String {
        switch self {
        case .newHighScore: return "New high score!"
        case .typeYourName: return "Type your name"
        case .ok: return "OK"
        case .rank: return "Rank"
        case .savedAs: return "Saved in the table at #"
        case .notSaved: return "Score not saved: "
        case .arcadeTable: return "Arcade top 10"
        case .dailyTable: return "Daily"
        case .versusHistory: return "Versus history"
        case .noVersusYet: return "No Versus games yet"
        case .noScoresYet: return "No scores yet"
        case .name: return "Name"
        case .points: return "Score"
        case .accuracy: return "Acc."
        case .combo: return "Combo"
        case .date: return "Date"
        case .seed: return "Seed"
        case .version: return "Version"
        case .inputs: return "Inputs"
        case .replay: return "Replay"
        case .close: return "Close"
        case .details: return "Details"
        case .replayOf: return "Replay"
        case .replayMatches: return "Replay reproduces the score"
        case .replayDiffers: return "Replay does not reproduce the score"
        case .music: return "Music"
        case .effects: return "Effects"
        case .sound: return "Sound"
        case .language: return "Language"
        case .languageAuto: return "Auto"
        case .fullscreen: return "Fullscreen"
        case .reducedMotion: return "Reduced motion"
        case .on: return "On"
        case .off: return "Off"
        case .dailyPlayed: return "Today's Daily: best "
        case .dailyNotPlayed: return "Today's Daily: not played yet"
        case .best: return "played"
        case .export: return "Export"
        case .exported: return "Written: "
        }
    }

    /// The French text.
    public var french: String {
        switch self {
        case .newHighScore: return "Nouveau record !"
        case .typeYourName: return "Tapez votre nom"
        case .ok: return "OK"
        case .rank: return "Rang"
        case .savedAs: return "Enregistré au tableau, n° "
        case .notSaved: return "Score non enregistré : "
        case .arcadeTable: return "Arcade : les 10 meilleurs"
        case .dailyTable: return "Du jour"
        case .versusHistory: return "Historique des duels"
        case .noVersusYet: return "Pas encore de duel"
        case .noScoresYet: return "Pas encore de scores"
        case .name: return "Nom"
        case .points: return "Score"
        case .accuracy: return "Préc."
        case .combo: return "Combo"
        case .date: return "Date"
        case .seed: return "Graine"
        case .version: return "Version"
        case .inputs: return "Entrées"
        case .replay: return "Revoir"
        case .close: return "Fermer"
        case .details: return "Détails"
        case .replayOf: return "Revoir"
        case .replayMatches: return "Le replay donne le même score"
        case .replayDiffers: return "Le replay ne donne pas le même score"
        case .music: return "Musique"
        case .effects: return "Effets"
        case .sound: return "Son"
        case .language: return "Langue"
        case .languageAuto: return "Auto"
        case .fullscreen: return "Plein écran"
        case .reducedMotion: return "Mouvements réduits"
        case .on: return "Oui"
        case .off: return "Non"
        case .dailyPlayed: return "Du jour : meilleur "
        case .dailyNotPlayed: return "Du jour : pas encore joué"
        case .best: return "joué"
        case .export: return "Exporter"
        case .exported: return "Écrit : "
        }
    }
}

extension Language {
    /// A text of the name, scores and settings scenes, in this language.
    public func text(_ key: ScoreText) -> String {
        self == .french ? key.french : key.english
    }
}
