/// Every fixed text the game shows, by its key; `TextTable` gives each one's English template, the catalogues
/// (po/*.po) its translations.
///
/// The raw value is the text's stable message id (`results.caught`): the name the gettext catalogues know it by (msgctxt),
/// unchanged when the English wording is. A text shown in two scenes has one key (the `common.` ones).
public enum TextKey: String, CaseIterable, Sendable {
    // MARK: The game's message line (R1, R7, R30, R60)

    /// Countdown message 0 (R1).
    case getReady = "countdown.getReady"
    /// Countdown message 1, and the resume's 3-2-1 (R1).
    case countdownThree = "countdown.three"
    /// Countdown message 2 (R1).
    case countdownTwo = "countdown.two"
    /// Countdown message 3 (R1).
    case countdownOne = "countdown.one"
    /// Countdown message 4: the first worm comes (R1).
    case yourTurn = "countdown.yourTurn"
    /// Classic's score line (R7): the worms caught and missed.
    case scoreLine = "play.scoreLine"
    /// Arcade's score and the seconds left in the round (R30).
    case arcadeScoreLine = "play.arcadeScoreLine"
    /// Versus's seconds left in the round (R60).
    case secondsLeft = "play.secondsLeft"

    // MARK: The pause overlay

    /// The overlay's title.
    case paused = "pause.paused"
    /// The button that continues the game.
    case resume = "pause.resume"
    /// The sound button while sound is on.
    case soundOn = "pause.soundOn"
    /// The sound button while sound is off.
    case soundOff = "pause.soundOff"

    // MARK: Texts of more than one scene

    /// The button that ends the game (title, pause overlay).
    case quit = "common.quit"
    /// The button back to the scene before.
    case back = "common.back"
    /// The fullscreen button and setting.
    case fullscreen = "common.fullscreen"
    /// The heading of a round's results (Arcade, Versus).
    case results = "common.results"
    /// A score: the scores' column, a row's details.
    case score = "common.score"
    /// An empty score table.
    case noScoresYet = "common.noScoresYet"
    /// A score that could not be saved or a file not written, and why: the reason.
    case notSaved = "common.notSaved"

    // MARK: The title (R20, R34)

    /// The game's name.
    case gameTitle = "title.gameTitle"
    /// The line under the name.
    case tagline = "title.tagline"
    /// Classic's button.
    case classic = "title.classic"
    /// Arcade's button.
    case arcade = "title.arcade"
    /// The Daily's button.
    case daily = "title.daily"
    /// Versus's button.
    case versus = "title.versus"
    /// Party's button and heading (R80).
    case party = "title.party"
    /// Party's lobby: how a player joins (R80).
    case partyJoin = "party.join"
    /// A party player's name, until one is typed (R80).
    case partyPlayer = "party.player"
    /// Party's lobby: how many are in.
    case partyPlayers = "party.players"
    /// The scores' button.
    case scores = "title.scores"
    /// The settings' button and heading.
    case settings = "title.settings"
    /// The Daily's badge once today's is played.
    case played = "title.played"

    // MARK: The results (R33)

    /// Play the same mode again.
    case again = "results.again"
    /// Back to the title.
    case title = "results.title"
    /// Worms caught.
    case caught = "results.caught"
    /// Worms missed.
    case missed = "results.missed"
    /// Catches of all presses, in percent.
    case accuracy = "results.accuracy"
    /// The longest run of catches.
    case bestCombo = "results.bestCombo"
    /// The mean reaction time.
    case reactionMean = "results.reactionMean"
    /// The median reaction time.
    case reactionMedian = "results.reactionMedian"
    /// The Classic summary's heading, after Quit (issue 30).
    case classicSummary = "summary.title"
    /// The longest run of catches of a Classic game.
    case bestStreak = "summary.bestStreak"
    /// The heading of the best Classic game kept.
    case bestClassic = "summary.best"
    /// Said and shown when the game just quit became the best Classic game.
    case newBestClassic = "summary.newBest"
    /// The chart's title.
    case reactionChart = "results.reactionChart"
    /// The chart without a catch.
    case noCatch = "results.noCatch"
    /// The rating of tier 0, the lowest (R33).
    case rating0 = "results.rating0"
    /// The rating of tier 1.
    case rating1 = "results.rating1"
    /// The rating of tier 2.
    case rating2 = "results.rating2"
    /// The rating of tier 3.
    case rating3 = "results.rating3"
    /// The rating of tier 4, the highest.
    case rating4 = "results.rating4"
    /// The score's place in its table: the rank.
    case savedAs = "results.savedAs"

