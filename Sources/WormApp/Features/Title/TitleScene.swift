import SDLKit
import WormGame

/// The title (R20): the game's name over drifting clouds, and Classic, Arcade, Daily, Versus, Party, Scores, Settings,
/// Quit.
final class TitleScene: MenuScene<TitleScene.Choice>, Scene {
    /// The title's buttons.
    enum Choice: Equatable, Sendable, CaseIterable {
        case classic, arcade, daily, versus, party, scores, settings, howToPlay, quit

        /// The button's text.
        var text: TextKey {
            switch self {
            case .classic: return .classic
            case .arcade: return .arcade
            case .daily: return .daily
            case .versus: return .versus
            case .party: return .party
            case .scores: return .scores
            case .settings: return .settings
            case .howToPlay: return .howToPlayButton
            case .quit: return .quit
            }
        }
    }

    /// Where row `index` of the title's buttons stands when it has `rows` rows, below the name (Classic 0 …; Versus
    /// and Party share row 3): 7 rows of 44 px 6 px apart, Quit 24 px clear of the field's foot (issue 30); a kiosk's
    /// 5 (no Settings, no Quit, R70) spread over the same column, taller, rather than leaving its foot empty.
    static func frame(ofButton index: Int, rows: Int = 7) -> WormGame.Rect {
        let (top, step, height) = rows >= 7 ? (112, 50, 44) : rows == 6 ? (118, 58, 50) : (132, 68, 56)
        return WormGame.Rect(x: 60, y: top + index * step, width: 200, height: height)
    }

    /// The rows of buttons a title of `policy` has, top to bottom (Party shares Versus's, "?" that of Settings or
    /// Scores).
    static func rows(policy: KioskPolicy) -> [Choice] {
        [.classic, .arcade, .daily, .versus, .scores, .settings, .quit]
            .filter { ($0 != .quit || policy.canQuit) && ($0 != .settings || policy.offersSettings) }
    }

    /// The width of How to play's "?" and of the gap before it, at the right end of its row.
    static let howToPlaySide = 46, howToPlayGap = 8

    /// Where `choice`'s button stands on the title of `policy`: its row, or its part of the row Versus shares with
    /// Party (R80). How to play's "?" ends the row of Settings, or where there is none (a kiosk, R70) the row of
    /// Scores, inside the buttons' column.
    static func frame(of choice: Choice, policy: KioskPolicy = .open) -> WormGame.Rect {
        let rows = rows(policy: policy)
        func row(_ choice: Choice) -> WormGame.Rect { frame(ofButton: rows.firstIndex(of: choice) ?? 0, rows: rows.count) }
        let sharesWithHowToPlay: Choice = policy.offersSettings ? .settings : .scores
        switch choice {
        case .howToPlay:
            let shared = row(sharesWithHowToPlay)
            return WormGame.Rect(x: shared.x + shared.width - howToPlaySide, y: shared.y, width: howToPlaySide, height: shared.height)
        case .party:  // the wider half: Russian "Вечеринка" whole at 85 % of its size or more (issue 30)
            let shared = row(.versus)
            return WormGame.Rect(x: shared.x + 104, y: shared.y, width: shared.width - 104, height: shared.height)
        case .versus:
            let shared = row(.versus)
            return WormGame.Rect(x: shared.x, y: shared.y, width: 102, height: shared.height)
        case sharesWithHowToPlay:
            let shared = row(choice)
            return WormGame.Rect(x: shared.x, y: shared.y, width: shared.width - howToPlaySide - howToPlayGap, height: shared.height)
        default:
            return row(choice)
        }
    }

    /// Where How to play's "?" stands beside Settings (R21).
    static var howToPlayFrame: WormGame.Rect { frame(of: .howToPlay) }

    let name = SceneName.title
    /// The clouds behind the name (cosmetic stream).
    private(set) var clouds: Clouds
    /// The clouds as drawn: a copy taken every `cloudFrameMs`, so the title is redrawn a few times a second
    /// for them, not every frame (a title left on screen costs little power).
    private(set) var shownClouds: Clouds
    /// How often the drawn clouds move on: 8 times a second, about a pixel each time.
    static let cloudFrameMs = 125
    /// How many times the drawn clouds have moved on.
    private(set) var cloudMoves = 0

    /// What the run allows: a kiosk's title has no Settings and no Quit button, and Esc does not end the
    /// program (R70).
    let policy: KioskPolicy

