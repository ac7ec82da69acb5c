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

    /// Where the rows of buttons stand: 7 of 46 px with 6 px between them, below the name (Classic 0 … Quit 6;
    /// Versus and Party share row 3).
    static func frame(ofButton index: Int) -> WormGame.Rect {
        WormGame.Rect(x: 60, y: 118 + index * 52, width: 200, height: 46)
    }

    /// Where `choice`'s button stands: its row, or its part of the row Versus shares with Party (R80).
    /// How to play's "?" stands beside Settings, or where there is none (a kiosk, R70) beside Scores.
    static func frame(of choice: Choice, settings: Bool = true) -> WormGame.Rect {
        let rows: [Choice] = [.classic, .arcade, .daily, .versus, .scores, .settings, .quit]
        if choice == .howToPlay {
            return !settings ? WormGame.Rect(x: howToPlayFrame.x, y: frame(ofButton: 4).y, width: 46, height: 46) : howToPlayFrame
        }
        if choice == .party {
            let row = frame(ofButton: 3)
            return WormGame.Rect(x: row.x + 108, y: row.y, width: row.width - 108, height: row.height)
        }
        let row = frame(ofButton: rows.firstIndex(of: choice)!)
        return choice == .versus ? WormGame.Rect(x: row.x, y: row.y, width: 104, height: row.height) : row
    }

    /// Where How to play's "?" stands (R21): beside Settings, in the column's right margin, out of the way of the
    /// buttons other entries may add below.
    static let howToPlayFrame = WormGame.Rect(x: 266, y: 118 + 5 * 52, width: 46, height: 46)

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
                                frame: TitleScene.frame(of: choice, settings: policy.offersSettings))
        }
        super.init(menu: Menu(buttons))
    }

    /// The question Esc asks before the program ends ("Quit Worm?"), while it is asked; never in a kiosk, where
    /// Esc does nothing (R70).
    private(set) var question: LeaveQuestion?

    func step(_ inputs: [PlayerInput], context: SceneContext) -> [Command] {
        var inputs = inputs
        if var asked = question {
            // Yes ends the program, No (or Esc again) goes back to the title's buttons; the arrows, Tab, a pad's
            // D-pad or the pointer move the focus between them, Enter or a pad's A answers with it.
            let asking = inputs
            inputs = []
            for input in asking where question != nil {
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
            context.narrator.say(asked.spoken(language: context.language), .message, t: clockMs)
            inputs = Array(inputs[..<escape])
        }
        let commands = stepMenu(inputs, context: context, back: nil) { choice in
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
        try painter.drawDailyBadge(best: context.scores.document.dailyBest[context.dailyDate], language: context.language)
        if let question { try painter.drawLeaveQuestion(question, language: context.language) }
    }
}