    // MARK: The name scene (R40)

    /// The heading.
    case newHighScore = "name.newHighScore"
    /// The rank the score will take: the rank.
    case rank = "name.rank"
    /// What to do.
    case typeYourName = "name.typeYourName"
    /// The name a score takes when none was typed and none was typed before, shown dimmed in the empty field.
    case defaultName = "name.defaultName"

    // MARK: The scores (R40)

    /// Arcade's table.
    case arcadeTable = "scores.arcadeTable"
    /// The Daily's table: the day.
    case dailyTable = "scores.dailyTable"
    /// Versus's history.
    case versusHistory = "scores.versusHistory"
    /// An empty Versus history.
    case noVersusYet = "scores.noVersusYet"
    /// The name column.
    case name = "scores.name"
    /// The accuracy column and detail, short.
    case accuracyShort = "scores.accuracyShort"
    /// The best combo column and detail.
    case combo = "scores.combo"
    /// The date column and detail.
    case date = "scores.date"
    /// A row's seed.
    case seed = "scores.seed"
    /// Play a row's replay.
    case replay = "scores.replay"
    /// Close a row's details.
    case close = "scores.close"
    /// Open a row's details.
    case details = "scores.details"
    /// Write a row's replay to a file.
    case export = "scores.export"
    /// The replay written: the file's name.
    case exported = "scores.exported"
    /// Under a row played on another machine of the venue (R74): that machine's name.
    case rowFrom = "scores.from"

    // MARK: The settings (R50)

    /// The music volume's row.
    case music = "settings.music"
    /// The effects volume's row.
    case effects = "settings.effects"
    /// The sound's row.
    case sound = "settings.sound"
    /// The language's row.
    case language = "settings.language"
    /// The language from the environment (R7).
    case languageAuto = "settings.languageAuto"
    /// A language's own name, as the settings list it: "English" in the source, "Français" in po/fr.po (R90).
    case languageName = "settings.languageName"
    /// The reduced motion row.
    case reducedMotion = "settings.reducedMotion"
    /// The pads' rumble row (R80).
    case vibration = "settings.vibration"
    /// The row of aiming by tilting a pad (R80).
    case tiltAim = "settings.tiltAim"
    /// A switch that is on.
    case on = "settings.on"
    /// A switch that is off.
    case off = "settings.off"

    // MARK: Versus (R60)