    /// The title in `language`; the clouds follow from `cosmeticSeed`; `policy` says which ways out it offers.
    init(language: Language, cosmeticSeed: UInt64, policy: KioskPolicy = .open) {
        clouds = Clouds(seed: cosmeticSeed)
        shownClouds = clouds
        self.policy = policy
        let choices = Choice.allCases.filter { ($0 != .quit || policy.canQuit) && ($0 != .settings || policy.offersSettings) }
        let buttons = choices.map { choice in
            Menu<Choice>.Button(choice: choice, label: language.text(choice.text),
                                frame: TitleScene.frame(of: choice, policy: policy))
        }
        super.init(menu: Menu(buttons))
    }

    /// The question Esc asks before the program ends ("Quit Worm?"), while it is asked; never in a kiosk, where
    /// Esc does nothing (R70).
    private(set) var question: LeaveQuestion?
    /// The one switch's scan of the question's answers (R114): No first, then Yes.
    private var questionScan = OneSwitchScan()

    func step(_ inputs: [PlayerInput], context: SceneContext) -> [Command] {
        var inputs = inputs
        let asking = question != nil
        if var asked = question {
            let access = context.settings.current.access
            if access.oneSwitch, !context.switchHeld,
               questionScan.step(focus: asked.focusesYes ? 1 : 0, count: 2, interval: access.scanIntervalMs) != nil {
                asked.focusOther()
                question = asked
            }
            // Yes ends the program, No (or Esc again) goes back to the title's buttons; the arrows, Tab, a pad's
            // D-pad or the pointer move the focus between them, Enter or a pad's A answers with it.
            let answers = inputs
            inputs = []
            for input in answers where question != nil {
                guard let yes = asked.take(input) else {
                    question = asked
                    continue
                }
                question = nil
                context.journal.write(.confirm(asked.question, yes: yes), t: clockMs)
                if yes { return [.exit] }
            }
        } else if policy.canQuit, let escape = inputs.firstIndex(where: { if case .key(let key) = $0 { key.key == .escape } else { false } }) {
            let asked = LeaveQuestion(question: .quit, closing: false)
            question = asked
            questionScan = OneSwitchScan()
            context.narrator.say(asked.spoken(language: context.language), .message, t: clockMs)
            inputs = Array(inputs[..<escape])
        }
        // The title's buttons wait under the question: its answers have the scan.
        let commands = stepMenu(inputs, context: context, back: nil, scans: !asking && question == nil) { choice in
            switch choice {
            case .classic: return .play(.classic)
            case .arcade, .daily:
                let kind: GameKind = choice == .arcade ? .arcade : .daily
                return context.showsHowToPlay(before: kind) ? .open(.howToPlay(then: kind)) : .play(kind)
            case .howToPlay: return .open(.howToPlay(then: nil))
            case .versus: return .open(.lobby(displayName: nil))
            case .party: return .open(.party)
            case .scores: return .open(.scores(highlight: nil))
            case .settings: return .open(.settings)
            case .quit: return .exit
            }
        }
        clouds.update(stepMs: Simulation.stepMs)
        if clockMs % TitleScene.cloudFrameMs < Simulation.stepMs {
            shownClouds = clouds
            cloudMoves += 1
        }
        return commands
    }

    /// The title changes with its focus and when the drawn clouds move on (8 times a second).
    override func signature(context: SceneContext, placement: Placement) -> FrameSignature? {
        var signature = FrameSignature(scene: ObjectIdentifier(self), focus: menu.focus, placement: placement)
        signature.animationMs = cloudMoves
        if question != nil { signature.overlay = .dimmed }
        signature.question = question
        return signature
    }

    /// The focused button; How to play's "?" is said by its name (R111).
    override func focusItem(language: Language) -> FocusItem? {
        if let question { return question.focusItem(language: language) }
        guard var item = menu.focusItem else { return nil }
        if menu.buttons[menu.focus].choice == .howToPlay { item.spoken = language.text(.howToPlay) }
        return item
    }

    func draw(with painter: SceneRenderer, context: SceneContext) throws {
        try painter.drawTitle(clouds: shownClouds, menu: menu, language: context.language)
        try painter.drawDailyBadge(best: context.scores.document.dailyBest[context.dailyDate], language: context.language,
                                   beside: TitleScene.frame(of: .daily, policy: policy))
        if let question { try painter.drawLeaveQuestion(question, language: context.language) }
    }
}
