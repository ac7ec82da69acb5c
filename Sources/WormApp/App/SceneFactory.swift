import WormGame

extension Command {
    /// The command that opens scene `name` as a run's first: a game, or a screen that needs nothing to open.
    static func opening(_ name: SceneName) -> Command {
        switch name {
        case .classic: return .play(.classic)
        case .arcade: return .play(.arcade)
        case .daily: return .play(.daily)
        case .title: return .open(.title)
        case .scores: return .open(.scores(highlight: nil))
        case .settings: return .open(.settings)
        case .lobby: return .open(.lobby(displayName: nil))
        case .versus: return .open(.versus)
        case .name: return .open(.displayName)
        case .attract: return .open(.attract)
        case .operatorPin: return .open(.operatorPin)
        case .operatorMenu: return .open(.operatorMenu)
        case .howToPlay: return .open(.howToPlay(then: nil))
        case .party: return .open(.party)
        case .assists: return .open(.assists)
        case .worldBoard: return .open(.worldBoard)
        case .controls: return .open(.controls)
        case .results: preconditionFailure("the results open after a round, never first")
        case .classicSummary: preconditionFailure("the Classic summary opens after a game, never first")
        }
    }
}

extension Command {
    /// The scene this command opens, when it does not depend on what the round's save makes of it.
    var plainSceneName: SceneName? {
        switch self {
        case .play(let kind): return kind.sceneName
        case .replay(let row): return GameKind(row.replay.mode).sceneName
        case .open(.title): return .title
        case .open(.scores): return .scores
        case .open(.settings): return .settings
        case .open(.lobby): return .lobby
        case .open(.versus): return .versus
        case .open(.displayName): return .name
        case .open(.attract): return .attract
        case .open(.operatorPin): return .operatorPin
        case .open(.operatorMenu): return .operatorMenu
        case .open(.howToPlay): return .howToPlay
        case .open(.party): return .party
        case .open(.assists): return .assists
        case .open(.worldBoard): return .worldBoard
        case .open(.controls): return .controls
        case .open(.classicSummary): return .classicSummary
        case .classicQuit, .roundOver, .showResults, .playbackOver, .exit, .fail, .change, .preview, .log, .saveRound: return nil
        }
    }
}

extension Options.StartMode {
    /// What a run that starts here opens with.
    var firstCommand: Command {
        switch self {
        case .title: return .open(.title)
        case .classic: return .play(.classic)
        case .arcade: return .play(.arcade)
        case .daily: return .play(.daily)
        case .versus: return .open(.versus)
        case .howToPlay: return .open(.howToPlay(then: nil))
        case .party: return .open(.party)
        }
    }
}

extension Runner {
    /// The scene `command` opens (the runner has dealt with the commands that open none).
    static func makeScene(for command: Command, context: SceneContext, versus: VersusSetup) -> Scene {
        switch command {
        case .play(.classic):
            return GameScene<ClassicMode>(kind: .classic, seed: context.nextSeed(for: .classic), context: context)
        case .play(let kind):
            return GameScene<ArcadeMode>(kind: kind, seed: context.nextSeed(for: kind), context: context)
        case .replay(let row):  // a table row played back (R40)
            return GameScene<ArcadeMode>(kind: GameKind(row.replay.mode), seed: row.replay.seed, context: context, playback: row)
        case .open(.title):
            return TitleScene(language: context.language, cosmeticSeed: context.seeds.nextCosmetic(), policy: context.run.policy)
        case .open(.scores(let highlight)):
            return ScoresScene(context: context, highlight: highlight)
        case .open(.settings):
            return SettingsScene(context: context)
        case .open(.displayName):
            return DisplayNameScene(current: versus.name, language: context.language,
                                    oneSwitch: context.settings.current.access.oneSwitch)
        case .open(.attract):
            return AttractScene(context: context)
        case .open(.operatorPin):
            return PinPadScene(context: context)
        case .open(.operatorMenu):
            return OperatorMenuScene(context: context)
        case .open(.howToPlay(let then)):
            return HowToPlayScene(then: then)
        case .open(.lobby):
            return VersusScene(name: .lobby, setup: versus, context: context)
        case .open(.versus):
            return VersusScene(name: .versus, setup: versus, context: context)
        case .open(.party):
            return PartyScene(context: context)
        case .open(.assists):
            return AssistsScene(context: context)
        case .open(.worldBoard):
            return BoardAddressScene(current: context.settings.current.worldBoard,
                                     oneSwitch: context.settings.current.access.oneSwitch)
        case .open(.controls):
            return ControlsScene(context: context)
        case .open(.classicSummary(let summary)):
            return ClassicSummaryScene(summary, language: context.language)
        case .roundOver(let round):
            return context.sceneAfterRound(round)  // the name scene first when the score enters (R33); saves nothing
        case .showResults(let results), .playbackOver(_, let results):
            return ResultsScene(results, language: context.language)
        case .exit, .fail, .change, .preview, .log, .saveRound, .classicQuit:
            preconditionFailure("\(command) opens no scene")
        }
    }
}