    /// A round begins: who started it.
    case started = "versus.started"
    /// The host left: its name.
    case ended = "versus.ended"
    /// Waiting for players: how many are in, of how many.
    case waiting = "versus.waiting"
    /// How many players are in a host's game (a window's host starts when it likes).
    case playersIn = "versus.playersIn"
    /// Hosting, waiting for others to join (the port is only in the event log).
    case hosting = "versus.hosting"
    /// A player who left the game, as the roster, scoreboard and results show them: the name.
    case playerLeft = "versus.playerLeft"
    /// The mark beside a game found whose round is under way.
    case startedMark = "versus.startedMark"
    /// A player's results while the host decides: a rematch, or leaving.
    case waitingForHost = "versus.waitingForHost"
    /// Reaching a host: its address.
    case joining = "versus.joining"
    /// A host that never answered: what to do.
    case unreachable = "versus.unreachable"
    /// A `--join` address that names no host: what to do.
    case badAddress = "versus.badAddress"
    /// A host refused us, eight players being in: the host's name.
    case refusedFull = "versus.refusedFull"
    /// A host refused us, its round being under way: the host's name.
    case refusedStarted = "versus.refusedStarted"
    /// The other end's Worm is older (another protocol version): its player's name.
    case mustUpdate = "versus.mustUpdate"
    /// The other end's Worm is newer: its player's name.
    case updateToPlay = "versus.updateToPlay"
    /// The lobby's heading.
    case lobby = "versus.lobby"
    /// The lobby's heading when the host plays in audio play (R110).
    case lobbyAudioPlay = "versus.lobbyAudioPlay"
    /// The player's own name: the name.
    case you = "versus.you"
    /// A game found on the network: its host's name and how many play.
    case hostedGame = "versus.hostedGame"
    /// The lobby's visible switch while on.
    case visibleOn = "versus.visibleOn"
    /// The lobby's visible switch while off.
    case visibleOff = "versus.visibleOff"
    /// The lobby's Host button.
    case host = "versus.host"
    /// The host's Start / Another round button.
    case start = "versus.start"
    /// The lobby without discovery: how to join.
    case joinHint = "versus.joinHint"
    /// A press on a worm another player caught just before (R61).
    case tooLate = "versus.tooLate"
    /// The results' winner: the name (R61).
    case wins = "versus.wins"
    /// The results when the best scores are equal (R61).
    case draw = "versus.draw"
    /// The host's button for another round with the same players (R61).
    case rematch = "versus.rematch"
    /// The results' button that leaves the game (R61).
    case leave = "versus.leave"
    /// A player asked before leaving a round (R61).
    case leaveQuestion = "versus.leaveQuestion"
    /// The host asked before leaving a round, which ends it for everyone (R61).
    case endForAllQuestion = "versus.endForAllQuestion"
    /// The answer that does it.
    case yes = "versus.yes"
    /// The answer that does not.
    case no = "versus.no"
    /// The host went silent: its name (R61).
    case lostContact = "versus.lostContact"
    /// Joined, before the host starts: the host's name (R61).
    case waitingFor = "versus.waitingFor"
    /// The Versus history's players column.
    case players = "scores.players"
    /// The Versus history's winner column.
    case winner = "scores.winner"
    /// The heading of the scene where the display name is typed.
    case yourName = "versus.yourName"
    /// Under it: what changing the name does.
    case nameLeavesTheGame = "versus.nameLeavesTheGame"

    // MARK: How to play, the combo meter, replays, a partly bad table (R21, R35)

    /// The heading of the how-to-play scene (R21).
    case howToPlay = "howToPlay.title"
    /// The title's entry that opens it: a question mark on a small button.
    case howToPlayButton = "howToPlay.button"
    /// A worm and what catching it is worth: the points.
    case howToWorm = "howToPlay.worm"
    /// A golden worm and what catching it is worth: the points.
    case howToGolden = "howToPlay.golden"
    /// A beetle and what touching it costs: the points lost.
    case howToBeetle = "howToPlay.beetle"
    /// What a combo is.
    case howToCombo = "howToPlay.combo"
    /// One combo step: the catches in a row, the multiplier reached.
    case howToComboStep = "howToPlay.comboStep"
    /// What the pause button does.
    case howToPause = "howToPlay.pause"
    /// How the scene is left.
    case howToGoOn = "howToPlay.goOn"
    /// The combo meter on the Arcade field: the catches in a row, the multiplier (R21).
    case comboMeter = "play.comboMeter"
    /// The banner over a table row played back (R40).
    case replayBanner = "play.replayBanner"
    /// The results of a playback that reached the row's score.
    case replayReproduced = "results.replayReproduced"
    /// The results of a playback that did not: the row's score, the playback's.
    case replayNotReproduced = "results.replayNotReproduced"
    /// The scores scene's line for a table read in part: how many rows could not be read (R35).
    case rowsUnreadable = "scores.rowsUnreadable"
    /// The attract mode's banner (R72).
    case touchToPlay = "kiosk.touchToPlay"
    /// Under the banner, when the attract mode plays the built-in round rather than a table's row.
    case demonstration = "kiosk.demonstration"
    /// The heading of the operator's PIN pad (R73).
    case operatorPin = "operator.pin"
    /// A wrong PIN, with the tries left before the pad locks.
    case wrongPin = "operator.wrongPin"
    /// The pad locked after three wrong PINs, with the seconds left.
    case pinLocked = "operator.pinLocked"
    /// The PIN pad's key that takes the last digit back.
    case pinDelete = "operator.pinDelete"
    /// The PIN pad's key that checks the PIN.
    case ok = "operator.ok"
    /// The operator menu's heading.
    case operatorMenu = "operator.menu"
    /// The heading of today's figures.
    case todayFigures = "operator.todayFigures"
    /// Today's figures: rounds played.
    case roundsPlayed = "operator.roundsPlayed"
    /// Today's figures: the mean score.
    case meanScore = "operator.meanScore"
    /// Today's figures: the best score.
    case bestScore = "operator.bestScore"
    /// Today's figures: worms caught.
    case catches = "operator.catches"
    /// The button that clears today's Daily table.
    case clearToday = "operator.clearToday"
    /// The button that clears every table.
    case clearAll = "operator.clearAll"
    /// The question before today's Daily table is cleared.
    case clearTodayQuestion = "operator.clearTodayQuestion"
    /// The question before every table is cleared.
    case clearAllQuestion = "operator.clearAllQuestion"
    /// A reaction time in milliseconds (the results' mean and median).
    case milliseconds = "results.milliseconds"
    /// An accuracy in whole percent, written the one way of the player's language wherever it is shown (the
    /// results, Versus's and Party's results, the score tables and a row's details): "82%" in English, "82 %" in French.
    case percent = "common.percent"
    /// The question Esc on the title asks before the program ends.
    case quitQuestion = "title.quitQuestion"
    /// How to play: what a pad does.
    case howToPad = "howToPlay.pad"
    /// How to play: how to go back without playing.
    case howToBack = "howToPlay.back"

