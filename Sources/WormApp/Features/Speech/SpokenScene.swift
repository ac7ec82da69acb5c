import WormGame

extension Scene {
    /// The scene's title as spoken, from its name.
    func spokenTitle(context: SceneContext) -> String? {
        let language = context.language
        switch name {
        case .title: return language.text(.gameTitle)
        case .classic: return language.text(.classic)
        case .arcade: return language.text(.arcade)
        case .daily: return language.text(.daily)
        case .results: return language.text(.results)
        case .name: return language.text(.newHighScore)
        case .scores: return language.text(.scores)
        case .settings: return language.text(.settings)
        case .lobby, .versus: return language.text(.versus)
        case .party: return language.text(.party)
        case .attract: return language.text(.demonstration)
        case .operatorPin: return language.text(.operatorPin)
        case .operatorMenu: return language.text(.operatorMenu)
        case .howToPlay: return language.text(.howToPlay)
        case .assists: return language.text(.assists)
        case .worldBoard: return language.text(.worldBoard)
        case .controls: return language.text(.controls)
        case .classicSummary: return language.text(.classicSummary)
        }
    }
}
