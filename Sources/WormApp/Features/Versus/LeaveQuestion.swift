import WormGame

/// The question asked before a Versus round under way is left (R61): "Leave the game?", for the host "End the
/// game for everyone?", Yes or No. The round goes on under it: Versus never pauses.
struct LeaveQuestion: Equatable {
    /// Yes.
    static let yes = WormGame.Rect(x: 50, y: 250, width: 100, height: 48)
    /// No.
    static let no = WormGame.Rect(x: 170, y: 250, width: 100, height: 48)
    /// The panel they stand on.
    static let panel = WormGame.Rect(x: 24, y: 176, width: 272, height: 138)

    /// Which question: the host's ends the game for everyone.
    let question: Question
    /// Whether it came from closing the window (Yes then ends the program) rather than Esc (Yes: the title).
    let closing: Bool

    /// The question's text.
    var text: TextKey {
        switch question {
        case .leave: return .leaveQuestion
        case .endForAll: return .endForAllQuestion
        case .clearToday: return .clearTodayQuestion
        case .clearAll: return .clearAllQuestion
        case .quit: return .quitQuestion
        }
    }

    /// Whether Enter, Space or a pad's A answers Yes: the focus, on No (the answer that loses nothing) until the
    /// arrows, Tab, a pad's D-pad or the pointer move it.
    private(set) var focusesYes = false

    /// The question `question`, from closing the window when `closing`, its focus on No.
    init(question: Question, closing: Bool) {
        self.question = question
        self.closing = closing
    }

    /// The answer `input` gives: true Yes, false No, nil none (the focus may have moved). Y, a press on Yes, or
    /// Enter, Space or a pad's A on Yes is Yes; N, Esc (a pad's B), a press on No, or Enter on No is No.
    mutating func take(_ input: PlayerInput) -> Bool? {
        switch input {
        case .press(let press) where LeaveQuestion.yes.contains(x: press.x, y: press.y): return true
        case .press(let press) where LeaveQuestion.no.contains(x: press.x, y: press.y): return false
        case .hover(let x, let y):
            if LeaveQuestion.yes.contains(x: x, y: y) { focusesYes = true }
            if LeaveQuestion.no.contains(x: x, y: y) { focusesYes = false }
            return nil
        case .key(let key):
            switch key.key {
            case .y?: return true
            case .escape?, .n?: return false
            case let named? where named.chooses: return focusesYes
            case .left?, .right?, .up?, .down?, .tab?:
                focusesYes.toggle()
                return nil
            default: return nil
            }
        default: return nil
        }
    }

    /// Moves the focus to the other answer: the one switch's scan (R114).
    mutating func focusOther() {
        focusesYes.toggle()
    }

    /// The answer in focus, for speech and the `focus` line (R111, R115): `yes` or `no`.
    func focusItem(language: Language) -> FocusItem {
        focusesYes ? FocusItem(key: "yes", spoken: language.text(.yes)) : FocusItem(key: "no", spoken: language.text(.no))
    }

    /// What is said as the question is asked (R111): the question, and how to answer it.
    func spoken(language: Language) -> [String] {
        [language.text(text), language.text(.spokenQuestionKeys)]
    }
}