    // MARK: Playing without sight (R110, R111)

    /// The settings' Speech row (R111).
    case speechSetting = "settings.speech"
    /// The settings' Audio play row (R110).
    case audioPlay = "settings.audioPlay"
    /// A volume or other percentage, spoken.
    case spokenPercent = "speech.percent"
    /// A volume's − button, spoken.
    case spokenLower = "speech.lower"
    /// A volume's + button, spoken.
    case spokenRaise = "speech.raise"
    /// The seconds left in a round, spoken every 10 s and each of the last 5.
    case spokenSecondsLeft = "speech.secondsLeft"
    /// Arcade's score, spoken on S.
    case spokenScore = "speech.score"
    /// A letter erased from a name, spoken.
    case spokenErased = "speech.erased"
    /// A space typed in a name, spoken.
    case spokenSpace = "speech.space"
    /// Said when a round in audio play opens: how to catch (the grid's letter keys as the keyboard labels them).
    case spokenGridHint = "speech.gridHint"
    /// The on-screen keyboard's erase key, spoken.
    case spokenErase = "speech.erase"
    /// The on-screen keyboard's letters in small letters (its case key, and its keys once pressed), spoken.
    case spokenSmallLetters = "speech.smallLetters"
    /// The on-screen keyboard's letters in capitals, spoken.
    case spokenCapitalLetters = "speech.capitalLetters"
    /// The Russian on-screen keyboard's Latin letters (its alphabet key), spoken.
    case spokenLatinLetters = "speech.latinLetters"
    /// The Russian on-screen keyboard's Cyrillic letters, spoken.
    case spokenCyrillicLetters = "speech.cyrillicLetters"
    /// Said as a name is kept: the name the row is saved under.
    case spokenNameSaved = "speech.nameSaved"
    /// Said as a name scene opens: how to type by keys alone.
    case spokenTypeYourName = "speech.typeYourName"
    /// Said of the row just saved in the scores table.
    case spokenYourRow = "speech.yourRow"
    /// How many digits of the operator's PIN are entered (never which).
    case spokenDigitsEntered = "speech.digitsEntered"
    /// A PIN pad's digit key, as the log keeps it (never which digit).
    case spokenDigitKey = "speech.digitKey"
    /// Said as the PIN pad opens: how to use it by keys.
    case spokenPinHint = "speech.pinHint"
    /// Said as the Versus lobby opens: its keys.
    case spokenLobbyKeys = "speech.lobbyKeys"
    /// Said as the Party lobby opens: its keys (R112).
    case spokenPartyKeys = "speech.partyKeys"
    /// A party player's line, spoken: the name and the pad's number.
    case spokenPartyPad = "speech.partyPad"
    /// A party player's line, spoken: the name, playing with the mouse.
    case spokenPartyMouse = "speech.partyMouse"
    /// Said as a player joins a party or a lobby.
    case spokenJoined = "speech.joined"
    /// Said as a player leaves a party or a lobby.
    case spokenLeft = "speech.left"
    /// Said as the Versus lobby opens, after its keys: the arrows walk it (R112).
    case spokenLobbyArrows = "speech.lobbyArrows"
    /// A game found in the Versus lobby, spoken: its host's name and how many are in.
    case spokenHostedGame = "speech.hostedGame"
    /// Said as a party's round in audio play begins: how the keyboard's player catches (the grid's letter keys).
    case spokenPartyGridHint = "speech.partyGridHint"
    /// Said as a Versus round in audio play begins: how to catch (the grid's letter keys).
    case spokenVersusGridHint = "speech.versusGridHint"
    /// Said in the Versus lobby once the game is known to be in audio play (R110).
    case spokenVersusAudioPlay = "speech.versusAudioPlay"
    /// Said after a party's results: their keys.
    case spokenPartyResultsKeys = "speech.partyResultsKeys"
    /// Said as a game is found in the Versus lobby.
    case spokenGameFound = "speech.gameFound"
    /// A game found in the Versus lobby whose round is under way, spoken: its host's name and how many are in.
    case spokenStartedGame = "speech.startedGame"
    /// Party's lobby: joining with the mouse, by keys (R112).
    case partyJoinMouse = "party.joinMouse"
    /// Party's lobby under one switch (R114): a click chooses what the scan shows, so only pads join by a press.
    case partyJoinSwitch = "party.joinSwitch"

