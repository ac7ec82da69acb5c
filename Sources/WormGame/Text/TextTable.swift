/// The text table: each key's English source and French translation, one row a key (GAME_RULES.md R1, R7: those
/// texts exactly as written there).
///
/// Templates use numbered placeholders (`TextTemplate`); a row that counts something names the argument its plural
/// form would follow. A gettext catalogue can hold the same rows: msgctxt the key, msgid the English, msgstr the
/// French.
extension TextKey {
    /// This key's row.
    public var entry: TextEntry {
        switch self {
        case .getReady: TextEntry("Get ready", "Attention")
        case .countdownThree: TextEntry("3 ...", "3 ...")
        case .countdownTwo: TextEntry("2 ...", "2 ...")
        case .countdownOne: TextEntry("1 ...", "1 ...")
        case .yourTurn: TextEntry("Your turn!", "C'est à vous !")
        case .scoreLine: TextEntry("Worms caught %1$d missed %2$d", "Vers attrapés %1$d ratés %2$d")
        case .arcadeScoreLine: TextEntry("Score %1$d   %2$d s", "Score %1$d   %2$d s", counting: 2)
        case .secondsLeft: TextEntry("%1$d s", "%1$d s", counting: 1)

        case .paused: TextEntry("Paused", "Pause")
        case .resume: TextEntry("Resume", "Reprendre")
        case .soundOn: TextEntry("Sound: on", "Son : oui")
        case .soundOff: TextEntry("Sound: off", "Son : non")

        case .quit: TextEntry("Quit", "Quitter")
        case .back: TextEntry("Back", "Retour")
        case .fullscreen: TextEntry("Fullscreen", "Plein écran")
        case .results: TextEntry("Results", "Résultats")
        case .score: TextEntry("Score", "Score")
        case .noScoresYet: TextEntry("No scores yet", "Pas encore de scores")
        case .notSaved: TextEntry("Score not saved: %1$s", "Score non enregistré : %1$s")

        case .gameTitle: TextEntry("WORM", "WORM")
        case .tagline: TextEntry("Whack the worm before it hides", "Attrapez le ver avant qu'il se cache")
        case .classic: TextEntry("Classic", "Classique")
        case .arcade: TextEntry("Arcade", "Arcade")
        case .daily: TextEntry("Daily", "Du jour")
        case .versus: TextEntry("Versus", "Duel")
        case .scores: TextEntry("Scores", "Scores")
        case .settings: TextEntry("Settings", "Réglages")
        case .played: TextEntry("played", "joué")

        case .again: TextEntry("Again", "Rejouer")
        case .title: TextEntry("Title", "Accueil")
        case .caught: TextEntry("Caught", "Attrapés")
        case .missed: TextEntry("Missed", "Ratés")
        case .accuracy: TextEntry("Accuracy", "Précision")
        case .bestCombo: TextEntry("Best combo", "Meilleur combo")
        case .reactionMean: TextEntry("Mean reaction", "Réaction moyenne")
        case .reactionMedian: TextEntry("Median reaction", "Réaction médiane")
        case .reactionChart: TextEntry("Reaction times (ms)", "Temps de réaction (ms)")
        case .noCatch: TextEntry("No worm caught", "Aucun ver attrapé")
        case .rating0: TextEntry("Keep at it!", "Courage, continuez !")
        case .rating1: TextEntry("Not bad at all", "Pas mal du tout")
        case .rating2: TextEntry("Quick hands!", "Des mains rapides !")
        case .rating3: TextEntry("Worm hunter!", "Chasseur de vers !")
        case .rating4: TextEntry("Legendary whacker!", "Légendaire !")
        case .savedAs: TextEntry("Saved in the table at #%1$d", "Enregistré au tableau, n° %1$d")

        case .newHighScore: TextEntry("New high score!", "Nouveau record !")
        case .rank: TextEntry("Rank %1$d", "Rang %1$d")
        case .typeYourName: TextEntry("Type your name", "Tapez votre nom")

        case .arcadeTable: TextEntry("Arcade top 10", "Arcade : les 10 meilleurs")
        case .dailyTable: TextEntry("Daily %1$s", "Du jour %1$s")
        case .versusHistory: TextEntry("Versus history", "Historique des duels")
        case .noVersusYet: TextEntry("No Versus games yet", "Pas encore de duel")
        case .name: TextEntry("Name", "Nom")
        case .accuracyShort: TextEntry("Acc.", "Préc.")
        case .combo: TextEntry("Combo", "Combo")
        case .date: TextEntry("Date", "Date")
        case .seed: TextEntry("Seed", "Graine")
        case .version: TextEntry("Version", "Version")
        case .inputs: TextEntry("Inputs", "Entrées")
        case .replay: TextEntry("Replay", "Revoir")
        case .close: TextEntry("Close", "Fermer")
        case .details: TextEntry("Details", "Détails")
        case .export: TextEntry("Export", "Exporter")
        case .exported: TextEntry("Written: %1$s", "Écrit : %1$s")

        case .music: TextEntry("Music", "Musique")
        case .effects: TextEntry("Effects", "Effets")
        case .sound: TextEntry("Sound", "Son")
        case .language: TextEntry("Language", "Langue")
        case .languageAuto: TextEntry("Auto", "Auto")
        case .reducedMotion: TextEntry("Reduced motion", "Mouvements réduits")
        case .on: TextEntry("On", "Oui")
        case .off: TextEntry("Off", "Non")

        case .started: TextEntry("%1$s started a new game", "%1$s a lancé une partie")
        case .ended: TextEntry("%1$s ended the game", "%1$s a mis fin à la partie")
        case .waiting: TextEntry("%1$d of %2$d players", "%1$d joueurs sur %2$d", counting: 2)
        case .hosting: TextEntry("Hosting on port %1$d", "Partie ouverte, port %1$d")
        case .joining: TextEntry("Joining %1$s", "Connexion à %1$s")
        case .unreachable: TextEntry("No answer from %1$s", "Pas de réponse de %1$s")
        case .lobby: TextEntry("Versus on the network", "Duel en réseau")
        case .you: TextEntry("You: %1$s", "Vous : %1$s")
        case .hostedGame: TextEntry("%1$s's game (%2$d)", "Partie de %1$s (%2$d)")
        case .visibleOn: TextEntry("Visible: on", "Visible : oui")
        case .visibleOff: TextEntry("Visible: off", "Visible : non")
        case .host: TextEntry("Host", "Héberger")
        case .start: TextEntry("Start", "Lancer")
        case .joinHint: TextEntry("Join: worm --join HOST", "Rejoindre : worm --join HÔTE")
        case .yourName: TextEntry("Your name", "Votre nom")
        case .nameLeavesTheGame: TextEntry("A new name leaves the game you are in", "Changer de nom quitte la partie")
        }
    }
}
