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

    /// The answer `input` gives: true Yes, false No, nil none. Esc again is No.
    static func answer(to input: PlayerInput) -> Bool? {
        switch input {
        case .press(let press) where yes.contains(x: press.x, y: press.y): true
        case .press(let press) where no.contains(x: press.x, y: press.y): false
        case .key(let key) where key.key == .y: true
        case .key(let key) where key.key == .escape || key.key == .n: false
        default: nil
        }
    }
}