    /// Said as a Yes or No question is asked (Quit Worm?, leaving a Versus round, the operator's Clear): its keys.
    case spokenQuestionKeys = "speech.questionKeys"

    /// Why a save failed, after "Score not saved:": the folder may not be written.
    case saveTroubleReadOnly = "common.saveTroubleReadOnly"
    /// Why a save failed: no room left.
    case saveTroubleFull = "common.saveTroubleFull"
    /// Why a save failed: the folder is not there and cannot be made.
    case saveTroubleNoFolder = "common.saveTroubleNoFolder"
    /// Why a save failed: the file is a newer Worm's, left alone.
    case saveTroubleNewerFile = "common.saveTroubleNewerFile"
    /// Why a save failed, for any other reason.
    case saveTroubleUnwritten = "common.saveTroubleUnwritten"

    /// The Assisted Arcade table's heading (R113).
    case arcadeAssistedTable = "scores.arcadeAssistedTable"
    /// The Assisted Daily table's heading, with its day (R113).
    case dailyAssistedTable = "scores.dailyAssistedTable"
    /// Settings → Assists: the button on the settings and the page's heading (R113).
    case assists = "settings.assists"
    /// The worm-time assist's row (R113).
    case wormTime = "settings.wormTime"
    /// The game-speed assist's row (R113).
    case gameSpeed = "settings.gameSpeed"
    /// The hit-radius assist's row (R113).
    case hitRadius = "settings.hitRadius"
    /// The practice assist's row (R113).
    case practice = "settings.practice"
    /// The one-switch row (R114).
    case oneSwitch = "settings.oneSwitch"
    /// The one switch's scan interval row (R114).
    case scanInterval = "settings.scanInterval"
    /// The text-size row (R115).
    case textSize = "settings.textSize"
    /// The high-contrast row (R115).
    case highContrast = "settings.highContrast"
    /// A length in pixels, on a button.
    case pixels = "settings.pixels"
    /// A time in seconds, on a button.
    case seconds = "settings.seconds"
    /// Settings → Controls (R116): its title and its row in Settings → Assists.
    case controls = "settings.controls"
    /// The pause key's row (R116).
    case controlPause = "settings.controlPause"
    /// The mute key's row (R116).
    case controlMute = "settings.controlMute"
    /// The score key's row (R116).
    case controlScore = "settings.controlScore"
    /// The repeat key's row (R116).
    case controlRepeat = "settings.controlRepeat"
    /// A grid key's row, by its cell's number (1 top left … 9 bottom right, R116).
    case controlGrid = "settings.controlGrid"
    /// The button that gives every play key back its standard key (R116).
    case controlsReset = "settings.controlsReset"
    /// A key's button while it waits for the new key (R116).
    case pressAKey = "settings.pressAKey"
    /// One switch's offer in the name scene (R114): keep the name an empty field takes.
    case keepName = "name.keepName"
    /// One switch's offer in the name scene (R114): type a name on the scanning keyboard instead.
    case typeAName = "name.typeAName"
    /// A row of the on-screen keyboard as the one switch's scan speaks it (R114).
    case keyboardRow = "name.keyboardRow"

    // MARK: The world board (R120)

    /// Under the results: the row is on its way to the world board.
    case boardSending = "results.boardSending"
    /// Under the results: the row's rank on today's world board (Daily), and the board's rows.
    case boardRankToday = "results.boardRankToday"
    /// Under the results: the row's rank on the all-time world board (Arcade), and the board's rows.
    case boardRank = "results.boardRank"
    /// Under the results: the row is not on the world board, and why (one of the reasons below).
    case boardNotOn = "results.boardNotOn"
    /// Why not: the board could not be reached.
    case boardUnreachable = "results.boardUnreachable"
    /// Why not: the row could not be sent within 30 s of the round's end.
    case boardLate = "results.boardLate"
    /// Why not: the round was played on another seed than the board's (its token came too late).
    case boardOtherSeed = "results.boardOtherSeed"
    /// Why not: the board refused the round's token (used, expired or unknown).
    case boardRefusedToken = "results.boardRefusedToken"
    /// Why not: the replay, played on the board, did not give the score.
    case boardRefusedNotReproduced = "results.boardRefusedNotReproduced"
    /// Why not: the board saw more time pass than the round lasted.
    case boardRefusedTooSlow = "results.boardRefusedTooSlow"
    /// Why not: the board saw less time pass than the round lasted.
    case boardRefusedTooFast = "results.boardRefusedTooFast"
    /// Why not: the board runs another version of the game.
    case boardRefusedVersion = "results.boardRefusedVersion"
    /// Why not: the player's name belongs to another player on the board.
    case boardRefusedNameTaken = "results.boardRefusedNameTaken"
    /// Why not: too many rounds sent in a minute.
    case boardRefusedRate = "results.boardRefusedRate"
    /// Why not: the board refused it for another reason.
    case boardRefusedOther = "results.boardRefusedOther"

    /// The scores' World page of today's Daily board, with its day (R120).
    case worldDailyTable = "scores.worldDaily"
    /// The scores' World page of the all-time Arcade board (R120).
    case worldArcadeTable = "scores.worldArcade"
    /// The scores' World page of today's Daily board played with the player's assists (R113, R120).
    case worldDailyAssistedTable = "scores.worldDailyAssisted"
    /// The scores' World page of the all-time Arcade board played with the player's assists (R113, R120).
    case worldArcadeAssistedTable = "scores.worldArcadeAssisted"
    /// Under a World page's rows: the ranks it shows, of how many.
    case worldRanks = "scores.worldRanks"
    /// Under a World page's rows around the player's: their rank, of how many.
    case worldAroundYou = "scores.worldAroundYou"
    /// A World page while a row's replay is fetched from the board.
    case worldFetchingReplay = "scores.worldFetchingReplay"
    /// A World page whose row's replay could not be fetched.
    case worldReplayFailed = "scores.worldReplayFailed"
    /// A World page while the board's answer is awaited.
    case worldAsking = "scores.worldAsking"
    /// A World page whose board could not be reached.
    case worldUnreachable = "scores.worldUnreachable"
    /// Settings → World board: the row, and its page's heading (R120).
    case worldBoard = "settings.worldBoard"
    /// Settings → World board: what to type.
    case worldBoardHint = "settings.worldBoardHint"
    /// Settings → World board: what was typed is not an address.
    case worldBoardInvalid = "settings.worldBoardInvalid"

    /// The countdown's five messages, one a second from t = 0 (R1).
    public static let countdown: [TextKey] = [.getReady, .countdownThree, .countdownTwo, .countdownOne, .yourTurn]

    /// The rating line of tier `tier` (0 to 4, R33).
    public static func rating(tier: Int) -> TextKey {
        [.rating0, .rating1, .rating2, .rating3, .rating4][min(max(tier, 0), 4)]
    }
}
